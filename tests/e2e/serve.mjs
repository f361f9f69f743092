/**
 * Serve the production build for the browser tests (playwright.config.ts webServer) on a fresh
 * temporary database, with the helper every test uses (scripts/lib/temp-server.mjs). Demo mode
 * makes the server migrate it and seed the demo content and administrator at start. Runs until
 * stopped (SIGTERM/SIGINT), then stops the server and removes the temporary folder.
 */
import { startTempServer } from '../../scripts/lib/temp-server.mjs'

const port = Number(process.env.E2E_PORT || 3100)
// Every test request comes from 127.0.0.1: limits high enough for the suites (the limits themselves
// are tested in tests/integration/rate-limit.test.ts and tests/faults/client-address.test.mjs).
const limits = { RATE_LIMIT_COMPLAINT: '2000/60', RATE_LIMIT_COMPLAINANT: '2000/60', RATE_LIMIT_VISITOR: '20000/60', RATE_LIMIT_LOGIN: '2000/60', RATE_LIMIT_SEARCH: '2000/60' }
const env = Object.fromEntries(Object.entries(limits).map(([name, value]) => [name, process.env[name] || value]))

const server = await startTempServer({ port, demo: true, env })
process.stderr.write(`e2e: serving ${server.base} from ${server.dir}\n`)
let stopping = false
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, async () => {
    if (stopping) return
    stopping = true
    await server.stop()
    process.exit(0)
  })
}
// If the server dies by itself, say so and end (Playwright then reports the tests' failures).
server.exited.then(({ code, signal }) => {
  if (stopping) return
  process.stderr.write(`e2e: the server exited (${code ?? signal}):\n${server.output().slice(-3000)}\n`)
  process.exit(1)
})
