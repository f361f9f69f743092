import { expect, test, type APIRequestContext } from '../e2e/fixtures'

import { adminAuth, publishConfirmedAlert } from '../e2e/helpers'
import { get, role, text } from './dom'

/**
 * Closure alerts as the server sends them: an emergency for one institution on that institution's
 * pages only, announced (role="alert"), with no dismiss button, gone at its end time by itself; a
 * society-wide notice on every page in both languages, not announced, and without JavaScript no
 * button that could do nothing. Dismissing a notice for the visit is in tests/e2e/alerts.spec.ts.
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

/** The alerts on `doc` announced at once (role="alert") that hold `message`. */
const announced = (doc: Document, message: string) =>
  [...doc.querySelectorAll('[role="alert"]')].filter((el) => text(el).includes(message))

test('an emergency alert for one institution shows on its pages only, cannot be dismissed, and leaves at its end time', async ({
  request,
}) => {
  const { data } = await (await request.get('/api/v1/institute')).json()
  const [school, other] = [data[0].id as number, data[1].id as number]
  const message = `Heavy rain: school closed today ${Date.now()}`
  // Time to save it, write its Marathi, confirm it and read six pages before it ends.
  const endsAt = new Date(Date.now() + 10_000).toISOString()
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
    const { doc } = await get(request, path)
    const [alert, ...more] = announced(doc, message)
    expect(alert, path).toBeDefined()
    expect(more, path).toEqual([])
    expect(alert!.querySelectorAll('button'), path).toHaveLength(0)
    if (path.startsWith('/mr')) {
      // Marathi labels, and a link to a page of the site leads to its Marathi page.
      expect(text(alert)).toContain('तातडीची सूचना')
      expect(role(alert!, 'link', 'सविस्तर माहिती').getAttribute('href')).toBe('/mr/notices')
    }
  }
  for (const path of ['/', '/notices', `/institutions/${other}`])
    expect(text((await get(request, path)).doc.body), path).not.toContain(message)

  // At its end time it is gone without anyone touching it (asked again until then, and a little after).
  await expect
    .poll(async () => (await (await request.get(`/institutions/${school}`)).text()).includes(message), {
      timeout: Math.max(0, Date.parse(endsAt) - Date.now()) + 5_000,
      intervals: [250],
    })
    .toBe(false)
  expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(endsAt))
})

test('a society-wide notice is on every page in both languages, not announced, with no button without JavaScript', async ({
  request,
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
    const { doc } = await get(request, path)
    const label = path.startsWith('/mr') ? 'महत्त्वाच्या सूचना' : 'Announcements'
    const region = doc.querySelector(`section[aria-label="${label}"]`)
    expect(text(region), path).toContain(path.startsWith('/mr') ? `मराठी: ${message}` : message)
    // A notice is not an emergency: not announced as an alert.
    expect(announced(doc, message), path).toEqual([])
    // The dismiss button shows only once JavaScript runs (it could do nothing without).
    expect(region!.querySelectorAll('button').length, path).toBe(1)
    expect(region!.querySelectorAll('button:not([hidden])'), path).toHaveLength(0)
  }
})
