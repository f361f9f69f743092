import { buildOpenApi } from '@/api-v1/openapi'

/**
 * GET /api/v1/openapi.json: the OpenAPI 3.1 document of the public contract. Made per request (not
 * at build), since its server is the run-time SITE_URL.
 */
export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json(buildOpenApi(), { headers: { 'Cache-Control': 'public, max-age=3600' } })
}
