/**
 * The demo content in Marathi ("Demo content"; src/seed/data/marathi.ts): after the seed,
 * the society's own content, at least four institutions in full, and the current year's notices,
 * achievements and gallery photos have Marathi in every localized field (none listed by
 * missingTranslations, and what is there is Devanagari or a Marathi file); the other institutions
 * have none, so their pages fall back to English; and writing the Marathi left the English, the
 * rows, files, photos and the published state of every document as the seed created them.
 */
import type { CollectionSlug, Field, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SITE_SETTINGS_DEFAULTS } from '@/globals/site-settings-defaults'
import { currentAcademicYear } from '@/lib/academic-year'
import { hasContent, missingTranslations } from '@/translations/completeness'
import { seed } from '@/seed'
import {
  FACILITIES,
  FULL_SECTIONS,
  INFRASTRUCTURE,
  INSTITUTIONS,
  PRINCIPAL_INFO,
  PRINCIPALS,
  STANDARDS,
  richSections,
} from '@/seed/data/institutions'
import { INSTITUTION_NAMES_MR, INSTITUTIONS_MR, SITE_SETTINGS_MR } from '@/seed/data/marathi'
import { AWARDS, IMPORTANT_LINKS, MEDIA_TALKS, NOTICES, RTI_ITEMS, achievements } from '@/seed/data/society'
import { TRUSTEES } from '@/seed/data/trustees'

import { seededPayload, seedLog } from './payload'

let payload: Payload
/** What the seed logged when it filled this database (the run's seeded template). */
let lines: string[] = []

beforeAll(async () => {
  payload = await seededPayload()
  lines = seedLog()
})
afterAll(() => payload?.destroy())

type Doc = Record<string, unknown>
type Localized = { en?: unknown; mr?: unknown }

const year = currentAcademicYear()
const DEVANAGARI = /[\u0900-\u097F]/
const isObject = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Every document of a collection as stored, each localized field as { en, mr } (locale 'all'). */
const allLocales = async (collection: CollectionSlug, where: Doc = {}) =>
  (
    await payload.find({
      collection,
      where: where as never,
      locale: 'all',
      depth: 0,
      pagination: false,
      sort: 'createdAt',
    })
  ).docs as unknown as Doc[]
const inLocale = async (collection: CollectionSlug, locale: 'en' | 'mr', where: Doc = {}) =>
  (await payload.find({ collection, where: where as never, locale, depth: 0, pagination: false, sort: 'createdAt' }))
    .docs as unknown as Doc[]
const fieldsOf = (collection: CollectionSlug): Field[] => payload.collections[collection].config.fields
const missing = (collection: CollectionSlug, doc: Doc) => missingTranslations(fieldsOf(collection), doc)

/** The text of a Lexical document. */
const plain = (node: unknown): string => {
  if (!isObject(node)) return ''
  if (typeof node.text === 'string') return node.text
  const children = Array.isArray(node.children) ? node.children : isObject(node.root) ? [node.root] : []
  return children.map(plain).join(' ')
}

/**
 * Localized values (`{ en, mr }`, as read with locale 'all') whose Marathi is there but is not
 * Marathi: text without Devanagari, or the English file again. By path.
 */
function notMarathi(doc: unknown, path = ''): string[] {
  if (Array.isArray(doc)) return doc.flatMap((row, i) => notMarathi(row, `${path}${i}.`))
  if (!isObject(doc)) return []
  const keys = Object.keys(doc)
  if (keys.length > 0 && keys.every((k) => k === 'en' || k === 'mr')) {
    const { en, mr } = doc as Localized
    if (!hasContent(mr)) return []
    const bad =
      typeof mr === 'string' ? !DEVANAGARI.test(mr) : typeof mr === 'number' ? mr === en : !DEVANAGARI.test(plain(mr))
    return bad ? [path.slice(0, -1)] : []
  }
  return keys.flatMap((k) => notMarathi(doc[k], `${path}${k}.`))
}

