import { expect, test } from '../e2e/fixtures'

/** The public contract over real HTTP on the production server. */

test('GET /api/v1/openapi.json serves the OpenAPI 3.1 document of every path', async ({ request }) => {
  const res = await request.get('/api/v1/openapi.json')
  expect(res.status()).toBe(200)
  const doc = await res.json()
  expect(doc.openapi).toBe('3.1.0')
  for (const path of [
    '/api/v1/trustee',
    '/api/v1/notice',
    '/api/v1/complaint',
    '/api/v1/visitor',
    '/api/v1/school/gallery/institute/{galleryInstitute}/{year}',
  ]) {
    expect(Object.keys(doc.paths)).toContain(path)
  }
})

test('a grievance posted over HTTP is stored, answered with a reference, and private', async ({ request }) => {
  const [inst] = (await (await request.get('/api/v1/institute')).json()).data
  const res = await request.post('/api/v1/complaint', {
    data: {
      name: 'Asha',
      mname: 'Rao',
      dob: '2004-05-17',
      type: 'Verification',
      enrollment: '',
      mobile: '9876543210',
      email: 'asha@example.org',
      message: 'Please verify my degree certificate.',
      tid: '1',
      institute_id: String(inst.id),
    },
  })
  expect(res.status()).toBe(200)
  const { data } = await res.json()
  expect(data.reference).toMatch(/^GRV-\d{4}-/)

  // Payload's REST API without a login refuses to list grievances.
  const anonymous = await request.get('/cms-api/grievances')
  expect(anonymous.status()).toBe(403)
  const create = await request.post('/cms-api/grievances', { data: { reference: 'x' } })
  expect(create.status()).toBe(403)
})

test('bad input gets a clear 4xx envelope, never a 500 or a stack trace', async ({ request }) => {
  const cases = [
    request.post('/api/v1/complaint', { data: '{"name":', headers: { 'content-type': 'application/json' } }),
    request.post('/api/v1/complaint', { data: 'a=b', headers: { 'content-type': 'text/plain' } }),
    request.post('/api/v1/complaint', { data: { message: 'x'.repeat(20_000) } }),
    request.get('/api/v1/trustee/abc'),
    request.get('/api/v1/trustee/-1'),
    request.get('/api/v1/notice?year=2025'),
    request.get('/api/v1/school/gallery/institute/..%2F..%2Fetc'),
    request.delete('/api/v1/notice'),
  ]
  for (const res of await Promise.all(cases)) {
    expect(res.status(), res.url()).toBeGreaterThanOrEqual(400)
    expect(res.status(), res.url()).toBeLessThan(500)
    const body = await res.text()
    expect(JSON.parse(body).success).toBe(0)
    expect(body).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/)
  }
})

test('POST /api/v1/visitor counts one visit', async ({ request }) => {
  const a = (await (await request.post('/api/v1/visitor')).json()).data.count
  const b = (await (await request.post('/api/v1/visitor')).json()).data.count
  expect(b).toBe(a + 1)
})

test('uploaded files are served, but the media records are not listed to visitors', async ({ request }) => {
  expect((await request.get('/cms-api/media')).status()).toBe(403)
  const { data } = await (await request.get('/api/v1/trustee')).json()
  const file = await request.get(new URL(data[0].avtar_url).pathname)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toContain('image/webp')
})

test('every response carries the basic security headers', async ({ request }) => {
  for (const path of ['/', '/api/v1/trustee', '/admin/login', '/brand/logo-crest.svg']) {
    const headers = (await request.get(path)).headers()
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(headers['x-frame-options'], path).toBe('SAMEORIGIN')
    expect(headers['permissions-policy'], path).toContain('camera=()')
    expect(headers['x-powered-by'], path).toBeUndefined()
  }
})
