import type { CollectionSlug, Payload } from 'payload'

import { newGrievanceReference } from '@/grievances/store'
import { SITE_SETTINGS_DEFAULTS } from '@/globals/site-settings-defaults'
import { en } from '@/i18n/en'
import { itemSpec } from '@/lib/disclosure-items'
import { htmlToRichText } from '@/lib/import-html'
import { currentAcademicYear, shiftAcademicYear } from '@/lib/academic-year'
import { addDays, indianDate } from '@/lib/events'

import { HELPLINE_DEFAULTS } from '@/lib/helplines'
import { RTI_4_1_B_KEYS } from '@/lib/rti'

import { COMMITTEES } from './data/committees'
import { DISCLOSURES } from './data/disclosures'
import { EVENTS } from './data/events'
import { POLICIES, RTI_41B, RTI_OFFICERS_DEMO } from './data/sitewide'
import { FACILITIES, FULL_SECTIONS, INFRASTRUCTURE, INSTITUTIONS, PRINCIPAL_INFO, PRINCIPALS, STANDARDS, pdfTitles, richSections } from './data/institutions'
import {
  ACHIEVEMENTS_MR,
  ACHIEVERS_MR,
  AWARDS_MR,
  EVENTS_MR,
  GALLERY_EVENTS_MR,
  GALLERY_LABELS_MR,
  IMPORTANT_LINKS_MR,
  INSTITUTIONS_MR,
  MEDIA_TALKS_MR,
  NOTICE_PDF_LINES_MR,
  NOTICES_MR,
  PHOTO_CAPTIONS_MR,
  RTI_ITEMS_MR,
  SITE_SETTINGS_MR,
  STANDARDS_MR,
  TRUSTEES_MR,
  achievementDescriptionMr,
  awardImageAltMr,
  certificateTitleMr,
  logoAltMr,
  marathi,
  noticeDescriptionMr,
  pdfTitlesMr,
  portraitAltMr,
  pressCuttingAltMr,
  richSectionsMr,
} from './data/marathi'
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
import { rebuildSearchIndex, withSearchIndexDeferred } from '@/search/indexer'

import { makeMarathiPdf, makePdf } from './pdf'

type Log = (line: string) => void

/**
 * Fill an empty database with demo content. Idempotent: each collection that already has documents
 * is left as it is, so running it again keeps existing data.
 *
 * Content is created in English (the default locale); the documents that have Marathi demo content
 * (src/seed/data/marathi.ts) then get it as their `mr` locale in a second write, right after, so
 * the Marathi belongs to the same step as its English. Rows of arrays are translated by their ids,
 * which keeps the rows, their files and photos, and their English.
 */
export async function seed(payload: Payload, log: Log = () => {}) {
  // The search index is built once at the end rather than document by document (src/search/indexer.ts).
  const changed = await withSearchIndexDeferred(() => seedContent(payload, log))
  if (!changed) return
  const indexed = await rebuildSearchIndex(payload)
  log(`search index: ${indexed.documents} documents, ${indexed.units} places (${indexed.ms} ms)`)
}

