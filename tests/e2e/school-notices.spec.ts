import { expect, test, type Page } from './fixtures'

import { DEMO_ADMIN } from '../../src/seed/demo-admin'
import { adminAuth, adminLogin, chooseOption, createStaff, DESKTOP, PHONE, screenshot } from './helpers'

/**
 * Notices of a school: an institution editor publishes their school's notice (their one school
 * filled in and fixed); a parent finds it in the school's Notices section on a phone (the same in
 * Marathi, and /notices narrowed to the school without JavaScript, are read over HTTP in
 * tests/http/notice-pages.spec.ts); with the society's approval setting on, the editor submits (and
 * is told it went to the society office), an administrator opening the notice directly sends it
 * back with a note, the editor submits again, the administrator approves, the notice goes live;
 * where the editor is refused, the admin says why.
 */

type School = { id: number; name: string }

const NEW_NOTICE = '/admin/collections/notices/create'

async function schools(request: Parameters<typeof adminAuth>[0]): Promise<[School, School]> {
  const res = await request.get('/cms-api/institutions?limit=2&sort=id&depth=0&where[_status][equals]=published', {
    headers: await adminAuth(request),
  })
  const { docs } = await res.json()
  return [docs[0], docs[1]]
}

/** In the new notice's edit view (opened by the sign-in): the institution, a title and a type. */
async function fillNotice(page: Page, title: string, school: School) {
  const { data: types } = await (await page.request.get('/api/v1/notice/type')).json()
  // The institution: an editor of one school finds it filled in and fixed, with a hint true for them.
  await expect(page.locator('#field-institution')).toContainText(school.name)
  await expect(page.locator('#field-institution')).toContainText('Your institution: your account is for this one only')
  await expect(page.locator('#field-institution [role="combobox"]')).toBeDisabled()
  await page.getByLabel('Title').fill(title)
  await chooseOption(page, '#field-type', types[0].notice_code)
}

test('an editor publishes a notice for their school; a parent finds it in its Notices section on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const [mine] = await schools(request)
  const email = `notice-editor-${Date.now()}@example.org`
  await createStaff(request, { email, password: 'notice-editor-password', role: 'editor', institutions: [mine.id] })
  const title = `Unit test timetable ${Date.now()}`

  await page.setViewportSize(DESKTOP)
  await adminLogin(page, email, 'notice-editor-password', NEW_NOTICE)
  await fillNotice(page, title, mine)
  await screenshot(page, 'school-notice-editor-1280')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/notices\/\d+/)

  // A parent on a phone, on the school's Notices section (reached from its sections menu, and read
  // in both languages and on /notices narrowed to the school, over HTTP: tests/http/notice-pages.spec.ts).
  await page.context().clearCookies()
  await page.setViewportSize(PHONE)
  await page.goto(`/institutions/${mine.id}/notices`)
  await expect(page.getByTestId('notice').filter({ hasText: title })).toBeVisible()
  const rss = page.getByTestId('notice-feeds').getByRole('link').first()
  await expect(rss).toHaveAttribute('href', `/notices/feed.xml?institution=${mine.id}`)
  // Read as one line of text that wraps as a sentence, not "Notices of", the name and "(RSS)" in
  // three columns side by side (as the rendered text has it: innerText breaks between columns).
  expect(await rss.evaluate((a: HTMLElement) => a.innerText)).toBe(`Notices of ${mine.name} (RSS)`)
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  await screenshot(page, 'school-notices-section-en-375', { fullPage: true })
})

