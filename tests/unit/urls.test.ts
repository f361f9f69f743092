import { describe, expect, it } from 'vitest'

import {
  absoluteUrl,
  isExternal,
  isSafeHref,
  isSafeRichTextHref,
  RICH_TEXT_LINK_MESSAGE,
  validateRichTextLink,
} from '@/lib/urls'

describe('isSafeHref', () => {
  it.each(['/', '/notices', 'https://example.org/a?b=c', 'http://alumni.example.org'])('accepts %s', (href) => {
    expect(isSafeHref(href)).toBe(true)
  })
  it.each([
    'javascript:alert(1)',
    'data:text/html,hi',
    '//evil.example',
    'ftp://x.org',
    'notices',
    '',
    '/a b',
    'https://a b.org',
    '/\\evil.org',
    'https://x.org\\@evil.org',
  ])('refuses %s', (href) => {
    expect(isSafeHref(href)).toBe(false)
  })
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

describe('isSafeRichTextHref and validateRichTextLink', () => {
  it('takes web, mail and phone addresses, site paths and fragments', () => {
    for (const ok of [
      'https://a.org/x?y=1',
      'http://a.org',
      '/notices',
      '#fees',
      '#',
      'mailto:a@b.org',
      'TEL:+912224141234',
    ])
      expect(isSafeRichTextHref(ok), ok).toBe(true)
  })
  it('refuses scripts, data, protocol-relative and backslash tricks', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.org',
      '/\\evil.org',
      'mailto:',
      'ftp://a.org',
      '#a b',
      '',
    ])
      expect(isSafeRichTextHref(bad), bad).toBe(false)
  })
  it('lets an internal link (to a document) through, and says what to do otherwise', () => {
    expect(validateRichTextLink(undefined, { siblingData: { linkType: 'internal' } })).toBe(true)
    expect(validateRichTextLink('https://a.org', { siblingData: { linkType: 'custom' } })).toBe(true)
    expect(validateRichTextLink('javascript:alert(1)', { siblingData: { linkType: 'custom' } })).toBe(
      RICH_TEXT_LINK_MESSAGE,
    )
    expect(validateRichTextLink('', {})).toBe(RICH_TEXT_LINK_MESSAGE)
  })
  it('holds an internal link that carries an address to the same rule', () => {
    expect(validateRichTextLink('/notices', { siblingData: { linkType: 'internal' } })).toBe(true)
    expect(validateRichTextLink('javascript:alert(3)', { siblingData: { linkType: 'internal' } })).toBe(
      RICH_TEXT_LINK_MESSAGE,
    )
  })
})
