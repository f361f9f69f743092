import { createHash } from 'node:crypto'

import { type Payload, ValidationError } from 'payload'

import { MAX_AGE_MS } from '@/lib/form-token'

/*
 * Used tokens are remembered in the database, in Payload's key-value collection (`payload-kv`, a
 * unique key), so that single use holds across restarts and across instances sharing PostgreSQL.
 * The unique key makes the claim atomic: of two requests with one token, one insert fails. The key
 * starts with the issue time, so entries past MAX_AGE_MS (which checkFormToken refuses anyway) are
 * found by a key range and deleted.
 */
const KV = 'payload-kv'
const PREFIX = 'grievance-form-token:'
/** Mocked request, as Payload's own key-value adapter does: no transaction, no request overhead. */
const req = {}

const keyOf = (token: string) =>
  `${PREFIX}${token.slice(0, 13)}:${createHash('sha256').update(token).digest('hex').slice(0, 40)}`

/** Claim a checked token for one grievance: true the first time, false once it has been used. */
export async function claimFormToken(payload: Payload, token: string, now: number = Date.now()): Promise<boolean> {
  await forgetExpiredTokens(payload, now)
  try {
    await payload.db.create({ collection: KV, data: { key: keyOf(token), data: { used: now } }, req })
    return true
  } catch (error) {
    if (error instanceof ValidationError && error.data.errors.some((e) => e.path === 'key')) return false
    throw error
  }
}

/** Give a token back when its grievance could not be stored, so that the complainant can retry. */
export async function releaseFormToken(payload: Payload, token: string): Promise<void> {
  await payload.db.deleteOne({ collection: KV, where: { key: { equals: keyOf(token) } }, req })
}

const PRUNE_EVERY_MS = 10 * 60 * 1000
let prunedAt = 0

async function forgetExpiredTokens(payload: Payload, now: number) {
  if (now - prunedAt < PRUNE_EVERY_MS) return
  prunedAt = now
  const before = `${PREFIX}${String(now - MAX_AGE_MS - 60_000).padStart(13, '0')}`
  await payload.db.deleteMany({
    collection: KV,
    where: { and: [{ key: { like: PREFIX } }, { key: { less_than: before } }] },
    req,
  })
}
