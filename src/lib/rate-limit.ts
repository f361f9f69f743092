import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { env, isPostgres } from '@/config/env'
import { logger } from '@/lib/logger'

/**
 * Rate limits on what anonymous visitors can write and on staff login (ARCHITECTURE.md "Security
 * baseline"), with rate-limiter-flexible. The counters live in memory for one process (the SQLite
 * setup), or in PostgreSQL when the site runs on it, so that several instances share them.
 *
 * Each limit is `points` requests per `seconds` per client address; RATE_LIMIT_<NAME>=points/seconds
 * overrides it (e.g. RATE_LIMIT_COMPLAINT=5/600), and `off` disables it (tests, benchmarks).
 */
export const LIMITS = {
  /** Grievances: a person files one, perhaps corrects and files again; bots file hundreds. */
  complaint: { points: 10, seconds: 10 * 60 },
  /** Home page visits: one per view; a school's shared address can see many. */
  visitor: { points: 120, seconds: 60 },
  /** Staff login attempts per address (each account also locks after five failures). */
  login: { points: 20, seconds: 15 * 60 },
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
 * The client's address: the last X-Forwarded-For entry, the one added by the server itself (Next.js
 * sets it to the socket address when absent) or by the reverse proxy in front of it, which must set
 * it (nginx: `proxy_set_header X-Forwarded-For $remote_addr;`). Entries further left are the client's
 * own claims and are not trusted.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')
  const last = forwarded?.split(',').map((s) => s.trim()).filter(Boolean).at(-1)
  return (last || headers.get('x-real-ip') || 'unknown').slice(0, 100)
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
    const limit = parseLimit(process.env[`RATE_LIMIT_${name.toUpperCase()}`], LIMITS[name])
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