/** Complete and really Marathi: nothing missing, nothing English in the Marathi. */
const expectMarathi = (collection: CollectionSlug, doc: Doc) => {
  expect({ id: doc.id, missing: missing(collection, doc), notMarathi: notMarathi(doc) }).toEqual({
    id: doc.id,
    missing: [],
    notMarathi: [],
  })
}
const en = (v: unknown) => (v as Localized | null | undefined)?.en
const mr = (v: unknown) => (v as Localized | null | undefined)?.mr

/** Alternative texts of media documents, { en, mr } by id. */
const altsOf = async (ids: unknown[]) => {
  const { docs } = await payload.find({
    collection: 'media',
    where: { id: { in: ids as number[] } },
    locale: 'all',
    depth: 0,
    pagination: false,
  })
  return new Map(docs.map((d) => [d.id, d.alt as unknown as Localized]))
}

const rowsOf = (doc: Doc, name: string) => (doc[name] ?? []) as Doc[]

describe('demo content in Marathi', () => {
  it('at least four institutions have Marathi in every localized field of all their sections', async () => {
    const docs = await allLocales('institutions', {})
    const sorted = [...docs].sort((a, b) => (a.order as number) - (b.order as number))
    const full = sorted.slice(0, FULL_SECTIONS)
    expect(FULL_SECTIONS).toBeGreaterThanOrEqual(4)
    for (const doc of full) {
      expectMarathi('institutions', doc)
      const short = INSTITUTIONS.find((i) => i.name === en(doc.name))!.short
      expect(mr(doc.name)).toBe(INSTITUTIONS_MR[short]!.name)
      // Every section of the page is there, with Marathi in each row.
      for (const name of ['schoolInfo', 'contact', 'scholarships', 'activities', 'otherActivities', 'admissionInfo']) {
        expect(rowsOf(doc, name).length, name).toBeGreaterThan(0)
        for (const row of rowsOf(doc, name))
          expect(DEVANAGARI.test(mr(row.title) as string) && DEVANAGARI.test(plain(mr(row.content)))).toBe(true)
      }
      for (const name of ['pastResults', 'ptaMembers', 'academicCalendar']) {
        expect(rowsOf(doc, name).length, name).toBeGreaterThan(0)
        for (const row of rowsOf(doc, name)) expect(typeof mr(row.file)).toBe('number')
      }
      for (const name of ['infrastructure', 'facilities'])
        for (const row of rowsOf(doc, name)) expect(mr(row.caption)).toMatch(DEVANAGARI)
      for (const row of rowsOf(doc, 'strength')) expect(mr(row.standard)).toMatch(DEVANAGARI)
      const principal = doc.principal as Doc
      for (const key of ['name', 'designation', 'education', 'info']) expect(mr(principal[key])).toMatch(DEVANAGARI)
      // Their pictures' alternative texts too.
      const images = [
        doc.logo,
        principal.photo,
        ...rowsOf(doc, 'infrastructure').map((r) => r.image),
        ...rowsOf(doc, 'facilities').map((r) => r.image),
      ]
      const alts = await altsOf(images)
      for (const id of images) expect(alts.get(id as number)?.mr).toMatch(DEVANAGARI)
    }
  })

  it('gives the Marathi sections Marathi PDFs of their own, beside the English ones', async () => {
    const [doc] = await allLocales('institutions', { name: { equals: INSTITUTIONS[0]!.name } })
    const rows = ['pastResults', 'ptaMembers', 'academicCalendar'].flatMap((name) => rowsOf(doc!, name))
    const ids = rows.flatMap((r) => [en(r.file), mr(r.file)])
    const { docs } = await payload.find({
      collection: 'media',
      where: { id: { in: ids as number[] } },
      locale: 'all',
      depth: 0,
      pagination: false,
    })
    const byId = new Map(docs.map((d) => [d.id, d]))
    for (const row of rows) {
      const english = byId.get(en(row.file) as number)!
      const marathi = byId.get(mr(row.file) as number)!
      expect(english.mimeType).toBe('application/pdf')
      expect(marathi.mimeType).toBe('application/pdf')
      expect(marathi.filename).toMatch(/-mr-[0-9a-f]{20}\.pdf$/)
      expect(english.filename).not.toMatch(/-mr-[0-9a-f]{20}\.pdf$/)
      expect((marathi.alt as unknown as Localized).mr).toBe(mr(row.title))
    }
  })

  it('the society’s own content has Marathi: site settings, trustees, awards, RTI, media talks, links', async () => {
    const settings = (await payload.findGlobal({ slug: 'site-settings', locale: 'all', depth: 0 })) as unknown as Doc
    const settingsFields = payload.config.globals.find((g) => g.slug === 'site-settings')!.fields
    expect(missingTranslations(settingsFields, settings)).toEqual([])
    for (const key of Object.keys(SITE_SETTINGS_MR))
      expect(mr(settings[key])).toBe(SITE_SETTINGS_MR[key as keyof typeof SITE_SETTINGS_MR])

    const counts: Record<string, number> = {}
    for (const collection of ['trustees', 'awards', 'rti-items', 'media-talks', 'important-links'] as const) {
      const docs = await allLocales(collection)
      counts[collection] = docs.length
      for (const doc of docs) expectMarathi(collection, doc)
    }
    expect(counts).toEqual({
      trustees: TRUSTEES.length,
      awards: AWARDS.length,
      'rti-items': RTI_ITEMS.length,
      'media-talks': MEDIA_TALKS.length,
      'important-links': IMPORTANT_LINKS.length,
    })

    // The photos of trustees and awards, and the press cuttings, have Marathi alternative texts.
    const images = [
      ...(await inLocale('trustees', 'en')).map((d) => d.photo),
      ...(await inLocale('awards', 'en')).map((d) => d.image),
      ...(await inLocale('media-talks', 'en')).map((d) => d.file),
    ].filter((id) => id)
    expect(images.length).toBeGreaterThan(10)
    const alts = await altsOf(images)
    for (const id of images) expect(alts.get(id as number)?.mr).toMatch(DEVANAGARI)
  })

  it('the current year’s notices, achievements and gallery photos have Marathi', async () => {
    const notices = await allLocales('notices', { academicYear: { equals: year } })
    const achievementsNow = await allLocales('achievements', { academicYear: { equals: year } })
    const gallery = await allLocales('gallery-images', { academicYear: { equals: year } })
    expect(notices.length).toBe(NOTICES.filter((n) => n.yearsAgo === 0).length)
    expect(achievementsNow.length).toBe(achievements().filter((a) => a.yearsAgo === 0).length)
    expect(gallery.length).toBeGreaterThan(20)
    for (const doc of notices) expectMarathi('notices', doc)
    for (const doc of achievementsNow) expectMarathi('achievements', doc)
    for (const doc of gallery) expectMarathi('gallery-images', doc)
    // Notices with an English PDF have a Marathi one.
    expect(notices.filter((d) => en(d.file)).every((d) => typeof mr(d.file) === 'number')).toBe(true)
    const alts = await altsOf(gallery.map((d) => d.image))
    for (const d of gallery) expect(alts.get(d.image as number)?.mr).toMatch(DEVANAGARI)
  })

  it('the fully described institutions’ achievements and gallery have Marathi in every year', async () => {
    const full = (await inLocale('institutions', 'en'))
      .sort((a, b) => (a.order as number) - (b.order as number))
      .slice(0, FULL_SECTIONS)
    const where = { institution: { in: full.map((d) => d.id) } }
    const list = await allLocales('achievements', where)
    const gallery = await allLocales('gallery-images', where)
    expect(new Set(list.map((d) => d.academicYear)).size).toBeGreaterThan(2)
    expect(new Set(gallery.map((d) => d.academicYear)).size).toBeGreaterThan(2)
    for (const doc of list) expectMarathi('achievements', doc)
    for (const doc of gallery) expectMarathi('gallery-images', doc)
  })

  it('the other institutions have their names, sections’ headings and texts in Marathi; older notices stay English, so that the Marathi pages fall back to them', async () => {
    const sorted = (await allLocales('institutions')).sort((a, b) => (a.order as number) - (b.order as number))
    const others = sorted.slice(FULL_SECTIONS)
    expect(others.length).toBeGreaterThan(0)
    for (const doc of others) {
      const short = INSTITUTIONS.find((i) => i.name === en(doc.name))!.short
      expect(mr(doc.name)).toBe(INSTITUTION_NAMES_MR[short]!.name)
      expect(mr(doc.address)).toBe(INSTITUTION_NAMES_MR[short]!.address)
      expectMarathi('institutions', doc)
    }
    // The earlier years' notices and the magazines stay English.
    const older = await allLocales('notices', { academicYear: { not_equals: year } })
    expect(older.length).toBeGreaterThan(0)
    for (const doc of older) expect(missing('notices', doc)).toContain('title')
    for (const doc of await allLocales('magazines')) expect(missing('magazines', doc)).toContain('title')
  })

  it('the albums and their photos have their titles and captions in Marathi', async () => {
    const albums = await allLocales('albums')
    expect(albums.length).toBeGreaterThan(1)
    for (const doc of albums) expectMarathi('albums', doc)
    const photos = await allLocales('gallery-images', { album: { in: albums.map((a) => a.id) } })
    expect(photos.length).toBeGreaterThanOrEqual(albums.length * 3)
    for (const doc of photos) expectMarathi('gallery-images', doc)
  })

  it('keeps the English of every document as the seed wrote it', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', locale: 'en', fallbackLocale: false, depth: 0 })
    expect(settings).toMatchObject(SITE_SETTINGS_DEFAULTS)

    const trustees = await inLocale('trustees', 'en')
    expect(trustees.map((d) => [d.name, d.designation, d.position, d.info ?? '', d.moreInfo ?? ''])).toEqual(
      TRUSTEES.map((t) => [t.name, t.designation, t.position, t.info, t.moreInfo]),
    )
    const awards = await inLocale('awards', 'en')
    expect(awards.map((d) => d.awardeeName)).toEqual(AWARDS.map((a) => a.awardeeName))
    expect(plain(awards[0]!.content)).toContain('Best Educational Institution')
    const rti = await inLocale('rti-items', 'en')
    expect(rti.map((d) => plain(d.description).split(' ')[0])).toEqual(['How', 'Fees', 'Second', 'Our'])
    expect((await inLocale('media-talks', 'en')).map((d) => [d.title, d.source, d.description])).toEqual(
      MEDIA_TALKS.map((m) => [m.title, m.source, `${m.source} on the society.`]),
    )
    expect((await inLocale('important-links', 'en')).map((d) => d.title)).toEqual(IMPORTANT_LINKS.map((l) => l.title))
    expect((await inLocale('notices', 'en')).map((d) => [d.title, d.description])).toEqual(
      NOTICES.map((n) => [n.title, `${n.title}. Details are in the attached document or at the office.`]),
    )
    expect((await inLocale('achievements', 'en')).map((d) => [d.achieverName, d.achievement, d.description])).toEqual(
      achievements().map((a) => [a.achieverName, a.achievement, `${a.achieverName}: ${a.achievement.toLowerCase()}.`]),
    )
    // Photos outside an album are captioned "<event> <year>"; an album's photos say what each shows.
    const photos = await inLocale('gallery-images', 'en')
    const loose = photos.filter((d) => d.album == null).map((d) => d.caption as string)
    expect(loose.length).toBeGreaterThan(0)
    expect(loose.every((c) => /^[A-Za-z ]+ \d{4}$/.test(c))).toBe(true)
    const inAlbums = photos.filter((d) => d.album != null).map((d) => d.caption as string)
    expect(inAlbums).toContain('Lezim dance by Std VII')

    const institutions = (await inLocale('institutions', 'en')).sort(
      (a, b) => (a.order as number) - (b.order as number),
    )
    expect(institutions.map((d) => [d.name, d.address])).toEqual(INSTITUTIONS.map((i) => [i.name, i.address]))
    for (const [i, doc] of institutions.slice(0, FULL_SECTIONS).entries()) {
      const sections = richSections(INSTITUTIONS[i]!.name)
      for (const name of [
        'schoolInfo',
        'contact',
        'scholarships',
        'activities',
        'otherActivities',
        'admissionInfo',
      ] as const) {
        expect(rowsOf(doc, name).map((r) => r.title)).toEqual(sections[name].map((r) => r.title))
        expect(rowsOf(doc, name).every((r) => !DEVANAGARI.test(plain(r.content)))).toBe(true)
      }
      expect(plain(rowsOf(doc, 'schoolInfo')[0]!.content)).toContain(INSTITUTIONS[i]!.name)
      expect(doc.principal).toMatchObject({ ...PRINCIPALS[i], info: PRINCIPAL_INFO })
      expect(rowsOf(doc, 'strength').map((r) => r.standard)).toEqual(STANDARDS)
      expect(rowsOf(doc, 'infrastructure').map((r) => r.caption)).toEqual(INFRASTRUCTURE)
      expect(rowsOf(doc, 'facilities').map((r) => r.caption)).toEqual(FACILITIES)
      expect(rowsOf(doc, 'pastResults').map((r) => r.title)).toEqual([
        expect.stringMatching(/^SSC result /),
        expect.stringMatching(/^SSC result /),
      ])
    }
    const alts = await altsOf(institutions.map((d) => d.logo))
    for (const doc of institutions) expect(alts.get(doc.logo as number)?.en).toBe(`Logo of ${doc.name}`)
  })

  it('shares the rows, photos, numbers and dates between the languages, and keeps everything published', async () => {
    const [english] = await inLocale('institutions', 'en', { name: { equals: INSTITUTIONS[3]!.name } })
    const [marathi] = await inLocale('institutions', 'mr', { id: { equals: english!.id } })
    const shared = (doc: Doc) => ({
      logo: doc.logo,
      kind: doc.kind,
      medium: doc.medium,
      photo: (doc.principal as Doc).photo,
      strength: rowsOf(doc, 'strength').map((r) => [r.id, r.boys, r.girls]),
      infrastructure: rowsOf(doc, 'infrastructure').map((r) => [r.id, r.image, r.addedAt]),
      facilities: rowsOf(doc, 'facilities').map((r) => [r.id, r.image, r.addedAt]),
      rows: [
        'schoolInfo',
        'contact',
        'scholarships',
        'activities',
        'otherActivities',
        'admissionInfo',
        'pastResults',
        'ptaMembers',
        'academicCalendar',
      ].map((n) => rowsOf(doc, n).map((r) => r.id)),
    })
    expect(shared(marathi!)).toEqual(shared(english!))
    expect(rowsOf(english!, 'infrastructure').every((r) => typeof r.image === 'number' && r.addedAt)).toBe(true)
    expect(rowsOf(english!, 'strength').every((r) => typeof r.boys === 'number')).toBe(true)

    for (const collection of [
      'institutions',
      'trustees',
      'awards',
      'rti-items',
      'media-talks',
      'important-links',
      'notices',
      'achievements',
      'gallery-images',
    ] as const) {
      const total = (await payload.count({ collection })).totalDocs
      expect(
        (await payload.count({ collection, where: { _status: { equals: 'published' } } })).totalDocs,
        collection,
      ).toBe(total)
      // No draft newer than the published document: the Marathi was published with it.
      const drafts = await payload.find({ collection, draft: true, locale: 'mr', depth: 0, pagination: false })
      expect(
        drafts.docs.every((d) => (d as { _status?: string })._status === 'published'),
        collection,
      ).toBe(true)
    }
  })

  it('runs again without changing anything', async () => {
    const media = (await payload.count({ collection: 'media' })).totalDocs
    const before = await allLocales('institutions')
    const again: string[] = []
    await seed(payload, (l) => again.push(l))
    expect(again.every((l) => l.includes('already present'))).toBe(true)
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(media)
    expect(await allLocales('institutions')).toEqual(before)
    expect(lines.some((l) => /site settings: header lines added/.test(l))).toBe(true)
  })
})
