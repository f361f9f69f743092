import { describe, expect, it } from 'vitest'

import { en } from '@/i18n/en'
import { mr } from '@/i18n/mr'
import { newestDate } from '@/lib/dates'
import { HELPLINE_DEFAULTS, helplineList, helplinesForPage, isPhoneNumber, telHref } from '@/lib/helplines'
import { POLICY_PAGES, policyPath } from '@/lib/policies'
import { labelFileLinks, linkedMediaFiles, markExternalLinks, sanitizeRichHtml } from '@/lib/rich-text'
import { clauseNumber, RTI_4_1_B_KEYS } from '@/lib/rti'
import { leavesSite } from '@/lib/urls'

const SITE = 'https://www.example.org'

describe('helplines', () => {
  it('shows the defaults, in the page’s language, while none are stored', () => {
    expect(helplineList([], 'en').map((h) => `${h.label} ${h.number}`)).toEqual([
      'Childline 1098',
      'Police 112',
      'Women’s helpline 181',
      'National anti-ragging helpline 1800-180-5522',
    ])
    expect(helplineList(null, 'mr')[0]).toEqual({ label: 'चाइल्डलाइन', number: '1098', scope: 'all' })
  })

  it('uses the stored list when there is one, leaving out rows without a number or name', () => {
    const stored = [
      { label: 'School counsellor', number: '022-2430 1299', scope: 'all' },
      { label: 'Broken', number: null, scope: 'all' },
      { label: 'Anti-ragging squad', number: '98200 00000', scope: 'colleges' },
    ]
    expect(helplineList(stored, 'en')).toEqual([
      { label: 'School counsellor', number: '022-2430 1299', scope: 'all' },
      { label: 'Anti-ragging squad', number: '98200 00000', scope: 'colleges' },
    ])
  })

  it('shows the colleges’ helplines on junior and degree colleges’ pages only', () => {
    const all = helplineList([], 'en')
    const antiRagging = (kind: string | null) => helplinesForPage(all, kind).some((h) => h.number === '1800-180-5522')
    expect(antiRagging(null)).toBe(false)
    expect(antiRagging('school')).toBe(false)
    expect(antiRagging('pre-primary')).toBe(false)
    expect(antiRagging('junior-college')).toBe(true)
    expect(antiRagging('degree-college')).toBe(true)
    expect(helplinesForPage(all, 'school')).toHaveLength(HELPLINE_DEFAULTS.length - 1)
  })

  it('dials the digits of a number as written', () => {
    expect(telHref('1800-180-5522')).toBe('tel:18001805522')
    expect(telHref('+91 22 2430 1234')).toBe('tel:+912224301234')
    expect(isPhoneNumber('1098')).toBe(true)
    expect(isPhoneNumber('022-2430 1234')).toBe(true)
    expect(isPhoneNumber('call us')).toBe(false)
    expect(isPhoneNumber('1')).toBe(false)
    expect(isPhoneNumber('javascript:alert(1)')).toBe(false)
  })
})

describe('RTI section 4(1)(b)', () => {
  it('has the 17 clauses, numbered as the Act numbers them, with headings in both languages', () => {
    expect(RTI_4_1_B_KEYS).toHaveLength(17)
    expect(clauseNumber(1)).toBe('(i)')
    expect(clauseNumber(4)).toBe('(iv)')
    expect(clauseNumber(9)).toBe('(ix)')
    expect(clauseNumber(17)).toBe('(xvii)')
    expect(() => clauseNumber(18)).toThrow(RangeError)
    expect(en.rti41b.headings).toHaveLength(17)
    expect(mr.rti41b.headings).toHaveLength(17)
    expect(en.rti41b.headings[15]).toBe(
      'the names, designations and other particulars of the Public Information Officers',
    )
  })
})

describe('policy pages', () => {
  it('each kind has its own address', () => {
    expect(new Set(POLICY_PAGES.map((p) => p.path)).size).toBe(POLICY_PAGES.length)
    expect(policyPath('privacy')).toBe('/privacy-policy')
    for (const p of POLICY_PAGES) expect(en.policies[p.kind] && mr.policies[p.kind]).toBeTruthy()
  })
})

