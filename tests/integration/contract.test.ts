import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { currentAcademicYear, shiftAcademicYear } from '@/lib/academic-year'

import { api } from './api'
import { seededPayload } from './payload'

/** Every GET resource path of the contract against the seeded demo content. */

let payload: Payload
let inst: { id: number; name: string }
let plain: { id: number }
const year = currentAcademicYear()
const ABS = /^http:\/\/test\.local\/cms-api\/media\/file\/[^/]+$/

beforeAll(async () => {
  payload = await seededPayload()
  const { docs } = await payload.find({ collection: 'institutions', sort: 'order', limit: 18, depth: 0 })
  inst = docs[0]!
  plain = docs[17]!
})
afterAll(() => payload?.destroy())

const list = async (path: string) => {
  const res = await api('GET', path)
  expect(res.status, path).toBe(200)
  expect(res.body.success).toBe(1)
  expect(Array.isArray(res.data), path).toBe(true)
  return res.data as Record<string, unknown>[]
}

describe('society resources', () => {
  it('/trustee, /awards, /rti with their fields and absolute image URLs', async () => {
    const trustees = await list('trustee')
    expect(trustees[0]).toHaveProperty('more_info')
    const awards = await list('awards')
    expect(Object.keys(awards[0]!).sort()).toEqual(['avtar_url', 'awardee_name', 'content', 'id'])
    expect(awards[0]!.avtar_url).toMatch(ABS)
    expect(awards[0]!.content).toMatch(/^<p>.*<strong>Best Educational Institution<\/strong>/)
    const rti = await list('rti')
    expect(Object.keys(rti[0]!).sort()).toEqual(['description', 'id'])
    expect(rti[0]!.description).toMatch(/<h2>How to apply<\/h2>/)
    expect((await api('GET', `awards/${awards[1]!.id}`)).data).toMatchObject({ id: awards[1]!.id })
    expect((await api('GET', 'rti/999999')).status).toBe(404)
  })

  it('/notice filters by academic year and notice_code; /notice/type lists the tabs', async () => {
    const types = await list('notice/type')
    expect(types.map((t) => t.notice_code)).toEqual(['General', 'Admission', 'Examination', 'Recruitment', 'Circular'])
    const all = await list('notice')
    const current = await list(`notice?year=${year}`)
    const previous = await list(`notice?year=${shiftAcademicYear(year, -1)}`)
    expect(current.length + previous.length).toBe(all.length)
    expect(current.length).toBeGreaterThan(0)
    const exams = await list(`notice?year=${year}&notice_code=Examination`)
    expect(exams.length).toBeGreaterThan(0)
    expect(exams.every((n) => n.category === 'Examination')).toBe(true)
    expect(Object.keys(exams[0]!).sort()).toEqual(['category', 'created_at', 'description', 'file_url', 'id', 'title'])
    expect(all.some((n) => typeof n.file_url === 'string' && /\.pdf$/.test(n.file_url as string))).toBe(true)
    const dates = all.map((n) => Date.parse(n.created_at as string))
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
    expect(await list('notice?notice_code=NoSuchType')).toEqual([])
  })

  it('/media and /links', async () => {
    const media = await list('media')
    expect(Object.keys(media[0]!).sort()).toEqual([
      'created_at',
      'description',
      'file_url',
      'id',
      'source',
      'title',
      'url',
    ])
    const links = await list('links')
    expect(Object.keys(links[0]!).sort()).toEqual(['created_at', 'title', 'url'])
    expect(links[0]!.url).toMatch(/^https:\/\//)
  })

  it('/magzine lists magazines newest first with absolute cover and PDF URLs', async () => {
    const mags = await list('magzine')
    expect(mags.map((m) => m.title)).toEqual(['Yearbook 2025', 'Yearbook 2024'])
    expect(mags[0]!.cover).toMatch(ABS)
    expect(mags[0]!.url).toMatch(/\.pdf$/)
  })
})

describe('achievements and years', () => {
  it('/academic/year lists YYYY-YYYY codes newest first', async () => {
    const years = (await list('academic/year')).map((y) => y.year_code)
    expect(years[0]).toBe(year)
    expect(years).toHaveLength(4)
  })

  it('/achievement/student filters by year and carries is_tearcher "0"', async () => {
    const rows = await list(`achievement/student?year=${year}`)
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((r) => r.year_code === year && r.is_tearcher === '0')).toBe(true)
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'achievement',
      'achievement_desc',
      'achievement_type_code',
      'achiever_name',
      'created_at',
      'file_url',
      'id',
      'is_tearcher',
      'year_code',
    ])
    expect(await list('achievement/student?year=1990-1991')).toEqual([])
  })

  it('/achievement/type (+ /institute/{id}) and per-institution achievements', async () => {
    expect((await list('achievement/type')).map((t) => t.achievement_type_code)).toContain('Sports')
    const used = await list(`achievement/type/institute/${inst.id}`)
    expect(used.length).toBeGreaterThan(0)
    const teacher = await list(`achievement/teacher/institute/${inst.id}`)
    expect(teacher.length).toBeGreaterThan(0)
    expect(teacher.every((r) => r.is_tearcher === '1')).toBe(true)
    const student = await list(`achievement/student/institute/${inst.id}`)
    expect(student.every((r) => r.is_tearcher === '0')).toBe(true)
    const all = await list(`achievement/institute/${inst.id}`)
    expect(all.length).toBe(teacher.length + student.length)
    const thisYear = await list(`achievement/institute/${inst.id}?year=${year}`)
    expect(thisYear.every((r) => r.year_code === year)).toBe(true)
    expect((await api('GET', 'achievement/institute/999999')).status).toBe(404)
  })
})

