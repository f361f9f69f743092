import {
  FACILITIES,
  FULL_SECTIONS,
  INFRASTRUCTURE,
  INSTITUTIONS,
  PRINCIPAL_INFO,
  PRINCIPALS,
  STANDARDS,
  pdfTitles,
  richSections,
} from '../data/institutions'
import {
  INSTITUTION_NAMES_MR,
  INSTITUTIONS_MR,
  PHOTO_CAPTIONS_MR,
  STANDARDS_MR,
  logoAltMr,
  marathi,
  pdfTitlesMr,
  portraitAltMr,
  richSectionsMr,
} from '../data/marathi'
import { logo, portrait, scene } from '../images'
import { ADMISSIONS, FEES, FINDER_FACTS, type AdmissionSeed, type FeesSeed } from '../data/school-facts'

import type { SeedContext, SeededInstitution } from '../context'

/**
 * The institutions. The first FULL_SECTIONS are described in full (every section, PDFs, photos, the
 * principal) and in Marathi too; the others have a short description, in English and Marathi.
 */
export async function seedInstitutions(ctx: SeedContext) {
  const { payload, year, yearsAgo, daysAgo, upload, pdf, pdfMr, rich, translate, rowsMr, step } = ctx
  await step('institutions', 'institutions', async () => {
    for (const [i, inst] of INSTITUTIONS.entries()) {
      const full = i < FULL_SECTIONS
      // The fully described institutions have their Marathi too; the others stay English.
      const mr = full ? marathi(INSTITUTIONS_MR, inst.short, 'the institution') : undefined
      const named = mr ?? INSTITUTION_NAMES_MR[inst.short]
      const logoId = await upload(
        await logo(inst.short, inst.hue),
        `logo-${inst.short.toLowerCase()}.webp`,
        `Logo of ${inst.name}`,
        named && logoAltMr(named.name),
      )
      const sections = richSections(inst.name)
      const docTitles = pdfTitles(year, yearsAgo)
      const principal = PRINCIPALS[i]
      const richRows = async (rows: { title: string; html: string }[]) =>
        Promise.all(rows.map(async (r) => ({ title: r.title, content: await rich(r.html) })))
      const docs = async (kind: string, titles: string[]) =>
        Promise.all(
          titles.map(async (title, k) => ({
            title,
            file: await pdf(`${inst.short.toLowerCase()}-${kind}-${k + 1}.pdf`, title, [inst.name, `${title}.`]),
          })),
        )
      const photos = async (kind: string, captions: string[]) =>
        Promise.all(
          captions.map(async (caption, k) => ({
            image: await upload(
              await scene(caption, inst.hue, k + i),
              `${inst.short.toLowerCase()}-${kind}-${k + 1}.webp`,
              caption,
              mr && marathi(PHOTO_CAPTIONS_MR, caption, 'the photo caption'),
            ),
            caption,
            addedAt: daysAgo(30 * (k + 1)),
          })),
        )
      const doc = await payload.create({
        collection: 'institutions',
        data: {
          name: inst.name,
          address: inst.address,
          logo: logoId,
          kind: inst.kind,
          medium: inst.medium,
          ...factsEn(inst.short),
          order: (i + 1) * 10,
          schoolInfo: await richRows(full ? sections.schoolInfo : sections.schoolInfo.slice(0, 1)),
          contact: await richRows(sections.contact),
          ...(full
            ? {
                scholarships: await richRows(sections.scholarships),
                activities: await richRows(sections.activities),
                otherActivities: await richRows(sections.otherActivities),
                admissionInfo: await richRows(sections.admissionInfo),
                strength: STANDARDS.map((standard, k) => ({
                  standard,
                  boys: 60 + k * 7 + i,
                  girls: 58 + k * 5 + i,
                })),
                pastResults: await docs('result', docTitles.pastResults),
                ptaMembers: await docs('pta', docTitles.ptaMembers),
                academicCalendar: await docs('calendar', docTitles.academicCalendar),
                principal: {
                  name: principal!.name,
                  designation: principal!.designation,
                  education: principal!.education,
                  info: PRINCIPAL_INFO,
                  photo: await upload(
                    await portrait(principal!.name, inst.hue + 20),
                    `principal-${i + 1}.webp`,
                    'Portrait of the principal',
                    mr && portraitAltMr(mr.principal.name),
                  ),
                },
                infrastructure: await photos('infra', INFRASTRUCTURE),
                facilities: await photos('facility', FACILITIES),
              }
            : {}),
          _status: 'published',
        },
        depth: 0,
      })
      // The area, office hours, fees and admission facts in Marathi, for every institution.
      const factsMr = factsInMr(inst.short, doc)
      if (!mr) {
        const names = INSTITUTION_NAMES_MR[inst.short]
        // The short description in Marathi too (its headings and text): a Marathi page of the school
        // reads in Marathi, as a bilingual society would run it.
        const sectionsMr = richSectionsMr(names?.name ?? inst.name)
        const shortMr = (name: 'schoolInfo' | 'contact') =>
          Promise.all(
            rowsMr(doc[name], sectionsMr[name].slice(0, doc[name]?.length ?? 0), name).map(async ({ row, text }) => ({
              id: row.id,
              title: text.title,
              content: await rich(text.html),
            })),
          )
        const texts = { ...factsMr, schoolInfo: await shortMr('schoolInfo'), contact: await shortMr('contact') }
        await translate('institutions', doc.id, names ? { ...texts, name: names.name, address: names.address } : texts)
        continue
      }

      // Marathi: every localized text of the document, and a Marathi PDF beside each English one.
      const sectionsMr = richSectionsMr(mr.name)
      const titlesMr = pdfTitlesMr(year, yearsAgo)
      const richMr = (name: keyof typeof sectionsMr) =>
        Promise.all(
          rowsMr(doc[name], sectionsMr[name], name).map(async ({ row, text }) => ({
            id: row.id,
            title: text.title,
            content: await rich(text.html),
          })),
        )
      const docsMr = (name: keyof typeof titlesMr, kind: string) =>
        Promise.all(
          rowsMr(doc[name], titlesMr[name], name).map(async ({ row, text: title, k }) => ({
            id: row.id,
            title,
            file: await pdfMr(`${inst.short.toLowerCase()}-${kind}-${k + 1}-mr.pdf`, title, [mr.name, `${title}.`]),
          })),
        )
      const photosMr = (rows: { id?: string | null; caption?: string | null }[] | null | undefined) =>
        (rows ?? []).map((row) => ({
          id: row.id,
          caption: marathi(PHOTO_CAPTIONS_MR, row.caption ?? '', 'the photo caption'),
        }))
      await translate('institutions', doc.id, {
        name: mr.name,
        address: mr.address,
        schoolInfo: await richMr('schoolInfo'),
        contact: await richMr('contact'),
        scholarships: await richMr('scholarships'),
        activities: await richMr('activities'),
        otherActivities: await richMr('otherActivities'),
        admissionInfo: await richMr('admissionInfo'),
        strength: (doc.strength ?? []).map((row) => ({
          id: row.id,
          standard: marathi(STANDARDS_MR, row.standard, 'the standard'),
        })),
        pastResults: await docsMr('pastResults', 'result'),
        ptaMembers: await docsMr('ptaMembers', 'pta'),
        academicCalendar: await docsMr('academicCalendar', 'calendar'),
        principal: mr.principal,
        infrastructure: photosMr(doc.infrastructure),
        facilities: photosMr(doc.facilities),
        ...factsMr,
      })
    }
    return INSTITUTIONS.length
  })
}

