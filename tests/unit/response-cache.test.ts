import { gunzipSync, gzipSync } from 'node:zlib'

import { AsyncLocalStorage } from 'node:async_hooks'

import { afterEach, describe, expect, it } from 'vitest'

import { currentAcademicYear } from '@/lib/academic-year'
import { isUpcoming } from '@/lib/events'
import { isLive } from '@/lib/schedule'

import { etagOf, matchesEtag } from '../../server/etag.mjs'
import { gzipped, plain, prepare } from '../../server/nonce-gzip.mjs'
import { newRecord, RECORDS, recordSources, recordUntil, type RenderRecord } from '../../server/render-record.mjs'
import { acceptsGzip, cacheKey, fromRender, isCacheableRequest, NOT_MODIFIED, ResponseCache, responseFor, type Answer, type CachedResponse } from '../../server/response-cache.mjs'

const NONCE = 'cmVuZGVyLW5vbmNlLTEyMw=='
const page = (html: string): CachedResponse => ({ status: 200, etag: null, headers: {}, withNonce: {}, nonce: NONCE, compress: true, body: prepare(html, NONCE) })
/** A whole /api/v1 list as the app answers it: JSON with an ETag. */
const list = (json: string): CachedResponse => ({ status: 200, etag: etagOf(Buffer.from(json)), headers: {}, withNonce: {}, nonce: null, compress: true, body: prepare(json, null) })
const html = (a: Answer | null) => (a ? Buffer.concat(plain(a.response.body, a.response.nonce ?? '')).toString() : null)

