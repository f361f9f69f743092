import { createHash } from 'node:crypto'
import { gunzipSync } from 'node:zlib'

import { AsyncLocalStorage } from 'node:async_hooks'

import { afterEach, describe, expect, it } from 'vitest'

import { currentAcademicYear, nextAcademicYearAt } from '@/lib/academic-year'
import { eventEndsAt, isUpcoming } from '@/lib/events'
import { firstAfter, isLive, nextScheduleChange } from '@/lib/schedule'

import { etagOf, matchesEtag } from '../../http/etag.mjs'
import { newRecord, RECORDS, recordSources, recordStaleAt, type RenderRecord } from '../../page-cache/render-record.mjs'
import {
  acceptsGzip,
  cacheKey,
  fromRender,
  isCacheableRequest,
  KEPT_CACHE_CONTROL,
  NOT_MODIFIED,
  ONCE_CACHE_CONTROL,
  ResponseCache,
  responseFor,
  type Answer,
  type CachedResponse,
} from '../../page-cache/response-cache.mjs'

const NONCE = 'cmVuZGVyLW5vbmNlLTEyMw=='
const page = (html: string): CachedResponse => ({
  status: 200,
  etag: null,
  headers: {},
  compress: true,
  body: { plain: Buffer.from(html), gzip: null },
})
/** A whole /api/v1 list as the app answers it: JSON with an ETag. */
const list = (json: string): CachedResponse => ({
  status: 200,
  etag: etagOf(Buffer.from(json)),
  headers: {},
  compress: true,
  body: { plain: Buffer.from(json), gzip: null },
})
const html = (a: Answer | null) => (a ? a.response.body.plain.toString() : null)
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

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
    expect(changed!.response.body.plain.toString()).toBe('[1,2]')
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
    for (const key of ['/api/v1/a', '/api/v1/b', '/api/v1/c'])
      await cache.get(key, async () => list(`"${key}${big}"`), 0)
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

