import { describe, expect, it } from 'vitest'

import { PAGE_POST_LIMIT_BYTES, refusePagePost } from '@/lib/page-posts'

const post = (headers: Record<string, string>, method = 'POST') => refusePagePost(method, new Headers(headers))

describe('refusePagePost (POSTs to public pages, checked in src/proxy.ts)', () => {
  it("takes the site's own form posts, and posts without Origin (not a browser's cross-site form)", () => {
    expect(post({ origin: 'http://127.0.0.1:3140', host: '127.0.0.1:3140' })).toBeNull()
    expect(
      post({ origin: 'https://vidyavikas.example', host: '127.0.0.1:3000', 'x-forwarded-host': 'vidyavikas.example' }),
    ).toBeNull()
    expect(post({ host: 'vidyavikas.example', 'content-length': '5000' })).toBeNull()
  })

  it("refuses another site's form, as Next.js's check would (403 instead of its 500)", () => {
    expect(post({ origin: 'https://evil.example', host: 'vidyavikas.example' })?.status).toBe(403)
    // X-Forwarded-Host, when present, is what the origin must match (Next.js compares that first).
    expect(
      post({ origin: 'https://vidyavikas.example', host: 'vidyavikas.example', 'x-forwarded-host': 'other.example' })
        ?.status,
    ).toBe(403)
    expect(post({ origin: 'https://vidyavikas.example:8443', host: 'vidyavikas.example' })?.status).toBe(403)
    expect(post({ origin: 'null', host: 'vidyavikas.example' })?.status).toBe(403)
    expect(post({ origin: 'not a url', host: 'vidyavikas.example' })?.status).toBe(403)
    expect(post({ origin: 'https://vidyavikas.example' })?.status).toBe(403)
  })

  it("refuses a body over Next.js's server-action limit with 413", () => {
    const site = { origin: 'https://vidyavikas.example', host: 'vidyavikas.example' }
    expect(post({ ...site, 'content-length': String(PAGE_POST_LIMIT_BYTES) })).toBeNull()
    expect(post({ ...site, 'content-length': String(PAGE_POST_LIMIT_BYTES + 1) })).toEqual({
      status: 413,
      message: expect.stringContaining('too large'),
    })
  })

  it('leaves other methods to the pages', () => {
    expect(post({ origin: 'https://evil.example', host: 'vidyavikas.example' }, 'GET')).toBeNull()
    expect(post({ origin: 'https://evil.example', host: 'vidyavikas.example' }, 'HEAD')).toBeNull()
  })
})