describe('ResponseCache', () => {
  /** A cache that has seen `keys` once already (a key is rendered for the cache from its second request on). */
  const seenCache = (keys: string[], options?: ConstructorParameters<typeof ResponseCache>[1]) => {
    const cache = new ResponseCache(1000, options)
    for (const key of keys) cache.seen.add(key)
    return cache
  }

  it('lets the first request for a key through, and renders for the cache from the second', async () => {
    const cache = new ResponseCache(1000)
    let renders = 0
    const render = async () => (renders++, page('p'))
    expect(await cache.get('/?junk=1', render, 0)).toBeNull()
    expect(renders).toBe(0)
    expect((await cache.get('/?junk=1', render, 10))?.how).toBe('render')
    expect(renders).toBe(1)
  })

  it('shares one render between concurrent requests and serves it until it expires', async () => {
    const cache = seenCache(['/'])
    let renders = 0
    const render = async () => (renders++, page(`<p>${renders}</p>`))
    const results = await Promise.all([1, 2, 3].map(() => cache.get('/', render, 1000)))
    expect(renders).toBe(1)
    expect(results.map(html)).toEqual(['<p>1</p>', '<p>1</p>', '<p>1</p>'])
    expect(results.map((a) => a?.how)).toEqual(['render', 'wait', 'wait'])
    expect(await cache.get('/', render, 1999)).toMatchObject({ how: 'hit' })
    expect(html(await cache.get('/', render, 1999))).toBe('<p>1</p>')
    expect(html(await cache.get('/', render, 2000))).toBe('<p>2</p>')
  })

  it('after a render that may not be shared, or fails, lets requests through until it expires', async () => {
    const errors: string[] = []
    const cache = seenCache(['/x', '/y'], { onError: (_e, key) => errors.push(key) })
    let renders = 0
    expect(await cache.get('/x', async () => (renders++, null), 0)).toBeNull()
    expect(await cache.get('/x', async () => (renders++, page('no')), 500)).toBeNull()
    expect(renders).toBe(1)
    expect(html(await cache.get('/x', async () => (renders++, page('ok')), 1000))).toBe('ok')
    expect(await cache.get('/y', async () => Promise.reject(new Error('boom')), 0)).toBeNull()
    expect(errors).toEqual(['/y'])
    expect(await cache.get('/y', async () => page('later'), 999)).toBeNull()
  })

  it('holds at most maxEntries responses, dropping the oldest, and drops expired ones', async () => {
    const cache = seenCache(['/a', '/b', '/c'], { maxEntries: 2 })
    let renders = 0
    const render = async () => (renders++, page('x'))
    for (const key of ['/a', '/b', '/c']) await cache.get(key, render, 0)
    expect(renders).toBe(3)
    expect([...cache.entries.keys()]).toEqual(['/b', '/c'])
    expect((await cache.get('/b', render, 10))?.how).toBe('hit')
    expect((await cache.get('/c', render, 10))?.how).toBe('hit')
    expect((await cache.get('/a', render, 10))?.how).toBe('render')
    cache.store('/d', page('d'), 5000)
    expect([...cache.entries.keys()]).toEqual(['/d'])
  })

  it('keeps a response with an ETag after its time, and checks it with the app: 304 serves it again, a new answer replaces it', async () => {
    const cache = seenCache(['/api/v1/notice', '/a', '/b'])
    const asked: (string | null)[] = []
    let next: CachedResponse | typeof NOT_MODIFIED = list('[1]')
    const render = async (etag: string | null) => (asked.push(etag), next)
    const first = await cache.get('/api/v1/notice', render, 0)
    expect(first?.how).toBe('render')
    expect((await cache.get('/api/v1/notice', render, 999))?.how).toBe('hit')
    // Other keys stored later drop expired entries, but not one that can be checked.
    await cache.get('/a', async () => page('a'), 1500)
    expect(cache.entries.has('/api/v1/notice')).toBe(true)
    next = NOT_MODIFIED
    const checked = await cache.get('/api/v1/notice', render, 2000)
    expect(checked).toMatchObject({ how: 'checked' })
    expect(checked?.response).toBe(first?.response)
    expect(asked).toEqual([null, first?.response.etag])
    // Good for another time to live, without asking.
    expect((await cache.get('/api/v1/notice', render, 2999))?.how).toBe('hit')
    next = list('[1,2]')
    const changed = await cache.get('/api/v1/notice', render, 3000)
    expect(changed?.how).toBe('render')
    expect(Buffer.concat(plain(changed!.response.body, '')).toString()).toBe('[1,2]')
    // A page is dropped once expired, as before.
    await cache.get('/b', async () => page('b'), 5000)
    expect([...cache.entries.keys()]).toEqual(['/api/v1/notice', '/b'])
  })

  it('with no time to live (PAGE_CACHE_MS=0) keeps only what it can check: each request asks the app', async () => {
    const cache = new ResponseCache(0, { passMs: 10_000 })
    cache.seen.add('/').add('/api/v1/notice')
    let renders = 0
    const render = async () => (renders++, page('p'))
    // A page is rendered for the cache once, then goes to Next.js directly for passMs.
    expect((await cache.get('/', render, 0))?.how).toBe('render')
    expect(await cache.get('/', render, 1)).toBeNull()
    expect(await cache.get('/', render, 9999)).toBeNull()
    expect(renders).toBe(1)
    expect((await cache.get('/', render, 10_000))?.how).toBe('render')
    // A list is kept and checked on every request, even at the same instant.
    const asked: (string | null)[] = []
    const answer = list('[1]')
    const check = async (etag: string | null) => (asked.push(etag), etag ? NOT_MODIFIED : answer)
    expect((await cache.get('/api/v1/notice', check, 0))?.how).toBe('render')
    expect((await cache.get('/api/v1/notice', check, 0))?.how).toBe('checked')
    expect((await cache.get('/api/v1/notice', check, 5))?.response).toBe(answer)
    expect(asked).toEqual([null, answer.etag, answer.etag])
  })

  it('holds at most maxBytes, dropping the oldest', async () => {
    const big = 'x'.repeat(40_000)
    const cache = seenCache(['/api/v1/a', '/api/v1/b', '/api/v1/c'], { maxBytes: 100_000 })
    for (const key of ['/api/v1/a', '/api/v1/b', '/api/v1/c']) await cache.get(key, async () => list(`"${key}${big}"`), 0)
    expect([...cache.entries.keys()]).toEqual(['/api/v1/b', '/api/v1/c'])
    expect(cache.bytes).toBeLessThanOrEqual(100_000)
    expect(cache.bytes).toBeGreaterThan(80_000)
  })

  it('starts at most maxPending renders at once; beyond that requests go through', async () => {
    const cache = seenCache(['/1', '/2', '/3'], { maxPending: 2 })
    const releases: (() => void)[] = []
    const slow = () => new Promise<CachedResponse>((resolve) => releases.push(() => resolve(page('s'))))
    const under = [cache.get('/1', slow, 0), cache.get('/2', slow, 0)]
    expect(await cache.get('/3', async () => page('3'), 0)).toBeNull()
    releases.forEach((release) => release())
    expect((await Promise.all(under)).map((a) => a?.how)).toEqual(['render', 'render'])
    expect((await cache.get('/3', async () => page('3'), 0))?.how).toBe('render')
  })
})

