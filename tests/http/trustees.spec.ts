import { expect, test, type APIRequestContext } from '../e2e/fixtures'

import { TRUSTEES } from '../../src/seed/data/trustees'
import { adminAuth } from '../e2e/helpers'
import { byRole, byTestId, get, text } from './dom'

/**
 * /trustees and GET /api/v1/trustee as the server sends them. The Show More toggle and the phone
 * layout are in tests/e2e/trustees.spec.ts.
 */

const without = TRUSTEES.find((t) => !t.info && !t.moreInfo && t.photo)!
const noPhoto = TRUSTEES.find((t) => !t.photo)!

const card = (doc: Document, name: string) =>
  byTestId(doc, 'trustee-card').filter((c) => byRole(c, 'heading', name).length > 0)
const trustees = async (request: APIRequestContext) => (await get(request, '/trustees')).doc

test.describe('/trustees', () => {
  test('shows one card per published trustee with name, designation, position and photo', async ({ request }) => {
    const doc = await trustees(request)
    expect(doc.title).toMatch(/^Trustees \| /)
    expect([...doc.querySelectorAll('h1')].map(text)).toEqual(['Trustees'])
    expect(byTestId(doc, 'trustee-card')).toHaveLength(TRUSTEES.length)
    const [first] = card(doc, TRUSTEES[0]!.name)
    expect(text(first)).toContain(TRUSTEES[0]!.designation)
    expect(text(first)).toContain(TRUSTEES[0]!.position)
    const img = first!.querySelector('img')!
    expect(img.getAttribute('alt')).toBe(`Portrait of ${TRUSTEES[0]!.name}`)
    // The photo is served.
    const photo = await request.get(img.getAttribute('src')!)
    expect(photo.status()).toBe(200)
    expect(photo.headers()['content-type']).toMatch(/^image\//)
  })

  test('shows a placeholder when a trustee has no photo', async ({ request }) => {
    const [c] = card(await trustees(request), noPhoto.name)
    expect(byTestId(c!, 'trustee-placeholder')).toHaveLength(1)
  })

  test('has no toggle when a trustee has neither info nor more_info', async ({ request }) => {
    const [c] = card(await trustees(request), without.name)
    expect(text(c)).not.toContain('Show More')
    expect(c!.querySelectorAll('details')).toHaveLength(0)
  })
})

test.describe('GET /api/v1/trustee', () => {
  test('answers the list and one trustee in the envelope, 404 for an unknown id', async ({ request }) => {
    const list = await request.get('/api/v1/trustee')
    expect(list.status()).toBe(200)
    const body = await list.json()
    expect(body.success).toBe(1)
    expect(body.data).toHaveLength(TRUSTEES.length)
    expect(body.data[0]).toMatchObject({ name: TRUSTEES[0]!.name, more_info: TRUSTEES[0]!.moreInfo })
    expect(body.data[0].avtar_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/cms-api\/media\/file\/.+\.webp$/)

    const one = await request.get(`/api/v1/trustee/${body.data[0].id}`)
    expect((await one.json()).data.name).toBe(TRUSTEES[0]!.name)

    const missing = await request.get('/api/v1/trustee/987654')
    expect(missing.status()).toBe(404)
    expect(await missing.json()).toEqual({ success: 0, message: 'Not found' })
  })
})

test.describe('revalidation', () => {
  // A trustee of the test's own: the seeded ones stay as every other test reads them.
  test('an edit and an unpublishing of a trustee show on /trustees and in /api/v1 within seconds, without a rebuild', async ({
    request,
  }) => {
    const auth = await adminAuth(request)
    const name = `Shri Kelkar ${Date.now()}`
    const created = await request.post('/cms-api/trustees', {
      headers: auth,
      data: { name, designation: 'Trustee', position: 'Member', order: 9999, _status: 'published' },
    })
    expect(created.status(), await created.text()).toBe(201)
    const id = (await created.json()).doc.id
    try {
      // Shown, and so the page is in the cache: the test proves expiry, not a first render.
      await expect
        .poll(async () => card(await trustees(request), name).length, { timeout: 5_000, intervals: [250] })
        .toBe(1)
      const renamed = `${name} (edited)`
      const patch = await request.patch(`/cms-api/trustees/${id}`, {
        headers: auth,
        data: { name: renamed, info: 'Added by the revalidation test.', _status: 'published' },
      })
      expect(patch.status()).toBe(200)
      await expect
        .poll(async () => card(await trustees(request), renamed).length, { timeout: 5_000, intervals: [250] })
        .toBe(1)
      expect(text(card(await trustees(request), renamed)[0])).toContain('Show More')
      expect((await (await request.get(`/api/v1/trustee/${id}`)).json()).data.name).toBe(renamed)

      await request.patch(`/cms-api/trustees/${id}`, { headers: auth, data: { _status: 'draft' } })
      await expect
        .poll(async () => card(await trustees(request), renamed).length, { timeout: 5_000, intervals: [250] })
        .toBe(0)
    } finally {
      await request.delete(`/cms-api/trustees/${id}`, { headers: auth })
    }
  })
})
