import { dispatch } from '@/api-v1/dispatch'
import { logger } from '@/lib/logger'

/** The public JSON contract. Routing lives in src/api-v1 (one table of resource paths). */
export const dynamic = 'force-dynamic'

/** `path` is absent for /api/v1 itself (answered 404 in the contract's envelope). */
type Ctx = { params: Promise<{ path?: string[] }> }

/**
 * One structured log line per request: request id (src/proxy.ts), method, path (no query string,
 * which is where a visitor's input would be), status and duration. Never bodies.
 */
const handle = (method: string) => async (request: Request, { params }: Ctx) => {
  const started = performance.now()
  const path = (await params).path ?? []
  const response = await dispatch(method, request, path)
  logger.info(
    {
      reqId: request.headers.get('x-request-id')?.slice(0, 64) || crypto.randomUUID(),
      method,
      route: `/api/v1/${path.join('/')}`.slice(0, 200),
      status: response.status,
      ms: Math.round(performance.now() - started),
    },
    'api request',
  )
  return response
}

export const GET = handle('GET')
export const POST = handle('POST')
export const PUT = handle('PUT')
export const PATCH = handle('PATCH')
export const DELETE = handle('DELETE')
