import { describe, expect, it } from 'vitest'

import { absoluteUrl, isExternal, isSafeHref } from '@/lib/urls'

describe('isSafeHref', () => {
  it.each(['/', '/notices', 'https://example.org/a?b=c', 'http://alumni.example.org'])('accepts %s', (href) => {
    expect(isSafeHref(href)).toBe(true)
  })
  it.each(['javascript:alert(1)', 'data:text/html,hi', '//evil.example', 'ftp://x.org', 'notices', '', '/a b', 'https://a b.org', '/\\evil.org', 'https://x.org\\@evil.org'])(
    'refuses %s',
    (href) => {
      expect(isSafeHref(href)).toBe(false)
    },
  )
})

describe('isExternal', () => {
  it('tells site paths from other sites', () => {
    expect(isExternal('/')).toBe(false)
    expect(isExternal('https://x.org')).toBe(true)
  })
})

describe('absoluteUrl', () => {
  it('prefixes site paths with the site origin', () => {
    expect(absoluteUrl('https://s.org', '/cms-api/media/file/a.webp')).toBe('https://s.org/cms-api/media/file/a.webp')
    expect(absoluteUrl('https://s.org', 'a.pdf')).toBe('https://s.org/a.pdf')
  })
  it('keeps absolute URLs and empty values', () => {
    expect(absoluteUrl('https://s.org', 'https://cdn.org/x.png')).toBe('https://cdn.org/x.png')
    expect(absoluteUrl('https://s.org', null)).toBeNull()
    expect(absoluteUrl('https://s.org', '')).toBeNull()
  })
})