describe('ResponseCache: a response kept while what it read is unchanged (issue 32)', () => {
  /** The content's stamps, as the content cache would give them now. */
  const stamps = new Map<string, string>([['notices', 'n1'], ['trustees', 't1'], ['*', 'a']])
  const stampsOf = (sources: readonly string[]) => sources.map((s) => stamps.get(s) ?? '')
  const cacheWith = (keys: string[], options?: ConstructorParameters<typeof ResponseCache>[1]) => {
    const cache = new ResponseCache(750, { stampsOf, ...options })
    for (const key of keys) cache.seen.add(key)
    return cache
  }
  /** A render that reads `sources` (at their stamps now) and whose content changes at `until`. */
  const reading = (sources: string[], body: () => string, until = Infinity) => async (_etag: string | null, record: RenderRecord) => {
    for (const s of sources) record.stamps.set(s, stamps.get(s) ?? '')
    record.until = until
    return page(body())
  }
  afterEach(() => {
    stamps.set('notices', 'n1').set('trustees', 't1').set('*', 'a')
  })

  it('serves one render for as long as the stamps of its sources are unchanged, and renders again after one changes', async () => {
    const cache = cacheWith(['/notices', '/trustees'])
    let renders = 0
    const notices = reading(['*', 'notices'], () => `notices ${++renders}`)
    const trustees = reading(['*', 'trustees'], () => `trustees ${++renders}`)
    expect((await cache.get('/notices', notices, 0))?.how).toBe('render')
    expect((await cache.get('/trustees', trustees, 0))?.how).toBe('render')
    // Far beyond the fixed 750 ms.
    for (const t of [1000, 60_000, 599_999]) expect(html(await cache.get('/notices', notices, t))).toBe('notices 1')
    expect(renders).toBe(2)
    stamps.set('notices', 'n2')
    expect(await cache.get('/notices', notices, 600_000 - 1)).toMatchObject({ how: 'render' })
    expect(html(await cache.get('/notices', notices, 600_000 - 1))).toBe('notices 3')
    // The page that did not read notices is not rendered again.
    expect(await cache.get('/trustees', trustees, 600_000 - 1)).toMatchObject({ how: 'hit' })
    // A restore stamps `*`, which every page reads.
    stamps.set('*', 'b')
    expect(await cache.get('/trustees', trustees, 600_000 - 1)).toMatchObject({ how: 'render' })
  })

  it('is not used from the moment its content changes by the clock, nor after the backstop maxAgeMs', async () => {
    const cache = cacheWith(['/notices', '/'], { maxAgeMs: 10_000 })
    let renders = 0
    const scheduled = reading(['notices'], () => `n ${++renders}`, 5000)
    expect((await cache.get('/notices', scheduled, 0))?.how).toBe('render')
    expect((await cache.get('/notices', scheduled, 4999))?.how).toBe('hit')
    expect((await cache.get('/notices', scheduled, 5000))?.how).toBe('render')
    const home = reading(['notices'], () => `h ${++renders}`)
    expect((await cache.get('/', home, 0))?.how).toBe('render')
    expect((await cache.get('/', home, 9999))?.how).toBe('hit')
    expect((await cache.get('/', home, 10_000))?.how).toBe('render')
  })

  it('keeps a render that recorded no source for the fixed ttlMs only', async () => {
    const cache = cacheWith(['/x'])
    let renders = 0
    const untracked = async () => page(`x ${++renders}`)
    expect((await cache.get('/x', untracked, 0))?.how).toBe('render')
    expect((await cache.get('/x', untracked, 749))?.how).toBe('hit')
    expect((await cache.get('/x', untracked, 750))?.how).toBe('render')
  })

  it('waits for the stamps when the content cache must re-read them, and refuses to keep without them', async () => {
    let answer: ((s: readonly string[]) => readonly string[] | Promise<readonly string[]> | null) = (s) => Promise.resolve(stampsOf(s))
    const cache = cacheWith(['/p'], { stampsOf: (s) => answer(s) })
    let renders = 0
    const render = reading(['notices'], () => `p ${++renders}`)
    await cache.get('/p', render, 0)
    expect((await cache.get('/p', render, 10))?.how).toBe('hit')
    stamps.set('notices', 'n3')
    expect((await cache.get('/p', render, 20))?.how).toBe('render')
    // Before the app has loaded the content cache there are no stamps to compare: render.
    answer = () => null
    expect((await cache.get('/p', render, 30))?.how).toBe('render')
  })

  it('with PAGE_CACHE_MS=0 keeps no page, whatever it read', async () => {
    const cache = new ResponseCache(0, { stampsOf })
    cache.seen.add('/')
    let renders = 0
    const render = reading(['notices'], () => `p ${++renders}`)
    expect((await cache.get('/', render, 0))?.how).toBe('render')
    expect(await cache.get('/', render, 1)).toBeNull()
    expect(renders).toBe(1)
  })

  it('checks a kept list with an ETag again when a source changes; a 304 keeps it under the new stamps', async () => {
    const cache = cacheWith(['/api/v1/notice'])
    const asked: (string | null)[] = []
    const answer = list('[1]')
    const render = async (etag: string | null, record: RenderRecord) => (asked.push(etag), record.stamps.set('notices', stamps.get('notices')!), etag ? NOT_MODIFIED : answer)
    expect((await cache.get('/api/v1/notice', render, 0))?.how).toBe('render')
    expect((await cache.get('/api/v1/notice', render, 5000))?.how).toBe('hit')
    stamps.set('notices', 'n5')
    expect((await cache.get('/api/v1/notice', render, 5010))?.how).toBe('checked')
    expect((await cache.get('/api/v1/notice', render, 5020))?.how).toBe('hit')
    expect(asked).toEqual([null, answer.etag])
  })

  it('drops the least recently used beyond maxEntries: a hit keeps a page', async () => {
    const cache = cacheWith(['/a', '/b', '/c'], { maxEntries: 2 })
    const render = reading(['notices'], () => 'x')
    await cache.get('/a', render, 0)
    await cache.get('/b', render, 0)
    expect((await cache.get('/a', render, 1))?.how).toBe('hit')
    await cache.get('/c', render, 2)
    expect([...cache.entries.keys()]).toEqual(['/a', '/c'])
  })
})