async function seedContent(payload: Payload, log: Log): Promise<boolean> {
  let changed = false
  const year = currentAcademicYear()
  const yearsAgo = (n: number) => shiftAcademicYear(year, -n)
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString()

  const file = (data: Buffer, name: string) => ({ data, name, mimetype: name.endsWith('.pdf') ? 'application/pdf' : 'image/webp', size: data.length })
  /** An uploaded file with its alternative text in English and, when given, in Marathi. */
  const upload = async (data: Buffer, name: string, alt: string, altMr?: string) => {
    const { id } = await payload.create({ collection: 'media', data: { alt }, file: file(data, name), depth: 0 })
    if (altMr) await payload.update({ collection: 'media', id, locale: 'mr', data: { alt: altMr }, depth: 0 })
    return id
  }
  const pdf = (name: string, title: string, lines: string[] = []) => upload(makePdf(title, lines), name, title)
  /** A Marathi PDF, the `mr` file beside an English one: its title (alt) is Marathi only. */
  const pdfMr = async (name: string, title: string, lines: string[] = []) =>
    (await payload.create({ collection: 'media', locale: 'mr', data: { alt: title }, file: file(await makeMarathiPdf(title, lines), name), depth: 0 })).id
  const rich = (html: string) => htmlToRichText(html, payload.config)
  /** Write the Marathi (`mr` locale) of a document created in English; what is not given stays as it is. */
  const translate = (collection: CollectionSlug, id: number, data: Record<string, unknown>) =>
    payload.update({ collection, id, locale: 'mr', data: data as never, depth: 0 })
  /** Array rows with their ids, each with its Marathi texts: `rows` from the English document, `texts` row for row. */
  const rowsMr = <R extends { id?: string | null }, T>(rows: R[] | null | undefined, texts: T[], what: string) => {
    if (rows?.length !== texts.length) throw new Error(`The Marathi of ${what} has ${texts.length} rows, the English ${rows?.length ?? 0}`)
    return rows.map((row, k) => ({ row, text: texts[k]!, k }))
  }

  const step = async (collection: CollectionSlug, label: string, fill: () => Promise<number>) => {
    const { totalDocs } = await payload.count({ collection })
    if (totalDocs > 0) return log(`${label}: already present, kept`)
    const started = Date.now()
    changed = true
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

  // The header lines, in English and Marathi, unless the settings were saved before (by staff or a
  // previous run). The English are the defaults the site shows for a never-saved global anyway.
  {
    const saved = await payload.findGlobal({ slug: 'site-settings', locale: 'en', fallbackLocale: false, depth: 0 })
    if (saved.updatedAt) log('site settings: already present, kept')
    else {
      const english = await payload.updateGlobal({
        slug: 'site-settings',
        locale: 'en',
        data: { ...SITE_SETTINGS_DEFAULTS, helplines: HELPLINE_DEFAULTS.map((h) => ({ label: h.label.en, number: h.number, scope: h.scope })) },
        depth: 0,
      })
      const helplinesMr = rowsMr(english.helplines, [...HELPLINE_DEFAULTS], 'the helplines').map(({ row, text }) => ({ ...row, label: text.label.mr }))
      await payload.updateGlobal({ slug: 'site-settings', locale: 'mr', data: { ...SITE_SETTINGS_MR, helplines: helplinesMr }, depth: 0 })
      log('site settings: header lines added in English and Marathi, with the helplines')
    }
  }

  await step('trustees', 'trustees', async () => {
    for (const [i, t] of TRUSTEES.entries()) {
      const mr = marathi(TRUSTEES_MR, t.name, 'the trustee')
      const photo = t.photo ? await upload(await portrait(t.name, (i * 47) % 360), `trustee-${i + 1}.webp`, `Portrait of ${t.name}`, portraitAltMr(mr.name)) : undefined
      const doc = await payload.create({
        collection: 'trustees',
        data: { name: t.name, designation: t.designation, position: t.position, info: t.info, moreInfo: t.moreInfo, photo, order: (i + 1) * 10, _status: 'published' },
        depth: 0,
      })
      await translate('trustees', doc.id, mr)
    }
    return TRUSTEES.length
  })

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
  const institutions = await idsOf('institutions')

  await step('notice-types', 'notice types', async () => {
    for (const [i, code] of NOTICE_TYPES.entries()) await payload.create({ collection: 'notice-types', data: { code, order: i } })
    return NOTICE_TYPES.length
  })
  await step('notices', 'notices', async () => {
    const types = await idsOf('notice-types')
    for (const [i, n] of NOTICES.entries()) {
      const file = n.pdf ? await upload(makePdf(n.title, ['Vidya Vikas Education Society', 'Please read the notice carefully.'], n.pages), `notice-${i + 1}.pdf`, n.title) : undefined
      const doc = await payload.create({
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
        depth: 0,
      })
      // The current year's notices in Marathi, with a Marathi PDF where there is an English one.
      if (n.yearsAgo !== 0) continue
      const title = marathi(NOTICES_MR, n.title, 'the notice')
      await translate('notices', doc.id, {
        title,
        description: noticeDescriptionMr(title),
        file: n.pdf ? await pdfMr(`notice-${i + 1}-mr.pdf`, title, NOTICE_PDF_LINES_MR) : undefined,
      })
    }
    return NOTICES.length
  })

  await step('awards', 'awards', async () => {
    for (const [i, a] of AWARDS.entries()) {
      const mr = marathi(AWARDS_MR, a.awardeeName, 'the award')
      const image = await upload(await scene(a.awardeeName.split(',')[0]!, 40 + i * 60, i), `award-${i + 1}.webp`, `Award: ${a.awardeeName}`, awardImageAltMr(mr.awardeeName))
      const doc = await payload.create({
        collection: 'awards',
        data: { awardeeName: a.awardeeName, image, content: await rich(a.html), order: i * 10, _status: 'published' },
        depth: 0,
      })
      await translate('awards', doc.id, { awardeeName: mr.awardeeName, content: await rich(mr.html) })
    }
    return AWARDS.length
  })

  await step('rti-items', 'RTI items', async () => {
    for (const [i, r] of RTI_ITEMS.entries()) {
      const doc = await payload.create({ collection: 'rti-items', data: { title: r.title, description: await rich(r.html), order: i * 10, _status: 'published' }, depth: 0 })
      await translate('rti-items', doc.id, { description: await rich(marathi(RTI_ITEMS_MR, r.title, 'the RTI item')) })
    }
    return RTI_ITEMS.length
  })

  await step('media-talks', 'media talks', async () => {
    for (const [i, m] of MEDIA_TALKS.entries()) {
      const mr = marathi(MEDIA_TALKS_MR, m.title, 'the media talk')
      const file = i % 2 === 0 ? await upload(await scene(m.source, 200 + i * 20, i), `media-${i + 1}.webp`, `Press cutting: ${m.title}`, pressCuttingAltMr(mr.title)) : undefined
      const doc = await payload.create({
        collection: 'media-talks',
        data: { title: m.title, source: m.source, description: `${m.source} on the society.`, url: m.url || undefined, file, date: daysAgo(m.daysAgo), _status: 'published' },
        depth: 0,
      })
      await translate('media-talks', doc.id, mr)
    }
    return MEDIA_TALKS.length
  })

  await step('important-links', 'important links', async () => {
    for (const [i, l] of IMPORTANT_LINKS.entries()) {
      const doc = await payload.create({ collection: 'important-links', data: { ...l, order: i * 10, _status: 'published' }, depth: 0 })
      await translate('important-links', doc.id, { title: marathi(IMPORTANT_LINKS_MR, l.title, 'the link') })
    }
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
      const doc = await payload.create({
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
        depth: 0,
      })
      // In Marathi: the current year's achievements, and every year's of the fully described institutions.
      if (a.yearsAgo !== 0 && a.institution >= FULL_SECTIONS) continue
      const name = marathi(ACHIEVERS_MR, a.achieverName, 'the achiever')
      const achievement = marathi(ACHIEVEMENTS_MR, a.achievement, 'the achievement')
      await translate('achievements', doc.id, {
        achieverName: name,
        achievement,
        description: achievementDescriptionMr(name, achievement),
        file: a.pdf ? await pdfMr(`achievement-${i + 1}-mr.pdf`, certificateTitleMr(name), [achievement]) : undefined,
      })
    }
    return list.length
  })

  await step('gallery-images', 'gallery images', async () => {
    // The general gallery (no institution) gets 12 images in the current year, so paging (10) shows.
    const plan: { institution?: number; full?: boolean; label: string; counts: number[]; hue: number }[] = [
      { label: 'Society', counts: [12, 6, 5], hue: 20 },
      ...institutions
        .slice(0, 5)
        .map((inst, k) => ({ institution: inst.id, full: k < FULL_SECTIONS, label: INSTITUTIONS[k]!.short, counts: [4, 4, 3], hue: INSTITUTIONS[k]!.hue })),
    ]
    const events = ['Annual day', 'Sports day', 'Science fair', 'Independence Day', 'Ganeshotsav', 'Tree plantation', 'Prize distribution', 'Republic Day', 'Marathi Bhasha Din', 'Yoga day', 'Field trip', 'Art exhibition']
    let n = 0
    for (const p of plan) {
      for (const [y, count] of p.counts.entries()) {
        for (let k = 0; k < count; k++) {
          const event = events[k % events.length]!
          const caption = `${event} ${yearsAgo(y).slice(0, 4)}`
          // In Marathi: the current year's captions and alternative texts, and every year's of the fully described institutions.
          const captionMr = y === 0 || p.full ? `${marathi(GALLERY_EVENTS_MR, event, 'the gallery event')} ${yearsAgo(y).slice(0, 4)}` : undefined
          const altMr = captionMr && `${marathi(GALLERY_LABELS_MR, p.label, 'the gallery')}: ${captionMr}`
          const image = await upload(await scene(caption, p.hue + k * 9, n), `gallery-${p.label.toLowerCase()}-${y}-${k + 1}.webp`, `${p.label}: ${caption}`, altMr)
          const doc = await payload.create({
            collection: 'gallery-images',
            data: { image, caption, academicYear: yearsAgo(y), institution: p.institution, order: k, _status: 'published' },
            depth: 0,
          })
          if (captionMr) await translate('gallery-images', doc.id, { caption: captionMr })
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

  // Events over the current term, around the day the demo is seeded (Indian dates and times).
  await step('events', 'events', async () => {
    const today = indianDate(new Date().toISOString())
    const at = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`).toISOString()
    for (const [i, e] of EVENTS.entries()) {
      const first = addDays(today, e.in)
      const times = e.from
        ? { allDay: false, start: at(first, e.from), end: e.to ? at(first, e.to) : undefined }
        : { allDay: true, start: at(first, '00:00'), end: at(addDays(first, (e.days ?? 1) - 1), '00:00') }
      const file = e.pdf ? await pdf(`event-${i + 1}.pdf`, e.pdf[0]!, [e.title, ...e.pdf.slice(1)]) : undefined
      const doc = await payload.create({
        collection: 'events',
        data: {
          title: e.title,
          category: e.category,
          ...times,
          place: e.place || undefined,
          institution: e.institution === null ? undefined : institutions[e.institution]!.id,
          description: await rich(e.html),
          file,
          _status: 'published',
        },
        depth: 0,
      })
      const mr = EVENTS_MR[e.title]
      if (mr) await translate('events', doc.id, { title: mr.title, place: mr.place, description: await rich(mr.html) })
    }
    return EVENTS.length
  })

  // Mandatory disclosures (issue 13): each document a PDF of its own title, shared by the institutions.
  await step('disclosures', 'mandatory disclosures', async () => {
    const labels = en.disclosures.items as Record<string, string>
    const pdfs = new Map<string, number>()
    const pdfOf = async (key: string) => {
      if (!pdfs.has(key)) pdfs.set(key, await pdf(`disclosure-${key}.pdf`, labels[key] ?? key, ['Self-attested copy.']))
      return pdfs.get(key)!
    }
    const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
    for (const d of DISCLOSURES) {
      const items = []
      for (const it of d.items) {
        const document = itemSpec(it.item)?.kind === 'document' ? await pdfOf(it.item) : undefined
        items.push({
          item: it.item,
          title: it.title,
          value: it.value,
          link: it.link,
          document,
          issuedOn: document ? dayOffset(-(it.issuedDaysAgo ?? 200)) : undefined,
          expiresOn: document && it.validDays !== undefined ? dayOffset(it.validDays) : undefined,
        })
      }
      const approvalDate = dayOffset(-150)
      const doc = await payload.create({
        collection: 'disclosures',
        data: {
          institution: institutions[d.institution]!.id,
          board: d.board,
          items,
          fees: d.fees.map((f) => ({ standard: f.standard, amount: f.amount, approvalRef: d.approvalRef, approvalDate, note: f.note })),
          _status: 'published',
        } as never,
        depth: 0,
      })
      await translate('disclosures', doc.id, {
        items: rowsMr(doc.items, d.items, 'a disclosure').map(({ row, text }) => ({ id: row.id, value: text.valueMr, title: text.titleMr })),
        fees: rowsMr(doc.fees, d.fees, 'a fee table').map(({ row, text }) => ({ id: row.id, standard: text.standardMr, note: text.noteMr })),
        _status: 'published',
      })
    }
    return DISCLOSURES.length
  })

  await step('committees', 'committees', async () => {
    for (const [order, c] of COMMITTEES.entries()) {
      const doc = await payload.create({
        collection: 'committees',
        data: {
          institution: institutions[c.institution]!.id,
          kind: c.kind,
          name: c.name[0],
          purpose: c.purpose[0],
          members: c.members.map((m) => ({ name: m.name, role: m.role[0], designation: m.designation?.[0] })),
          nodalOfficer: c.officer,
          order,
          _status: 'published',
        } as never,
        depth: 0,
      })
      await translate('committees', doc.id, {
        name: c.name[1],
        purpose: c.purpose[1],
        members: rowsMr(doc.members, c.members, 'a committee').map(({ row, text }) => ({ id: row.id, role: text.role[1], designation: text.designation?.[1] })),
        _status: 'published',
      })
    }
    return COMMITTEES.length
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

  await step('policies', 'policy pages', async () => {
    for (const p of POLICIES) {
      const doc = await payload.create({ collection: 'policies', data: { kind: p.kind, title: p.title[0], content: await rich(p.html[0]), _status: 'published' }, depth: 0 })
      await translate('policies', doc.id, { title: p.title[1], content: await rich(p.html[1]) })
    }
    return POLICIES.length
  })

  // The RTI section 4(1)(b) disclosure and its officers, unless saved before (by staff or a previous run).
  {
    const saved = await payload.findGlobal({ slug: 'rti-disclosure', locale: 'en', fallbackLocale: false, depth: 0 })
    if (saved.updatedAt) log('RTI section 4(1)(b): already present, kept')
    else {
      changed = true
      // Clause (xi) links a PDF of the media library, as staff would: the page names its format and size.
      const budget = await payload.findByID({ collection: 'media', id: await pdf('rti-budget-summary.pdf', 'Budget summary', ['Budget of the society and its institutions.']), depth: 0 })
      const budgetHref = `/cms-api/media/file/${encodeURIComponent(budget.filename!)}`
      const clauses = async (k: 0 | 1) =>
        Object.fromEntries(await Promise.all(RTI_4_1_B_KEYS.map(async (key, i) => [key, await rich(RTI_41B[i]![k].replace('{budgetPdf}', budgetHref))])))
      await payload.updateGlobal({ slug: 'rti-disclosure', locale: 'en', data: { ...(await clauses(0)), ...RTI_OFFICERS_DEMO.en }, depth: 0 })
      await payload.updateGlobal({ slug: 'rti-disclosure', locale: 'mr', data: { ...(await clauses(1)), ...RTI_OFFICERS_DEMO.mr }, depth: 0 })
      log('RTI section 4(1)(b): 17 clauses and the two officers added in English and Marathi')
    }
  }

  // A few grievances for the desk (issue 13): one overdue, one new, one answered and resolved; the
  // hooks set their due dates from the filing dates given here.
  await step('grievances', 'grievances', async () => {
    const [first, second] = await idsOf('institutions')
    const demo = [
      { daysAgo: 25, institution: first!.id, status: 'in-progress', firstName: 'Rohan', type: 'Result Issue' },
      { daysAgo: 2, institution: second!.id, status: 'new', firstName: 'Meera', type: 'Marksheet' },
      { daysAgo: 40, institution: first!.id, status: 'resolved', firstName: 'Kiran', type: 'Degree', reply: 'Your degree certificate is ready; please collect it from the college office.' },
    ] as const
    for (const g of demo) {
      const doc = await payload.create({
        collection: 'grievances',
        data: {
          reference: newGrievanceReference(), status: 'new', institution: g.institution, issueType: g.type, firstName: g.firstName,
          lastName: 'Demo', dateOfBirth: '2004-01-15', email: 'demo.complainant@example.org', mobile: '9800000000',
          message: 'A demo grievance.', createdAt: daysAgo(g.daysAgo),
        },
        depth: 0,
      })
      if (g.status !== 'new') await payload.update({ collection: 'grievances', id: doc.id, data: { status: g.status, reply: 'reply' in g ? g.reply : undefined }, depth: 0 })
    }
    return demo.length
  })
  return changed
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
