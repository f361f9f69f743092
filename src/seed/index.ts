import type { CollectionSlug, Payload } from 'payload'

import { htmlToRichText } from '@/lib/import-html'
import { currentAcademicYear, shiftAcademicYear } from '@/lib/academic-year'

import { FACILITIES, FULL_SECTIONS, INFRASTRUCTURE, INSTITUTIONS, PRINCIPAL_INFO, PRINCIPALS, STANDARDS, pdfTitles, richSections } from './data/institutions'
import {
  ACHIEVEMENT_TYPES,
  AWARDS,
  IMPORTANT_LINKS,
  MEDIA_TALKS,
  NOTICE_TYPES,
  NOTICES,
  RTI_ITEMS,
  achievements,
} from './data/society'
import { TRUSTEES } from './data/trustees'
import { DEMO_ADMIN } from './demo-admin'
import { cover, logo, portrait, scene } from './images'
import { makePdf } from './pdf'

type Log = (line: string) => void

/**
 * Fill an empty database with demo content. Idempotent: each collection that already has documents
 * is left as it is, so running it again keeps existing data.
 */
export async function seed(payload: Payload, log: Log = () => {}) {
  const year = currentAcademicYear()
  const yearsAgo = (n: number) => shiftAcademicYear(year, -n)
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString()

  const upload = async (data: Buffer, name: string, alt: string) =>
    (
      await payload.create({
        collection: 'media',
        data: { alt },
        file: { data, name, mimetype: name.endsWith('.pdf') ? 'application/pdf' : 'image/webp', size: data.length },
      })
    ).id
  const pdf = (name: string, title: string, lines: string[] = []) => upload(makePdf(title, lines), name, title)
  const rich = (html: string) => htmlToRichText(html, payload.config)

  const step = async (collection: CollectionSlug, label: string, fill: () => Promise<number>) => {
    const { totalDocs } = await payload.count({ collection })
    if (totalDocs > 0) return log(`${label}: already present, kept`)
    const started = Date.now()
    const n = await fill()
    log(`${label}: ${n} added (${Date.now() - started} ms)`)
  }
  const idsOf = async (collection: 'notice-types' | 'achievement-types' | 'institutions') => {
    const { docs } = await payload.find({ collection, pagination: false, sort: 'order', depth: 0 })
    return docs as { id: number; code?: string }[]
  }

  await step('academic-years', 'academic years', async () => {
    for (let n = 0; n < 4; n++) await payload.create({ collection: 'academic-years', data: { code: yearsAgo(n) } })
    return 4
  })

  await step('trustees', 'trustees', async () => {
    for (const [i, t] of TRUSTEES.entries()) {
      const photo = t.photo ? await upload(await portrait(t.name, (i * 47) % 360), `trustee-${i + 1}.webp`, `Portrait of ${t.name}`) : undefined
      await payload.create({
        collection: 'trustees',
        data: { name: t.name, designation: t.designation, position: t.position, info: t.info, moreInfo: t.moreInfo, photo, order: (i + 1) * 10, _status: 'published' },
      })
    }
    return TRUSTEES.length
  })

  await step('institutions', 'institutions', async () => {
    for (const [i, inst] of INSTITUTIONS.entries()) {
      const full = i < FULL_SECTIONS
      const logoId = await upload(await logo(inst.short, inst.hue), `logo-${inst.short.toLowerCase()}.webp`, `Logo of ${inst.name}`)
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
            image: await upload(await scene(caption, inst.hue, k + i), `${inst.short.toLowerCase()}-${kind}-${k + 1}.webp`, caption),
            caption,
            addedAt: daysAgo(30 * (k + 1)),
          })),
        )
      await payload.create({
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
                  photo: await upload(await portrait(principal!.name, inst.hue + 20), `principal-${i + 1}.webp`, 'Portrait of the principal'),
                },
                infrastructure: await photos('infra', INFRASTRUCTURE),
                facilities: await photos('facility', FACILITIES),
              }
            : {}),
          _status: 'published',
        },
      })
    }
    return INSTITUTIONS.length
  })
  const institutions = await idsOf('institutions')

  await step('notice-types', 'notice types', async () => {
    for (const [i, code] of NOTICE_TYPES.entries()) await payload.create({ collection: 'notice-types', data: { code, order: i } })
    return NOTICE_TYPES.length
  })
  await step('notices', 'notices', async () => {
    const types = await idsOf('notice-types')
    for (const [i, n] of NOTICES.entries()) {
      const file = n.pdf ? await pdf(`notice-${i + 1}.pdf`, n.title, ['Vidya Vikas Education Society', 'Please read the notice carefully.']) : undefined
      await payload.create({
        collection: 'notices',
        data: {
          title: n.title,
          type: types.find((t) => t.code === n.type)!.id,
          academicYear: yearsAgo(n.yearsAgo),
          date: daysAgo(n.daysAgo + 365 * n.yearsAgo),
          description: `${n.title}. Details are in the attached document or at the office.`,
          file,
          _status: 'published',
        },
      })
    }
    return NOTICES.length
  })

  await step('awards', 'awards', async () => {
    for (const [i, a] of AWARDS.entries()) {
      const image = await upload(await scene(a.awardeeName.split(',')[0]!, 40 + i * 60, i), `award-${i + 1}.webp`, `Award: ${a.awardeeName}`)
      await payload.create({ collection: 'awards', data: { awardeeName: a.awardeeName, image, content: await rich(a.html), order: i * 10, _status: 'published' } })
    }
    return AWARDS.length
  })

  await step('rti-items', 'RTI items', async () => {
    for (const [i, r] of RTI_ITEMS.entries()) {
      await payload.create({ collection: 'rti-items', data: { title: r.title, description: await rich(r.html), order: i * 10, _status: 'published' } })
    }
    return RTI_ITEMS.length
  })

  await step('media-talks', 'media talks', async () => {
    for (const [i, m] of MEDIA_TALKS.entries()) {
      const file = i % 2 === 0 ? await upload(await scene(m.source, 200 + i * 20, i), `media-${i + 1}.webp`, `Press cutting: ${m.title}`) : undefined
      await payload.create({
        collection: 'media-talks',
        data: { title: m.title, source: m.source, description: `${m.source} on the society.`, url: m.url || undefined, file, date: daysAgo(m.daysAgo), _status: 'published' },
      })
    }
    return MEDIA_TALKS.length
  })

  await step('important-links', 'important links', async () => {
    for (const [i, l] of IMPORTANT_LINKS.entries()) await payload.create({ collection: 'important-links', data: { ...l, order: i * 10, _status: 'published' } })
    return IMPORTANT_LINKS.length
  })

  await step('achievement-types', 'achievement types', async () => {
    for (const [i, code] of ACHIEVEMENT_TYPES.entries()) await payload.create({ collection: 'achievement-types', data: { code, order: i } })
    return ACHIEVEMENT_TYPES.length
  })
  await step('achievements', 'achievements', async () => {
    const types = await idsOf('achievement-types')
    const list = achievements()
    for (const [i, a] of list.entries()) {
      const file = a.pdf ? await pdf(`achievement-${i + 1}.pdf`, `Certificate: ${a.achieverName}`, [a.achievement]) : undefined
      await payload.create({
        collection: 'achievements',
        data: {
          achieverName: a.achieverName,
          achievement: a.achievement,
          description: `${a.achieverName}: ${a.achievement.toLowerCase()}.`,
          by: a.by,
          type: types.find((t) => t.code === a.type)!.id,
          academicYear: yearsAgo(a.yearsAgo),
          institution: institutions[a.institution]!.id,
          file,
          _status: 'published',
        },
      })
    }
    return list.length
  })

  await step('gallery-images', 'gallery images', async () => {
    // The general gallery (no institution) gets 12 images in the current year, so paging (10) shows.
    const plan: { institution?: number; label: string; counts: number[]; hue: number }[] = [
      { label: 'Society', counts: [12, 6, 5], hue: 20 },
      ...institutions.slice(0, 5).map((inst, k) => ({ institution: inst.id, label: INSTITUTIONS[k]!.short, counts: [4, 4, 3], hue: INSTITUTIONS[k]!.hue })),
    ]
    const events = ['Annual day', 'Sports day', 'Science fair', 'Independence Day', 'Ganeshotsav', 'Tree plantation', 'Prize distribution', 'Republic Day', 'Marathi Bhasha Din', 'Yoga day', 'Field trip', 'Art exhibition']
    let n = 0
    for (const p of plan) {
      for (const [y, count] of p.counts.entries()) {
        for (let k = 0; k < count; k++) {
          const caption = `${events[k % events.length]} ${yearsAgo(y).slice(0, 4)}`
          const image = await upload(await scene(caption, p.hue + k * 9, n), `gallery-${p.label.toLowerCase()}-${y}-${k + 1}.webp`, `${p.label}: ${caption}`)
          await payload.create({
            collection: 'gallery-images',
            data: { image, caption, academicYear: yearsAgo(y), institution: p.institution, order: k, _status: 'published' },
          })
          n++
        }
      }
    }
    return n
  })

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

  await step('magazines', 'magazines', async () => {
    for (const [k, y] of ['2025', '2024'].entries()) {
      const image = await upload(await cover('Yearbook', y, 210 - k * 60), `magazine-${y}-cover.webp`, `Cover of Yearbook ${y}`)
      const file = await pdf(`yearbook-${y}.pdf`, `Yearbook ${y}`, [`The annual magazine of the society, ${Number(y) - 1}-${y}.`, 'Prize distribution, sports day, science fair and more.'])
      await payload.create({
        collection: 'magazines',
        data: { title: `Yearbook ${y}`, issueDate: `${y}-06-01T00:00:00.000Z`, cover: image, pdf: file, _status: 'published' },
      })
    }
    return 2
  })
}

export { DEMO_ADMIN }

/** Create the demo administrator unless it exists. Demo mode only: production has no known password. */
export async function ensureDemoAdmin(payload: Payload, log: Log = () => {}) {
  const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: DEMO_ADMIN.email } } })
  if (totalDocs > 0) return
  log(`creating demo administrator ${DEMO_ADMIN.email}`)
  await payload.create({
    collection: 'users',
    data: { ...DEMO_ADMIN, name: 'Demo administrator', role: 'admin' },
  })
}
