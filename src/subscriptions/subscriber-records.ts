import type { Payload } from 'payload'
import { z } from 'zod'

import { env } from '@/config/env'
import { isPlainEmail } from '@/grievances/rules'
import type { Lang } from '@/i18n/lang'
import { logger } from '@/services/logger'

import { newNonce, parseLink, subscriberToken, tokenMatches } from './tokens'

/**
 * Subscribers as the server keeps them (src/subscriptions/Subscribers.ts): every read and write here
 * overrides access, since nobody may reach the collection through an API. Nothing here logs an
 * address; errors are logged by their kind only.
 */

export const SUBSCRIPTION_QUEUE = 'subscriptions'
/** Confirmation and "already subscribed" mails go with the other mails (the 10-second queue). */
export const CONFIRM_QUEUE = 'email'

const OVERRIDE = { overrideAccess: true, depth: 0 } as const

export const choicesSchema = z.object({
  institutions: z.array(z.coerce.number().int().positive()).max(50).default([]),
  society: z.boolean().default(false),
  language: z.enum(['en', 'mr']).default('en'),
  mode: z.enum(['immediate', 'digest']).default('immediate'),
})
export type Choices = z.infer<typeof choicesSchema>

export const emailSchema = z.string().trim().toLowerCase().max(254).refine(isPlainEmail)

/** The choices of a posted form (checkboxes `institution`, `society`; `language`, `mode`). */
export function choicesOf(form: FormData, fallbackLang: Lang): Choices | null {
  const parsed = choicesSchema.safeParse({
    institutions: form.getAll('institution').map(String),
    society: form.get('society') === '1',
    language: form.get('language') ?? fallbackLang,
    mode: form.get('mode') ?? 'immediate',
  })
  return parsed.success ? parsed.data : null
}

/** Only institutions that exist and are published count. */
export async function knownInstitutions(payload: Payload, ids: number[]): Promise<number[]> {
  if (!ids.length) return []
  const { docs } = await payload.find({
    collection: 'institutions',
    where: { and: [{ id: { in: ids } }, { _status: { equals: 'published' } }] },
    select: {},
    limit: 50,
    pagination: false,
    ...OVERRIDE,
  })
  return docs.map((d) => d.id)
}

type Outcome = 'created' | 'renewed' | 'already'

/**
 * A subscription request: the answer to the visitor is the same whatever happens here. A new
 * address is stored unconfirmed and gets a confirmation mail; an unconfirmed one takes the new
 * choices and gets a new confirmation mail (the older link stops working); a confirmed one is not
 * changed (anyone may type any address) and gets a mail with its manage link.
 */
export async function requestSubscription(payload: Payload, email: string, choices: Choices): Promise<Outcome> {
  const data = { ...choices, institutions: await knownInstitutions(payload, choices.institutions) }
  const { docs } = await payload.find({
    collection: 'subscribers',
    where: { email: { equals: email } },
    limit: 1,
    ...OVERRIDE,
  })
  const existing = docs[0]
  if (existing?.confirmedAt) {
    await queueMail(payload, existing.id, 'already')
    return 'already'
  }
  if (existing) {
    await payload.update({ collection: 'subscribers', id: existing.id, data, ...OVERRIDE })
    await queueMail(payload, existing.id, 'confirm')
    return 'renewed'
  }
  const nonce = newNonce()
  let created
  try {
    // The hash needs the id: a placeholder first, replaced at once (and at every confirmation mail).
    created = await payload.create({
      collection: 'subscribers',
      data: { ...data, email, tokenNonce: nonce, tokenHash: '-' },
      ...OVERRIDE,
    })
  } catch (error) {
    // Two requests for a new address at once: the unique address refused the second; same answer.
    logger.warn({ errKind: (error as Error)?.name }, 'subscription: request not stored (address taken meanwhile?)')
    return 'already'
  }
  await payload.db.updateOne({
    collection: 'subscribers',
    id: created.id,
    data: { tokenHash: subscriberToken(created.id, nonce).hash },
    req: {},
  })
  await queueMail(payload, created.id, 'confirm')
  return 'created'
}

async function queueMail(payload: Payload, subscriber: number, kind: 'confirm' | 'already') {
  if (!env.smtp) return
  await payload.jobs.queue({ task: 'subscriptionMail', queue: CONFIRM_QUEUE, input: { subscriber, kind } })
}

/** The subscriber a link opens, or null (wrong form, unknown id, old or forged token). */
export async function subscriberOfLink(payload: Payload, value: unknown) {
  const link = parseLink(value)
  if (!link) return null
  const doc = await payload.findByID({
    collection: 'subscribers',
    id: link.id,
    disableErrors: true,
    ...OVERRIDE,
    showHiddenFields: true,
  })
  return doc && tokenMatches(link.token, doc.tokenHash) ? doc : null
}

/** Confirm (the link of the confirmation mail); a confirmed subscription stays as it is. */
export async function confirmSubscription(payload: Payload, value: unknown, now = new Date()): Promise<boolean> {
  const doc = await subscriberOfLink(payload, value)
  if (!doc) return false
  if (!doc.confirmedAt)
    await payload.db.updateOne({
      collection: 'subscribers',
      id: doc.id,
      data: { confirmedAt: now.toISOString() },
      req: {},
    })
  return true
}

export async function updateSubscription(payload: Payload, value: unknown, choices: Choices): Promise<boolean> {
  const doc = await subscriberOfLink(payload, value)
  if (!doc) return false
  await payload.update({
    collection: 'subscribers',
    id: doc.id,
    data: { ...choices, institutions: await knownInstitutions(payload, choices.institutions) },
    ...OVERRIDE,
  })
  return true
}

/** Unsubscribe: the row (the address with it) is deleted. True when a subscription was deleted. */
export async function unsubscribe(payload: Payload, value: unknown): Promise<boolean> {
  const doc = await subscriberOfLink(payload, value)
  if (!doc) return false
  await payload.delete({ collection: 'subscribers', id: doc.id, ...OVERRIDE })
  return true
}
