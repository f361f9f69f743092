import { FACILITIES, FULL_SECTIONS, INFRASTRUCTURE, INSTITUTIONS, PRINCIPAL_INFO, PRINCIPALS, STANDARDS, pdfTitles, richSections } from '../data/institutions'
import { INSTITUTIONS_MR, PHOTO_CAPTIONS_MR, STANDARDS_MR, logoAltMr, marathi, pdfTitlesMr, portraitAltMr, richSectionsMr } from '../data/marathi'
import { logo, portrait, scene } from '../images'

import type { SeedContext, SeededInstitution } from '../context'

/**
 * The institutions. The first FULL_SECTIONS are described in full (every section, PDFs, photos, the
 * principal) and in Marathi too; the others have a short description, in English only.
 */
export async function seedInstitutions(ctx: SeedContext) {
  const { payload, year, yearsAgo, daysAgo, upload, pdf, pdfMr, rich, translate, rowsMr, step } = ctx
  await step('institutions', 'institutions', async () => {
    for (const [i, inst] of INSTITUTIONS.entries()) {
      const full = i < FULL_SECTIONS
      // The fully described institutions have their Marathi too; the others stay English.
      const mr = full ? marathi(INSTITUTIONS_MR, inst.short, 'the institution') : undefined
      const logoId = await upload(await logo(inst.short, inst.hue), `logo-${inst.short.toLowerCase()}.webp`, `Logo of ${inst.name}`, mr && logoAltMr(mr.name))
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
      if (!mr) continue

      // Marathi: every localized text of the document, and a Marathi PDF beside each English one.
      const sectionsMr = richSectionsMr(mr.name)
      const titlesMr = pdfTitlesMr(year, yearsAgo)
      const richMr = (name: keyof typeof sectionsMr) =>
        Promise.all(rowsMr(doc[name], sectionsMr[name], name).map(async ({ row, text }) => ({ id: row.id, title: text.title, content: await rich(text.html) })))
      const docsMr = (name: keyof typeof titlesMr, kind: string) =>
        Promise.all(
          rowsMr(doc[name], titlesMr[name], name).map(async ({ row, text: title, k }) => ({
            id: row.id,
            title,
            file: await pdfMr(`${inst.short.toLowerCase()}-${kind}-${k + 1}-mr.pdf`, title, [mr.name, `${title}.`]),
          })),
        )
      const photosMr = (rows: { id?: string | null; caption?: string | null }[] | null | undefined) =>
        (rows ?? []).map((row) => ({ id: row.id, caption: marathi(PHOTO_CAPTIONS_MR, row.caption ?? '', 'the photo caption') }))
      await translate('institutions', doc.id, {
        name: mr.name,
        address: mr.address,
        schoolInfo: await richMr('schoolInfo'),
        contact: await richMr('contact'),
        scholarships: await richMr('scholarships'),
        activities: await richMr('activities'),
        otherActivities: await richMr('otherActivities'),
        admissionInfo: await richMr('admissionInfo'),
        strength: (doc.strength ?? []).map((row) => ({ id: row.id, standard: marathi(STANDARDS_MR, row.standard, 'the standard') })),
        pastResults: await docsMr('pastResults', 'result'),
        ptaMembers: await docsMr('ptaMembers', 'pta'),
        academicCalendar: await docsMr('academicCalendar', 'calendar'),
        principal: mr.principal,
        infrastructure: photosMr(doc.infrastructure),
        facilities: photosMr(doc.facilities),
      })
    }
    return INSTITUTIONS.length
  })
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
        data: { institution: inst.id, category: 'ADMISSION-PORTAL', url: `https://admissions.example.org/${slug}`, order: i, _status: 'published' },
      })
      await payload.create({
        collection: 'portal-links',
        data: { institution: inst.id, category: 'STUDENT-PORTAL', url: `https://students.example.org/${slug}/login`, order: i, _status: 'published' },
      })
      n += 2
    }
    return n
  })
}
