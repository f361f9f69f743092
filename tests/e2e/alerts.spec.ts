import { expect, test, type APIRequestContext } from './fixtures'

import { adminAuth } from './helpers'

/**
 * Closure alerts on the production server: an emergency for one institution shows on
 * that institution's pages only, announced (role="alert"), not dismissible, and leaves at its end
 * time by itself; a society-wide notice shows on every page, in both languages and without
 * JavaScript, and can be dismissed for the rest of the visit. Each test deletes its alerts, so that
 * no other test sees them.
 */

const created: number[] = []
let auth: Record<string, string>

/** Saved as a draft, its Marathi text written (the English one marked: the tests look for it), then confirmed. */
async function publishAlert(request: APIRequestContext, data: Record<string, unknown> & { message: string }) {
  const res = await request.post('/cms-api/alerts', { headers: auth, data })
  expect(res.status(), await res.text()).toBe(201)
  const id = (await res.json()).doc.id as number
  created.push(id)
  expect(
    (
      await request.patch(`/cms-api/alerts/${id}?locale=mr`, {
        headers: auth,
        data: { message: `मराठी: ${data.message}` },
      })
    ).status(),
  ).toBe(200)
  const confirmed = await request.post(`/cms-api/alerts/${id}/confirm`, { headers: auth })
  expect(confirmed.status(), await confirmed.text()).toBe(200)
  return id
}

test.beforeEach(async ({ request }) => {
  auth = await adminAuth(request)
})
test.afterEach(async ({ request }) => {
  for (const id of created.splice(0)) await request.delete(`/cms-api/alerts/${id}`, { headers: auth })
})

async function twoInstitutions(request: APIRequestContext): Promise<[number, number]> {
  const { data } = await (await request.get('/api/v1/institute')).json()
  return [data[0].id, data[1].id]
}

test('an emergency alert for one institution shows on its pages only, cannot be dismissed, and leaves at its end time', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  const [school, other] = await twoInstitutions(request)
  const message = `Heavy rain: school closed today ${Date.now()}`
  // Time to save it, write its Marathi, confirm it and visit six pages before it ends.
  const endsAt = new Date(Date.now() + 15_000).toISOString()
  await publishAlert(request, {
    message,
    level: 'emergency',
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    endsAt,
    institutions: [school],
    link: '/notices',
  })

  // Within a second of publishing (content cache and micro-cache), on the institution's pages.
  await expect
    .poll(async () => (await (await request.get(`/institutions/${school}`)).text()).includes(message), {
      timeout: 5_000,
    })
    .toBe(true)
  for (const path of [`/institutions/${school}`, `/institutions/${school}/contact`, `/mr/institutions/${school}`]) {
    await page.goto(path)
    const alert = page.getByRole('alert').filter({ hasText: message })
    await expect(alert, path).toBeVisible()
    await expect(alert.getByRole('button')).toHaveCount(0)
  }
  // The Marathi page: Marathi labels, and a link to a page of the site leads to its Marathi page.
  const marathi = page.locator('[data-alert="emergency"]')
  await expect(marathi).toContainText('तातडीची सूचना')
  await expect(marathi.getByRole('link', { name: 'सविस्तर माहिती' })).toHaveAttribute('href', '/mr/notices')

  for (const path of ['/', '/notices', `/institutions/${other}`]) {
    await page.goto(path)
    await expect(page.getByText(message), path).toHaveCount(0)
  }

  // At its end time it is gone without anyone touching it (asked again until then, and a little after).
  await expect
    .poll(async () => (await (await request.get(`/institutions/${school}`)).text()).includes(message), {
      timeout: Math.max(0, Date.parse(endsAt) - Date.now()) + 5_000,
      intervals: [250],
    })
    .toBe(false)
  expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(endsAt))
  await page.goto(`/institutions/${school}`)
  await expect(page.getByText(message)).toHaveCount(0)
})

test('a society-wide notice shows on every page and can be dismissed for the visit', async ({
  page,
  request,
  browser,
}) => {
  const message = `Schools reopen on Monday ${Date.now()}`
  await publishAlert(request, {
    message,
    level: 'information',
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    institutions: [],
  })
  await expect
    .poll(async () => (await (await request.get('/notices')).text()).includes(message), { timeout: 5_000 })
    .toBe(true)

  for (const path of ['/', '/notices', '/institutions', '/mr/gallery']) {
    await page.goto(path)
    const region = page.getByRole('region', { name: path.startsWith('/mr') ? 'महत्त्वाच्या सूचना' : 'Announcements' })
    await expect(region.getByText(message), path).toBeVisible()
    // A notice is not an emergency: not announced as an alert.
    await expect(page.getByRole('alert').filter({ hasText: message })).toHaveCount(0)
  }

  await page.goto('/notices')
  await page.getByRole('button', { name: 'Dismiss this notice' }).click()
  await expect(page.getByText(message)).toBeHidden()
  await page.goto('/trustees')
  await expect(page.getByText(message)).toBeHidden()

  // A new visit shows it again.
  const visit = await browser.newContext()
  const fresh = await visit.newPage()
  await fresh.goto('/trustees')
  await expect(fresh.getByText(message)).toBeVisible()
  await visit.close()

  // Without JavaScript: shown, and no button that could do nothing.
  const noJs = await browser.newContext({ javaScriptEnabled: false })
  const plain = await noJs.newPage()
  await plain.goto('/')
  await expect(plain.getByText(message)).toBeVisible()
  await expect(plain.getByRole('button', { name: 'Dismiss this notice' })).toHaveCount(0)
  await noJs.close()
})
