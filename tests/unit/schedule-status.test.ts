import { describe, expect, it } from 'vitest'

import { scheduleStatusLabel } from '@/lib/schedule-status'

/** The Status of a notice or media talk in the admin lists. */
describe('scheduleStatusLabel', () => {
  const now = new Date('2026-11-26T01:00:00.000Z')
  it('a published item waiting for its time is "Scheduled for" that time in India', () => {
    expect(scheduleStatusLabel('published', { publishAt: '2026-12-01T03:30:00.000Z' }, 'Published', now)).toBe(
      'Scheduled for 01/12/2026 09:00',
    )
  })
  it('published with a newer draft, still scheduled, says both', () => {
    expect(scheduleStatusLabel('changed', { publishAt: '2026-11-26T18:45:00.000Z' }, 'Changed', now)).toBe(
      'Scheduled for 27/11/2026 00:15 (a newer draft is not published)',
    )
  })
  it('past its "Hide after", it says since when it is hidden', () => {
    expect(scheduleStatusLabel('published', { expiresAt: '2026-11-25T12:00:00.000Z' }, 'Published', now)).toBe(
      'Hidden since 25/11/2026 17:30',
    )
  })
  it('on the site now, or a draft whatever its dates: Payload’s own label', () => {
    expect(
      scheduleStatusLabel(
        'published',
        { publishAt: '2026-11-26T00:59:00.000Z', expiresAt: '2026-12-26T00:00:00.000Z' },
        'Published',
        now,
      ),
    ).toBe('Published')
    expect(scheduleStatusLabel('draft', { publishAt: '2026-12-01T03:30:00.000Z' }, 'Draft', now)).toBe('Draft')
  })
})
