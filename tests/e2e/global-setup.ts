import { rmSync } from 'node:fs'

import type { FullConfig } from '@playwright/test'

import { prepareTemplate, startServers } from './serve.mjs'

/**
 * Once per run: the seeded demo folder (E2E_TEMPLATE_DIR, which subscriptions.spec.ts copies for a
 * server of its own) and a server per worker slot on its own copy (E2E_SERVERS, read by
 * tests/e2e/fixtures.ts). Both reach the workers through the environment; the function returned
 * stops the servers and removes the folders at the end.
 */
export default async function globalSetup(config: FullConfig) {
  const template = await prepareTemplate()
  try {
    const { servers, stop } = await startServers(template, config.workers)
    process.env.E2E_TEMPLATE_DIR = template
    process.env.E2E_SERVERS = JSON.stringify(servers)
    return async () => {
      await stop()
      rmSync(template, { recursive: true, force: true })
    }
  } catch (error) {
    rmSync(template, { recursive: true, force: true })
    throw error
  }
}
