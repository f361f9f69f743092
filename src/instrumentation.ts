/**
 * Runs once when the Next.js server starts, before it serves anyone: initialise Payload, which
 * refuses a default secret in production and applies pending migrations (payload.config.ts onInit),
 * and start its job crons (grievance mail, retention).
 * In demo mode it then fills an empty database with demo content (src/seed/demo.ts).
 * If any of that fails the process exits: a server without its content must not pretend to run.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  try {
    const { startPayloadServer } = await import('./content/payload')
    const payload = await startPayloadServer()
    if (process.env.DEMO_MODE === '1') {
      const { runDemoSeed } = await import('./seed/demo')
      await runDemoSeed(payload)
    }
  } catch (error) {
    console.error(`The server cannot start: ${(error as Error).message}`)
    process.exit(1)
  }
}
