import { expect, test } from './fixtures'

import { en } from '../../src/i18n/en'
import { DEMO_ADMIN } from '../../src/seed/demo-admin'
import { makePdf } from '../../src/seed/pdf'
import { byTestId, get, role, testId, text } from '../http/dom'
import { adminAuth, adminLogin, chooseOption, createStaff } from './helpers'

/** The staff side in the browser: publishing through /admin and editors kept to their institutions. */

test('an administrator publishes a notice with a PDF, which then appears on /notices', async ({ page, request }) => {
  // A whole admin flow: 18 s on a busy machine, near the 30 s default.
  test.slow()
  const { data: types } = await (await request.get('/api/v1/notice/type')).json()
  const code: string = types[0].notice_code
  const title = `Admission schedule ${Date.now()}`

  await adminLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password, '/admin/collections/notices/create')
  await page.getByLabel('Title').fill(title)

  // Upload the PDF in the field's drawer.
  await page.getByRole('button', { name: 'Create New' }).click()
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({
      name: 'admission-schedule.pdf',
      mimeType: 'application/pdf',
      buffer: makePdf('Admission schedule'),
    })
  await page.locator('#field-alt').fill('Admission schedule')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(/admission-schedule.*\.pdf/).first()).toBeVisible()

  // The type (a relationship select); the academic year defaults to the current one.
  await chooseOption(page, '#field-type', code)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/notices\/\d+/)

  // The list as the server sends it (read without a browser page).
  const { doc } = await get(request, `/notices?type=${encodeURIComponent(code)}`)
  const [row, ...more] = byTestId(doc, 'notice').filter((n) => text(n).includes(title))
  expect(more).toEqual([])
  // The title leads to the notice's own page; the PDF link is the list's other link.
  expect(testId(row!, 'notice-link').getAttribute('href')).toMatch(/^\/notices\/\d+$/)
  const file = role(row!, 'link', /Open the PDF/).getAttribute('href')!
  expect(file).toMatch(/admission-schedule.*\.pdf$/)
  const pdf = await request.get(file)
  expect(pdf.status()).toBe(200)
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
})

test('an editor edits their own institution and sees it on the site, and cannot open another', async ({
  page,
  request,
}) => {
  // Two admin sessions and the public page: 25 s on a busy machine, near the 30 s default.
  test.slow()
  const email = `editor-${Date.now()}@example.org`
  await createStaff(request, { email, password: 'editor-password-1', role: 'editor', institutions: [1] })
  const name = `Smt. Editor Test ${Date.now()}`

  // A rerun on the same server would find the document still locked by the previous run's editor.
  await request.delete('/cms-api/payload-locked-documents?where[document.value][equals]=1', {
    headers: await adminAuth(request),
  })
  await adminLogin(page, email, 'editor-password-1', '/admin/collections/institutions/1')
  await page.getByRole('button', { name: 'HM/Principal Information' }).click()
  await page.locator('#field-principal__name').fill(name)
  const publish = page.getByRole('button', { name: 'Publish changes' })
  await expect(publish).toBeEnabled()
  await publish.click()
  await expect(publish).toBeDisabled() // saved: nothing left to publish

  await expect
    .poll(async () => (await (await page.request.get('/institutions/1/principal')).text()).includes(name), {
      timeout: 10_000,
    })
    .toBe(true)

  // Another institution: not in the list, and not found by its address.
  await page.goto('/admin/collections/institutions')
  const rows = page.locator('table tbody tr')
  await expect(rows).toHaveCount(1)
  await page.goto('/admin/collections/institutions/2')
  await expect(page.getByRole('button', { name: 'Publish changes' })).toHaveCount(0)
  // The admin says whose it is instead of Payload's "could not be found".
  await expect(page.locator('[data-access-refusal="hidden"]')).toContainText('is not one of your institutions')
  // With the editor's own session (the cookie counts only from the site's origin).
  const res = await page.request.patch('/cms-api/institutions/2', {
    data: { principal: { name } },
    headers: { Origin: new URL(page.url()).origin },
  })
  expect(res.status()).toBe(403)
})

test("an institution's edit view has a tab per section of its page, in the page's order, with its committees joined", async ({
  page,
}) => {
  const sections = Object.values(en.institutions.sections)
  // Institution 4 (it has a committee): the tests above leave institutions 1 and 2 locked for editing.
  await adminLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password, '/admin/collections/institutions/4')
  const tabs = page.locator('.tabs-field__tabs button')
  await expect(tabs).toHaveCount(sections.length + 1)
  await expect(tabs).toHaveText(['Basics', ...sections])
  await page.getByRole('button', { name: 'Committees', exact: true }).click()
  // The institution's committees, listed in the tab (a join on the committees collection).
  const committees = page.locator('#field-committees')
  await expect(committees.locator('tbody tr').first()).toBeVisible()
  await expect(committees).toContainText(/committee/i)
  await page.getByRole('button', { name: en.institutions.sections.awards, exact: true }).click()
  await expect(page.locator('#field-teacherAchievements')).toBeVisible()
})
