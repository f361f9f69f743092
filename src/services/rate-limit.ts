import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { env, isPostgres } from '@/config/env'
import { logger } from '@/services/logger'

import { CLIENT_ADDRESS_HEADER, clientAddressOf, parseTrustProxy, type TrustProxy } from '../../http/client-address.mjs'

/**
 * Rate limits on what anonymous visitors can write and on staff login (ARCHITECTURE.md "Security
 * baseline"), with rate-limiter-flexible. The counters live in memory for one process (the SQLite
 * setup), or in PostgreSQL when the site runs on it, so that several instances share them.
 *
 * Each limit is `points` requests per `seconds` per client address (per mobile number and per email
 * address for `complainant`); RATE_LIMIT_<NAME>=points/seconds overrides it (e.g.
 * RATE_LIMIT_COMPLAINT=5/600), and `off` disables it (tests, benchmarks).
 */
export const LIMITS = {
  /**
   * Grievances per address: high enough for a college network behind one address on results day
   * (30 people in ten minutes); one person is held back by `complainant` below.
   */
  complaint: { points: 30, seconds: 10 * 60 },
  /** Grievances per mobile number and per email address: a person files one, perhaps corrects it and files again. */
  complainant: { points: 5, seconds: 60 * 60 },
  /** Admission enquiries per address (/admission and each school's Admission section): a school office or cybercafé may send many. */
  enquiry: { points: 30, seconds: 10 * 60 },
  /** Admission enquiries per mobile number and per email address: a parent asks a few schools, perhaps for two children. */
  enquirer: { points: 5, seconds: 60 * 60 },
  /** Home page visits: one per view; a school's shared address can see many. */
  visitor: { points: 120, seconds: 60 },
  /** Staff login and password-reset requests per address, whatever the account. */
  login: { points: 20, seconds: 15 * 60 },
  /**
   * Failed staff logins per account from one address (a success clears it). Not per account
   * alone: then anyone could lock any account out; from another address its owner still signs in
   * (src/collections/staff-auth.ts).
   */
  loginAccount: { points: 5, seconds: 15 * 60 },
  /** Password-reset mails per account (the typed address), from any address: nobody floods a mailbox. */
  passwordReset: { points: 3, seconds: 60 * 60 },
  /**
   * Site searches per address (/search): each runs queries the page cache cannot answer for new
   * words; a person types a few a minute, a school's shared address many more.
   */
  search: { points: 60, seconds: 60 },
  /**
   * Share cards (/og/…) drawn per address: a card already drawn is served from memory without
   * counting (src/seo/card-cache.ts), so this holds back only someone making the server draw many.
   */
  shareCard: { points: 30, seconds: 60 },
  /** Grievance status look-ups per address (/grievances/status): a person checks a few times; guessing needs many. */
  statusClient: { points: 20, seconds: 10 * 60 },
  /**
   * Status look-ups per reference from one address: the owner needs a few; guessing a contact needs
   * many. Per address too, so that a guesser never locks the complainant out.
   */
  statusReference: { points: 10, seconds: 60 * 60 },
  /**
   * Reads through Payload's API (/cms-api) per staff account (src/access/cms-queries/read-limits.ts). The admin
   * draws its pages on the server; over the API it asks only for what a person does next (a
   * relationship picker's search as they type, a lock, an album's photos), a few requests a minute;
   * a script reading everything at full speed is held to a few a second.
   */
  staffReads: { points: 300, seconds: 60 },
  /** Email subscription requests per address (/subscribe): a family subscribes once; a school's shared address many times. */
  subscribe: { points: 20, seconds: 10 * 60 },
  /** Subscription requests per email address, from anywhere: nobody floods a mailbox with confirmation mails. */
  subscriber: { points: 3, seconds: 60 * 60 },
} as const

export type LimitName = keyof typeof LIMITS

/** `10/600` → { points: 10, seconds: 600 }; `off` → null; anything else → the default. */
export function parseLimit(value: string | undefined, fallback: { points: number; seconds: number }) {
  if (!value) return fallback
  if (value.trim() === 'off') return null
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value)
  if (!m || Number(m[1]) < 1 || Number(m[2]) < 1) return fallback
  return { points: Number(m[1]), seconds: Number(m[2]) }
}

