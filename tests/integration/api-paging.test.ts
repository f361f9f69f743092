import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET, POST } from '@/app/api/v1/[[...path]]/route'
import { GET as openapiJson } from '@/app/api/v1/openapi.json/route'
import { DEFAULT_LIMIT, LIMIT_MESSAGE, MAX_LIMIT, PAGE_MESSAGE } from '@/api-v1/paging'
import { ROUTES, type Route } from '@/api-v1/routes'
import { currentAcademicYear } from '@/lib/academic-year'

import { seededPayload } from './payload'

/**
 * Paging of /api/v1 list reads: optional `page` and `limit` (at most MAX_LIMIT), the
 * whole list's count in X-Total-Count, the envelope unchanged; without them every list answers
 * byte for byte what it answered before (SPEC section 7's clients); one-row reads and POSTs ignore
 * them; the OpenAPI document describes both and the header.
 */

let payload: Payload
let inst: number
const year = currentAcademicYear()

beforeAll(async () => {
  payload = await seededPayload()
  inst = (await payload.find({ collection: 'institutions', sort: 'order', limit: 1, depth: 0 })).docs[0]!.id
})
afterAll(() => payload?.destroy())

type Body = { success: number; data?: unknown; message?: string; errors?: Record<string, string> }

/** A request through the route handler: its status, headers, exact text and JSON. */
async function call(path: string, method: 'GET' | 'POST' = 'GET') {
  const url = new URL(`http://test.local/api/v1/${path}`)
  const segments = url.pathname
    .replace(/^\/api\/v1\//, '')
    .split('/')
    .map(decodeURIComponent)
  const res = await (method === 'GET' ? GET : POST)(new Request(url, { method }), {
    params: Promise.resolve({ path: segments }),
  })
  const text = await res.text()
  return { status: res.status, headers: res.headers, text, body: JSON.parse(text) as Body }
}

const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`

const LISTS = ROUTES.filter((r) => r.method === 'GET' && !r.single)
const SINGLES = ROUTES.filter((r) => r.method === 'GET' && r.single)

/** Concrete request paths of a list route, with the context its handler is called with. */
function examples(
  route: Route,
): { path: string; params: Record<string, number | string>; query: Record<string, unknown> }[] {
  let out = [{ path: '', params: {} as Record<string, number | string> }]
  for (const segment of route.path.split('/')) {
    const name = segment.slice(1)
    const values: (string | number)[] = !segment.startsWith(':')
      ? [segment]
      : name === 'institute'
        ? [inst]
        : name === 'galleryInstitute'
          ? [0, inst]
          : name === 'year'
            ? [year]
            : []
    if (!values.length) throw new Error(`no example for ${segment} of ${route.path}`)
    out = out.flatMap((b) =>
      values.map((v) => ({
        path: b.path ? `${b.path}/${v}` : String(v),
        params: segment.startsWith(':') ? { ...b.params, [name]: v } : b.params,
      })),
    )
  }
  const queryExample: Record<string, string> = { institute: String(inst), category: 'ADMISSION-PORTAL' }
  const shape = Object.keys(route.query?.shape ?? {})
  const query: Record<string, string> = {}
  for (const name of shape) if (queryExample[name]) query[name] = queryExample[name]
  const qs = new URLSearchParams(query).toString()
  return out.map((b) => ({
    path: qs ? `${b.path}?${qs}` : b.path,
    params: b.params,
    query: route.query ? route.query.parse(query) : {},
  }))
}

describe('every list read without page and limit', () => {
  it('answers byte for byte what the handler computed, as before, with the whole count in X-Total-Count', async () => {
    let checked = 0
    for (const route of LISTS) {
      for (const ex of examples(route)) {
        const before = JSON.stringify({
          success: 1,
          data: await route.handler({ params: ex.params, query: ex.query, body: undefined, lang: 'en' }),
        })
        const res = await call(ex.path)
        expect(res.status, ex.path).toBe(200)
        expect(res.text, ex.path).toBe(before)
        expect(Object.keys(res.body).sort(), ex.path).toEqual(['data', 'success'])
        expect(res.headers.get('content-type'), ex.path).toMatch(/^application\/json/)
        // Kept lists carry an ETag a client may send back (answer-cache.ts); the alerts are never kept.
        expect(res.headers.get('cache-control'), ex.path).toBe(route.live ? 'no-store' : 'no-cache')
        expect(res.headers.get('etag') !== null, ex.path).toBe(!route.live)
        expect(res.headers.get('x-total-count'), ex.path).toBe(String((res.body.data as unknown[]).length))
        checked++
      }
    }
    expect(checked).toBeGreaterThanOrEqual(LISTS.length)
  })
})

describe('paging', () => {
  it('limit=2&page=2 answers rows 3 and 4 of every list, with the whole count; page and limit alone too', async () => {
    let longLists = 0
    for (const route of LISTS) {
      for (const { path } of examples(route)) {
        const full = (await call(path)).body.data as unknown[]
        const total = String(full.length)
        if (full.length >= 4) longLists++
        for (const [query, rows] of [
          ['limit=2&page=2', full.slice(2, 4)],
          ['page=2&limit=2', full.slice(2, 4)],
          ['limit=2', full.slice(0, 2)],
          ['page=1', full.slice(0, DEFAULT_LIMIT)],
          ['page=2', full.slice(DEFAULT_LIMIT, 2 * DEFAULT_LIMIT)],
          [`limit=${MAX_LIMIT}&page=1`, full.slice(0, MAX_LIMIT)],
        ] as const) {
          const res = await call(withQuery(path, query))
          expect(res.status, `${path} ${query}`).toBe(200)
          expect(res.body, `${path} ${query}`).toEqual({ success: 1, data: rows })
          expect(res.headers.get('x-total-count'), `${path} ${query}`).toBe(total)
        }
      }
    }
    // The demo seed has lists long enough for rows 3–4 to exist.
    expect(longLists).toBeGreaterThan(3)
  })

  it('walking the pages of the notices gives the whole list once, in order', async () => {
    const full = (await call('notice')).body.data as { id: number }[]
    expect(full.length).toBeGreaterThanOrEqual(5)
    const walked: unknown[] = []
    for (let page = 1; ; page++) {
      const res = await call(`notice?limit=2&page=${page}`)
      const rows = res.body.data as unknown[]
      if (!rows.length) break
      walked.push(...rows)
    }
    expect(walked).toEqual(full)
  })

  it('a page beyond the last answers an empty array with the total', async () => {
    const full = (await call('trustee')).body.data as unknown[]
    for (const query of [
      `limit=${full.length}&page=2`,
      'page=1000',
      `page=${Number.MAX_SAFE_INTEGER}&limit=${MAX_LIMIT}`,
    ]) {
      const res = await call(`trustee?${query}`)
      expect(res.status, query).toBe(200)
      expect(res.text, query).toBe('{"success":1,"data":[]}')
      expect(res.headers.get('x-total-count'), query).toBe(String(full.length))
    }
  })

  it('combines with a route’s own query parameters and locale', async () => {
    const en = (await call(`notice?year=${year}`)).body.data as unknown[]
    const mr = (await call(`notice?year=${year}&locale=mr`)).body.data as unknown[]
    expect((await call(`notice?year=${year}&limit=1&page=2`)).body.data).toEqual(en.slice(1, 2))
    const paged = await call(`notice?locale=mr&year=${year}&limit=1&page=2`)
    expect(paged.body.data).toEqual(mr.slice(1, 2))
    expect(paged.headers.get('x-total-count')).toBe(String(mr.length))
  })

  it('an unknown institution still answers 404, paged or not', async () => {
    for (const path of ['school/info/institute/999999?page=1', 'past/result?institute=999999&limit=5']) {
      const res = await call(path)
      expect(res.status, path).toBe(404)
      expect(res.headers.get('x-total-count'), path).toBeNull()
    }
  })
})

describe('invalid page and limit', () => {
  const BAD = ['', '0', '-1', '+1', '1.5', '1e2', '01', ' 1', 'abc', '0x10', '99999999999999999']

  it('answer 400 with errors.page or errors.limit on every list', async () => {
    for (const route of LISTS) {
      const { path } = examples(route)[0]!
      for (const value of BAD) {
        const page = await call(withQuery(path, `page=${encodeURIComponent(value)}`))
        expect(page.status, `${path} page=${value}`).toBe(400)
        expect(page.body, `${path} page=${value}`).toEqual({
          success: 0,
          message: 'Invalid query parameters.',
          errors: { page: PAGE_MESSAGE },
        })
        const limit = await call(withQuery(path, `limit=${encodeURIComponent(value)}&page=1`))
        expect(limit.status, `${path} limit=${value}`).toBe(400)
        expect(limit.body, `${path} limit=${value}`).toEqual({
          success: 0,
          message: 'Invalid query parameters.',
          errors: { limit: LIMIT_MESSAGE },
        })
      }
    }
    // Bare parameters (no '=') are empty values.
    expect((await call('trustee?page')).body.errors).toEqual({ page: PAGE_MESSAGE })
    expect((await call('trustee?limit')).body.errors).toEqual({ limit: LIMIT_MESSAGE })
  })

  it(`limit above ${MAX_LIMIT} is refused; ${MAX_LIMIT} is not`, async () => {
    const over = await call(`notice?limit=${MAX_LIMIT + 1}`)
    expect(over.status).toBe(400)
    expect(over.body.errors).toEqual({ limit: LIMIT_MESSAGE })
    expect(LIMIT_MESSAGE).toContain(String(MAX_LIMIT))
    expect((await call(`notice?limit=${MAX_LIMIT}`)).status).toBe(200)
  })

  it('both wrong, or with a route’s own wrong parameter: every error at once', async () => {
    expect((await call('trustee?page=0&limit=0')).body.errors).toEqual({ page: PAGE_MESSAGE, limit: LIMIT_MESSAGE })
    const res = await call('notice?year=20&page=x')
    expect(res.status).toBe(400)
    expect(Object.keys(res.body.errors!).sort()).toEqual(['page', 'year'])
  })
})

describe('one-row reads and POSTs ignore page and limit', () => {
  it('a one-row read answers exactly as without them, with no count header', async () => {
    for (const route of SINGLES) {
      const list = route.path.replace('/:id', '')
      const id = ((await call(list)).body.data as { id: number }[])[0]!.id
      const path = `${list}/${id}`
      const plain = await call(path)
      expect(plain.status, path).toBe(200)
      expect(plain.headers.get('x-total-count'), path).toBeNull()
      for (const query of ['page=2&limit=1', 'page=abc&limit=0']) {
        const res = await call(withQuery(path, query))
        expect(res.status, `${path}?${query}`).toBe(200)
        expect(res.text, `${path}?${query}`).toBe(plain.text)
        expect(res.headers.get('x-total-count'), path).toBeNull()
      }
    }
  })

  it('POST /visitor with page and limit counts a visit as usual', async () => {
    const res = await call('visitor?page=abc&limit=1000', 'POST')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: 1, data: { count: expect.any(Number) } })
    expect(res.headers.get('x-total-count')).toBeNull()
  })
})

describe('OpenAPI document', () => {
  type Param = {
    name: string
    in: string
    required?: boolean
    schema: { type?: string; minimum?: number; maximum?: number }
  }
  type Op = { parameters: Param[]; responses: Record<string, { headers?: Record<string, unknown> }> }

  it('gives page and limit (with the maximum) and X-Total-Count to every list read, and to nothing else', async () => {
    const doc = await (await openapiJson()).json()
    expect(doc.info.description).toContain(`at most ${MAX_LIMIT}`)
    let lists = 0
    let others = 0
    for (const route of ROUTES) {
      const template = '/api/v1/' + route.path.replace(/:(\w+)/g, '{$1}')
      const op = doc.paths[template][route.method.toLowerCase()] as Op
      const page = op.parameters.find((p) => p.name === 'page')
      const limit = op.parameters.find((p) => p.name === 'limit')
      if (route.method === 'GET' && !route.single) {
        expect(page, template).toMatchObject({ in: 'query', required: false, schema: { type: 'integer', minimum: 1 } })
        expect(limit, template).toMatchObject({
          in: 'query',
          required: false,
          schema: { type: 'integer', minimum: 1, maximum: MAX_LIMIT },
        })
        expect(op.responses['200']!.headers, template).toHaveProperty('X-Total-Count')
        expect(op.responses['400'], template).toBeDefined()
        lists++
      } else {
        expect(page, template).toBeUndefined()
        expect(limit, template).toBeUndefined()
        // A single read declares its ETag (for If-None-Match and 304), and no count.
        if (route.method === 'GET') expect(Object.keys(op.responses['200']!.headers ?? {}), template).toEqual(['ETag'])
        else expect(op.responses['200']!.headers, template).toBeUndefined()
        others++
      }
    }
    expect(lists).toBe(LISTS.length)
    expect(others).toBe(ROUTES.length - LISTS.length)
  })
})