describe('newestDate', () => {
  it('picks the newest instant and ignores what is not a date', () => {
    expect(newestDate('2026-01-02T00:00:00.000Z', null, '2026-03-01T10:00:00.000Z', undefined, 'nonsense')).toBe(
      '2026-03-01T10:00:00.000Z',
    )
    expect(newestDate('2026-03-01T10:00:00+05:30', '2026-03-01T05:00:00.000Z')).toBe('2026-03-01T05:00:00.000Z')
    expect(newestDate()).toBeNull()
    expect(newestDate(null, '')).toBeNull()
  })
})

describe('links that leave the site', () => {
  it('are http(s) addresses on another origin', () => {
    expect(leavesSite('https://www.w3.org/TR/WCAG21/', SITE)).toBe(true)
    expect(leavesSite('http://www.example.org.evil.test/', SITE)).toBe(true)
    expect(leavesSite(`${SITE}/notices`, SITE)).toBe(false)
    expect(leavesSite('/notices', SITE)).toBe(false)
    expect(leavesSite('mailto:rti@example.org', SITE)).toBe(false)
    expect(leavesSite('tel:1098', SITE)).toBe(false)
    expect(leavesSite('#top', SITE)).toBe(false)
  })

  const labels = { leaves: '(external website)', leavesNewTab: '(external website, opens in a new tab)' }

  it('are marked in rich text with an icon and screen-reader text; other links are left alone', () => {
    const html = sanitizeRichHtml(
      '<p><a href="https://www.w3.org/TR/WCAG21/">WCAG</a>, <a href="/rti">RTI</a>, <a href="mailto:a@example.org">mail</a>, <a href="https://x.test/?a=1&amp;b=2" target="_blank">new tab</a>, <a href="https://www.example.org/notices">ours</a></p>',
    )
    const marked = markExternalLinks(html, SITE, labels)
    expect(marked.match(/data-external="true"/g)).toHaveLength(2)
    expect(marked).toContain('WCAG<svg aria-hidden="true"')
    expect(marked).toContain('<span class="sr-only"> (external website)</span></a>')
    expect(marked).toContain('new tab<svg')
    expect(marked).toContain('<span class="sr-only"> (external website, opens in a new tab)</span>')
    expect(marked).toContain('<a href="/rti">RTI</a>')
    expect(marked).toContain('<a href="mailto:a@example.org">mail</a>')
    expect(marked).toContain('<a href="https://www.example.org/notices">ours</a>')
  })

  it('escapes the label and leaves HTML without links as it is', () => {
    const html = sanitizeRichHtml('<p>No links here.</p>')
    expect(markExternalLinks(html, SITE, labels)).toBe(html)
    const marked = markExternalLinks(sanitizeRichHtml('<a href="https://x.test/">x</a>'), SITE, {
      leaves: '<b>',
      leavesNewTab: '<b>',
    })
    expect(marked).toContain('&lt;b&gt;')
    expect(marked).not.toContain('<b>')
  })
})

describe('links to uploaded files in rich text', () => {
  const html = sanitizeRichHtml(
    '<p><a href="/cms-api/media/file/budget%202025.pdf">Budget</a>, <a href="/cms-api/media/file/gone.pdf">Gone</a>, <a href="/rti">RTI</a>, <a href="https://x.test/cms-api/media/file/a.pdf">other site</a></p>',
  )

  it('are found by their file names', () => {
    expect(linkedMediaFiles(html)).toEqual(['budget 2025.pdf', 'gone.pdf'])
  })

  it('get their format and size after their text; files without a label are left alone', () => {
    const labelled = labelFileLinks(html, new Map([['budget 2025.pdf', 'PDF, 1.2 MB']]))
    expect(labelled).toContain('Budget <span data-testid="file-label">(PDF, 1.2 MB)</span></a>')
    expect(labelled).toContain('<a href="/cms-api/media/file/gone.pdf">Gone</a>')
    expect(labelled).toContain('<a href="/rti">RTI</a>')
  })

  it('pass over a link whose address has a malformed escape, instead of failing the page', () => {
    const odd = sanitizeRichHtml('<p><a href="/cms-api/media/file/bad%E0%A4.pdf">Odd</a></p>')
    expect(linkedMediaFiles(odd)).toEqual([])
    expect(labelFileLinks(odd, new Map([['x.pdf', 'PDF, 1 KB']]))).toBe(odd)
  })
})
