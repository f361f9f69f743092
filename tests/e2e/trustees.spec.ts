import { expect, test } from './fixtures'

import { TRUSTEES } from '../../src/seed/data/trustees'
import { adminAuth, PHONE } from './helpers'

const withInfo = TRUSTEES.find((t) => t.info && t.moreInfo)!
const without = TRUSTEES.find((t) => !t.info && !t.moreInfo && t.photo)!
const noPhoto = TRUSTEES.find((t) => !t.photo)!

const card = (page: import('@playwright/test').Page, name: string) =>
  page.getByTestId('trustee-card').filter({ has: page.getByRole('heading', { name, exact: true }) })

test.describe('/trustees', () => {
  test('shows one card per published trustee with name, designation, position and photo', async ({ page }) => {
    await page.goto('/trustees')
    await expect(page).toHaveTitle(/^Trustees \| /)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trustees')
    await expect(page.getByTestId('trustee-card')).toHaveCount(TRUSTEES.length)
    const first = card(page, TRUSTEES[0]!.name)
    await expect(first).toContainText(TRUSTEES[0]!.designation)
    await expect(first).toContainText(TRUSTEES[0]!.position)
    const img = first.getByRole('img')
    await expect(img).toHaveAttribute('alt', `Portrait of ${TRUSTEES[0]!.name}`)
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0)
  })

  test('shows a placeholder when a trustee has no photo', async ({ page }) => {
    await page.goto('/trustees')
    await expect(card(page, noPhoto.name).getByTestId('trustee-placeholder')).toBeVisible()
  })

  test('Show More reveals info and more_info, Show Less hides them', async ({ page }) => {
    await page.goto('/trustees')
    const c = card(page, withInfo.name)
    const more = c.getByTestId('trustee-more')
    await expect(more).toBeHidden()
    await c.getByText('Show More').click()
    await expect(more).toBeVisible()
    await expect(more).toContainText(withInfo.info)
    await expect(more).toContainText(withInfo.moreInfo)
    await expect(c.getByText('Show More')).toBeHidden()
    await c.getByText('Show Less').click()
    await expect(more).toBeHidden()
    await expect(c.getByText('Show More')).toBeVisible()
  })

  test('has no toggle when a trustee has neither info nor more_info', async ({ page }) => {
    await page.goto('/trustees')
    const c = card(page, without.name)
    await expect(c).toBeVisible()
    await expect(c.getByText('Show More')).toHaveCount(0)
    await expect(c.locator('details')).toHaveCount(0)
  })

  test('lays out as one column at 375 px', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/trustees')
    const [a, b] = await page.getByTestId('trustee-card').all()
    const boxA = (await a!.boundingBox())!
    const boxB = (await b!.boundingBox())!
    expect(boxB.y).toBeGreaterThan(boxA.y + boxA.height - 1)
    expect(boxA.width).toBeGreaterThan(300)
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
  test('an edit of a trustee shows on /trustees and in /api/v1 within seconds, without a rebuild', async ({ page, request }) => {
    const auth = await adminAuth(request)
    const { data } = await (await request.get('/api/v1/trustee')).json()
    const target = data.find((t: { name: string }) => t.name === without.name)
    // Warm the cache so the test proves expiry, not a first render.
    await page.goto('/trustees')
    await expect(card(page, without.name)).toBeVisible()

    const renamed = `${without.name} (edited)`
    const patch = await request.patch(`/cms-api/trustees/${target.id}`, {
      headers: auth,
      data: { name: renamed, info: 'Added by the revalidation test.', _status: 'published' },
    })
    expect(patch.status()).toBe(200)

    try {
      await expect(async () => {
        await page.goto('/trustees')
        await expect(card(page, renamed)).toBeVisible({ timeout: 500 })
      }).toPass({ timeout: 5_000 })
      await expect(card(page, renamed).getByText('Show More')).toBeVisible()
      const one = await (await request.get(`/api/v1/trustee/${target.id}`)).json()
      expect(one.data.name).toBe(renamed)
    } finally {
      await request.patch(`/cms-api/trustees/${target.id}`, {
        headers: auth,
        data: { name: without.name, info: '', _status: 'published' },
      })
    }
  })

  test('unpublishing a trustee removes the card', async ({ page, request }) => {
    const auth = await adminAuth(request)
    const { data } = await (await request.get('/api/v1/trustee')).json()
    const target = data.find((t: { name: string }) => t.name === noPhoto.name)
    await page.goto('/trustees')
    await expect(card(page, noPhoto.name)).toBeVisible()
    await request.patch(`/cms-api/trustees/${target.id}`, { headers: auth, data: { _status: 'draft' } })
    try {
      await expect(async () => {
        await page.goto('/trustees')
        await expect(card(page, noPhoto.name)).toHaveCount(0, { timeout: 500 })
      }).toPass({ timeout: 5_000 })
    } finally {
      await request.patch(`/cms-api/trustees/${target.id}`, { headers: auth, data: { _status: 'published' } })
    }
  })
})
