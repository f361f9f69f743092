/**
 * GET /healthz: the process is up and answers (for a load balancer or systemd). Checks nothing
 * else; /readyz checks the database. Not rate-limited; server.mjs logs it at debug level only.
 */
export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } })
}