/** The English of the institutions' facts: filter fields, office hours and phone, and the fees and admission facts where the demo has them. */
function factsEn(short: string) {
  const f = FINDER_FACTS[short]
  if (!f) throw new Error(`No finder facts for ${short} in src/seed/data/school-facts.ts`)
  const fees: FeesSeed | undefined = FEES[short]
  const adm: AdmissionSeed | undefined = ADMISSIONS[short]
  return {
    levels: f.levels,
    board: f.board,
    area: f.area.en,
    officeHours: f.officeHours.en,
    phone: f.phone,
    ...(fees && {
      fees: {
        rows: fees.rows.map((r) => ({ course: r.course.en, period: r.period, amount: r.amount, covers: r.covers.en })),
        concessions: fees.concessions.en,
        refunds: fees.refunds.en,
        approvedBy: fees.approvedBy.en,
        approvedOn: fees.approvedOn,
        link: fees.link,
      },
    }),
    ...(adm && {
      admission: {
        opensOn: adm.opensOn,
        closesOn: adm.closesOn,
        seats: adm.seats.map((r) => ({ course: r.course.en, seats: r.seats })),
        eligibility: adm.eligibility.en,
        documents: adm.documents.en,
        faq: adm.faq.map((q) => ({ question: q.question.en, answer: q.answer.en })),
      },
    }),
  }
}

type FactRows = {
  fees?: { rows?: { id?: string | null }[] | null } | null
  admission?: { seats?: { id?: string | null }[] | null; faq?: { id?: string | null }[] | null } | null
}

/** The Marathi of the same facts, row for row (the rows' ids from the English document). */
function factsInMr(short: string, doc: FactRows) {
  const f = FINDER_FACTS[short]!
  const fees = FEES[short]
  const adm = ADMISSIONS[short]
  return {
    area: f.area.mr,
    officeHours: f.officeHours.mr,
    ...(fees && {
      fees: {
        rows: (doc.fees?.rows ?? []).map((r, k) => ({
          id: r.id,
          course: fees.rows[k]!.course.mr,
          covers: fees.rows[k]!.covers.mr,
        })),
        concessions: fees.concessions.mr,
        refunds: fees.refunds.mr,
        approvedBy: fees.approvedBy.mr,
      },
    }),
    ...(adm && {
      admission: {
        seats: (doc.admission?.seats ?? []).map((r, k) => ({ id: r.id, course: adm.seats[k]!.course.mr })),
        eligibility: adm.eligibility.mr,
        documents: adm.documents.mr,
        faq: (doc.admission?.faq ?? []).map((r, k) => ({
          id: r.id,
          question: adm.faq[k]!.question.mr,
          answer: adm.faq[k]!.answer.mr,
        })),
      },
    }),
  }
}

/** Each institution's admission and student-login portals. */
export async function seedPortalLinks(ctx: SeedContext, institutions: SeededInstitution[]) {
  const { payload, step } = ctx
  await step('portal-links', 'portal links', async () => {
    let n = 0
    for (const [i, inst] of institutions.entries()) {
      const slug = INSTITUTIONS[i]!.short.toLowerCase()
      await payload.create({
        collection: 'portal-links',
        data: {
          institution: inst.id,
          category: 'ADMISSION-PORTAL',
          url: `https://admissions.example.org/${slug}`,
          order: i,
          _status: 'published',
        },
      })
      await payload.create({
        collection: 'portal-links',
        data: {
          institution: inst.id,
          category: 'STUDENT-PORTAL',
          url: `https://students.example.org/${slug}/login`,
          order: i,
          _status: 'published',
        },
      })
      n += 2
    }
    return n
  })
}
