import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET } from '@/app/api/v1/[[...path]]/route'
import { GET as openapiJson } from '@/app/api/v1/openapi.json/route'
import { buildOpenApi } from '@/api-v1/openapi'
import { ROUTES, type Route } from '@/api-v1/routes'
import { clearContentCache } from '@/content/cache'
import { listTrustees } from '@/content/trustees'
import { currentAcademicYear } from '@/lib/academic-year'

import { api } from './api'
import { seededPayload } from './payload'

/**
 * /api/v1 in English and Marathi: every read takes `locale=mr`, English when absent (SPEC
 * section 7's clients see no change), with Payload's per-field fallback to English; any other value
 * of `locale` answers 400; the OpenAPI document describes the parameter; the content cache keeps
 * the two languages apart.
 */

let payload: Payload
let inst: { id: number; name: string }
let alertId: number
const year = currentAcademicYear()
const LOCALE_MESSAGE = "locale must be 'en' or 'mr'."
const DEVANAGARI = /[\u0900-\u097F]/

/**
 * The demo seed gives some content Marathi (src/seed/data/marathi.ts); this file starts from English
 * only, so that each test decides which fields have Marathi: the seed's Marathi rows are removed.
 */
async function withoutMarathi(p: Payload) {
  const db = p.db as unknown as { client: { execute: (sql: string) => Promise<{ rows: { name: string }[] }> } }
  const { rows } = await db.client.execute(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '%\\_locales' ESCAPE '\\'",
  )
  for (const { name } of rows) await db.client.execute(`DELETE FROM "${name}" WHERE _locale = 'mr'`)
  clearContentCache()
}

beforeAll(async () => {
  payload = await seededPayload()
  await withoutMarathi(payload)
  const { docs } = await payload.find({ collection: 'institutions', sort: 'order', limit: 1, depth: 0 })
  inst = docs[0]!
  // The demo has no alert on (it would sit atop every page): one here, so /api/v1/alert has a row.
  const hour = 3_600_000
  alertId = (
    await payload.create({
      collection: 'alerts',
      data: {
        message: 'Schools closed today',
        level: 'information',
        state: 'confirmed',
        startsAt: new Date(Date.now() - hour).toISOString(),
        endsAt: new Date(Date.now() + 6 * hour).toISOString(),
      },
    })
  ).id
})
afterAll(() => payload?.destroy())

type Body = { success: number; data?: unknown; message?: string; errors?: Record<string, string> }

