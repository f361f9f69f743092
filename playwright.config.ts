import { defineConfig, devices } from '@playwright/test'

/**
 * HTTP and browser tests against the production build (`npm run build` first). The global setup
 * (tests/e2e/global-setup.ts) makes the seeded demo folder once and starts a server per worker slot
 * on its own copy, on 127.0.0.1 (ports E2E_PORT + 1 + n; E2E_PORT, default 3100, seeds the demo when
 * no seeded copy was handed over), so workers run in parallel and never see each other's changes;
 * both projects' workers of a slot use its server (tests/e2e/fixtures.ts). E2E_WORKERS sets how many
 * (default 2, one per core of the machines this runs on; 1 for a single spec file).
 *
 * Two projects (docs/testing.md says which a new test belongs to):
 * - `http` (tests/http): what the server says (HTML read with a DOM parser, status codes, links,
 *   forms posted as a browser without JavaScript posts them, the API). Its tests use `request` only,
 *   so its workers never start a browser.
 * - `browser` (tests/e2e): what only a browser shows (scripts, focus, layout, axe, the admin's UI),
 *   in Debian's chromium-headless-shell (CHROMIUM_PATH), never a downloaded browser.
 */
export default defineConfig({
  testDir: 'tests',
  globalSetup: './tests/e2e/global-setup.ts',
  // Files whose tests share what a beforeAll created run their tests in order in one worker
  // (`test.describe.configure({ mode: 'default' })` there); every other test is spread on its own.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    // A trace records every action's DOM and screenshots for every test, kept or not: on a 2-core
    // machine that costs the whole run time. E2E_TRACE=1 records them and keeps a failed test's.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // One browser context per worker, reset between tests (cookies, storage, cache, routes, extra
    // pages, viewport: Playwright's own reset), instead of a new context and page per test. A new
    // page costs Chromium a new renderer that compiles the site's scripts again: measured here,
    // about 1.2 CPU-seconds of each test's 2.2 for a test that opens one page. A test that needs
    // other context options (JavaScript off, a time zone, permissions) still gets a fresh one.
    reuseContext: true,
    // A page in motion keeps Chromium drawing 60 frames a second in software: the home page's
    // notice strip alone cost about a quarter of a core for as long as it was open (measured here,
    // 1.3 CPU-s in 5 s idle; 0.1 with reduced motion), and all of it came to about 7 % of the
    // browser's CPU over the suite. So the tests' browser asks for reduced motion, and the tests of
    // motion (the strip, the carousel, the counters) ask for it back with `emulateMedia`.
    reducedMotion: 'reduce',
    launchOptions: {
      // The same engine as Debian's chromium without the browser's interface layer: about 28 % less
      // browser CPU for the same pages.
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // The browser's CPU is most of the suite's time on 2 cores. Measured on pages.spec.ts and
        // marathi.spec.ts (62 tests, cgroup CPU counter): Chromium 187–196 CPU-s without these two,
        // 154–168 with them. Neither changes what a page does:
        // - V8 stops at its baseline compiler (Sparkplug): a test page lives for seconds, too short
        //   for the optimizing compilers' background work to pay for itself;
        // - one renderer process per tab instead of one per site: every page here is 127.0.0.1.
        '--js-flags=--max-opt=1',
        '--disable-site-isolation-trials',
      ],
    },
  },
  projects: [
    { name: 'http', testDir: 'tests/http' },
    {
      name: 'browser',
      testDir: 'tests/e2e',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
})
