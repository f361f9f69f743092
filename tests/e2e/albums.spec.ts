import { expect, test } from './fixtures'
import sharp from 'sharp'

import { currentAcademicYear } from '../../src/lib/academic-year'
import { adminAuth, adminLogin, createStaff } from './helpers'

/**
 * Albums in one drop (issue 15), in the browser: an editor creates an album of their institution,
 * drops 30 files at once (one an SVG, refused with its reason while the others are stored), edits
 * captions and order in the grid, publishes, and the photos are on the public gallery in that order.
 */

test('an editor drops 30 photos into a new album, captions and orders them, publishes it', async ({ page, request }) => {
  test.setTimeout(240_000)
  const { docs } = await (await request.get('/cms-api/institutions?limit=1&sort=id&depth=0', { headers: await adminAuth(request) })).json()
  const institution = docs[0] as { id: number; name: string }
  const email = `album-editor-${Date.now()}@example.org`
  await createStaff(request, { email, password: 'album-editor-password', role: 'editor', institutions: [institution.id] })
  const title = `Annual day ${Date.now()}`

  await adminLogin(page, email, 'album-editor-password')
  await page.goto('/admin/collections/albums/create')
  await expect(page.getByTestId('album-save-first')).toBeVisible()
  await page.locator('#field-title').fill(title)
  await page.locator('#field-institution').click()
  await page.getByRole('option', { name: institution.name, exact: true }).click()
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/albums\/\d+/)
  const albumId = Number(/albums\/(\d+)/.exec(page.url())![1])

  // 29 photos, each a different shade so that they can be told apart, and one SVG drawing.
  const files = await Promise.all(
    Array.from({ length: 29 }, async (_, i) => ({
      name: `annual-day-${String(i + 1).padStart(2, '0')}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 8 * i, g: 120, b: 200 - 5 * i } } }).jpeg().toBuffer(),
    })),
  )
  files.splice(10, 0, { name: 'poster.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script>alert(1)</script></svg>') })
  await page.getByTestId('album-file-input').setInputFiles(files)

  const uploads = page.getByTestId('album-uploads')
  await expect(uploads.getByText('29 of 30 stored, 1 refused.')).toBeVisible({ timeout: 180_000 })
  await expect(page.locator('[data-testid="album-upload"][data-state="refused"]')).toHaveCount(1)
  await expect(page.getByTestId('album-upload-message')).toContainText('poster.svg: Only JPEG, PNG or WebP images and PDF documents can be uploaded; this file is an SVG drawing')
  const grid = page.getByTestId('album-grid-item')
  await expect(grid).toHaveCount(29)

  // Captions for the first three; the third moved to the front.
  const captions = page.getByTestId('album-caption')
  await captions.nth(0).fill('Lamp lighting')
  await captions.nth(1).fill('Welcome song')
  await captions.nth(2).fill('Chief guest')
  await page.getByRole('button', { name: 'Move photo 3 earlier' }).click()
  await page.getByRole('button', { name: 'Move photo 2 earlier' }).click()
  await expect(captions.nth(0)).toHaveValue('Chief guest')
  await page.screenshot({ path: 'test-results/album-grid.png', fullPage: true })
  await page.getByRole('button', { name: 'Save captions and order' }).click()
  await expect(page.getByTestId('album-notice')).toContainText(/Saved \d+ photos as drafts/)

  // Nothing is public until the album is published; one publish publishes all 29.
  const year = currentAcademicYear()
  const api = async () => (await (await request.get(`/api/v1/school/gallery/institute/${institution.id}/${year}`)).json()).data as { caption: string; avtar_url: string }[]
  expect((await api()).filter((r) => /annual-day-/.test(r.avtar_url))).toHaveLength(0)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect
    .poll(async () => (await api()).filter((r) => /annual-day-/.test(r.avtar_url)).length, { timeout: 15_000 })
    .toBe(29)
  const rows = (await api()).filter((r) => /annual-day-/.test(r.avtar_url))
  expect(rows.slice(0, 3).map((r) => r.caption)).toEqual(['Chief guest', 'Lamp lighting', 'Welcome song'])

  await page.goto(`/gallery/${year}/${institution.id}`)
  const thumbs = page.getByTestId('gallery-thumb')
  await expect(thumbs.first()).toContainText('Chief guest')
  await expect(thumbs.nth(1)).toContainText('Lamp lighting')
  // Links go to the web-sized version, never to an original wider than 1600 px (these are 900 px: the cleaned original).
  expect(await thumbs.first().getAttribute('href')).toMatch(/\/cms-api\/media\/file\/annual-day-\d\d-[0-9a-f]{20}\.jpg$/)

  // The album is the editor's; cleaning up as the administrator removes its photos with it.
  expect((await request.delete(`/cms-api/albums/${albumId}`, { headers: await adminAuth(request) })).status()).toBe(200)
})
