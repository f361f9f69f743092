/**
 * Runs once when the Next.js server starts, before it serves anyone: initialise Payload, which
 * refuses a default secret in production and applies pending migrations (payload.config.ts onInit),
 * and start its job crons (grievance mail, retention).
 * In demo mode it then fills an empty database with demo content (src/seed/demo.ts). An empty
 * search index on a site with content (just upgraded) is built in the background.
 * If any of that fails the process exits: a server without its content must not pretend to run.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  try {
    const { env } = await import('./config/env')
    const { startPayloadServer } = await import('./content/payload')
    const payload = await startPayloadServer()
    if (env.demoMode) {
      const { runDemoSeed } = await import('./seed/demo')
      await runDemoSeed(payload)
    }
    // After an upgrade that brought site search, its index is built once from the content.
    const { fillEmptySearchIndex } = await import('./search/indexer')
    const { holdsJobLease } = await import('./jobs/runner')
    await fillEmptySearchIndex(payload, () => holdsJobLease(payload))
  } catch (error) {
    console.error(`The server cannot start: ${(error as Error).message}`)
    process.exit(1)
  }
}

/**
 * Any request that fails on the server (pages, route handlers, server actions): one structured log
 * line with the request id, route and error type and message. Bodies and headers are not logged.
 */
export async function onRequestError(
  error: unknown,
  request: { path: string; method: string; headers: Record<string, string | string[] | undefined> },
  context: { routePath: string; routeType: string },
) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { logger } = await import('./services/logger')
  const reqId = request.headers['x-request-id']
  logger.error(
    {
      err: error,
      reqId: Array.isArray(reqId) ? reqId[0] : reqId,
      method: request.method,
      route: context.routePath,
      routeType: context.routeType,
    },
    'request failed',
  )
}
