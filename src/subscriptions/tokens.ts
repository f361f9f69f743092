import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { formSecret } from '@/config/env'

/**
 * The secret in a subscriber's links (confirm, manage, unsubscribe): `<id>.<token>`, where the token
 * is an HMAC of the id and the subscriber's random `tokenNonce` under the server secret. The
 * database keeps only the nonce and the token's SHA-256 (`tokenHash`): a copy of the database alone
 * opens no subscription. A new nonce (a new confirmation mail) makes the older links invalid.
 */
export const newNonce = () => randomBytes(16).toString('base64url')

const tokenOf = (id: number, nonce: string) =>
  createHmac('sha256', formSecret()).update(`subscriber:${id}:${nonce}`).digest('base64url')

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** The token and its hash for a subscriber. */
export function subscriberToken(id: number, nonce: string): { link: string; hash: string } {
  const token = tokenOf(id, nonce)
  return { link: `${id}.${token}`, hash: hashToken(token) }
}

const LINK = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/

/** The id a link names, when it has the right form (the hash is checked against the row). */
export function parseLink(value: unknown): { id: number; token: string } | null {
  const m = typeof value === 'string' ? LINK.exec(value) : null
  return m ? { id: Number(m[1]), token: m[2]! } : null
}

/** Does `token` match the stored hash? Constant time. */
export function tokenMatches(token: string, storedHash: string | null | undefined): boolean {
  if (!storedHash) return false
  const a = Buffer.from(hashToken(token))
  const b = Buffer.from(storedHash)
  return a.length === b.length && timingSafeEqual(a, b)
}