describe('render records (server/render-record.mjs)', () => {
  const storage = new AsyncLocalStorage<RenderRecord>()
  const inRender = <T>(fn: () => T): [T, RenderRecord] => {
    const record = newRecord()
    Object.assign(globalThis, { [RECORDS]: storage })
    return [storage.run(record, fn), record]
  }

  it('records nothing outside a render, and the first stamp of each source and the earliest change inside one', async () => {
    recordSources(['notices'], ['n1'])
    recordUntil(Date.now() + 1000)
    const [, record] = inRender(() => {
      recordSources(['*', 'notices'], ['a', 'n1'])
      recordSources(['notices', 'media'], ['n2', 'm1'])
      recordUntil(5000, 1000)
      recordUntil(3000, 1000)
      recordUntil(500, 1000) // already past: ignored
    })
    expect([...record.stamps]).toEqual([['*', 'a'], ['notices', 'n1'], ['media', 'm1']])
    expect(record.until).toBe(3000)
  })

  it('follows the render through promises and timers', async () => {
    const record = newRecord()
    Object.assign(globalThis, { [RECORDS]: storage })
    await storage.run(record, async () => {
      await new Promise((r) => setTimeout(r, 1))
      await new Promise<void>((r) => setImmediate(() => (recordSources(['events'], ['e1']), r())))
    })
    expect([...record.stamps]).toEqual([['events', 'e1']])
  })

  it('takes the moments things change by the clock from the rules that read the clock', () => {
    const now = new Date('2026-03-10T10:00:00Z')
    const [, scheduled] = inRender(() => {
      isLive({ publishAt: '2026-03-10T12:00:00Z', expiresAt: '2026-03-20T00:00:00Z' }, now)
      isLive({ publishAt: '2026-03-01T00:00:00Z', expiresAt: '2026-03-10T11:00:00Z' }, now)
    })
    expect(scheduled.until).toBe(Date.parse('2026-03-10T11:00:00Z'))
    const [, year] = inRender(() => currentAcademicYear(now))
    expect(year.until).toBe(Date.parse('2026-04-01T00:00:00Z'))
    const [, event] = inRender(() => isUpcoming({ allDay: false, start: '2026-03-10T11:00:00Z', end: '2026-03-10T13:00:00Z' }, now))
    expect(event.until).toBe(Date.parse('2026-03-10T13:00:00Z'))
  })
})