/** GET through the route handler; the answer's exact text as well as its JSON. */
async function raw(path: string) {
  const url = new URL(`http://test.local/api/v1/${path}`)
  const segments = url.pathname
    .replace(/^\/api\/v1\//, '')
    .split('/')
    .map(decodeURIComponent)
  const res = await GET(new Request(url), { params: Promise.resolve({ path: segments }) })
  const text = await res.text()
  return { status: res.status, text, body: JSON.parse(text) as Body }
}

const withQuery = (path: string, query: string) => (query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path)

const GET_ROUTES = ROUTES.filter((r) => r.method === 'GET')

/** The ids a route's parameters are filled with. */
type Examples = { institute: number; galleryInstitutes: number[]; idOf: (listPath: string) => Promise<number> }

/** The first row's id of a list (seeded content). */
const firstId = async (listPath: string) => ((await api('GET', listPath)).data as { id: number }[])[0]!.id
const seeded = (): Examples => ({ institute: inst.id, galleryInstitutes: [0, inst.id], idOf: firstId })

/** Values for optional query parameters (one more request with all of them). */
const OPTIONAL_QUERY: Record<string, () => string> = {
  year: () => year,
  notice_code: () => 'General',
  type: () => 'all',
}
/** Optional parameters left out here: /notice's `institution` (the demo's notices are the society's, tests/integration/school-notices.test.ts reads a school's). */
const NOT_COMBINED = new Set(['institution'])

/** The concrete request paths of a route: its path parameters filled with real ids, its query parameters with real values. */
async function pathsOf(route: Route, ex: Examples): Promise<string[]> {
  const requiredQuery: Record<string, string[]> = {
    institute: [String(ex.institute)],
    category: ['ADMISSION-PORTAL', 'STUDENT-PORTAL'],
  }
  let bases = ['']
  for (const segment of route.path.split('/')) {
    let values: string[]
    if (!segment.startsWith(':')) values = [segment]
    else if (segment === ':id') values = [String(await ex.idOf(route.path.replace('/:id', '')))]
    else if (segment === ':institute') values = [String(ex.institute)]
    else if (segment === ':galleryInstitute') values = ex.galleryInstitutes.map(String)
    else if (segment === ':year') values = [year]
    else throw new Error(`no example for ${segment} of ${route.path}`)
    bases = bases.flatMap((b) => values.map((v) => (b ? `${b}/${v}` : v)))
  }
  const shape = (route.query?.shape ?? {}) as Record<string, { safeParse: (v: unknown) => { success: boolean } }>
  const required = Object.keys(shape).filter((k) => !shape[k]!.safeParse(undefined).success)
  const optional = Object.keys(shape).filter((k) => !required.includes(k) && !NOT_COMBINED.has(k))
  for (const name of required) {
    const example = requiredQuery[name]
    if (!example) throw new Error(`no example for the required query parameter ${name} of ${route.path}`)
    bases = bases.flatMap((b) => example.map((v) => withQuery(b, `${name}=${encodeURIComponent(v)}`)))
  }
  if (optional.length) {
    bases = bases.flatMap((b) => [
      b,
      withQuery(b, optional.map((k) => `${k}=${encodeURIComponent(OPTIONAL_QUERY[k]!())}`).join('&')),
    ])
  }
  return bases
}

const allPaths = async (ex: Examples = seeded()) => {
  const out: { route: Route; path: string }[] = []
  for (const route of GET_ROUTES) for (const path of await pathsOf(route, ex)) out.push({ route, path })
  return out
}

/** Row fields a visitor reads: they may differ between the languages. Every other field is the same in both. */
const TEXT_FIELDS = new Set([
  'name',
  'designation',
  'position',
  'info',
  'more_info',
  'awardee_name',
  'content',
  'description',
  'title',
  'source',
  'achiever_name',
  'achievement',
  'achievement_desc',
  'address',
  'standard',
  'education',
  'caption',
  'institute',
  'message',
])
const rowsOf = (data: unknown) => (Array.isArray(data) ? data : [data]) as Record<string, unknown>[]
/** A row without its texts: ids, URLs, dates, codes and numbers. */
const nonText = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([k]) => !TEXT_FIELDS.has(k)))

/** English (absent and locale=en) and Marathi answers of one path, checked for the same envelope and row keys. */
async function bothLanguages(path: string, single: boolean) {
  const none = await raw(path)
  const en = await raw(withQuery(path, 'locale=en'))
  const mr = await raw(withQuery(path, 'locale=mr'))
  expect(none.status, path).toBe(200)
  expect(en.status, path).toBe(200)
  expect(mr.status, `${path}?locale=mr: ${mr.text.slice(0, 200)}`).toBe(200)
  // SPEC section 7's clients see no change: no locale is exactly English.
  expect(none.text, path).toBe(en.text)
  for (const b of [none.body, mr.body]) {
    expect(Object.keys(b).sort(), path).toEqual(['data', 'success'])
    expect(b.success, path).toBe(1)
    expect(Array.isArray(b.data), path).toBe(!single)
  }
  const enRows = rowsOf(none.body.data)
  const mrRows = rowsOf(mr.body.data)
  expect(mrRows.length, path).toBe(enRows.length)
  enRows.forEach((row, i) => {
    expect(Object.keys(mrRows[i]!), `${path} row ${i}`).toEqual(Object.keys(row))
    expect(nonText(mrRows[i]!), `${path} row ${i}`).toEqual(nonText(row))
  })
  return { en: none.body, mr: mr.body, enRows, mrRows }
}

