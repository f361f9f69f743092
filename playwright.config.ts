import { defineConfig, devices } from '@playwright/test'

/**
 * Browser tests against the production build (`npm run build` first) served on 127.0.0.1 with a
 * temporary, seeded database (tests/e2e/serve.mjs). Debian's Chromium, never a downloaded browser.
 */
const PORT = Number(process.env.E2E_PORT || 3100)
export const baseURL = `http://127.0.0.1:${PORT}`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node tests/e2e/serve.mjs',
    url: `${baseURL}/`,
    env: { E2E_PORT: String(PORT) },
    timeout: 180_000,
    reuseExistingServer: false,
    // tests/e2e/serve.mjs stops the server and removes its temporary folder on SIGTERM.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
