// @ts-check
/**
 * How many requests to Payload's API (/cms-api) one account, or one client without an account,
 * has in the works at once.
 *
 * The server is one thread: a staff read of 250 versions with their relationships keeps it busy
 * for a large part of a second, and sixteen of them sent at once kept /healthz, every page and
 * every other member of staff waiting for seconds, well inside the 300-a-minute count of staff
 * reads (src/access/read-limits.ts), which bounds how many, not how many at once. So each account
 * has PER_KEY request running; the next ones wait their turn (the admin sends several at once when
 * a view opens, and each is answered in order); past QUEUE_PER_KEY waiting, a request is refused at
 * once with 429 and Retry-After. Other accounts, visitors and the health checks are not held up by
 * one account's queue.
 *
 * The account is the one its session names (Payload's JWT, checked here with the same secret
 * Payload signs it with, so that no one can queue in another's name); a request without a valid
 * session counts as its client address (http/client-address.mjs). Files (`/cms-api/<collection>/file/…`)
 * and exports (`/cms-api/<collection>/export.csv`, the grievance desk's) are not counted: they stream
 * for as long as the reader takes (an export reads in batches, leaving the thread between them), and
 * must not hold the account's other requests. A turn ends when the answer has been sent.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Requests of one account (or client) running at once: one. A heavy read holds the thread for most
 * of its time (the database driver and Payload's population of relationships run on it), so the
 * health check and everyone else wait at most for the stretch of one such read, not of several.
 */
export const PER_KEY = 1
/** Requests of one account (or client) waiting for a turn; more are refused (429). */
export const QUEUE_PER_KEY = 32
/** What a refused request is told to wait, in seconds. */
export const RETRY_AFTER_S = 2
export const BUSY_MESSAGE = 'Too many requests from your account at once. Please wait a moment and try again.'

/** Whether a request to `path` takes a turn: the API, not its files. */
export const isCountedApiPath = (/** @type {string} */ path) =>
  path.startsWith('/cms-api/') && !/^\/cms-api\/[^/]+\/(file\/|export\.)/.test(path)

/**
 * Turns per key: `enter(key)` resolves to a `release` function once the request may run, or to
 * null when the key's queue is full (refuse it). Call `release` exactly once.
 */
export class ConcurrencyGate {
  /** @param {{ perKey?: number, queuePerKey?: number }} [options] */
  constructor({ perKey = PER_KEY, queuePerKey = QUEUE_PER_KEY } = {}) {
    this.perKey = perKey
    this.queuePerKey = queuePerKey
    /** @type {Map<string, { running: number, waiting: (() => void)[] }>} */
    this.keys = new Map()
  }

  /**
   * @param {string} key
   * @returns {Promise<(() => void) | null>}
   */
  async enter(key) {
    let lane = this.keys.get(key)
    if (!lane) this.keys.set(key, (lane = { running: 0, waiting: [] }))
    if (lane.running >= this.perKey) {
      if (lane.waiting.length >= this.queuePerKey) return null
      await new Promise((resolve) =>
        /** @type {NonNullable<typeof lane>} */ (lane).waiting.push(() => resolve(undefined)),
      )
    }
    lane.running++
    let released = false
    return () => {
      if (released) return
      released = true
      const l = /** @type {NonNullable<typeof lane>} */ (lane)
      l.running--
      const next = l.waiting.shift()
      if (next) next()
      else if (l.running === 0) this.keys.delete(key)
    }
  }
}

/** Payload's signing key: the first 32 hex digits of SHA-256 of PAYLOAD_SECRET (payload/dist/index.js). */
export const payloadSigningKey = (/** @type {string} */ secret) =>
  createHash('sha256').update(secret).digest('hex').slice(0, 32)

/**
 * The account a JWT names, if its HS256 signature is valid under `key` and it has not expired;
 * null otherwise.
 * @param {string} token
 * @param {string} key
 * @param {number} [now] ms
 * @returns {string | null}
 */
export function verifiedAccount(token, key, now = Date.now()) {
  const parts = token.split('.')
  if (parts.length !== 3 || !key) return null
  const [header, body, signature] = /** @type {[string, string, string]} */ (parts)
  const expected = createHmac('sha256', key).update(`${header}.${body}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString())
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString())
    if (alg !== 'HS256' || typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null
    const id = claims.id ?? claims.sub
    return id === undefined || id === null ? null : `${claims.collection ?? 'users'}:${id}`
  } catch {
    return null
  }
}

/** The JWT a request carries: `Authorization: JWT …` / `Bearer …`, or the payload-token cookie. */
export function tokenOf(/** @type {import('node:http').IncomingHttpHeaders} */ headers) {
  const auth = /^(?:JWT|Bearer)\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1]
  if (auth) return auth
  return /(?:^|;\s*)payload-token=([^;]+)/.exec(headers.cookie ?? '')?.[1] ?? null
}

/**
 * Whose turn a request takes: its verified account, or its client address.
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {string} clientAddress
 * @param {string} signingKey
 */
export function apiClientKey(headers, clientAddress, signingKey) {
  const token = tokenOf(headers)
  const account = token ? verifiedAccount(token, signingKey) : null
  return account ? `account:${account}` : `address:${clientAddress}`
}