describe('institutions and their sections', () => {
  it('/institute lists 18 with absolute logo URLs; /institute/{id} is one object', async () => {
    const rows = await list('institute')
    expect(rows).toHaveLength(18)
    expect(Object.keys(rows[0]!).sort()).toEqual(['address', 'id', 'name', 'url'])
    expect(rows[0]!.url).toMatch(ABS)
    const one = await api('GET', `institute/${inst.id}`)
    expect(one.data).toEqual(rows[0])
  })

  it('rich sections answer title and HTML content', async () => {
    for (const path of [
      'school/info',
      'school/contact',
      'scholarship',
      'school/activity',
      'other/activity',
      'admission/info',
    ]) {
      const rows = await list(`${path}/institute/${inst.id}`)
      expect(rows.length, path).toBeGreaterThan(0)
      expect(Object.keys(rows[0]!).sort()).toEqual(['content', 'title'])
      expect(rows[0]!.content).toMatch(/^<(p|ol|ul|h2)/)
    }
    expect(await list(`scholarship/institute/${plain.id}`)).toEqual([])
  })

  it('PDF sections take ?institute= and answer title and file_url', async () => {
    for (const path of ['past/result/', 'school/pta/member/', 'school/calendar']) {
      const rows = await list(`${path}?institute=${inst.id}`)
      expect(rows.length, path).toBeGreaterThan(0)
      expect(rows[0]!.file_url).toMatch(/^http:\/\/test\.local\/cms-api\/media\/file\/.+\.pdf$/)
    }
    const missing = await api('GET', 'past/result')
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toHaveProperty('institute')
    expect((await api('GET', 'school/calendar?institute=999999')).status).toBe(404)
    expect((await api('GET', 'school/calendar?institute=abc')).status).toBe(400)
  })

  it('principal, strength, infrastructure and facilities', async () => {
    const principal = await list(`principal/institute/${inst.id}`)
    expect(principal).toHaveLength(1)
    expect(Object.keys(principal[0]!).sort()).toEqual(['avtar_url', 'designation', 'education', 'info', 'name'])
    expect(await list(`principal/institute/${plain.id}`)).toEqual([])
    const strength = await list(`school/strength/institute/${inst.id}`)
    expect(strength[0]).toMatchObject({ standard: 'Standard I' })
    expect(strength[0]!.total).toBe((strength[0]!.boys as number) + (strength[0]!.girls as number))
    for (const path of ['school/infra', 'school/facility']) {
      const rows = await list(`${path}/institute/${inst.id}`)
      expect(Object.keys(rows[0]!).sort()).toEqual(['avtar_url', 'caption', 'created_at', 'id'])
      expect(rows[0]!.avtar_url).toMatch(ABS)
    }
  })

  it('unknown or non-numeric institution ids answer 404 and 400', async () => {
    expect((await api('GET', 'school/info/institute/999999')).status).toBe(404)
    const bad = await api('GET', 'school/info/institute/abc')
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ success: 0, errors: { institute: expect.any(String) } })
    expect((await api('GET', 'institute/0')).status).toBe(400)
  })
})

