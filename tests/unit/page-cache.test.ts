import { describe, expect, it } from 'vitest'

import { isCacheablePageRequest, PageCache, withNonce, type CachedPage } from '@/lib/page-cache'

const page = (html: string, expires: number): CachedPage => ({ html, nonce: 'N0', contentType: 'text/html', expires })

describe('PageCache', () => {
  it('shares one render between concurrent requests and serves it until it expires', async () => {
    const cache = new PageCache(1000)
    let renders = 0
    const render = async () => (renders++, page(`<p>${renders}</p>`, 2000))
    const results = await Promise.all([1, 2, 3].map(() => cache.get('/', render, 1000)))
    expect(renders).toBe(1)
    expect(results.map((r) => r?.html)).toEqual(['<p>1</p>', '<p>1</p>', '<p>1</p>'])
    expect((await cache.get('/', render, 1999))?.html).toBe('<p>1</p>')
    expect((await cache.get('/', render, 2000))?.html).toBe('<p>2</p>')
  })

  it('keeps nothing when a page is not cacheable or the render fails', async () => {
    const cache = new PageCache(1000)
    expect(await cache.get('/x', async () => null)).toBeNull()
    expect(await cache.get('/x', async () => Promise.reject(new Error('boom')))).toBeNull()
    expect((await cache.get('/x', async () => page('ok', Date.now() + 1000)))?.html).toBe('ok')
  })

  it('holds at most maxEntries pages, dropping the oldest', async () => {
    const cache = new PageCache(1000, 2)
    let renders = 0
    const render = async () => (renders++, page('x', Date.now() + 60_000))
    for (const key of ['/a', '/b', '/c']) await cache.get(key, render)
    await cache.get('/a', render)
    expect(renders).toBe(4)
  })
})

describe('withNonce', () => {
  it('replaces every occurrence of the rendered nonce', () => {
    const cached = { ...page('<script nonce="N0"></script><script nonce="N0"></script>', 0), nonce: 'N0' }
    expect(withNonce(cached, 'fresh+/=')).toBe('<script nonce="fresh+/="></script><script nonce="fresh+/="></script>')
  })
})

describe('isCacheablePageRequest', () => {
  it('takes plain page views only', () => {
    const none = new Headers()
    expect(isCacheablePageRequest('GET', '/', none)).toBe(true)
    expect(isCacheablePageRequest('GET', '/institutions/1', none)).toBe(true)
    expect(isCacheablePageRequest('POST', '/', none)).toBe(false)
    for (const path of ['/admin', '/admin/collections', '/cms-api/users', '/api/v1/notice', '/_next/static/x.js']) {
      expect(isCacheablePageRequest('GET', path, none)).toBe(false)
    }
    expect(isCacheablePageRequest('GET', '/notices', new Headers({ rsc: '1' }))).toBe(false)
    expect(isCacheablePageRequest('GET', '/', new Headers({ 'next-action': 'x' }))).toBe(false)
  })
})
