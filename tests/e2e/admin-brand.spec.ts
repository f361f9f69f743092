import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { SITE_SETTINGS_DEFAULTS } from '../../src/globals/site-settings-defaults'
import { DEMO_ADMIN } from '../../src/seed/demo-admin'
import { adminAuth, adminLogin, DESKTOP, openAdminNavTo, painted, PHONE, screenshot, SCREENSHOTS } from './helpers'

/**
 * The admin belongs to the society: the branded login screen and tab, the dashboard of
 * each role with its own sections, and the staff guide. With E2E_SCREENSHOTS=1, screenshots at 1280
 * and 375 px go to bench/out/screenshots/ (git-ignored) to be looked at.
 */

const SOCIETY = SITE_SETTINGS_DEFAULTS.title
const stamp = Date.now()
const officer = { email: `dash-officer-${stamp}@example.org`, password: 'dash-officer-password', name: 'Meena Patil' }
const editor = { email: `dash-editor-${stamp}@example.org`, password: 'dash-editor-password', name: 'Rahul Joshi' }
const albumTitle = `Sports day ${stamp}`
let ownReference = ''
let otherReference = ''

async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS) return
  for (const [label, size] of [
    ['1280', DESKTOP],
    ['375', PHONE],
  ] as const) {
    await page.setViewportSize(size)
    await painted(page)
    await screenshot(page, `admin-${name}-${label}`, { fullPage: true })
  }
  await page.setViewportSize(DESKTOP)
}

const login = (page: Page, who: { email: string; password: string }) => adminLogin(page, who.email, who.password)

async function file(request: APIRequestContext, institution: number): Promise<string> {
  const res = await request.post('/api/v1/complaint', {
    data: {
      name: 'Asha',
      mname: 'Rao',
      dob: '2004-05-17',
      type: 'Marksheet',
      enrollment: '',
      mobile: '9876543210',
      email: 'asha@example.org',
      message: 'My marksheet has a spelling mistake.',
      tid: '1',
      institute_id: String(institution),
    },
  })
  expect(res.status()).toBe(200)
  return ((await res.json()).data as { reference: string }).reference
}

// The tests share what beforeAll creates: in order, in one worker (playwright.config.ts).
test.describe.configure({ mode: 'default' })

test.beforeAll(async ({ request }) => {
  const auth = await adminAuth(request)
  const { docs } = await (await request.get('/cms-api/institutions?limit=2&depth=0&sort=id', { headers: auth })).json()
  const [own, other] = docs.map((d: { id: number }) => d.id)
  for (const [user, role] of [
    [officer, 'officer'],
    [editor, 'editor'],
  ] as const) {
    const res = await request.post('/cms-api/users', { headers: auth, data: { ...user, role, institutions: [own] } })
    expect(res.status()).toBe(201)
  }
  ownReference = await file(request, own)
  otherReference = await file(request, other)
  const login = await request.post('/cms-api/users/login', { data: { email: editor.email, password: editor.password } })
  const editorAuth = { Authorization: `JWT ${(await login.json()).token}` }
  const album = await request.post('/cms-api/albums?draft=true', {
    headers: editorAuth,
    data: {
      title: albumTitle,
      date: '2025-12-20T00:00:00.000Z',
      academicYear: '2025-2026',
      institution: own,
      _status: 'draft',
    },
  })
  expect(album.status()).toBe(201)
})

test("the login screen and the tab carry the society's name and marks, not Payload's", async ({ page }) => {
  await page.goto('/admin/login')
  await expect(page.getByRole('img', { name: `${SOCIETY} emblem` })).toBeVisible()
  await expect(page.getByText(SOCIETY, { exact: true })).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(`${SOCIETY} \\(staff\\)$`))
  expect(await page.title()).not.toMatch(/payload/i)
  await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /\/brand\/logo-crest\.svg/)
  await expect(page.locator('link[rel="icon"][href*="payload"]')).toHaveCount(0)
  await shoot(page, 'login')
})