describe('gallery', () => {
  it('institute 0 is the general gallery; the optional year narrows it; type=all is accepted', async () => {
    const all = await list('school/gallery/institute/0?type=all')
    expect(all.length).toBeGreaterThan(20)
    expect(Object.keys(all[0]!).sort()).toEqual(['avtar_url', 'caption', 'id', 'year_code'])
    expect(all[0]!.year_code).toBe(year)
    const thisYear = await list(`school/gallery/institute/0/${year}`)
    expect(thisYear.length).toBeGreaterThan(10)
    expect(thisYear.every((r) => r.year_code === year)).toBe(true)
    expect((await list(`school/gallery/institute/${inst.id}`)).length).toBeGreaterThan(0)
    expect((await api('GET', 'school/gallery/institute/0/2025')).status).toBe(400)
    expect((await api('GET', 'school/gallery/institute/0?type=some')).status).toBe(400)
    expect((await api('GET', 'school/gallery/institute/999999')).status).toBe(404)
  })
})

describe('portal links', () => {
  it('answer url for admission and link for student login; category is required', async () => {
    const admission = await list('portal-links?category=ADMISSION-PORTAL')
    expect(admission).toHaveLength(18)
    expect(admission[0]).toMatchObject({ institute: inst.name, url: expect.stringMatching(/^https:\/\//) })
    const student = await list('portal-links?category=STUDENT-PORTAL')
    expect(student[0]).toHaveProperty('link')
    expect(student[0]).not.toHaveProperty('url')
    expect((await api('GET', 'portal-links')).status).toBe(400)
    expect((await api('GET', 'portal-links?category=OTHER')).status).toBe(400)
  })
})

describe('published content only', () => {
  it('a draft institution disappears from lists, its sections and portal links', async () => {
    await payload.update({
      collection: 'institutions',
      id: plain.id,
      data: { _status: 'draft' },
      context: { disableRevalidate: true },
    })
    try {
      expect((await list('institute')).map((r) => r.id)).not.toContain(plain.id)
      expect((await api('GET', `institute/${plain.id}`)).status).toBe(404)
      expect((await api('GET', `school/info/institute/${plain.id}`)).status).toBe(404)
      expect((await list('portal-links?category=ADMISSION-PORTAL')).length).toBe(17)
    } finally {
      await payload.update({
        collection: 'institutions',
        id: plain.id,
        data: { _status: 'published' },
        context: { disableRevalidate: true },
      })
    }
  })
})

describe('content of an unpublished institution', () => {
  it('leaves the achievements lists and the gallery with it', async () => {
    const { listGalleryImages } = await import('@/content/gallery')
    const students = (await list('achievement/student')).length
    const photos = (await listGalleryImages({ year })).length
    expect((await listGalleryImages({ year })).some((g) => g.institutionId === inst.id)).toBe(true)
    await payload.update({
      collection: 'institutions',
      id: inst.id,
      data: { _status: 'draft' },
      context: { disableRevalidate: true },
    })
    try {
      expect((await list('achievement/student')).length).toBeLessThan(students)
      const after = await listGalleryImages({ year })
      expect(after.length).toBeLessThan(photos)
      expect(after.some((g) => g.institutionId === inst.id)).toBe(false)
      expect((await api('GET', `school/gallery/institute/${inst.id}`)).status).toBe(404)
    } finally {
      await payload.update({
        collection: 'institutions',
        id: inst.id,
        data: { _status: 'published' },
        context: { disableRevalidate: true },
      })
    }
  })
})

describe('methods and unknown paths', () => {
  it('405 with Allow for a method a path does not take; 404 for unknown paths', async () => {
    const res = await api('POST', 'institute')
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET')
    expect((await api('GET', 'visitor')).status).toBe(405)
    expect((await api('DELETE', 'complaint')).headers.get('allow')).toBe('POST')
    expect((await api('GET', 'nothing/here')).status).toBe(404)
  })
  it('/api/v1 itself (no path segments) answers 404 in the envelope, not an HTML page', async () => {
    const { GET } = await import('@/app/api/v1/[[...path]]/route')
    const res = await GET(new Request('http://test.local/api/v1'), { params: Promise.resolve({}) })
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ success: 0, message: 'Not found' })
  })
})

type Operation = {
  parameters: { name: string; in: 'path' | 'query'; required?: boolean }[]
  requestBody?: unknown
  responses: Record<string, { content: { 'application/json': { schema: object } } }>
}

describe('OpenAPI document', () => {
  it('describes every route and every route answers as it says', async () => {
    const { default: Ajv2020 } = await import('ajv/dist/2020')
    const { GET: openapi } = await import('@/app/api/v1/openapi.json/route')
    const doc = await (await openapi()).json()
    expect(doc.openapi).toBe('3.1.0')
    const ajv = new Ajv2020({ strict: false, allErrors: true })
    ajv.addSchema(doc.components.schemas.Error, '#/components/schemas/Error')

    const firstId = async (listPath: string) => ((await api('GET', listPath)).data as { id: number }[])[0]!.id
    const example: Record<string, () => Promise<string>> = {
      institute: async () => String(inst.id),
      galleryInstitute: async () => '0',
      year: async () => year,
    }
    const queryExample: Record<string, string> = {
      institute: String(inst.id),
      category: 'ADMISSION-PORTAL',
      year,
      notice_code: 'General',
      type: 'all',
    }

    let checked = 0
    for (const [template, ops] of Object.entries(doc.paths as Record<string, Record<string, Operation>>)) {
      for (const [method, op] of Object.entries(ops)) {
        let path = template.replace('/api/v1/', '')
        for (const p of op.parameters.filter((p) => p.in === 'path')) {
          const value = p.name === 'id' ? String(await firstId(path.replace('/{id}', ''))) : await example[p.name]!()
          path = path.replace(`{${p.name}}`, value)
        }
        const query = op.parameters
          .filter((p) => p.in === 'query' && p.required)
          .map((p) => `${p.name}=${encodeURIComponent(queryExample[p.name]!)}`)
        const init =
          method === 'post' && op.requestBody
            ? {
                body: JSON.stringify({
                  name: 'A',
                  mname: 'B',
                  dob: '2000-01-01',
                  type: 'Other',
                  mobile: '9876543210',
                  email: 'a@b.org',
                  message: 'm',
                  tid: '1',
                  institute_id: inst.id,
                }),
                headers: { 'content-type': 'application/json' },
              }
            : {}
        const res = await api(
          method.toUpperCase() as 'GET' | 'POST',
          path + (query.length ? `?${query.join('&')}` : ''),
          init,
        )
        expect(res.status, `${method} ${path}`).toBe(200)
        const validate = ajv.compile(op.responses['200']!.content['application/json'].schema)
        expect(validate(res.body), `${method} ${path}: ${ajv.errorsText(validate.errors)}`).toBe(true)
        if (method === 'get' && op.responses['404'] && path.match(/\/\d+$/)) {
          const missing = await api('GET', path.replace(/\/\d+$/, '/999999'))
          expect(missing.status).toBe(404)
          expect(ajv.validate({ $ref: '#/components/schemas/Error' }, missing.body)).toBe(true)
        }
        checked++
      }
    }
    // Every route of the table is in the document.
    const { ROUTES } = await import('@/api-v1/routes')
    expect(checked).toBe(ROUTES.length)
  })
})
