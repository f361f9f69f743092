import { expect, test, type APIRequestContext } from './fixtures'

import { adminAuth, publishConfirmedAlert } from './helpers'

/**
 * A society-wide notice can be dismissed for the rest of the visit, and shows again on a new one.
 * Where alerts show, and an emergency's end time, as the server sends them: tests/http/alerts.spec.ts.
 * Each test deletes its alerts, so that no other test sees them.
 */

const created: number[] = []
let auth: Record<string, string>

/** An alert published as staff do it (tests/e2e/helpers.ts), deleted after the test. */
async function publishAlert(request: APIRequestContext, data: Record<string, unknown> & { message: string }) {
  const id = await publishConfirmedAlert(request, auth, data)
  created.push(id)
  return id
}

test.beforeEach(async ({ request }) => {
  auth = await adminAuth(request)
})
test.afterEach(async ({ request }) => {
  for (const id of created.splice(0)) await request.delete(`/cms-api/alerts/${id}`, { headers: auth })
})

test('a society-wide notice can be dismissed for the visit', async ({ page, request, browser }) => {
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

  await page.goto('/notices')
  await expect(page.getByText(message)).toBeVisible()
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
})
