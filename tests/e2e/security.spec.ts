import { expect, test } from './fixtures'

import { DEMO_ADMIN } from '../../src/seed/demo-admin'
import { adminLogin } from './helpers'

/** The Content-Security-Policy with nonces, on the production server, and pages that still work under it. */

const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1]

test('pages, the CMS API and the admin send a nonce-based policy without unsafe-inline scripts', async ({ request }) => {
  for (const path of ['/', '/notices', '/cms-api/notices', '/admin/login']) {
    const res = await request.get(path)
    const policy = res.headers()['content-security-policy'] ?? ''
    const scripts = policy.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src')) ?? ''
    expect(scripts, path).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/)
    expect(scripts, path).not.toContain('unsafe-inline')
    expect(scripts, path).not.toContain('unsafe-eval')
    for (const directive of ["frame-ancestors 'self'", "object-src 'none'", "base-uri 'self'"]) expect(policy, path).toContain(directive)
    expect(res.headers()['x-request-id'], path).toMatch(/^[\w-]{8,}$/)
    // Served over plain HTTP here: no HSTS (it is sent when SITE_URL is https://).
    expect(res.headers()['strict-transport-security'], path).toBeUndefined()
  }
})

test('each response has its own nonce, and every script of the page carries it (data blocks, which never run, aside)', async ({ request }) => {
  const a = await request.get('/')
  const b = await request.get('/')
  const nonceA = nonceOf(a.headers()['content-security-policy']!)
  expect(nonceA).toBeTruthy()
  expect(nonceA).not.toBe(nonceOf(b.headers()['content-security-policy']!))
  const html = await a.text()
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
  // schema.org JSON-LD is a data block: the browser never runs it, so the policy does not apply.
  const scripts = tags.filter((tag) => !tag.includes('type="application/ld+json"'))
  expect(tags.length - scripts.length, 'the home page has its JSON-LD').toBeGreaterThan(0)
  expect(scripts.length).toBeGreaterThan(0)
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonceA}"`)
})

test('the site and the admin run under the policy without violations', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (execute|load|apply|frame)/i.test(msg.text())) violations.push(msg.text())
  })
  await page.goto('/')
  await expect(page.getByTestId('counter-value').first()).toBeVisible()
  await page.goto('/institutions/1/past-results')
  await page.goto('/grievances')
  await adminLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password)
  await page.goto('/admin/collections/notices/create')
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
