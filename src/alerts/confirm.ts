import type { Endpoint, FieldAccess, Payload } from 'payload'

import { hasRole } from '@/access/roles'
import { formatDateTime } from '@/lib/dates'
import { publicError } from '@/lib/errors'
import { alertAudience, type Audience } from '@/subscriptions/counts'

/**
 * An alert is written as a draft (English and Marathi, saved as often as needed), reviewed, and
 * sent: "Review and send" in its sidebar (src/alerts/admin/AlertMailPanel.tsx) shows whom it
 * mails, in which languages, and both texts as they will be read, and its Send button posts here.
 * Only this endpoint makes an alert `confirmed`: the field refuses every other request (REST, the
 * admin's form), so nothing is shown on the site or mailed before a person confirmed it with both
 * texts written. Local API calls (seed, scripts, tests) override access and may set it directly.
 */

export const ALERT_STATES = ['draft', 'confirmed'] as const
export type AlertState = (typeof ALERT_STATES)[number]

/** Set in `req.context` by the endpoint below: only then may a request change the state. */
const CONFIRMING = 'alertConfirming'

export const onlyByConfirming: FieldAccess = ({ req }) => req.context?.[CONFIRMING] === true

type Texts = { en: string | null; mr: string | null }

/** The alert's message in each language, as stored (no fallback). */
export async function alertTexts(payload: Payload, id: number): Promise<Texts> {
  const read = async (locale: 'en' | 'mr') =>
    (
      (await payload.findByID({
        collection: 'alerts',
        id,
        locale,
        fallbackLocale: false,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })) as { message?: string | null } | null
    )?.message?.trim() || null
  const [en, mr] = await Promise.all([read('en'), read('mr')])
  return { en, mr }
}

/** What stops an alert from being sent, in words for the office; null when it may go. */
export function sendProblem(texts: Texts, endsAt: string | null | undefined, now = new Date()): string | null {
  const missing = [!texts.en && 'English', !texts.mr && 'Marathi'].filter(Boolean)
  if (missing.length)
    return `Write the ${missing.join(' and ')} text and save before sending: both languages go out together. Switch the language at the top of the form.`
  if (endsAt && Date.parse(endsAt) <= now.getTime())
    return 'Its end time has passed: change the end time, save, then send.'
  return null
}

/** POST /cms-api/alerts/:id/confirm: send a saved draft (whoever may change the alert). */
export const confirmAlert: Endpoint = {
  path: '/:id/confirm',
  method: 'post',
  handler: async (req) => {
    if (!hasRole(req.user, 'admin', 'editor')) throw publicError('Sign in as staff to send an alert.', 403)
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || id < 1) throw publicError('Give the number of an alert.', 400)
    const payload = req.payload
    const stored = await payload.findByID({
      collection: 'alerts',
      id,
      depth: 0,
      req,
      overrideAccess: false,
      disableErrors: true,
    })
    if (!stored) throw publicError('There is no such alert.', 404)
    if (stored.state === 'confirmed')
      return Response.json({ message: 'This alert was already sent.', state: 'confirmed' })
    const problem = sendProblem(await alertTexts(payload, id), stored.endsAt)
    if (problem) throw publicError(problem, 400)
    const institutions = (stored.institutions ?? []).map((i) => (typeof i === 'object' ? i.id : i))
    const audience: Audience = await alertAudience(payload, institutions)
    req.context = { ...req.context, [CONFIRMING]: true }
    // As the person: the collection's update access and hooks (an editor's own institutions only).
    await payload.update({
      collection: 'alerts',
      id,
      data: { state: 'confirmed', confirmedAt: new Date().toISOString(), confirmedBy: req.user!.id },
      req,
      overrideAccess: false,
      depth: 0,
    })
    const people = `${audience.total} ${audience.total === 1 ? 'person' : 'people'}`
    const later = Date.parse(stored.startsAt) > Date.now()
    const message = !audience.total
      ? `Confirmed. It is on the site ${later ? `from ${formatDateTime(stored.startsAt, { zone: true })}` : 'now'}; no subscriber follows what it concerns, so nobody is mailed.`
      : later
        ? `Confirmed. It goes on the site at ${formatDateTime(stored.startsAt, { zone: true })} and is mailed then to ${people}.`
        : `Sent. It is on the site now and is mailed within a minute to ${people}.`
    return Response.json({ message, state: 'confirmed', audience })
  },
}
