import { expect, test, type Page } from './fixtures'

import { en } from '../../src/i18n/en'
import { mr } from '../../src/i18n/mr'
import { adminAuth, adminLogin, createStaff, DESKTOP, parseHtml, PHONE, screenshot } from './helpers'

/**
 * Staff preview (src/content/preview.ts): a school's clerk (an institution editor) saves
 * a published event of their school as a draft in /admin, in English and in Marathi, presses
 * Preview and sees the draft with the banner on a phone; a visitor sees the published event, and
 * the preview address gives a visitor no draft.
 */

type EventDoc = { id: number; title: string; institution: number }

/** A published event of a school, read as the administrator (English and Marathi titles). */
async function schoolEvent(page: Page): Promise<EventDoc & { titleMr: string }> {
  const headers = await adminAuth(page.request)
  const res = await page.request.get(
    '/cms-api/events?where[institution][exists]=true&where[_status][equals]=published&limit=1&depth=0&sort=id',
    { headers },
  )
  const doc = (await res.json()).docs[0] as EventDoc
  const mrDoc = await (await page.request.get(`/cms-api/events/${doc.id}?depth=0&locale=mr`, { headers })).json()
  return { ...doc, titleMr: mrDoc.title }
}

/** In the edit view (already open): a new title, saved as a draft (not published). */
async function saveDraftTitle(page: Page, title: string) {
  const field = page.locator('#field-title')
  await field.fill(title)
  const saved = page.waitForResponse(
    (r) => r.request().method() !== 'GET' && /\/cms-api\/events\/\d+\?/.test(r.url()) && r.status() === 200,
  )
  await page.getByRole('button', { name: /^(Save draft|Save Draft)$/ }).click()
  await saved
}

test('a clerk previews a draft of their school’s event in both languages; visitors never see it', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const event = await schoolEvent(page)
  const email = `preview-clerk-${Date.now()}@example.org`
  await createStaff(page.request, {
    email,
    password: 'preview-clerk-password',
    role: 'editor',
    institutions: [event.institution],
  })
  await page.context().clearCookies()
  await page.setViewportSize(DESKTOP)
  const editView = (lang: 'en' | 'mr') => `/admin/collections/events/${event.id}?locale=${lang}`
  await adminLogin(page, email, 'preview-clerk-password', editView('en'))

  const drafts = { en: `Draft only: ${event.title}`, mr: `मसुदा: ${event.titleMr}` }
  const seen: Record<'en' | 'mr', Page | null> = { en: null, mr: null }
  for (const lang of ['en', 'mr'] as const) {
    if (lang !== 'en') await page.goto(editView(lang))
    await saveDraftTitle(page, drafts[lang])
    const button = page.locator('#preview-button')
    await expect(button).toHaveAttribute('href', `/api/preview?collection=events&id=${event.id}&locale=${lang}`)
    const [preview] = await Promise.all([page.waitForEvent('popup'), button.click()])
    await preview.setViewportSize(PHONE)
    const path = lang === 'mr' ? `/mr/events/${event.id}` : `/events/${event.id}`
    await preview.waitForURL(new RegExp(`${path}$`))
    const t = (lang === 'mr' ? mr : en).preview
    // The draft, as visitors will see it, with the banner, in the language being edited.
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(drafts[lang])
    const banner = preview.locator('[data-preview-banner]')
    await expect(banner).toContainText(t.banner)
    await expect(banner.getByRole('link', { name: t.leave })).toBeVisible()
    await expect(preview.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1)
    // Fits a phone: nothing wider than the screen.
    expect(await preview.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    // Never stored, never indexed (the same answer on a reload, past the server's micro-cache).
    const again = await preview.reload()
    expect(again?.headers()['cache-control']).toMatch(/no-store/)
    expect(again?.headers()['cache-control']).toMatch(/private/)
    expect(again?.headers()['x-robots-tag']).toBe('noindex')
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(drafts[lang])
    await screenshot(preview, `preview-${lang}-375`)
    // On a computer screen too: the band spans the page, its link beside the text.
    await preview.setViewportSize(DESKTOP)
    await expect(banner.getByRole('link', { name: t.leave })).toBeInViewport()
    await screenshot(preview, `preview-${lang}-1280`)
    await preview.setViewportSize(PHONE)
    seen[lang] = preview
  }

  // A visitor (no session) asking for the same public addresses gets the published event, twice
  // each so that the server's micro-cache answers the second: read as sent, without a browser.
  const read = async (path: string, headers: Record<string, string> = {}) => {
    const res = await request.get(path, { headers })
    const doc = parseHtml(await res.text())
    return { res, h1: doc.querySelector('h1')?.textContent?.trim(), banner: doc.querySelector('[data-preview-banner]') }
  }
  for (const [path, title] of [
    [`/events/${event.id}`, event.title],
    [`/mr/events/${event.id}`, event.titleMr],
    [`/events/${event.id}`, event.title],
  ] as const) {
    const { res, h1, banner } = await read(path)
    expect(res.headers()['x-robots-tag'], path).toBeUndefined()
    expect(h1, path).toBe(title)
    expect(banner, path).toBeNull()
  }
  // The preview address itself gives a visitor a refusal, no draft.
  const refused = await request.get(`/api/preview?collection=events&id=${event.id}&locale=en`)
  expect(refused.status()).toBe(401)
  expect(await refused.text()).not.toContain(drafts.en)
  // Even with the clerk's draft-mode cookies copied over, without the session: the published page.
  const clerkCookies = (await page.context().cookies()).filter((c) => c.name !== 'payload-token')
  const stale = await read(`/events/${event.id}`, {
    cookie: clerkCookies.map((c) => `${c.name}=${c.value}`).join('; '),
  })
  expect(stale.h1).toBe(event.title)
  expect(stale.banner).toBeNull()
  expect(stale.res.headers()['cache-control']).toMatch(/no-store/)

  // Leaving preview: the clerk is back on the public page.
  const english = seen.en!
  await english.getByRole('link', { name: en.preview.leave }).click()
  await english.waitForURL(new RegExp(`/events/${event.id}$`))
  await expect(english.getByRole('heading', { level: 1 })).toHaveText(event.title)
  await expect(english.locator('[data-preview-banner]')).toHaveCount(0)

  // An editor of another school cannot open this event's preview.
  const otherEmail = `preview-other-${Date.now()}@example.org`
  const headers = await adminAuth(page.request)
  const schools = (await (await page.request.get('/cms-api/institutions?limit=2&depth=0&sort=id', { headers })).json())
    .docs as { id: number }[]
  const other = schools.find((s) => s.id !== event.institution)!
  const otherClerk = await playwright.request.newContext({ baseURL })
  await createStaff(otherClerk, {
    email: otherEmail,
    password: 'preview-other-password',
    role: 'editor',
    institutions: [other.id],
  })
  await otherClerk.post('/cms-api/users/login', { data: { email: otherEmail, password: 'preview-other-password' } })
  // With the session cookie (it counts only from the site's own origin).
  const denied = await otherClerk.get(`/api/preview?collection=events&id=${event.id}&locale=en`, {
    headers: { Origin: new URL(baseURL!).origin },
  })
  expect(denied.status()).toBe(403)
  await otherClerk.dispose()
})