test('with approval on: the editor submits and is told where it went; the office returns and approves it from the notice however opened; refusals say why', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  const auth = await adminAuth(request)
  const settings = (on: boolean) =>
    request.post('/cms-api/globals/site-settings', { headers: auth, data: { noticeApproval: on } })
  expect((await settings(true)).status()).toBe(200)
  try {
    const [mine, theirs] = await schools(request)
    const email = `approval-editor-${Date.now()}@example.org`
    await createStaff(request, { email, password: 'approval-editor-password', role: 'editor', institutions: [mine.id] })
    const title = `Sports day circular ${Date.now()}`
    // Another school's draft and a society notice, for the refusals.
    const { data: types } = await (await request.get('/api/v1/notice/type')).json()
    const typeId = (
      await (
        await request.get(
          `/cms-api/notice-types?where[code][equals]=${encodeURIComponent(types[0].notice_code)}&depth=0`,
          { headers: auth },
        )
      ).json()
    ).docs[0].id
    const base = { type: typeId, academicYear: '2025-2026' }
    const otherDraft = (
      await (
        await request.post('/cms-api/notices?draft=true', {
          headers: auth,
          data: { ...base, title: 'Another school’s draft', institution: theirs.id, _status: 'draft' },
        })
      ).json()
    ).doc.id
    const societyNotice = (
      await (
        await request.post('/cms-api/notices', {
          headers: auth,
          data: { ...base, title: 'A society notice', _status: 'published' },
        })
      ).json()
    ).doc.id
    let id = 0
    const unlock = () =>
      request.delete(`/cms-api/payload-locked-documents?where[document.value][equals]=${id}`, { headers: auth })

    await page.setViewportSize(DESKTOP)
    await adminLogin(page, email, 'approval-editor-password', NEW_NOTICE)
    await fillNotice(page, title, mine)
    await expect(page.getByRole('button', { name: 'Publish changes' })).toHaveCount(0)
    await page.locator('#action-submit-approval').click()
    await expect(page).toHaveURL(/\/admin\/collections\/notices\/\d+/)
    id = Number(/notices\/(\d+)/.exec(page.url())![1])
    // One sentence at the top; the header says where it stands; nothing more to send until it changes.
    await expect(page.locator('[data-approval-banner]')).toHaveText(
      /^Sent to the society office: this notice waits for an administrator’s approval/,
    )
    await expect(page.locator('.doc-controls .status__value')).toHaveText('Waiting for approval')
    await expect(page.locator('#action-submit-approval')).toHaveText('Waiting for approval')
    await expect(page.locator('#action-submit-approval')).toBeDisabled()
    await screenshot(page, `school-notice-submitted-1280`)
    expect((await request.get(`/notices/${id}`)).status()).toBe(404)

    // Refusals: another school's draft, a society notice, the staff accounts.
    await page.goto(`/admin/collections/notices/${otherDraft}`)
    await expect(page.locator('[data-access-refusal="hidden"]')).toHaveText(
      `Notice ${otherDraft} belongs to ${theirs.name}, which is not one of your institutions: only its editors and the society office open it. The notices you can open are listed below.`,
    )
    await expect(page.getByText('could not be found')).toBeHidden()
    await page.goto(`/admin/collections/notices/${societyNotice}`)
    await expect(page.locator('[data-access-refusal="read-only"]')).toHaveText(
      /^This notice is the society’s: only society administrators change it\. You can read it here/,
    )
    await page.goto('/admin/collections/users')
    const refusal = page.locator('[data-access-refusal]')
    await expect(refusal).toContainText('Only society administrators create staff accounts.')
    await expect(page.getByRole('link', { name: 'Your own account' })).toBeVisible()
    // Laid out as an admin page: under the top bar, not above it.
    const bar = await page.locator('.app-header').boundingBox()
    expect((await refusal.boundingBox())!.y).toBeGreaterThan(bar!.y + bar!.height - 1)

    // The office opens the notice directly (not from the dashboard) and sends it back.
    const office = await browser.newContext({ viewport: DESKTOP })
    const admin = await office.newPage()
    await adminLogin(admin, DEMO_ADMIN.email, DEMO_ADMIN.password, `/admin/collections/notices/${id}`)
    await expect(admin.locator('[data-approval-state="submitted"]')).toBeVisible()
    await admin.locator('#field-approval__note').fill('Add the Saturday timings.')
    await admin.locator('#action-save-draft').click()
    await expect(admin.locator('.doc-controls .status__value')).toHaveText('Returned: Add the Saturday timings.')
    // The office moves on (to a blank page: a page of the admin would only cost the browser). Payload
    // keeps a notice locked to whoever last had it open (for minutes, whatever page they went to):
    // without this the editor would meet "Document locked".
    await admin.goto('about:blank')
    await unlock()

    // The editor reads it, changes the notice and submits it again.
    await page.goto(`/admin/collections/notices/${id}`)
    await expect(page.locator('.doc-controls .status__value')).toHaveText('Returned: Add the Saturday timings.')
    await expect(page.locator('[data-approval-note]')).toHaveText('Add the Saturday timings.')
    await page.getByLabel('Title').fill(`${title} (with Saturday)`)
    await page.locator('#action-submit-approval').click()
    await expect(page.locator('.doc-controls .status__value')).toHaveText('Waiting for approval')
    await page.goto('about:blank')
    await unlock()

    // Second round, opened afresh: the state and the note are there; publishing approves it.
    await admin.goto(`/admin/collections/notices/${id}`)
    await expect(admin.locator('[data-approval-where]')).toHaveText('Waiting for an administrator’s approval')
    await expect(admin.locator('#field-approval__note')).toHaveValue('Add the Saturday timings.')
    await screenshot(admin, `notice-approval-admin-second-round-1280`)
    await admin.getByRole('button', { name: 'Publish changes' }).click()
    await expect(admin.getByRole('button', { name: 'Publish changes' })).toBeDisabled()
    await expect(admin.locator('[data-approval-state]')).toHaveCount(0)
    await office.close()

    await expect.poll(async () => (await request.get(`/notices/${id}`)).status(), { timeout: 15_000 }).toBe(200)
    await page.goto(`/institutions/${mine.id}/notices`)
    await expect(page.getByTestId('notice').filter({ hasText: `${title} (with Saturday)` })).toBeVisible()
  } finally {
    await settings(false)
  }
})