describe('cacheKey', () => {
  it('keeps a target in normal form and refuses any a render would change', () => {
    for (const ok of ['/', '/notices', '/notices?year=2025-2026&type=ADM', '/api/v1/institute/1', '/gallery/all?p0=2']) expect(cacheKey(ok), ok).toBe(ok)
    for (const bad of ['/x/../admin', '/x/./y', '//evil.example/x', '/x\\..\\admin', 'http://evil.example/', '*', '/a b', '/%2e%2e/admin', '/é', '']) expect(cacheKey(bad), bad).toBeNull()
  })
})

describe('nonce-gzip', () => {
  // A page like Next's: the nonce in several script tags, multi-byte text, a long repetitive part.
  const rendered = [
    '<!DOCTYPE html><html lang="en"><head>',
    `<script src="/_next/static/chunks/a.js" async nonce="${NONCE}"></script>`,
    '</head><body><h1>शाळा — Schools</h1>',
    ...Array.from({ length: 40 }, (_, i) => `<li>Institution ${i}: ${'é'.repeat(i)}</li>`),
    `<script nonce="${NONCE}">self.__next_f.push([1,"${'x'.repeat(70_000)}"])</script>`,
    `<script nonce="${NONCE}">self.__next_f.push([2,null])</script></body></html>`,
  ].join('')
  const fresh = 'ZnJlc2gtbm9uY2UtKy89PT0='
  const expected = rendered.split(NONCE).join(fresh)

  it('gives the page with the new nonce everywhere, compressed and not', () => {
    const prepared = prepare(rendered, NONCE)
    expect(Buffer.concat(plain(prepared, fresh)).toString()).toBe(expected)
    const gz = Buffer.concat(gzipped(prepared, fresh))
    expect(gunzipSync(gz).toString()).toBe(expected)
    expect(gz.includes(Buffer.from(NONCE))).toBe(false)
  })

  it('makes a different, valid gzip stream for every nonce', () => {
    const prepared = prepare(rendered, NONCE)
    const a = Buffer.concat(gzipped(prepared, 'YWFhYWFhYWFhYWFhYWFhYQ=='))
    const b = Buffer.concat(gzipped(prepared, 'YmJiYmJiYmJiYmJiYmJiYg=='))
    expect(a.equals(b)).toBe(false)
    expect(gunzipSync(a).toString()).toBe(rendered.split(NONCE).join('YWFhYWFhYWFhYWFhYWFhYQ=='))
    expect(gunzipSync(b).toString()).toBe(rendered.split(NONCE).join('YmJiYmJiYmJiYmJiYmJiYg=='))
  })

  it('handles a page without the nonce, and the nonce at both ends', () => {
    for (const body of ['<p>no scripts</p>', `${NONCE}<p>middle</p>${NONCE}`, NONCE, '']) {
      const gz = Buffer.concat(gzipped(prepare(body, NONCE), fresh))
      expect(gunzipSync(gz).toString()).toBe(body.split(NONCE).join(fresh))
    }
  })

  it('stays exact on pages made of nonce fragments, repeats and text around many nonces', () => {
    // Seeded, so that a failure can be replayed: pieces that contain parts of the render nonce and
    // of the new one are where a wrong back-reference into a nonce would show.
    let seed = 7
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed / 2 ** 31)
    const words = [NONCE, NONCE.slice(0, 8), NONCE.slice(5), fresh.slice(3, 15), fresh, '<script nonce="', '">', 'शाळा', 'x'.repeat(300), ' ']
    for (let round = 0; round < 200; round++) {
      const body = Array.from({ length: 1 + Math.floor(random() * 400) }, () => words[Math.floor(random() * words.length)]).join('')
      const gz = Buffer.concat(gzipped(prepare(body, NONCE), fresh))
      expect(gunzipSync(gz).toString()).toBe(body.split(NONCE).join(fresh))
    }
  })

  it('gzips the page whole when the new nonce is not as long as the render nonce', () => {
    const gz = Buffer.concat(gzipped(prepare(rendered, NONCE), 'c2hvcnQ='))
    expect(gunzipSync(gz).toString()).toBe(rendered.split(NONCE).join('c2hvcnQ='))
  })

  it('compresses a page with zero bytes without dictionaries, correctly', () => {
    const body = `a\0${NONCE}\0\0\0b${'\0'.repeat(30)}${NONCE}${'\0'.repeat(30)}`
    const gz = Buffer.concat(gzipped(prepare(body, NONCE), fresh))
    expect(gunzipSync(gz).toString()).toBe(body.split(NONCE).join(fresh))
  })

  it('compresses a page with many nonces (Next.js puts one on each script) nearly as well as whole', () => {
    const many = Array.from({ length: 25 }, (_, i) => `<script nonce="${NONCE}">self.__next_f.push([1,"${i} ${'<li>Institution name, Dadar, Mumbai</li>'.repeat(20 + i)}"])</script><p>${i} शाळा</p>`).join('')
    const gz = Buffer.concat(gzipped(prepare(many, NONCE), fresh))
    expect(gunzipSync(gz).toString()).toBe(many.split(NONCE).join(fresh))
    expect(gz.length).toBeLessThan(gzipSync(many.split(NONCE).join(fresh)).length * 1.15 + 25 * 40)
  })

  it('compresses nearly as well as gzipping the whole page', () => {
    const gz = Buffer.concat(gzipped(prepare(rendered, NONCE), fresh))
    expect(gz.length).toBeLessThan(gzipSync(expected).length * 1.1 + 100)
  })
})