describe('ResponseCache: a response kept while what it read is unchanged', () => {
  /** The content's stamps, as the content cache would give them now. */
  const stamps = new Map<string, string>([
    ['notices', 'n1'],
    ['trustees', 't1'],
    ['*', 'a'],
  ])
  const stampsOf = (sources: readonly string[]) => sources.map((s) => stamps.get(s) ?? '')
  const cacheWith = (keys: string[], options?: ConstructorParameters<typeof ResponseCache>[1]) => {
    const cache = new ResponseCache(750, { stampsOf, ...options })
    for (const key of keys) cache.seen.add(key)
    return cache
  }
  /** A render that reads `sources` (at their stamps now) and whose content changes at `until`. */
  const reading =
    (sources: string[], body: () => string, until = Infinity) =>
    async (_etag: string | null, record: RenderRecord) => {
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
    let answer: (s: readonly string[]) => readonly string[] | Promise<readonly string[]> | null = (s) =>
      Promise.resolve(stampsOf(s))
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

  it('hit() answers a kept page at once while its stamps hold, and leaves anything else to get()', async () => {
    let answer: (s: readonly string[]) => readonly string[] | Promise<readonly string[]> | null = stampsOf
    const cache = cacheWith(['/p'], { stampsOf: (s) => answer(s) })
    const render = reading(['notices'], () => 'p')
    expect(cache.hit('/p', 0)).toBeUndefined()
    await cache.get('/p', render, 0)
    expect(cache.hit('/p', 10)?.body.plain.toString()).toBe('p')
    expect(cache.keyOf('/p')).toBe('/p')
    // The content cache must re-read its stamps: get() waits for them.
    answer = (s) => Promise.resolve(stampsOf(s))
    expect(cache.hit('/p', 20)).toBeUndefined()
    expect((await cache.get('/p', render, 20))?.how).toBe('hit')
    answer = stampsOf
    stamps.set('notices', 'n9')
    expect(cache.hit('/p', 30)).toBeUndefined()
    expect(cache.hit('/never', 30)).toBeUndefined()
    expect(cache.keyOf('/a/../p')).toBeNull()
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
    const render = async (etag: string | null, record: RenderRecord) => (
      asked.push(etag),
      record.stamps.set('notices', stamps.get('notices')!),
      etag ? NOT_MODIFIED : answer
    )
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

describe('render records (page-cache/render-record.mjs)', () => {
  const storage = new AsyncLocalStorage<RenderRecord>()
  const inRender = <T>(fn: () => T): [T, RenderRecord] => {
    const record = newRecord()
    Object.assign(globalThis, { [RECORDS]: storage })
    return [storage.run(record, fn), record]
  }

  it('records nothing outside a render, and the first stamp of each source and the earliest change inside one', async () => {
    recordSources(['notices'], ['n1'])
    recordStaleAt(Date.now() + 1000)
    const [, record] = inRender(() => {
      recordSources(['*', 'notices'], ['a', 'n1'])
      recordSources(['notices', 'media'], ['n2', 'm1'])
      recordStaleAt(5000, 1000)
      recordStaleAt(3000, 1000)
      recordStaleAt(500, 1000) // already past: ignored
    })
    expect([...record.stamps]).toEqual([
      ['*', 'a'],
      ['notices', 'n1'],
      ['media', 'm1'],
    ])
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

  it('the rules that read the clock say when their answer changes, and record nothing themselves', () => {
    const now = new Date('2026-03-10T10:00:00Z')
    const scheduled = [
      { publishAt: '2026-03-10T12:00:00Z', expiresAt: '2026-03-20T00:00:00Z' },
      { publishAt: '2026-03-01T00:00:00Z', expiresAt: '2026-03-10T11:00:00Z' },
    ]
    const event = { allDay: false, start: '2026-03-10T11:00:00Z', end: '2026-03-10T13:00:00Z' }
    const [, record] = inRender(() => {
      scheduled.forEach((item) => isLive(item, now))
      currentAcademicYear(now)
      isUpcoming(event, now)
    })
    expect(record.until).toBe(Infinity)
    expect(Math.min(...scheduled.map((item) => nextScheduleChange(item, now.getTime())))).toBe(
      Date.parse('2026-03-10T11:00:00Z'),
    )
    expect(firstAfter(['2026-03-09T00:00:00Z', null, Date.parse('2026-03-12T00:00:00Z')], now.getTime())).toBe(
      Date.parse('2026-03-12T00:00:00Z'),
    )
    expect(nextAcademicYearAt(now)).toBe(Date.parse('2026-04-01T00:00:00Z'))
    expect(nextAcademicYearAt(new Date('2026-04-01T00:00:00Z'))).toBe(Date.parse('2027-04-01T00:00:00Z'))
    expect(eventEndsAt(event).getTime()).toBe(Date.parse('2026-03-10T13:00:00Z'))
  })
})

describe('cacheKey', () => {
  it('keeps a target in normal form and refuses any a render would change', () => {
    for (const ok of ['/', '/notices', '/notices?year=2025-2026&type=ADM', '/api/v1/institute/1', '/gallery/all?p0=2'])
      expect(cacheKey(ok), ok).toBe(ok)
    for (const bad of [
      '/x/../admin',
      '/x/./y',
      '//evil.example/x',
      '/x\\..\\admin',
      'http://evil.example/',
      '*',
      '/a b',
      '/%2e%2e/admin',
      '/é',
      '',
    ])
      expect(cacheKey(bad), bad).toBeNull()
  })
})

describe('fromRender and responseFor', () => {
  const policy = `default-src 'self'; script-src 'self' 'nonce-${NONCE}' 'strict-dynamic'; style-src 'self'`
  const body = `<head><link rel="preload" as="script" href="/a.js" nonce="${NONCE}"/></head><script src="/a.js" async="" nonce="${NONCE}"></script><script nonce="${NONCE}">1</script><p>शाळा</p>`
  const rendered = {
    status: 200,
    headers: new Headers({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': policy,
      'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
      link: `</a.js>; rel=preload; as="script"; nonce="${NONCE}"`,
      'x-request-id': 'render',
      'x-frame-options': 'SAMEORIGIN',
      vary: 'rsc',
      date: 'x',
      'content-length': '9',
    }),
    body: Buffer.from(body),
  }
  const shared = (r: Parameters<typeof fromRender>[0]) => {
    const { shared, response } = fromRender(r)
    return shared ? response : null
  }
  const keptBody =
    '<head><link rel="preload" as="script" href="/a.js"/></head><script src="/a.js" async=""></script><script>1</script><p>शाळा</p>'

  it('keeps a page without its render nonce: the policy names its inline scripts by hash, nothing per response stays', () => {
    const cached = shared(rendered)!
    const etag = `W/${etagOf(Buffer.from(keptBody))}`
    expect(cached.headers).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'self'; script-src 'self' ${sha('1')}; style-src 'self'`,
      'cache-control': KEPT_CACHE_CONTROL,
      etag,
      'x-frame-options': 'SAMEORIGIN',
      vary: 'rsc, Accept-Encoding',
    })
    expect(cached.body.plain.toString()).toBe(keptBody)
    expect(cached.etag).toBeNull() // not one to check with the app: the render has no ETag of its own
    expect(JSON.stringify(cached.headers)).not.toContain(NONCE)
    const scriptSrc = String(cached.headers['content-security-policy'])
      .split('; ')
      .find((d) => d.startsWith('script-src'))
    expect(scriptSrc).not.toMatch(/unsafe-inline|strict-dynamic|nonce-/)
  })

  it("writes the build's stylesheets into a kept page, never into one sent once", () => {
    const link = '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>'
    const stylesheets = new Map([['/_next/static/chunks/a.css', 'p{color:red}']])
    const withLink = { ...rendered, body: Buffer.from(`<head>${link}</head><p>x</p>`) }
    const kept = fromRender(withLink, { stylesheets })
    expect(kept.shared).toBe(true)
    const inlined =
      '<head><style data-href="/_next/static/chunks/a.css" data-precedence="next">p{color:red}</style><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" disabled=""/></head><p>x</p>'
    expect(kept.response.body.plain.toString()).toBe(inlined)
    expect(kept.response.headers.etag).toBe(`W/${etagOf(Buffer.from(inlined))}`) // the ETag is of the bytes sent
    expect(gunzipSync(kept.response.body.gzip!).toString()).toBe(inlined)
    expect(fromRender({ ...withLink, status: 404 }, { stylesheets }).response.body.plain.toString()).toContain(link)
  })

  it('gives a page without inline scripts a policy of self alone', () => {
    const cached = shared({ ...rendered, body: Buffer.from('<p>x</p>') })!
    expect(cached.headers['content-security-policy']).toBe("default-src 'self'; script-src 'self'; style-src 'self'")
  })

  it('shares only a complete 200 HTML page with a nonce policy and no cookie', () => {
    expect(shared({ ...rendered, status: 404 })).toBeNull()
    expect(
      shared({
        ...rendered,
        headers: new Headers({ 'content-type': 'text/plain', 'content-security-policy': policy }),
      }),
    ).toBeNull()
    expect(shared({ ...rendered, headers: new Headers({ 'content-type': 'text/html' }) })).toBeNull()
    // A policy whose nonce sources are not the proxy's (so they could not be replaced) is not shared.
    expect(
      shared({
        ...rendered,
        headers: new Headers({ 'content-type': 'text/html', 'content-security-policy': `script-src 'nonce-${NONCE}'` }),
      }),
    ).toBeNull()
    const withCookie = new Headers(rendered.headers)
    withCookie.append('set-cookie', 'a=b')
    expect(shared({ ...rendered, headers: withCookie })).toBeNull()
  })

  it('sends the same bytes to everyone, gzipped once when asked, and 304 to a client that has them', () => {
    const cached = shared(rendered)!
    const plainResponse = responseFor(cached, undefined)
    expect(plainResponse.body.toString()).toBe(keptBody)
    expect(plainResponse.headers['content-encoding']).toBeUndefined()
    expect(plainResponse.headers['content-length']).toBe(String(Buffer.byteLength(keptBody)))
    const gz = responseFor(cached, 'gzip, deflate, br')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(keptBody)
    expect(gz.headers['content-length']).toBe(String(gz.body.length))
    expect(responseFor(cached, 'gzip').body).toBe(gz.body) // the same buffer: compressed when kept
    expect(responseFor(cached, 'gzip').headers).toEqual(gz.headers)
    const etag = cached.headers.etag as string
    expect(responseFor(cached, 'gzip', `"other", ${etag}`)).toEqual({
      status: 304,
      headers: { etag, 'cache-control': KEPT_CACHE_CONTROL, vary: 'rsc, Accept-Encoding' },
      headerList: ['etag', etag, 'cache-control', KEPT_CACHE_CONTROL, 'vary', 'rsc, Accept-Encoding'],
      body: Buffer.alloc(0),
    })
    expect(responseFor(cached, 'gzip', etag.slice(2))).toMatchObject({ status: 304 }) // weakly compared
    expect(responseFor(cached, 'gzip', '"other"')).toMatchObject({ status: 200 })
  })

  it('sends a render that is not shared once, as it came: status, cookies, its own nonce, bytes, and no-store', () => {
    const headers = new Headers(rendered.headers)
    headers.set('cache-control', 'public, max-age=60')
    headers.append('set-cookie', 'a=1')
    headers.append('set-cookie', 'b=2')
    const { shared: isShared, response } = fromRender({ ...rendered, status: 404, headers })
    expect(isShared).toBe(false)
    const sent = responseFor(response, 'gzip')
    expect(sent.status).toBe(404)
    expect(sent.headers['set-cookie']).toEqual(['a=1', 'b=2'])
    expect(sent.headers['content-security-policy']).toBe(policy)
    expect(sent.headers['cache-control']).toBe(ONCE_CACHE_CONTROL)
    expect(sent.headers.etag).toBeUndefined()
    expect(gunzipSync(sent.body).toString()).toBe(body)
    expect(fromRender({ ...rendered, status: 404 }).response.headers['cache-control']).toBe(
      'private, no-cache, no-store, max-age=0, must-revalidate',
    )

    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0xff, 0xfe])
    const image = fromRender({ status: 200, headers: new Headers({ 'content-type': 'image/png' }), body: png })
    expect(image.shared).toBe(false)
    const imageSent = responseFor(image.response, 'gzip')
    expect(imageSent.headers['content-encoding']).toBeUndefined()
    expect(imageSent.body.equals(png)).toBe(true)

    const redirect = fromRender({ status: 308, headers: new Headers({ location: '/notices' }), body: Buffer.alloc(0) })
    expect(redirect.shared).toBe(false)
    expect(responseFor(redirect.response, undefined)).toMatchObject({
      status: 308,
      headers: { location: '/notices', 'content-length': '0' },
    })
  })

  it('never keeps a preview: its answer says no-store and noindex', () => {
    const headers = new Headers(rendered.headers)
    headers.set('cache-control', 'no-store, private')
    headers.set('x-robots-tag', 'noindex')
    const { shared: isShared, response } = fromRender({ ...rendered, headers })
    expect(isShared).toBe(false)
    expect(response.headers['cache-control']).toBe('no-store, private')
    expect(response.headers['content-security-policy']).toBe(policy)
  })
})

describe('a cached JSON answer', () => {
  const json = {
    status: 200,
    headers: new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' }),
    body: Buffer.from('{"success":1,"data":[{"name":"शाळा"}]}'),
  }

  it('is kept as it came, with an ETag of its bytes and the shared Cache-Control, gzipped once', () => {
    const { shared, response: cached } = fromRender(json)
    expect(shared).toBe(true)
    const etag = `W/${etagOf(json.body)}`
    expect(cached.headers).toEqual({
      'content-type': 'application/json',
      'cache-control': KEPT_CACHE_CONTROL,
      etag,
      vary: 'Accept-Encoding',
    })
    const plainAnswer = responseFor(cached, undefined)
    expect(plainAnswer.body.toString()).toBe(json.body.toString())
    const gz = responseFor(cached, 'gzip')
    expect(gz.body).toBe(cached.body.gzip)
    expect(gunzipSync(gz.body).toString()).toBe(json.body.toString())
  })

  it("with the app's ETag: kept with it, 304 without a body to a client that names it", () => {
    const etag = etagOf(json.body)
    const { response: cached } = fromRender({
      ...json,
      headers: new Headers({ 'content-type': 'application/json', 'cache-control': 'no-cache', etag }),
    })
    expect(cached.etag).toBe(etag)
    expect(responseFor(cached, 'gzip', `W/"other", ${etag}`)).toEqual({
      status: 304,
      headers: { etag, 'cache-control': KEPT_CACHE_CONTROL, vary: 'Accept-Encoding' },
      headerList: ['etag', etag, 'cache-control', KEPT_CACHE_CONTROL, 'vary', 'Accept-Encoding'],
      body: Buffer.alloc(0),
    })
    const full = responseFor(cached, 'gzip', '"other"')
    expect(full).toMatchObject({ status: 200, headers: { etag, 'content-encoding': 'gzip' } })
    expect(gunzipSync(full.body).toString()).toBe(json.body.toString())
    expect(
      fromRender({ ...json, status: 404, headers: new Headers({ 'content-type': 'application/json', etag }) }).response
        .etag,
    ).toBeNull()
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
    expect(matchesEtag(etag, `W/${etag}`)).toBe(true)
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
    for (const path of [
      '/admin',
      '/admin/collections',
      '/cms-api/users',
      '/api/v1x',
      '/api/other',
      '/_next/static/x.js',
      '/%E0%A4',
      '/favicon.ico',
      '/robots.txt',
      '/brand/logo-crest.svg',
    ]) {
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
