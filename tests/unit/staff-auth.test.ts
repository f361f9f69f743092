/** Which requests to the staff sign-in doors count as another site's. */
import { describe, expect, it } from 'vitest'

import { fromAnotherSite } from '@/collections/staff-auth'

const ORIGINS = ['https://society.example']
const from = (headers: Record<string, string>) => fromAnotherSite(new Headers(headers), ORIGINS)

describe('fromAnotherSite', () => {
  it('refuses a page of another origin, an opaque origin, and a cross-site fetch without Origin', () => {
    expect(from({ origin: 'http://evil.example' })).toBe(true)
    expect(from({ origin: 'http://society.example' })).toBe(true) // another scheme is another origin
    expect(from({ origin: 'https://sub.society.example' })).toBe(true)
    expect(from({ origin: 'null' })).toBe(true)
    expect(from({ 'sec-fetch-site': 'cross-site' })).toBe(true)
    expect(from({ 'sec-fetch-site': 'same-site' })).toBe(true)
  })

  it("lets the site's own pages in, and clients that are no browser (no Origin, no Sec-Fetch-Site)", () => {
    expect(from({ origin: 'https://society.example' })).toBe(false)
    expect(from({ origin: 'https://society.example', 'sec-fetch-site': 'same-origin' })).toBe(false)
    expect(from({ 'sec-fetch-site': 'same-origin' })).toBe(false)
    expect(from({ 'sec-fetch-site': 'none' })).toBe(false)
    expect(from({})).toBe(false)
  })
})
