import { expect, test } from '@playwright/test'

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

test('the production server refuses to start without a proper secret, and says why', async () => {
  test.setTimeout(180_000)
  const { spawn } = await import('node:child_process')
  const { mkdtempSync, rmSync } = await import('node:fs')
  const dir = mkdtempSync('/tmp/society-secret-')
  for (const secret of ['', 'demo-secret-do-not-use-in-production', 'short']) {
    const server = spawn(process.execPath, ['server.mjs'], {
      env: { ...process.env, HOST: '127.0.0.1', PORT: '3199', NODE_ENV: 'production', PAYLOAD_SECRET: secret, DEMO_MODE: '', DATABASE_URL: `file:${dir}/x.db`, UPLOADS_DIR: `${dir}/u` },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    server.stdout.on('data', (d) => (output += d))
    server.stderr.on('data', (d) => (output += d))
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => (server.kill('SIGKILL'), resolve(null)), 60_000)
      server.on('exit', (c) => (clearTimeout(timer), resolve(c)))
    })
    expect(code, output).toBe(1)
    expect(output).toContain('PAYLOAD_SECRET is missing, too short')
  }
  rmSync(dir, { recursive: true, force: true })
})
