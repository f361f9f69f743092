import { buildOpenApi } from '@/api-v1/openapi'

/** GET /api/v1/openapi.json: the OpenAPI 3.1 document of the public contract. */
export const dynamic = 'force-static'

export function GET() {
  return Response.json(buildOpenApi(), { headers: { 'Cache-Control': 'public, max-age=3600' } })
}