describe('fromRender and responseFor', () => {
  const policy = `default-src 'self'; script-src 'self' 'nonce-${NONCE}' 'strict-dynamic'`
  const rendered = {
    status: 200,
    headers: new Headers({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': policy,
      link: `</a.css>; rel=preload; as="style"; nonce="${NONCE}"`,
      'x-request-id': 'render',
      'x-frame-options': 'SAMEORIGIN',
      vary: 'rsc',
      date: 'x',
      'content-length': '9',
    }),
    body: Buffer.from(`<script nonce="${NONCE}">1</script>`),
  }
  const shared = (r: Parameters<typeof fromRender>[0]) => {
    const { shared, response } = fromRender(r)
    return shared ? response : null
  }

  it('keeps the page headers, not the per-response ones, and varies by Accept-Encoding', () => {
    const cached = shared(rendered)!
    expect(cached.headers).toEqual({ 'content-type': 'text/html; charset=utf-8', 'x-frame-options': 'SAMEORIGIN', vary: 'rsc, Accept-Encoding' })
    expect(cached.withNonce).toEqual({ 'content-security-policy': policy, link: `</a.css>; rel=preload; as="style"; nonce="${NONCE}"` })
    expect(cached.nonce).toBe(NONCE)
  })

  it('shares only a complete 200 HTML page with a nonce policy and no cookie', () => {
    expect(shared({ ...rendered, status: 404 })).toBeNull()
    expect(shared({ ...rendered, headers: new Headers({ 'content-type': 'text/plain', 'content-security-policy': policy }) })).toBeNull()
    expect(shared({ ...rendered, headers: new Headers({ 'content-type': 'text/html' }) })).toBeNull()
    const withCookie = new Headers(rendered.headers)
    withCookie.append('set-cookie', 'a=b')
    expect(shared({ ...rendered, headers: withCookie })).toBeNull()
  })

  it('puts the response nonce in the headers and the body, gzipped when asked', () => {
    const cached = shared(rendered)!
    const plainResponse = responseFor(cached, 'bmV3', undefined)
    expect(plainResponse.headers['content-security-policy']).toBe(policy.replace(NONCE, 'bmV3'))
    expect(plainResponse.headers.link).toBe('</a.css>; rel=preload; as="style"; nonce="bmV3"')
    expect(Buffer.concat(plainResponse.body).toString()).toBe('<script nonce="bmV3">1</script>')
    expect(plainResponse.headers['content-encoding']).toBeUndefined()
    expect(plainResponse.headers['content-length']).toBe(String('<script nonce="bmV3">1</script>'.length))
    const gz = responseFor(cached, 'bmV3', 'gzip, deflate, br')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(Buffer.concat(gz.body)).toString()).toBe('<script nonce="bmV3">1</script>')
    expect(gz.headers['content-length']).toBe(String(Buffer.concat(gz.body).length))
  })

  it('sends a render that is not shared once, as it came: status, cookies, its own nonce, bytes', () => {
    const headers = new Headers(rendered.headers)
    headers.append('set-cookie', 'a=1')
    headers.append('set-cookie', 'b=2')
    const { shared: isShared, response } = fromRender({ ...rendered, status: 404, headers })
    expect(isShared).toBe(false)
    expect(response.nonce).toBeNull()
    const sent = responseFor(response, '', 'gzip')
    expect(sent.status).toBe(404)
    expect(sent.headers['set-cookie']).toEqual(['a=1', 'b=2'])
    expect(sent.headers['content-security-policy']).toBe(policy)
    expect(gunzipSync(Buffer.concat(sent.body)).toString()).toBe(rendered.body.toString())

    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0xff, 0xfe])
    const image = fromRender({ status: 200, headers: new Headers({ 'content-type': 'image/png' }), body: png })
    expect(image.shared).toBe(false)
    const imageSent = responseFor(image.response, '', 'gzip')
    expect(imageSent.headers['content-encoding']).toBeUndefined()
    expect(Buffer.concat(imageSent.body).equals(png)).toBe(true)

    const redirect = fromRender({ status: 308, headers: new Headers({ location: '/notices' }), body: Buffer.alloc(0) })
    expect(redirect.shared).toBe(false)
    expect(responseFor(redirect.response, '', undefined)).toMatchObject({ status: 308, headers: { location: '/notices', 'content-length': '0' } })
  })
})

