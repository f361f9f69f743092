import { newEnquiryReference } from '@/admissions/filing'
import { enquiryYears } from '@/admissions/desk'

import type { SeedContext } from '../context'

/**
 * The classes the first two demo schools take enquiries for: next year's Junior KG, Std I and Std V
 * open (one with seats left), Std XI closed until the first of January; this year's Std V full.
 */
export async function seedAdmissionClasses(ctx: SeedContext) {
  const { payload, step, idsOf } = ctx
  await step('admission-classes', 'classes open for admission', async () => {
    const [first, second] = await idsOf('institutions')
    const [now, next] = enquiryYears()
    const opensOn = `${next.slice(0, 4)}-01-01T00:00:00.000Z`
    const rows = [first!.id, second!.id].flatMap(
      (institution) =>
        [
          { institution, classSought: 'jr-kg', academicYear: next, status: 'open', seatsLeft: 24 },
          { institution, classSought: 'std-1', academicYear: next, status: 'open' },
          { institution, classSought: 'std-5', academicYear: next, status: 'open', seatsLeft: 6 },
          { institution, classSought: 'std-5', academicYear: now, status: 'open', seatsLeft: 0 },
          { institution, classSought: 'std-11', academicYear: next, status: 'closed', opensOn },
        ] as const,
    )
    for (const data of rows) await payload.create({ collection: 'admission-classes', data, depth: 0 })
    return rows.length
  })
}

/**
 * A few admission enquiries for the desk's demo: a new one in Marathi past its first answer's due
 * date, a new English one, one answered (its reply as the parent read it) and a closed one.
 */
export async function seedAdmissionEnquiries(ctx: SeedContext) {
  const { payload, daysAgo, step, idsOf } = ctx
  await step('admission-enquiries', 'admission enquiries', async () => {
    const [first, second] = await idsOf('institutions')
    const year = enquiryYears()[1]
    const demo = [
      {
        daysAgo: 5,
        institution: first!.id,
        language: 'mr',
        classSought: 'std-5',
        childName: 'आरव पाटील',
        parentName: 'सुनीता पाटील',
        message: 'इयत्ता पाचवीसाठी जून महिन्यात जागा उपलब्ध आहे का? प्रवेशासाठी कोणती कागदपत्रे लागतील?',
      },
      {
        daysAgo: 1,
        institution: first!.id,
        language: 'en',
        classSought: 'jr-kg',
        childName: 'Anaya Shah',
        parentName: 'Rohit Shah',
        message: 'Is there a school bus from Dadar East? What are the hours for Junior KG?',
      },
      {
        daysAgo: 8,
        institution: second!.id,
        language: 'en',
        classSought: 'std-11',
        childName: 'Kabir Desai',
        parentName: 'Meena Desai',
        message: 'Which documents are needed for a transfer from a CBSE school?',
        status: 'visit-booked',
        reply:
          'Please bring the transfer certificate, the Std X mark sheet and two photographs. We have booked a visit for Saturday at 11:00.',
      },
      {
        daysAgo: 30,
        institution: second!.id,
        language: 'mr',
        classSought: 'std-1',
        childName: 'ईशा जोशी',
        parentName: 'प्रिया जोशी',
        message: 'पहिलीच्या प्रवेशासाठी वयाची अट काय आहे?',
        status: 'closed',
        reply: 'पहिलीच्या प्रवेशासाठी ३१ डिसेंबरला मुलाचे वय सहा वर्षे पूर्ण असावे.',
      },
    ] as const
    for (const e of demo) {
      const doc = await payload.create({
        collection: 'admission-enquiries',
        data: {
          reference: newEnquiryReference(),
          status: 'new',
          institution: e.institution,
          language: e.language,
          classSought: e.classSought,
          academicYear: year,
          childName: e.childName,
          childDateOfBirth: '2020-03-12',
          parentName: e.parentName,
          email: 'demo.parent@example.org',
          mobile: '9800000001',
          message: e.message,
          createdAt: daysAgo(e.daysAgo),
        },
        depth: 0,
      })
      if ('status' in e)
        await payload.update({
          collection: 'admission-enquiries',
          id: doc.id,
          data: { status: e.status, reply: e.reply },
          depth: 0,
        })
    }
    return demo.length
  })
}
