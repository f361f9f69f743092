import { DOWNLOADS, STAFF } from '../data/directory'
import { portrait } from '../images'

import type { SeedContext, SeededInstitution } from '../context'

/** The Downloads sections of three institutions: forms as PDFs, some with a Marathi file. */
export async function seedDownloads(ctx: SeedContext, institutions: SeededInstitution[]) {
  const { payload, pdf, pdfMr, translate, step } = ctx
  await step('downloads', 'downloads', async () => {
    let n = 0
    for (const [index, list] of Object.entries(DOWNLOADS)) {
      const institution = institutions[Number(index)]!.id
      for (const [order, d] of list.entries()) {
        const name = `download-${institution}-${order + 1}`
        const file = await pdf(`${name}.pdf`, d.title, d.lines)
        const doc = await payload.create({
          collection: 'downloads',
          data: {
            institution,
            kind: d.kind,
            title: d.title,
            description: d.description,
            file,
            order: (order + 1) * 10,
            _status: 'published',
          },
          depth: 0,
        })
        await translate('downloads', doc.id, {
          title: d.titleMr,
          description: d.descriptionMr,
          ...(d.marathiFile ? { file: await pdfMr(`${name}-mr.pdf`, d.titleMr) } : {}),
        })
        n++
      }
    }
    return n
  })
}

/** The staff directories of three institutions: the head, teachers or faculty and other staff. */
export async function seedStaffDirectory(ctx: SeedContext, institutions: SeededInstitution[]) {
  const { payload, upload, translate, step } = ctx
  await step('staff-members', 'staff directory', async () => {
    let n = 0
    for (const [index, people] of Object.entries(STAFF)) {
      const institution = institutions[Number(index)]!.id
      for (const [order, p] of people.entries()) {
        const photo = p.photo
          ? await upload(
              await portrait(p.name, (n * 47) % 360),
              `staff-${institution}-${order + 1}.webp`,
              p.name,
              p.nameMr,
            )
          : undefined
        const doc = await payload.create({
          collection: 'staff-members',
          data: {
            institution,
            group: p.group,
            name: p.name,
            designation: p.designation,
            department: p.department,
            qualifications: p.qualifications,
            email: p.email,
            photo,
            order: (order + 1) * 10,
            _status: 'published',
          },
          depth: 0,
        })
        await translate('staff-members', doc.id, {
          name: p.nameMr,
          designation: p.designationMr,
          department: p.departmentMr,
          qualifications: p.qualificationsMr,
        })
        n++
      }
    }
    return n
  })
}
