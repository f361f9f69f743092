import { routeApiRequest } from '@/api-v1/router'

/**
 * The public JSON contract. Routing lives in src/api-v1 (one table of resource paths); the
 * production server (server.mjs) logs each request.
 */
export const dynamic = 'force-dynamic'

/** `path` is absent for /api/v1 itself (answered 404 in the contract's envelope). */
type Ctx = { params: Promise<{ path?: string[] }> }

const handle =
  (method: string) =>
  async (request: Request, { params }: Ctx) =>
    routeApiRequest(method, request, (await params).path ?? [])

export const GET = handle('GET')
export const POST = handle('POST')
export const PUT = handle('PUT')
export const PATCH = handle('PATCH')
export const DELETE = handle('DELETE')
