import { expect, test } from './fixtures'

import { DEMO_ADMIN } from '../../src/seed/demo-admin'
import { adminLogin, hydrated } from './helpers'

/**
 * The Content-Security-Policy on the production server, and pages that still work under it: a nonce
 * per response for what is rendered for one request (the admin, the first view of an address), the
 * hashes of its inline scripts for a page the server keeps and sends to everyone (server.mjs).
 */

const scriptSrc = (policy: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src')) ?? ''

for (const [lang, path] of [
  ['English', '/'],
  ['Marathi', '/mr'],
] as const) {
  test(`a kept ${lang} page works under its hash policy and refuses an injected inline script`, async ({ page }) => {
    const violations: string[] = []
    page.on('console', (msg) => {
      if (/Content Security Policy|Refused to (execute|load|apply|frame)/i.test(msg.text())) violations.push(msg.text())
    })
    // The first two views make the server keep the page; this one is the kept copy.
    for (let i = 0; i < 2; i++) await page.request.get(path)
    const res = await page.goto(path)
    expect(scriptSrc(res!.headers()['content-security-policy']!)).toMatch(/^script-src 'self'( 'sha256-[^']+')+$/)
    // Its stylesheets are in the page (page-cache/inline-styles.mjs): no request holds the first paint
    // back, and the styles apply (the reset's body margin, not the browser's 8px). Their links stay,
    // disabled, so that React takes them as loaded and does not fetch them after hydration.
    const html = await res!.text()
    expect(html, 'an enabled stylesheet link in the kept page').not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/)
    expect(html).toMatch(/<link rel="stylesheet"[^>]*disabled/)
    expect(await page.locator('head style[data-href^="/_next/static/"]').count()).toBeGreaterThan(0)
    const blocking = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .flatMap((e) =>
          (e as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus === 'blocking'
            ? [e.name]
            : [],
        ),
    )
    expect(blocking).toEqual([])
    await expect(page.locator('body')).toHaveCSS('margin', '0px')
    await hydrated(page)
    // A client interaction: the carousel's pause button answers (React handles the click).
    const toggle = page.getByTestId('carousel-toggle')
    const label = await toggle.textContent()
    await toggle.click()
    await expect(toggle).not.toHaveText(label!)
    expect(violations).toEqual([])
    const sheets = await page.evaluate(() =>
      performance.getEntriesByType('resource').flatMap((e) => (e.name.endsWith('.css') ? [e.name] : [])),
    )
    expect(sheets, 'stylesheets fetched after hydration').toEqual([])

    // A script the page did not render is refused: the violation is reported and the script does not run.
    const refused = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener(
            'securitypolicyviolation',
            (e) => resolve(`${e.effectiveDirective} ${e.blockedURI}`),
            { once: true },
          )
          const script = document.createElement('script')
          script.textContent = 'window.__injected = true'
          document.body.append(script)
        }),
    )
    expect(refused).toMatch(/^script-src(-elem)? inline$/)
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined()
  })
}

test('the site and the admin run under the policy without violations', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (execute|load|apply|frame)/i.test(msg.text())) violations.push(msg.text())
  })
  await page.goto('/')
  await expect(page.getByTestId('counter-value').first()).toBeVisible()
  await page.goto('/institutions/1/past-results')
  await page.goto('/grievances')
  await adminLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password, '/admin/collections/notices/create')
  await expect(page.getByLabel('Title')).toBeVisible()
  expect(violations).toEqual([])
})
