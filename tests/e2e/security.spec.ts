import { expect, test } from './fixtures'

import { DEMO_ADMIN } from '../../src/seed/demo-admin'
import { adminLogin, hydrated } from './helpers'

/**
 * The Content-Security-Policy on the production server, and pages that still work under it: a nonce
 * per response for what is rendered for one request (the admin, the first view of an address), the
 * hashes of its inline scripts for a page the server keeps and sends to everyone (server.mjs).
 */

const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1]
const scriptSrc = (policy: string) => policy.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src')) ?? ''

test('pages, the CMS API and the admin send a nonce or hash policy without unsafe-inline scripts', async ({ request }) => {
  for (const path of ['/', '/notices', '/cms-api/notices', '/admin/login']) {
    const res = await request.get(path)
    const policy = res.headers()['content-security-policy'] ?? ''
    const scripts = scriptSrc(policy)
    // A page may come from the server's cache (kept pages name their inline scripts by hash); the admin and the CMS API never do.
    expect(scripts, path).toMatch(path.startsWith('/admin') || path.startsWith('/cms-api') ? /'nonce-[A-Za-z0-9+/=]{20,}'/ : /'(nonce|sha256)-[A-Za-z0-9+/=]{20,}'/)
    expect(scripts, path).not.toContain('unsafe-inline')
    expect(scripts, path).not.toContain('unsafe-eval')
    for (const directive of ["frame-ancestors 'self'", "object-src 'none'", "base-uri 'self'"]) expect(policy, path).toContain(directive)
    expect(res.headers()['x-request-id'], path).toMatch(/^[\w-]{8,}$/)
    // Served over plain HTTP here: no HSTS (it is sent when SITE_URL is https://).
    expect(res.headers()['strict-transport-security'], path).toBeUndefined()
  }
})

test("an address's first view has its own nonce on every script; from the second, the kept page names its inline scripts by hash (data blocks, which never run, aside)", async ({ request }) => {
  // An address of its own, so that no other test has made the server keep it yet.
  const path = `/?csp=${Date.now()}`
  const a = await request.get(path)
  const nonceA = nonceOf(a.headers()['content-security-policy']!)
  expect(nonceA).toBeTruthy()
  expect(a.headers()['cache-control']).toContain('no-store')
  const html = await a.text()
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
  // schema.org JSON-LD is a data block: the browser never runs it, so the policy does not apply.
  const scripts = tags.filter((tag) => !tag.includes('type="application/ld+json"'))
  expect(tags.length - scripts.length, 'the home page has its JSON-LD').toBeGreaterThan(0)
  expect(scripts.length).toBeGreaterThan(0)
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonceA}"`)

  const kept = await request.get(path)
  const policy = kept.headers()['content-security-policy']!
  expect(scriptSrc(policy)).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+$/)
  expect(kept.headers()['cache-control']).toMatch(/^public, /)
  expect(kept.headers().etag).toBeTruthy()
  expect(await kept.text()).not.toMatch(/<script[^>]* nonce=/)
})

for (const [lang, path] of [['English', '/'], ['Marathi', '/mr']] as const) {
  test(`a kept ${lang} page works under its hash policy and refuses an injected inline script`, async ({ page }) => {
    const violations: string[] = []
    page.on('console', (msg) => {
      if (/Content Security Policy|Refused to (execute|load|apply|frame)/i.test(msg.text())) violations.push(msg.text())
    })
    // The first two views make the server keep the page; this one is the kept copy.
    for (let i = 0; i < 2; i++) await page.request.get(path)
    const res = await page.goto(path)
    expect(scriptSrc(res!.headers()['content-security-policy']!)).toMatch(/^script-src 'self'( 'sha256-[^']+')+$/)
    // Its stylesheets are in the page (server/inline-styles.mjs): no request holds the first paint
    // back, and the styles apply (the reset's body margin, not the browser's 8px).
    expect((await res!.text()).includes('<link rel="stylesheet"'), 'a stylesheet link in the kept page').toBe(false)
    expect(await page.locator('head style[data-href^="/_next/static/"]').count()).toBeGreaterThan(0)
    const blocking = await page.evaluate(() =>
      performance.getEntriesByType('resource').flatMap((e) => ((e as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus === 'blocking' ? [e.name] : [])),
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

    // A script the page did not render is refused: the violation is reported and the script does not run.
    const refused = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (e) => resolve(`${e.effectiveDirective} ${e.blockedURI}`), { once: true })
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

test('an unknown page and a failing API call reveal no internals', async ({ request }) => {
  const page = await request.get('/no/such/page')
  expect(page.status()).toBe(404)
  const body = await page.text()
  for (const leak of ['node_modules', 'at async', '/work/', 'webpack', 'SQLITE']) expect(body).not.toContain(leak)
  const api = await request.get('/api/v1/trustee/..%2F..%2Fetc%2Fpasswd')
  expect([400, 404]).toContain(api.status())
  expect(Object.keys(await api.json()).sort()).toEqual(expect.arrayContaining(['message', 'success']))
})