describe('a cached JSON answer', () => {
  const json = {
    status: 200,
    headers: new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' }),
    body: Buffer.from('{"success":1,"data":[{"name":"शाळा"}]}'),
  }

  it('is kept without a nonce and sent as it came, gzipped once', () => {
    const { shared, response: cached } = fromRender(json)
    expect(shared).toBe(true)
    expect(cached.nonce).toBeNull()
    expect(cached.headers).toEqual({ 'content-type': 'application/json', 'cache-control': 'no-store', vary: 'Accept-Encoding' })
    const plainAnswer = responseFor(cached, 'bmV3', undefined)
    expect(Buffer.concat(plainAnswer.body).toString()).toBe(json.body.toString())
    const gz = responseFor(cached, 'bmV3', 'gzip')
    expect(gz.body).toHaveLength(4) // header, the one compressed piece, end block, trailer: not gzipped again
    expect(gunzipSync(Buffer.concat(gz.body)).toString()).toBe(json.body.toString())
  })

  it('with an ETag: kept with it, 304 without a body to a client that names it, gzipped once for all', () => {
    const etag = etagOf(json.body)
    const { response: cached } = fromRender({ ...json, headers: new Headers({ 'content-type': 'application/json', 'cache-control': 'no-cache', etag }) })
    expect(cached.etag).toBe(etag)
    expect(responseFor(cached, '', 'gzip', `W/"other", ${etag}`)).toEqual({ status: 304, headers: { etag, 'cache-control': 'no-cache', vary: 'Accept-Encoding' }, body: [] })
    const full = responseFor(cached, '', 'gzip', '"other"')
    expect(full).toMatchObject({ status: 200, headers: { etag, 'content-encoding': 'gzip' } })
    expect(gunzipSync(Buffer.concat(full.body)).toString()).toBe(json.body.toString())
    expect(responseFor(cached, '', 'gzip').body).toBe(full.body) // the same buffers: assembled once
    expect(fromRender({ ...json, status: 404, headers: new Headers({ 'content-type': 'application/json', etag }) }).response.etag).toBeNull()
  })

  it('is not kept when it is an error', () => {
    expect(fromRender({ ...json, status: 404 }).shared).toBe(false)
    expect(fromRender({ ...json, status: 503 }).shared).toBe(false)
  })
})

