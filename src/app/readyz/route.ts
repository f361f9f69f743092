import { getPayloadClient } from '@/content/payload'
import { logger } from '@/lib/logger'

/**
 * GET /readyz: this instance can serve: Payload is initialised and the database answers a query
 * within 3 s. 200 `{ ready: true }`, else 503 with Retry-After (a load balancer takes the instance
 * out meanwhile). Not rate-limited; server.mjs logs it at debug level unless it fails.
 */
export const dynamic = 'force-dynamic'

const TIMEOUT_MS = 3000
type RawDb = { drizzle: unknown; execute: (args: { drizzle: unknown; raw: string }) => unknown }

export async function GET() {
  const headers = { 'Cache-Control': 'no-store' }
  try {
    const db = (await getPayloadClient()).db as unknown as RawDb
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS)))
    try {
      await Promise.race([Promise.resolve(db.execute({ drizzle: db.drizzle, raw: 'SELECT 1' })), timeout])
    } finally {
      clearTimeout(timer)
    }
    return Response.json({ ready: true, database: 'ok' }, { headers })
  } catch (error) {
    logger.warn({ err: error }, 'readyz: the database does not answer')
    return Response.json({ ready: false, database: 'unavailable' }, { status: 503, headers: { ...headers, 'Retry-After': '5' } })
  }
}
