import { test as base } from '@playwright/test'

import { serveCopy } from './serve.mjs'

export { expect } from '@playwright/test'
export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test'

/**
 * Playwright's test with a production server per worker, on the worker's own copy of the seeded
 * template (tests/e2e/global-setup.ts): workers run side by side and never see each other's
 * changes. Every spec imports `test` and `expect` from here; `baseURL` (and so `page.goto('/')`,
 * `request` and new browser contexts) points at the worker's server.
 */
export const test = base.extend<object, { server: Awaited<ReturnType<typeof serveCopy>> }>({
  server: [
    async ({}, provide, workerInfo) => {
      const template = process.env.E2E_TEMPLATE_DIR
      if (!template)
        throw new Error(
          'E2E_TEMPLATE_DIR is not set: run the browser tests with `npx playwright test` (tests/e2e/global-setup.ts)',
        )
      const server = await serveCopy(template, workerInfo.parallelIndex)
      await provide(server)
      // A server that died during the run: its output says why the tests failed.
      const died = server.child.exitCode !== null || server.child.signalCode !== null
      const output = server.output()
      await server.stop()
      if (died)
        throw new Error(
          `the server of worker ${workerInfo.parallelIndex} exited during the tests:\n${output.slice(-3000)}`,
        )
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ server }, provide) => provide(server.base),
})
