import { describe, expect, it } from 'vitest'

import { alertsForPath, alertWindowProblem, institutionOfPath, isAlertLive, type SiteAlert } from '@/alerts/rules'

const now = new Date('2026-07-15T06:00:00.000Z')
const make = (id: number, over: Partial<SiteAlert> = {}): SiteAlert => ({
  id,
  message: `Alert ${id}`,
  link: null,
  level: 'information',
  startsAt: '2026-07-15T00:00:00.000Z',
  endsAt: '2026-07-15T12:00:00.000Z',
  institutions: [],
  updatedAt: '2026-07-14T00:00:00.000Z',
  ...over,
})

describe('institutionOfPath', () => {
  it('finds the institution of its pages, in both languages', () => {
    expect(institutionOfPath('/institutions/7')).toBe(7)
    expect(institutionOfPath('/institutions/7/contact?x=1')).toBe(7)
    expect(institutionOfPath('/mr/institutions/12/infrastructure')).toBe(12)
    expect(institutionOfPath('/gallery/institute/3')).toBe(3)
    expect(institutionOfPath('/mr/gallery/2025-2026/4')).toBe(4)
  })
  it('is null for the society’s pages and for addresses that are not an institution’s', () => {
    for (const path of [
      '/',
      '/mr',
      '/notices',
      '/institutions',
      '/gallery/all',
      '/gallery/2025-2026',
      '/institutions/0',
      '/institutions/abc',
      '/institutions/7x',
    ]) {
      expect(institutionOfPath(path), path).toBeNull()
    }
  })
})

describe('isAlertLive', () => {
  it('from the start (inclusive) to the end (exclusive)', () => {
    const a = make(1)
    expect(isAlertLive(a, new Date(a.startsAt))).toBe(true)
    expect(isAlertLive(a, new Date(Date.parse(a.startsAt) - 1))).toBe(false)
    expect(isAlertLive(a, new Date(a.endsAt))).toBe(false)
  })
})

describe('alertsForPath', () => {
  const society = make(1)
  const school = make(2, { institutions: [7, 9] })
  const other = make(3, { institutions: [8] })
  const emergency = make(4, { level: 'emergency', institutions: [7], startsAt: '2026-07-14T00:00:00.000Z' })
  const ended = make(5, { endsAt: '2026-07-15T05:00:00.000Z' })
  const later = make(6, { startsAt: '2026-07-15T07:00:00.000Z' })
  const all = [society, school, other, emergency, ended, later]

  it('society-wide alerts on every page; an institution’s only on its pages', () => {
    expect(alertsForPath(all, '/notices', now).map((a) => a.id)).toEqual([1])
    expect(alertsForPath(all, '/institutions/9', now).map((a) => a.id)).toEqual([1, 2])
    expect(alertsForPath(all, '/institutions/8/contact', now).map((a) => a.id)).toEqual([1, 3])
  })
  it('emergencies first, then the newest start; nothing ended or not begun', () => {
    expect(alertsForPath(all, '/mr/institutions/7', now).map((a) => a.id)).toEqual([4, 1, 2])
    expect(alertsForPath(all, '/', now).some((a) => a.id === 5 || a.id === 6)).toBe(false)
  })
  it('does not change the list it is given', () => {
    const list = Object.freeze([school, society])
    expect(() => alertsForPath(list, '/institutions/7', now)).not.toThrow()
  })
})

describe('alertWindowProblem', () => {
  it('refuses an end that is not after the start', () => {
    expect(alertWindowProblem('2026-07-15T10:00:00Z', '2026-07-15T10:00:00Z')).toBe(
      'The end must be later than the start.',
    )
    expect(alertWindowProblem('2026-07-15T10:00:00Z', '2026-07-15T09:00:00Z')).not.toBeNull()
    expect(alertWindowProblem('2026-07-15T10:00:00Z', '2026-07-15T10:30:00Z')).toBeNull()
  })
})
