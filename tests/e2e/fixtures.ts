import { test as base } from '@playwright/test'

import { serverDied, slotServer, type SlotServer } from './serve.mjs'

export { expect } from '@playwright/test'
export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test'

/**
 * Playwright's test with the production server of the worker's slot (tests/e2e/global-setup.ts:
 * one per slot, on its own copy of the seeded demo), so workers run side by side and never see each
 * other's changes. Every spec imports `test` and `expect` from here; `baseURL` (and so
 * `page.goto('/')`, `request` and new browser contexts) points at the slot's server.
 */
export const test = base.extend<object, { server: SlotServer }>({
  server: [
    async ({}, provide, workerInfo) => {
      const server = slotServer(workerInfo.parallelIndex)
      await provide(server)
      const output = serverDied(server)
      if (output !== null)
        throw new Error(`the server of worker slot ${workerInfo.parallelIndex} exited during the tests:\n${output}`)
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ server }, provide) => provide(server.base),
})