describe('matchesEtag', () => {
  it('reads If-None-Match: a list of tags compared weakly, or *', () => {
    const etag = etagOf(Buffer.from('{}'))
    expect(etag).toMatch(/^"[\w-]{43}"$/)
    expect(matchesEtag(etag, etag)).toBe(true)
    expect(matchesEtag(` "a" ,W/${etag}`, etag)).toBe(true)
    expect(matchesEtag('*', etag)).toBe(true)
    expect(matchesEtag('"a", "b"', etag)).toBe(false)
    expect(matchesEtag(etag.slice(1, -1), etag)).toBe(false)
    expect(matchesEtag(undefined, etag)).toBe(false)
    expect(matchesEtag(null, etag)).toBe(false)
    expect(etagOf(Buffer.from('{ }'))).not.toBe(etag)
  })
})

describe('acceptsGzip', () => {
  it('reads Accept-Encoding weights', () => {
    expect(acceptsGzip('gzip')).toBe(true)
    expect(acceptsGzip('br, gzip;q=0.5')).toBe(true)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip(undefined)).toBe(false)
    expect(acceptsGzip('identity')).toBe(false)
    expect(acceptsGzip('gzip;q=0')).toBe(false)
    expect(acceptsGzip('gzip;q=0, *')).toBe(false)
    expect(acceptsGzip('br')).toBe(false)
  })
})

describe('isCacheableRequest', () => {
  it('takes plain page views only', () => {
    expect(isCacheableRequest('GET', '/', {})).toBe(true)
    expect(isCacheableRequest('HEAD', '/institutions/1', {})).toBe(true)
    expect(isCacheableRequest('POST', '/', {})).toBe(false)
    expect(isCacheableRequest('GET', '/api/v1/notice', {})).toBe(true)
    expect(isCacheableRequest('GET', '/api/v1', {})).toBe(true)
    expect(isCacheableRequest('POST', '/api/v1/complaint', {})).toBe(false)
    for (const path of ['/admin', '/admin/collections', '/cms-api/users', '/api/v1x', '/api/other', '/_next/static/x.js', '/%E0%A4', '/favicon.ico', '/robots.txt', '/brand/logo-crest.svg']) {
      expect(isCacheableRequest('GET', path, {})).toBe(false)
    }
    expect(isCacheableRequest('GET', '/notices', { rsc: '1' })).toBe(false)
    expect(isCacheableRequest('GET', '/', { 'next-action': 'x' })).toBe(false)
    expect(isCacheableRequest('GET', '/', { 'next-router-prefetch': '1' })).toBe(false)
  })

  it('leaves site search out: it is rate-limited per client address', () => {
    expect(isCacheableRequest('GET', '/search', {})).toBe(false)
    expect(isCacheableRequest('GET', '/mr/search', {})).toBe(false)
    expect(isCacheableRequest('GET', '/searching', {})).toBe(true)
  })
})
