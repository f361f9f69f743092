import { expect, test } from './fixtures'

import { adminAuth } from './helpers'

test('the footer keeps the default cover and the 2023 yearbook when no magazine can be loaded', async ({
  page,
  request,
}) => {
  const auth = await adminAuth(request)
  const { docs } = await (await request.get('/cms-api/magazines?limit=10', { headers: auth })).json()
  expect(docs.length).toBeGreaterThan(0)
  for (const m of docs) await request.patch(`/cms-api/magazines/${m.id}`, { headers: auth, data: { _status: 'draft' } })
  try {
    await expect(async () => {
      await page.goto('/')
      await expect(page.getByTestId('magazine-link')).toHaveAttribute('href', '/brand/yearbook-2023.pdf', {
        timeout: 500,
      })
    }).toPass({ timeout: 5_000 })
    await expect(page.getByTestId('magazine-cover')).toHaveAttribute('src', '/brand/magazine-default-cover.svg')
    const pdf = await request.get('/brand/yearbook-2023.pdf')
    expect(pdf.status()).toBe(200)
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
  } finally {
    for (const m of docs)
      await request.patch(`/cms-api/magazines/${m.id}`, { headers: auth, data: { _status: 'published' } })
  }
})
