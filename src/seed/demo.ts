import type { Payload } from 'payload'

import { env } from '@/config/env'

import { DEMO_ADMIN, ensureDemoAdmin, seed } from './index'

const log = (line: string) => process.stdout.write(`[seed] ${line}\n`)

/**
 * Demo mode (DEMO_MODE=1, set by `npm run demo`, `npm run dev` and the browser tests): at server
 * start, fill an empty database with demo content, make sure the demo administrator exists, and
 * print where to go. Called from src/instrumentation.ts.
 */
export async function runDemoSeed(payload: Payload) {
  await seed(payload, log)
  await ensureDemoAdmin(payload, log)
  log('done')
  process.stdout.write(
    [
      '',
      `  Site:   ${env.siteUrl}/`,
      `  Admin:  ${env.siteUrl}/admin`,
      `  Login:  ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}   (demo mode only)`,
      '',
    ].join('\n') + '\n',
  )
}