/**
 * The client's address (http/client-address.mjs): under the production server (server.mjs), the
 * address it computed from the socket and, per TRUST_PROXY, X-Forwarded-For, passed in a header it
 * always sets itself (a client's own value is replaced). Without it (`next dev`, `next start`, the
 * integration tests) there is no socket address here: X-Forwarded-For as TRUST_PROXY says, or
 * `unknown` for everyone when TRUST_PROXY is unset (all clients share one allowance).
 */
export function clientAddress(headers: Headers): string {
  if (env.clientAddressFromServer) return (headers.get(CLIENT_ADDRESS_HEADER) || 'unknown').slice(0, 100)
  return clientAddressOf(undefined, headers.get('x-forwarded-for'), trustProxy())
}

let trust: { value: string | undefined; parsed: TrustProxy } | undefined
function trustProxy(): TrustProxy {
  const value = env.trustProxy
  if (!trust || trust.value !== value) trust = { value, parsed: parseTrustProxy(value) }
  return trust.parsed
}

let pgPool: unknown
async function storeFor(name: LimitName, limit: { points: number; seconds: number }): Promise<RateLimiterAbstract> {
  const memory = new RateLimiterMemory({ keyPrefix: name, points: limit.points, duration: limit.seconds })
  if (!isPostgres(env.databaseUrl)) return memory
  const { Pool } = await import('pg')
  pgPool ??= new Pool({ connectionString: env.databaseUrl, max: 2 })
  // The store creates its table on first use; wait for it, and keep limiting per instance if
  // PostgreSQL cannot be used (or becomes unreachable later: the insurance limiter).
  return new Promise<RateLimiterAbstract>((resolve) => {
    const store: RateLimiterPostgres = new RateLimiterPostgres(
      {
        storeClient: pgPool,
        storeType: 'pool',
        tableName: 'rate_limits',
        keyPrefix: name,
        points: limit.points,
        duration: limit.seconds,
        clearExpiredByTimeout: true,
        insuranceLimiter: memory,
      },
      (error?: Error) => {
        if (error) logger.warn({ err: error }, 'rate limits kept in memory: the PostgreSQL store is unavailable')
        resolve(error ? memory : store)
      },
    )
  })
}

const limiters = new Map<LimitName, Promise<RateLimiterAbstract | null>>()

function limiter(name: LimitName): Promise<RateLimiterAbstract | null> {
  let entry = limiters.get(name)
  if (!entry) {
    const limit = parseLimit(env.rateLimit(name), LIMITS[name])
    entry = limit ? storeFor(name, limit) : Promise.resolve(null)
    limiters.set(name, entry)
  }
  return entry
}

/** Count one request; returns null when allowed, else the seconds to wait (for Retry-After). */
export async function takeToken(name: LimitName, key: string): Promise<number | null> {
  const l = await limiter(name)
  if (!l) return null
  try {
    await l.consume(key)
    return null
  } catch (result) {
    if (result instanceof RateLimiterRes) return Math.max(1, Math.ceil(result.msBeforeNext / 1000))
    throw result
  }
}

/**
 * Count a grievance (or, with `name` 'enquirer', an admission enquiry) against its mobile number and
 * its email address (both count); null when both allow it, else the seconds to wait.
 */
export async function complainantWait(
  mobile: string,
  email: string,
  name: LimitName = 'complainant',
): Promise<number | null> {
  const waits = await Promise.all([
    takeToken(name, `mobile:${mobile.replace(/\D/g, '').slice(-10)}`),
    takeToken(name, `email:${email.trim().toLowerCase().slice(0, 254)}`),
  ])
  const longest = Math.max(...waits.map((w) => w ?? 0))
  return longest > 0 ? longest : null
}

/** Forget what `key` has used of a limit (a successful login clears its failures). */
export async function forgetTokens(name: LimitName, key: string): Promise<void> {
  await (await limiter(name))?.delete(key)
}

/** Forget the limiters (tests change the limits between cases). */
export function resetRateLimits() {
  limiters.clear()
}

/** "2 minutes" / "45 seconds": for the messages. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}