test("a grievance officer's dashboard lists their institutions' new and overdue grievances", async ({ page }) => {
  await login(page, officer)
  const fresh = page.locator('[data-dashboard-section="dashboard-new-grievances"]')
  await expect(fresh.getByRole('link', { name: ownReference })).toBeVisible()
  await expect(fresh.getByRole('link', { name: otherReference })).toHaveCount(0)
  await expect(page.locator('[data-dashboard-section="dashboard-overdue-grievances"]')).toContainText(
    'past its due date',
  )
  await expect(page.locator('[data-dashboard-section="dashboard-drafts"]')).toHaveCount(0)
  await expect(page.locator('[data-dashboard-section="dashboard-recent-changes"]')).toHaveCount(0)
  await shoot(page, 'dashboard-officer')
  await fresh.getByRole('link', { name: ownReference }).click()
  await expect(page.locator('#field-reference')).toHaveValue(ownReference)
})

test("an editor's dashboard lists their drafts", async ({ page }) => {
  await login(page, editor)
  const drafts = page.locator('[data-dashboard-section="dashboard-drafts"]')
  await expect(drafts.getByRole('link', { name: albumTitle })).toBeVisible()
  await expect(drafts).toContainText(`by ${editor.name}`)
  await expect(page.locator('[data-dashboard-section="dashboard-new-grievances"]')).toHaveCount(0)
  await shoot(page, 'dashboard-editor')
})

test("an administrator's dashboard has every section and the recent changes; the staff guide opens from the navigation", async ({
  page,
}) => {
  await login(page, DEMO_ADMIN)
  for (const id of ['new-grievances', 'overdue-grievances', 'alerts', 'drafts', 'recent-changes', 'compliance']) {
    await expect(page.locator(`[data-dashboard-section="dashboard-${id}"]`)).toBeVisible()
  }
  // What needs the office today comes first, the disclosures are a line per institution with a link
  // to the full report, and the whole dashboard fits in two screens at 1280 px (it was 10,700 px).
  const top = (id: string) =>
    page
      .locator(`[data-dashboard-section="dashboard-${id}"]`)
      .evaluate((e) => e.getBoundingClientRect().top + window.scrollY)
  for (const today of ['new-grievances', 'overdue-grievances', 'alerts'])
    expect(await top(today)).toBeLessThan(await top('drafts'))
  expect(await top('drafts')).toBeLessThan(await top('compliance'))
  await expect(page.locator('[data-compliance-line]')).toHaveCount(18)
  await expect(page.locator('[data-compliance-report-link]')).toHaveAttribute('href', '/admin/compliance')
  // Lists nobody follows yet are one sentence, not a row each.
  await expect(page.locator('[data-testid="subscriber-counts-none"]')).toContainText('No confirmed subscriber yet')
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(2 * DESKTOP.height)
  await expect(
    page.locator('[data-dashboard-section="dashboard-new-grievances"]').getByRole('link', { name: otherReference }),
  ).toBeVisible()
  const changes = page.locator('[data-dashboard-section="dashboard-recent-changes"]')
  await expect(changes.getByRole('link', { name: albumTitle })).toBeVisible()
  await expect(changes).toContainText(`Album · saved as draft`)
  // The navigation names the society and links to the guide.
  const nav = page.locator('nav').filter({ hasText: 'Staff guide' }).first()
  await expect(nav).toContainText(SOCIETY)
  const guide = nav.getByRole('link', { name: /Staff guide/ })
  await openAdminNavTo(page, guide)
  await guide.click()
  await expect(page).toHaveURL(/\/admin\/guide$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Staff guide')
  for (const title of [
    'Publish a notice',
    'Publish a photo album',
    'Put an urgent message at the top',
    'Answer a grievance',
    'तक्रारीवर कार्यवाही करणे',
  ]) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
  }
  await expect(page).toHaveTitle(new RegExp(`^Staff guide – ${SOCIETY}`))
  await shoot(page, 'guide')
  await page.goto('/admin')
  await expect(changes.getByRole('link', { name: albumTitle })).toBeVisible()
  await shoot(page, 'dashboard-admin')
})

test('the guide is for staff only: a visitor is sent to the login', async ({ page }) => {
  await page.goto('/admin/guide')
  await expect(page).toHaveURL(/\/admin\/login/)
})