describe('every GET path with and without locale=mr (seeded content, no Marathi yet)', () => {
  it('answers 200 in the same envelope with the same rows; no locale is byte for byte locale=en; Marathi falls back to English everywhere', async () => {
    const { default: Ajv2020 } = await import('ajv/dist/2020')
    const ajv = new Ajv2020({ strict: false, allErrors: true })
    const doc = buildOpenApi() as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content: { 'application/json': { schema: object } } }> }>
      >
    }

    const paths = await allPaths()
    const covered = new Set<Route>()
    for (const { route, path } of paths) {
      const { en, mr, enRows } = await bothLanguages(path, !!route.single)
      // The seeded content has data on every path (a comparison of empty lists would prove nothing).
      expect(enRows.length, path).toBeGreaterThan(0)
      // No Marathi entered: every field falls back to its English.
      expect(mr, path).toEqual(en)
      const op = doc.paths['/api/v1/' + route.path.replace(/:(\w+)/g, '{$1}')]!.get!
      const validate = ajv.compile(op.responses['200']!.content['application/json'].schema)
      expect(validate(mr), `${path}?locale=mr: ${ajv.errorsText(validate.errors)}`).toBe(true)
      covered.add(route)
    }
    expect(covered.size).toBe(GET_ROUTES.length)
    expect(GET_ROUTES.length).toBeGreaterThan(35)
  })

  it('POST /visitor takes locale=mr too', async () => {
    const before = ((await api('POST', 'visitor')).data as { count: number }).count
    const res = await api('POST', 'visitor?locale=mr')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: 1, data: { count: before + 1 } })
  })
})

describe('locale other than en or mr', () => {
  it('answers 400 with the envelope naming locale on every path, for fr, MR, an empty value and a bare ?locale', async () => {
    const paths = await allPaths()
    const seen = new Set<string>()
    for (const { route, path } of paths) {
      if (seen.has(route.path)) continue
      seen.add(route.path)
      for (const query of ['locale=fr', 'locale=MR', 'locale=', 'locale', 'locale=en-IN', 'locale=%20mr']) {
        const res = await raw(withQuery(path, query))
        expect(res.status, `${path} ${query}`).toBe(400)
        expect(res.body, `${path} ${query}`).toEqual({
          success: 0,
          message: LOCALE_MESSAGE,
          errors: { locale: LOCALE_MESSAGE },
        })
      }
    }
    const visitor = await api('POST', 'visitor?locale=fr')
    expect(visitor.status).toBe(400)
    expect(visitor.body.errors).toEqual({ locale: LOCALE_MESSAGE })
  })

  it('a repeated locale takes the first value, as every other query parameter', async () => {
    const mr = await raw(`trustee?locale=mr`)
    expect((await raw('trustee?locale=mr&locale=fr')).text).toBe(mr.text)
    expect((await raw('trustee?locale=fr&locale=mr')).status).toBe(400)
  })
})

describe('OpenAPI document', () => {
  it('lists locale (en, mr; optional) on every operation, served as /api/v1/openapi.json', async () => {
    const doc = buildOpenApi() as { paths: Record<string, Record<string, { parameters: Record<string, unknown>[] }>> }
    expect(await openapiJson().json()).toEqual(doc)
    let operations = 0
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const locale = op.parameters.filter((p) => p.name === 'locale')
        expect(locale, `${method} ${path}`).toHaveLength(1)
        expect(locale[0], `${method} ${path}`).toMatchObject({
          in: 'query',
          required: false,
          schema: { type: 'string', enum: ['en', 'mr'], default: 'en' },
        })
        expect(String(locale[0]!.description)).toMatch(/400/)
        operations++
      }
    }
    expect(operations).toBe(ROUTES.length)
  })
})

const rich = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        children: [{ type: 'text', text, detail: 0, format: 0, mode: 'normal', style: '', version: 1 }],
      },
    ],
  },
})

