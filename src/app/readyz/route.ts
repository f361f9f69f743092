import { env } from '@/config/env'
import { checkObjectStore } from '@/config/storage'
import { getPayloadClient } from '@/content/payload'
import { logger } from '@/services/logger'

/**
 * GET /readyz: this instance can serve: Payload is initialised, the database answers a query and,
 * when uploads live in an object store (S3_*), the bucket answers a HeadBucket, all within 3 s.
 * 200 `{ ready: true, database: "ok" }` (plus `objectStore: "ok"` with S3_*), else 503 with
 * Retry-After and what failed (a load balancer takes the instance out meanwhile). Not rate-limited;
 * server.mjs logs it at debug level unless it fails.
 */
export const dynamic = 'force-dynamic'

const TIMEOUT_MS = 3000
type RawDb = { drizzle: unknown; execute: (args: { drizzle: unknown; raw: string }) => unknown }
type State = 'ok' | 'unavailable'

export async function GET() {
  const headers = { 'Cache-Control': 'no-store' }
  const abort = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`no answer within ${TIMEOUT_MS} ms`)
      abort.abort(error)
      reject(error)
    }, TIMEOUT_MS)
  })
  const within = <T>(work: Promise<T>) => Promise.race([work, timeout])
  const database = within(
    (async () => {
      const db = (await getPayloadClient()).db as unknown as RawDb
      await db.execute({ drizzle: db.drizzle, raw: 'SELECT 1' })
    })(),
  ).then(
    (): State => 'ok',
    (error: unknown): State => {
      logger.warn({ err: error }, 'readyz: the database does not answer')
      return 'unavailable'
    },
  )
  const objectStore = env.s3
    ? within(checkObjectStore(abort.signal)).then(
        (): State => 'ok',
        (error: unknown): State => {
          logger.warn({ err: error }, 'readyz: the object store does not answer')
          return 'unavailable'
        },
      )
    : undefined
  try {
    const result = { database: await database, ...(objectStore ? { objectStore: await objectStore } : {}) }
    const ready = Object.values(result).every((state) => state === 'ok')
    return ready
      ? Response.json({ ready, ...result }, { headers })
      : Response.json({ ready, ...result }, { status: 503, headers: { ...headers, 'Retry-After': '5' } })
  } finally {
    clearTimeout(timer)
  }
}
