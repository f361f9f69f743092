/**
 * Staff preview: the server's micro-cache neither answers nor keeps a preview, the
 * proxy marks preview answers private and unindexed, and the addresses a preview opens and leaves
 * to are the site's own.
 */
import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { parseTarget, previewPath, previewTarget, safeReturnPath } from '@/content/preview'
import { proxy } from '@/proxy'

import { fromRender, isCacheableRequest } from '../../page-cache/response-cache.mjs'

const NONCE = 'cmVuZGVyLW5vbmNlLTEyMw=='
const rendered = (headers: Record<string, string>) => ({
  status: 200,
  headers: new Headers({
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `script-src 'self' 'nonce-${NONCE}' 'strict-dynamic'`,
    ...headers,
  }),
  body: Buffer.from(`<html nonce="${NONCE}"><body>draft</body></html>`),
})

describe('the micro-cache and previews', () => {
  it('sends a request with the draft-mode cookie to Next.js, never to or from the cache', () => {
    expect(isCacheableRequest('GET', '/notices/5', {})).toBe(true)
    expect(isCacheableRequest('GET', '/notices/5', { cookie: '__prerender_bypass=abc; site-preview=notices:5' })).toBe(
      false,
    )
    expect(isCacheableRequest('GET', '/mr/notices/5', { cookie: 'payload-token=x; __prerender_bypass=abc' })).toBe(
      false,
    )
    // Other cookies change nothing; a look-alike name is not the draft-mode cookie.
    expect(isCacheableRequest('GET', '/notices/5', { cookie: 'x__prerender_bypass=abc; theme=dark' })).toBe(true)
  })

  it('never keeps a preview answer, even if one reached a render', () => {
    expect(fromRender(rendered({})).shared).toBe(true)
    expect(fromRender(rendered({ 'cache-control': 'no-store, private', 'x-robots-tag': 'noindex' })).shared).toBe(false)
  })
})

describe('the proxy', () => {
  const run = (path: string, cookie?: string) =>
    proxy(new NextRequest(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} }))

  it('marks pages asked in draft mode no-store, private and noindex', () => {
    const preview = run('/notices/5', '__prerender_bypass=abc; site-preview=notices:5')
    expect(preview.headers.get('cache-control')).toBe('no-store, private')
    expect(preview.headers.get('x-robots-tag')).toBe('noindex')
    const visitor = run('/notices/5')
    expect(visitor.headers.get('cache-control')).toBeNull()
    expect(visitor.headers.get('x-robots-tag')).toBeNull()
  })
})

describe('preview addresses', () => {
  it('opens each kind of document on its public page in the language being edited', () => {
    expect(previewPath('notices', { id: 5 }, 'en')).toBe('/notices/5')
    expect(previewPath('notices', { id: 5 }, 'mr')).toBe('/mr/notices/5')
    expect(previewPath('events', { id: 7 }, 'mr')).toBe('/mr/events/7')
    expect(previewPath('institutions', { id: 3 }, 'en')).toBe('/institutions/3')
    expect(previewPath('committees', { id: 1, institution: { id: 3 } }, 'en')).toBe('/institutions/3/committees')
    expect(previewPath('disclosures', { id: 1, institution: 3 }, 'mr')).toBe('/mr/institutions/3/mandatory-disclosure')
    expect(previewPath('albums', { id: 1, institution: 3, academicYear: '2025-2026' }, 'en')).toBe(
      '/gallery/2025-2026/3',
    )
    expect(previewPath('albums', { id: 1, institution: null, academicYear: '2025-2026' }, 'en')).toBe(
      '/gallery/2025-2026/0',
    )
    expect(previewPath('policies', { id: 1, kind: 'privacy' }, 'mr')).toBe('/mr/privacy-policy')
  })

  it('reads only well-formed targets, and leaves preview only to a path of this site', () => {
    expect(parseTarget('notices:12')).toEqual({ collection: 'notices', id: 12 })
    for (const bad of ['users:1', 'notices:0', 'notices:1:2', 'notices:-1', 'notices:1e3', '', null])
      expect(parseTarget(bad)).toBeNull()
    expect(previewTarget('grievances', '1')).toBeNull()
    expect(safeReturnPath('/mr/notices/5')).toBe('/mr/notices/5')
    for (const bad of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)', null])
      expect(safeReturnPath(bad)).toBe('/')
  })
})