describe('per-field fallback', () => {
  const ctx = { disableRevalidate: true }
  const ids = {} as Record<
    | 'trustee'
    | 'notice'
    | 'institution'
    | 'gallery'
    | 'generalGallery'
    | 'award'
    | 'achievement'
    | 'teacherAchievement'
    | 'portal'
    | 'studentPortal',
    number
  >
  const seededIds = {} as Record<'rti' | 'link' | 'media' | 'magazine', number>

  beforeAll(async () => {
    const [image] = (
      await payload.find({ collection: 'media', where: { mimeType: { contains: 'image' } }, limit: 1, depth: 0 })
    ).docs
    const [pdf] = (
      await payload.find({
        collection: 'media',
        where: { mimeType: { equals: 'application/pdf' } },
        limit: 1,
        depth: 0,
      })
    ).docs
    const block = (title: string) => [{ title, content: rich(`${title}.`) }]
    const document = (title: string) => [{ title, file: pdf!.id }]
    const [general] = (
      await payload.find({ collection: 'notice-types', where: { code: { equals: 'General' } }, depth: 0 })
    ).docs
    const [sports] = (
      await payload.find({ collection: 'achievement-types', where: { code: { equals: 'Sports' } }, depth: 0 })
    ).docs

    // Everything in English first, as staff enter it.
    ids.trustee = (
      await payload.create({
        collection: 'trustees',
        data: {
          name: 'Asha Rao',
          designation: 'Chairperson',
          position: 'Trustee since 1998',
          info: 'Teacher',
          moreInfo: 'Writes books',
          photo: image!.id,
          order: 0,
          _status: 'published',
        },
        context: ctx,
      })
    ).id
    ids.notice = (
      await payload.create({
        collection: 'notices',
        data: {
          title: 'Holiday on Monday',
          description: 'Schools are closed.',
          type: general!.id,
          academicYear: year,
          date: new Date().toISOString(),
          _status: 'published',
        },
        context: ctx,
      })
    ).id
    ids.institution = (
      await payload.create({
        collection: 'institutions',
        data: {
          name: 'Vidya Vikas School',
          address: 'Dadar, Mumbai',
          logo: image!.id,
          kind: 'school',
          medium: 'marathi',
          order: 0,
          schoolInfo: [
            { title: 'About', content: rich('Founded in 1950.') },
            { title: 'Campus', content: rich('Near the station.') },
          ],
          strength: [
            { standard: 'Standard I', boys: 20, girls: 22 },
            { standard: 'Standard II', boys: 18, girls: 19 },
          ],
          principal: { name: 'Sunil Patil', designation: 'Headmaster', education: 'M.A., B.Ed.', info: 'Since 2015' },
          contact: block('Office'),
          scholarships: block('Merit scholarship'),
          activities: block('Sports'),
          otherActivities: block('Music'),
          admissionInfo: block('Forms'),
          pastResults: document('Result 2024'),
          ptaMembers: document('PTA 2025'),
          academicCalendar: document('Calendar 2025'),
          infrastructure: [
            { image: image!.id, caption: 'Library' },
            { image: image!.id, caption: 'Laboratory' },
          ],
          facilities: [{ image: image!.id, caption: 'Bus' }],
          _status: 'published',
        } as never,
        context: ctx,
      })
    ).id
    ids.gallery = (
      await payload.create({
        collection: 'gallery-images',
        data: {
          image: image!.id,
          caption: 'Annual day',
          academicYear: year,
          institution: ids.institution,
          _status: 'published',
        },
        context: ctx,
      })
    ).id
    ids.generalGallery = (
      await payload.create({
        collection: 'gallery-images',
        data: { image: image!.id, caption: 'Founders day', academicYear: year, order: 0, _status: 'published' },
        context: ctx,
      })
    ).id
    ids.award = (
      await payload.create({
        collection: 'awards',
        data: {
          awardeeName: 'Best School',
          content: rich('Given in 2024.') as never,
          image: image!.id,
          order: 0,
          _status: 'published',
        },
        context: ctx,
      })
    ).id
    ids.achievement = (
      await payload.create({
        collection: 'achievements',
        data: {
          achieverName: 'Rohan Joshi',
          achievement: 'First in chess',
          description: 'District level',
          by: 'student',
          type: sports!.id,
          academicYear: year,
          institution: ids.institution,
          _status: 'published',
        },
        context: ctx,
      })
    ).id
    ids.teacherAchievement = (
      await payload.create({
        collection: 'achievements',
        data: {
          achieverName: 'Meera Kulkarni',
          achievement: 'Best teacher award',
          by: 'teacher',
          type: sports!.id,
          academicYear: year,
          institution: ids.institution,
          _status: 'published',
        },
        context: ctx,
      })
    ).id
    ids.studentPortal = (
      await payload.create({
        collection: 'portal-links',
        data: {
          institution: ids.institution,
          category: 'STUDENT-PORTAL',
          url: 'https://students.example.org',
          order: 0,
          _status: 'published',
        },
        context: ctx,
      })
    ).id
    ids.portal = (
      await payload.create({
        collection: 'portal-links',
        data: {
          institution: ids.institution,
          category: 'ADMISSION-PORTAL',
          url: 'https://admission.example.org',
          order: 0,
          _status: 'published',
        },
        context: ctx,
      })
    ).id
    seededIds.rti = (await payload.find({ collection: 'rti-items', sort: 'order', limit: 1, depth: 0 })).docs[0]!.id
    seededIds.link = (
      await payload.find({ collection: 'important-links', sort: 'order', limit: 1, depth: 0 })
    ).docs[0]!.id
    seededIds.media = (await payload.find({ collection: 'media-talks', sort: '-date', limit: 1, depth: 0 })).docs[0]!.id
    seededIds.magazine = (
      await payload.find({ collection: 'magazines', sort: '-issueDate', limit: 1, depth: 0 })
    ).docs[0]!.id

    // Then Marathi on some fields only.
    const mr = { locale: 'mr' as const, context: ctx }
    await payload.update({
      collection: 'trustees',
      id: ids.trustee,
      data: { name: 'आशा राव', designation: 'अध्यक्षा' },
      ...mr,
    })
    await payload.update({ collection: 'notices', id: ids.notice, data: { title: 'सोमवारी सुट्टी' }, ...mr })
    const en = await payload.findByID({ collection: 'institutions', id: ids.institution, locale: 'en', depth: 0 })
    await payload.update({
      collection: 'institutions',
      id: ids.institution,
      data: {
        name: 'विद्या विकास शाळा',
        // The rows are shared by both languages: Marathi for the first; the second left empty reads as English.
        schoolInfo: [
          { id: en.schoolInfo![0]!.id, title: 'आमच्याविषयी', content: rich('१९५० मध्ये स्थापना.') },
          { id: en.schoolInfo![1]!.id, title: null, content: null },
        ],
        strength: [
          { ...en.strength![0]!, standard: 'इयत्ता पहिली' },
          { ...en.strength![1]!, standard: null },
        ],
        principal: { designation: 'मुख्याध्यापक' },
        // One row in each other section: a Marathi title; its content or file left to the English.
        ...Object.fromEntries(
          (['contact', 'scholarships', 'activities', 'otherActivities', 'admissionInfo'] as const).map((f) => [
            f,
            [{ ...en[f]![0]!, title: `मराठी ${f}`, content: null }],
          ]),
        ),
        ...Object.fromEntries(
          (['pastResults', 'ptaMembers', 'academicCalendar'] as const).map((f) => [
            f,
            [{ ...en[f]![0]!, title: `मराठी ${f}`, file: null }],
          ]),
        ),
        infrastructure: [
          { ...en.infrastructure![0]!, caption: 'ग्रंथालय' },
          { ...en.infrastructure![1]!, caption: null },
        ],
        facilities: [{ ...en.facilities![0]!, caption: 'बस' }],
      } as never,
      ...mr,
    })
    await payload.update({ collection: 'gallery-images', id: ids.gallery, data: { caption: 'वार्षिक स्नेहसंमेलन' }, ...mr })
    await payload.update({
      collection: 'gallery-images',
      id: ids.generalGallery,
      data: { caption: 'संस्थापक दिन' },
      ...mr,
    })
    await payload.update({
      collection: 'achievements',
      id: ids.teacherAchievement,
      data: { achievement: 'उत्कृष्ट शिक्षक पुरस्कार' },
      ...mr,
    })
    await payload.update({
      collection: 'awards',
      id: ids.award,
      data: { content: rich('२०२४ मध्ये प्रदान.') as never },
      ...mr,
    })
    await payload.update({
      collection: 'achievements',
      id: ids.achievement,
      data: { achieverName: 'रोहन जोशी' },
      ...mr,
    })
    await payload.update({
      collection: 'rti-items',
      id: seededIds.rti,
      data: { description: rich('माहितीचा अधिकार') as never },
      ...mr,
    })
    await payload.update({ collection: 'important-links', id: seededIds.link, data: { title: 'महत्त्वाचा दुवा' }, ...mr })
    await payload.update({ collection: 'media-talks', id: seededIds.media, data: { title: 'माध्यमांतील बातमी' }, ...mr })
    await payload.update({ collection: 'magazines', id: seededIds.magazine, data: { title: 'वार्षिक अंक' }, ...mr })
    await payload.update({ collection: 'alerts', id: alertId, data: { message: 'आज शाळा बंद राहतील' }, ...mr })
  }, 120_000)

  /** One row of a path in English (no locale) and Marathi, found by `pick`. */
  async function row(path: string, pick: (r: Record<string, unknown>) => boolean = () => true) {
    const single = /^(trustee|awards|rti|notice|media|institute)\/\d+$/.test(path)
    const { enRows, mrRows } = await bothLanguages(path, single)
    const i = enRows.findIndex(pick)
    expect(i, path).toBeGreaterThanOrEqual(0)
    return { en: enRows[i]!, mr: mrRows[i]! }
  }

  it('trustee: Marathi name and designation, the other texts in English, the photo the same', async () => {
    for (const path of ['trustee', `trustee/${ids.trustee}`]) {
      const { en, mr } = await row(path, (r) => r.id === ids.trustee)
      expect(en).toMatchObject({
        name: 'Asha Rao',
        designation: 'Chairperson',
        position: 'Trustee since 1998',
        info: 'Teacher',
        more_info: 'Writes books',
      })
      expect(mr).toEqual({ ...en, name: 'आशा राव', designation: 'अध्यक्षा' })
      expect(en.avtar_url).toMatch(/^http:\/\/test\.local\//)
    }
  })

  it('notice: Marathi title, English description; date, code and file the same', async () => {
    for (const path of [`notice?year=${year}&notice_code=General`, `notice/${ids.notice}`]) {
      const { en, mr } = await row(path, (r) => r.id === ids.notice)
      expect(en).toMatchObject({ title: 'Holiday on Monday', description: 'Schools are closed.', category: 'General' })
      expect(mr).toEqual({ ...en, title: 'सोमवारी सुट्टी' })
    }
  })

  it('institution: Marathi name, English address; a section keeps its rows, the first in Marathi, the second in English', async () => {
    for (const path of ['institute', `institute/${ids.institution}`]) {
      const { en, mr } = await row(path, (r) => r.id === ids.institution)
      expect(en).toMatchObject({ name: 'Vidya Vikas School', address: 'Dadar, Mumbai' })
      expect(mr).toEqual({ ...en, name: 'विद्या विकास शाळा' })
    }
    const info = await bothLanguages(`school/info/institute/${ids.institution}`, false)
    expect(info.enRows).toEqual([
      { title: 'About', content: '<p>Founded in 1950.</p>' },
      { title: 'Campus', content: '<p>Near the station.</p>' },
    ])
    expect(info.mrRows).toEqual([
      { title: 'आमच्याविषयी', content: '<p>१९५० मध्ये स्थापना.</p>' },
      { title: 'Campus', content: '<p>Near the station.</p>' },
    ])
    // The principal: Marathi designation, English name; the strength table: Marathi standard, same numbers.
    const principal = await bothLanguages(`principal/institute/${ids.institution}`, false)
    expect(principal.mrRows).toEqual([{ ...principal.enRows[0], designation: 'मुख्याध्यापक' }])
    expect(principal.enRows[0]).toMatchObject({
      name: 'Sunil Patil',
      designation: 'Headmaster',
      education: 'M.A., B.Ed.',
    })
    const strength = await bothLanguages(`school/strength/institute/${ids.institution}`, false)
    expect(strength.enRows).toEqual([
      { standard: 'Standard I', boys: 20, girls: 22, total: 42 },
      { standard: 'Standard II', boys: 18, girls: 19, total: 37 },
    ])
    expect(strength.mrRows).toEqual([
      { standard: 'इयत्ता पहिली', boys: 20, girls: 22, total: 42 },
      { standard: 'Standard II', boys: 18, girls: 19, total: 37 },
    ])
    // A photo section: Marathi caption on the first photo, the second in English; ids, images and dates the same.
    const infra = await bothLanguages(`school/infra/institute/${ids.institution}`, false)
    expect(infra.enRows).toMatchObject([{ caption: 'Library' }, { caption: 'Laboratory' }])
    expect(infra.mrRows).toEqual([{ ...infra.enRows[0], caption: 'ग्रंथालय' }, infra.enRows[1]])
    // PDF sections: Marathi title, the English file (no Marathi file given).
    for (const [path, field] of [
      ['past/result', 'pastResults'],
      ['school/pta/member', 'ptaMembers'],
      ['school/calendar', 'academicCalendar'],
    ]) {
      const docs = await bothLanguages(`${path}?institute=${ids.institution}`, false)
      expect(docs.enRows, path).toEqual([
        { title: expect.not.stringMatching(DEVANAGARI), file_url: expect.stringMatching(/\.pdf$/) },
      ])
      expect(docs.mrRows, path).toEqual([{ title: `मराठी ${field}`, file_url: docs.enRows[0]!.file_url }])
    }
  })

  it('gallery image: Marathi caption; id, year and image the same', async () => {
    for (const path of [
      `school/gallery/institute/${ids.institution}`,
      `school/gallery/institute/${ids.institution}/${year}?type=all`,
    ]) {
      const { en, mr } = await row(path, (r) => r.id === ids.gallery)
      expect(en).toMatchObject({ caption: 'Annual day', year_code: year })
      expect(mr).toEqual({ ...en, caption: 'वार्षिक स्नेहसंमेलन' })
    }
  })

  it('award: Marathi content, English awardee name, the same image', async () => {
    for (const path of ['awards', `awards/${ids.award}`]) {
      const { en, mr } = await row(path, (r) => r.id === ids.award)
      expect(en).toMatchObject({ awardee_name: 'Best School', content: '<p>Given in 2024.</p>' })
      expect(mr).toEqual({ ...en, content: '<p>२०२४ मध्ये प्रदान.</p>' })
    }
  })

  it('achievement and portal link of the institution follow its language', async () => {
    for (const path of [
      `achievement/student/institute/${ids.institution}`,
      `achievement/institute/${ids.institution}?year=${year}`,
      `achievement/student?year=${year}`,
    ]) {
      const { en, mr } = await row(path, (r) => r.id === ids.achievement)
      expect(en).toMatchObject({
        achiever_name: 'Rohan Joshi',
        achievement: 'First in chess',
        achievement_desc: 'District level',
        achievement_type_code: 'Sports',
        is_tearcher: '0',
      })
      expect(mr).toEqual({ ...en, achiever_name: 'रोहन जोशी' })
    }
    const { en, mr } = await row('portal-links?category=ADMISSION-PORTAL', (r) => r.id === ids.portal)
    expect(en).toEqual({
      id: ids.portal,
      institute: 'Vidya Vikas School',
      institute_id: ids.institution,
      url: 'https://admission.example.org',
    })
    expect(mr).toEqual({ ...en, institute: 'विद्या विकास शाळा' })
  })

  it('RTI, links, media talks and magazines: the Marathi field in Marathi, the rest in English', async () => {
    const rti = await row(`rti/${seededIds.rti}`)
    expect(rti.mr).toEqual({ ...rti.en, description: '<p>माहितीचा अधिकार</p>' })
    const links = await bothLanguages('links', false)
    const changed = links.mrRows.filter((r, i) => r.title !== links.enRows[i]!.title)
    expect(changed).toEqual([expect.objectContaining({ title: 'महत्त्वाचा दुवा' })])
    const media = await row(`media/${seededIds.media}`)
    expect(media.mr).toEqual({ ...media.en, title: 'माध्यमांतील बातमी' })
    expect(media.en.title).not.toMatch(DEVANAGARI)
    const magazine = await row('magzine', (r) => r.id === seededIds.magazine)
    expect(magazine.mr).toEqual({ ...magazine.en, title: 'वार्षिक अंक' })
  })

  it('every GET path answers Marathi where it was entered, with the same rows, keys and other fields', async () => {
    const byList: Record<string, number> = {
      trustee: ids.trustee,
      awards: ids.award,
      rti: seededIds.rti,
      notice: ids.notice,
      media: seededIds.media,
      institute: ids.institution,
    }
    const ex: Examples = {
      institute: ids.institution,
      galleryInstitutes: [0, ids.institution],
      idOf: async (list) => byList[list] ?? Promise.reject(new Error(`no Marathi example for ${list}/:id`)),
    }
    // Lists of codes only: nothing to translate.
    const codesOnly = new Set([
      'notice/type',
      'achievement/type',
      'achievement/type/institute/:institute',
      'academic/year',
    ])
    const covered = new Set<string>()
    for (const { route, path } of await allPaths(ex)) {
      const { en, mr } = await bothLanguages(path, !!route.single)
      const enText = JSON.stringify(en)
      // Without locale nothing is Marathi (all English content here, seeded or created, is Latin script).
      expect(enText, path).not.toMatch(DEVANAGARI)
      if (codesOnly.has(route.path)) expect(mr, path).toEqual(en)
      else expect(JSON.stringify(mr), `${path}?locale=mr`).toMatch(DEVANAGARI)
      covered.add(route.path)
    }
    expect(covered.size).toBe(GET_ROUTES.length)
    // The seeded institution (no Marathi) still answers the same shape in both languages.
    for (const { route, path } of await allPaths()) await bothLanguages(path, !!route.single)
  })
})

describe('the content cache keeps the languages apart', () => {
  let trustee: number
  let institution: number

  beforeAll(async () => {
    trustee = (
      await payload.find({ collection: 'trustees', where: { name: { equals: 'Asha Rao' } }, locale: 'en', depth: 0 })
    ).docs[0]!.id
    institution = (
      await payload.find({
        collection: 'institutions',
        where: { name: { equals: 'Vidya Vikas School' } },
        locale: 'en',
        depth: 0,
      })
    ).docs[0]!.id
  })

  const paths = () => [
    `trustee/${trustee}`,
    'trustee',
    `institute/${institution}`,
    `school/info/institute/${institution}`,
    `notice?year=${year}`,
    'awards',
  ]

  it('English, Marathi, English again (and Marathi first from an empty cache): each answer is its own language', async () => {
    for (const first of ['en', 'mr'] as const) {
      clearContentCache()
      const second: 'en' | 'mr' = first === 'en' ? 'mr' : 'en'
      const answers: Record<string, Record<'en' | 'mr', string>> = {}
      for (const path of paths()) {
        const a = (await raw(withQuery(path, `locale=${first}`))).text
        const b = (await raw(withQuery(path, `locale=${second}`))).text
        answers[path] = { [first]: a, [second]: b } as Record<'en' | 'mr', string>
        expect(a, path).not.toBe(b)
      }
      for (const path of paths()) {
        for (const lang of [first, second, first])
          expect((await raw(withQuery(path, `locale=${lang}`))).text, `${path} ${lang}`).toBe(answers[path]![lang])
        expect((await raw(path)).text, path).toBe(answers[path]!.en)
        expect(answers[path]!.en, path).not.toMatch(DEVANAGARI)
        expect(answers[path]!.mr, path).toMatch(DEVANAGARI)
      }
    }
    // The content layer's own results are separate objects per language.
    const en = await listTrustees('en')
    const mr = await listTrustees('mr')
    expect(en.find((t) => t.id === trustee)!.name).toBe('Asha Rao')
    expect(mr.find((t) => t.id === trustee)!.name).toBe('आशा राव')
    expect((await listTrustees('en')).find((t) => t.id === trustee)!.name).toBe('Asha Rao')
  })

  it('a Marathi edit changes the Marathi answer at once and leaves the English one as it was', async () => {
    const en = (await raw(`trustee/${trustee}`)).text
    await payload.update({
      collection: 'trustees',
      id: trustee,
      locale: 'mr',
      data: { position: '१९९८ पासून विश्वस्त' },
      context: { disableRevalidate: true },
    })
    expect(((await raw(`trustee/${trustee}?locale=mr`)).body.data as { position: string }).position).toBe(
      '१९९८ पासून विश्वस्त',
    )
    expect((await raw(`trustee/${trustee}`)).text).toBe(en)
    await payload.update({
      collection: 'trustees',
      id: trustee,
      locale: 'en',
      data: { position: 'Trustee since 1999' },
      context: { disableRevalidate: true },
    })
    expect(((await raw(`trustee/${trustee}`)).body.data as { position: string }).position).toBe('Trustee since 1999')
    expect((await raw(`trustee/${trustee}?locale=mr`)).body.data as { position: string; name: string }).toMatchObject({
      position: '१९९८ पासून विश्वस्त',
      name: 'आशा राव',
    })
  })
})
