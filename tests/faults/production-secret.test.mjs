/**
 * The production server refuses to start without a proper PAYLOAD_SECRET, and says why
 * (`node --test tests/faults/production-secret.test.mjs` after `next build`; part of npm test).
 * Which secrets are refused (missing, short, the demo secret) is the unit test of
 * assertProductionSecret (tests/unit/env.test.ts); this start proves the server applies it before
 * it serves anyone.
 */
import assert from 'node:assert/strict'
import { test } from 'node:test'

import { startTempServer } from '../../scripts/lib/temp-server.mjs'

const PORT = Number(process.env.SECRET_TEST_PORT || 3550)

test(
  'the production server refuses to start without a secret: exit code 1 and the reason',
  { timeout: 120_000 },
  async () => {
    await assert.rejects(
      // An operator who forgot the secret; not demo mode, even if the caller's environment has it.
      startTempServer({ port: PORT, env: { PAYLOAD_SECRET: '', DEMO_MODE: '' }, timeoutMs: 90_000 }),
      (error) => {
        assert.match(error.message, /^the server stopped while starting \(1\)/)
        assert.match(error.message, /PAYLOAD_SECRET is missing, too short \(under 32 characters\) or the demo secret/)
        return true
      },
    )
  },
)
