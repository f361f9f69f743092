import { formatDateTime } from './dates'
import { scheduleState, type Scheduled } from './schedule'

/**
 * The Status an admin list shows for a notice or media talk: "Published" only
 * while visitors can see it; a published item waiting for its `publishAt` is "Scheduled for
 * 26/11/2026 09:00" and one past its `expiresAt` "Hidden since …" (times in India, src/lib/dates.ts).
 * `status` is Payload's display status: draft, published, or changed (published, with a newer draft).
 * Drafts keep Payload's own label (`fallback`), whatever their dates.
 */
export function scheduleStatusLabel(
  status: string | null | undefined,
  item: Scheduled,
  fallback: string,
  now: Date = new Date(),
): string {
  if (status !== 'published' && status !== 'changed') return fallback
  const state = scheduleState(item, now)
  const changed = status === 'changed' ? ' (a newer draft is not published)' : ''
  if (state === 'scheduled') return `Scheduled for ${formatDateTime(item.publishAt)}${changed}`
  if (state === 'expired') return `Hidden since ${formatDateTime(item.expiresAt)}${changed}`
  return fallback
}
