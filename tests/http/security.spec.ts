import { expect, test } from '../e2e/fixtures'

/**
 * The Content-Security-Policy headers and what the server reveals, over HTTP: a nonce per
 * response for what is rendered for one request, the hashes of its inline scripts for a page the
 * server keeps (server.mjs). Pages that work under the policy in a browser: tests/e2e/security.spec.ts.
 */

const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1]
const scriptSrc = (policy: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src')) ?? ''

test('pages, the CMS API and the admin send a nonce or hash policy without unsafe-inline scripts', async ({
  request,
}) => {
  for (const path of ['/', '/notices', '/cms-api/notices', '/admin/login']) {
    const res = await request.get(path)
    const policy = res.headers()['content-security-policy'] ?? ''
    const scripts = scriptSrc(policy)
    // A page may come from the server's cache (kept pages name their inline scripts by hash); the admin and the CMS API never do.
    expect(scripts, path).toMatch(
      path.startsWith('/admin') || path.startsWith('/cms-api')
        ? /'nonce-[A-Za-z0-9+/=]{20,}'/
        : /'(nonce|sha256)-[A-Za-z0-9+/=]{20,}'/,
    )
    expect(scripts, path).not.toContain('unsafe-inline')
    expect(scripts, path).not.toContain('unsafe-eval')
    for (const directive of ["frame-ancestors 'self'", "object-src 'none'", "base-uri 'self'"])
      expect(policy, path).toContain(directive)
    expect(res.headers()['x-request-id'], path).toMatch(/^[\w-]{8,}$/)
    // Served over plain HTTP here: no HSTS (it is sent when SITE_URL is https://).
    expect(res.headers()['strict-transport-security'], path).toBeUndefined()
  }
})

test("an address's first view has its own nonce on every script; from the second, the kept page names its inline scripts by hash (data blocks, which never run, aside)", async ({
  request,
}) => {
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

test('an unknown page and a failing API call reveal no internals', async ({ request }) => {
  const page = await request.get('/no/such/page')
  expect(page.status()).toBe(404)
  const body = await page.text()
  for (const leak of ['node_modules', 'at async', '/work/', 'webpack', 'SQLITE']) expect(body).not.toContain(leak)
  const api = await request.get('/api/v1/trustee/..%2F..%2Fetc%2Fpasswd')
  expect([400, 404]).toContain(api.status())
  expect(Object.keys(await api.json()).sort()).toEqual(expect.arrayContaining(['message', 'success']))
})
