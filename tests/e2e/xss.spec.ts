import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { currentAcademicYear } from '../../src/lib/academic-year'
import { adminAuth, adminLogin, humanPause, hydrated } from './helpers'
import { DEMO_ADMIN } from '../../src/seed/demo-admin'
import { GRIEVANCE_MESSAGES } from '../../src/grievances/rules'

/**
 * Hostile strings stored through the staff side (Payload's REST API as the demo administrator) as
 * titles, captions, names, plain text and Lexical rich text, then shown by the public pages in
 * Chromium: no script of theirs runs (no dialog, no `window.__xss`), they show as text, and
 * `javascript:` addresses are refused or never reach an href.
 */

const MARK = `x${Date.now().toString(36)}`
const IMG = `<img src=x onerror="window.__xss=1;alert('${MARK}')">`
const SCRIPT = `<script>window.__xss=1;alert('${MARK}')</script>`
const SVG = `"><svg onload="window.__xss=1">`
const JS_URL = 'javascript:window.__xss=1;alert(1)'
/** One string carrying every trick, short enough for a 200-character title. */
const HOSTILE = `${MARK} ${IMG} ${SCRIPT} ${SVG}`

type Created = { collection: string; id: number | string }
const created: Created[] = []

const text = (t: string) => ({ type: 'text', text: t, format: 0, style: '', mode: 'normal', detail: 0, version: 1 })
const paragraph = (...children: object[]) => ({
  type: 'paragraph',
  format: '',
  indent: 0,
  version: 1,
  direction: 'ltr',
  textFormat: 0,
  textStyle: '',
  children,
})
const lexical = (...children: object[]) => ({
  root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children },
})
const link = (url: string, label: string) => ({
  type: 'link',
  version: 3,
  id: `l${MARK}`,
  direction: 'ltr',
  format: '',
  indent: 0,
  fields: { linkType: 'custom', url, newTab: false },
  children: [text(label)],
})

async function create(request: APIRequestContext, auth: Record<string, string>, collection: string, data: object) {
  const res = await request.post(`/cms-api/${collection}`, { headers: auth, data: { _status: 'published', ...data } })
  expect(res.status(), `${collection}: ${await res.text()}`).toBe(201)
  const id = (await res.json()).doc.id
  created.push({ collection, id })
  return id as number
}

/**
 * Every image the page has asked for loaded or broken, and a task later: a broken <img>'s onerror
 * has run. A lazy image out of view is never asked for (and an injected one would not be lazy).
 */
async function imagesSettled(page: Page) {
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete || img.loading === 'lazy'))
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
}

/** Open a public page and check that nothing hostile ran in it. */
async function visitSafely(page: Page, path: string, dialogs: string[]) {
  await page.goto(path)
  await hydrated(page)
  // Every image done, broken ones included: a broken <img>'s onerror has had its turn.
  await page.waitForLoadState('load')
  await imagesSettled(page)
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
    `window.__xss on ${path}`,
  ).toBeUndefined()
  expect(dialogs, `dialogs on ${path}`).toEqual([])
  // No element the payloads would have created.
  expect(await page.locator(`img[src="x"], svg[onload], [onerror]`).count(), `injected elements on ${path}`).toBe(0)
  expect(await page.locator('a[href^="javascript:" i]').count(), `javascript: links on ${path}`).toBe(0)
}

test.describe.configure({ mode: 'serial' })
test.setTimeout(90_000)

let dialogs: string[] = []
test.beforeEach(({ page }) => {
  dialogs = []
  page.on('dialog', async (d) => {
    dialogs.push(d.message())
    await d.dismiss()
  })
})

test.afterAll(async ({ request }) => {
  const auth = await adminAuth(request)
  for (const { collection, id } of created.reverse())
    await request.delete(`/cms-api/${collection}/${id}`, { headers: auth })
})

test('hostile titles, names, captions and descriptions show as text on the public pages', async ({ page, request }) => {
  const auth = await adminAuth(request)
  const year = currentAcademicYear()

  const { data: types } = await (await request.get('/api/v1/notice/type')).json()
  await create(request, auth, 'notices', {
    title: `Notice ${HOSTILE}`,
    description: `About ${HOSTILE}`,
    type: types[0].id,
    academicYear: year,
    date: new Date().toISOString(),
  })
  await create(request, auth, 'trustees', {
    name: `Trustee ${HOSTILE}`.slice(0, 200),
    designation: IMG,
    position: SCRIPT,
    info: `Info ${HOSTILE}`,
    moreInfo: SVG,
    order: -100,
  })
  const anyImage = (await (await request.get('/cms-api/gallery-images?limit=1&depth=0', { headers: auth })).json())
    .docs[0].image
  await create(request, auth, 'gallery-images', {
    image: anyImage,
    caption: `Caption ${HOSTILE}`,
    academicYear: year,
    order: -100,
  })
  await create(request, auth, 'important-links', {
    title: `Link ${HOSTILE}`.slice(0, 200),
    url: 'https://example.org/',
    order: -100,
  })

  await visitSafely(page, `/notices?type=${encodeURIComponent(types[0].notice_code)}`, dialogs)
  await expect(page.getByTestId('notice-list')).toContainText(`Notice ${HOSTILE}`)
  await expect(page.getByTestId('notice-list')).toContainText(`About ${HOSTILE}`)

  await visitSafely(page, '/', dialogs)

  await visitSafely(page, '/trustees', dialogs)
  const card = page.getByTestId('trustee-card').filter({ hasText: MARK }).first()
  await expect(card.getByRole('heading')).toHaveText(`Trustee ${HOSTILE}`.slice(0, 200))
  await card.locator('summary').click()
  await expect(card.getByTestId('trustee-more')).toContainText(`Info ${HOSTILE}`)
  await expect(card.getByTestId('trustee-more')).toContainText(SVG)
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined()

  await visitSafely(page, '/gallery/institute/0', dialogs)
  await expect(page.getByText(`Caption ${HOSTILE}`).first()).toBeVisible()
  // The fullscreen viewer shows the caption too.
  await page.getByTestId('gallery-thumb').filter({ hasText: MARK }).first().click()
  await expect(page.getByTestId('viewer-caption')).toHaveText(`Caption ${HOSTILE}`)
  await imagesSettled(page)
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined()
  expect(dialogs).toEqual([])

  await visitSafely(page, '/gallery/all', dialogs)

  await visitSafely(page, '/importantlinks', dialogs)
  await expect(page.getByRole('link', { name: new RegExp(MARK) })).toHaveAttribute('href', 'https://example.org/')
  await expect(page.getByText(`Link ${HOSTILE}`.slice(0, 200))).toBeVisible()

  // The JSON contract carries the same strings as plain JSON text.
  const notices = (await (await request.get('/api/v1/notice')).json()).data as { title: string }[]
  expect(notices.some((n) => n.title === `Notice ${HOSTILE}`)).toBe(true)
})

test('javascript: and other unsafe addresses are refused for important links (400)', async ({ request }) => {
  const auth = await adminAuth(request)
  for (const url of [
    JS_URL,
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/',
    'vbscript:msgbox(1)',
    '/\\evil.example',
  ]) {
    const res = await request.post('/cms-api/important-links', {
      headers: auth,
      data: { title: `Bad ${MARK}`, url, _status: 'published' },
    })
    expect(res.status(), url).toBe(400)
  }
  const { data } = await (await request.get('/api/v1/links')).json()
  expect((data as { url: string }[]).every((l) => /^(https?:\/\/|\/(?!\/))/.test(l.url))).toBe(true)
})

test('hostile rich text (institution blocks, awards) is shown as text; javascript: links never reach an href', async ({
  page,
  request,
}) => {
  const auth = await adminAuth(request)
  const institution = await create(request, auth, 'institutions', {
    name: `School ${MARK} ${IMG}`.slice(0, 200),
    address: `Road ${SCRIPT}`,
    kind: 'school',
    medium: 'english',
    order: 999,
    schoolInfo: [{ title: `Block ${HOSTILE}`.slice(0, 200), content: lexical(paragraph(text(`Body ${HOSTILE}`))) }],
  })
  await create(request, auth, 'awards', {
    awardeeName: `Awardee ${HOSTILE}`.slice(0, 200),
    content: lexical(paragraph(text(`Award ${HOSTILE}`))),
    order: -100,
  })

  // A link node with a javascript: address: Payload may refuse it (400); if it is stored, the
  // page must not carry it as an href.
  const withLink = await request.patch(`/cms-api/institutions/${institution}`, {
    headers: auth,
    data: {
      _status: 'published',
      contact: [
        {
          title: `Contact ${MARK}`,
          content: lexical(
            paragraph(text('Click '), link(JS_URL, `here ${MARK}`), link('https://example.org/ok', 'fine')),
          ),
        },
      ],
    },
  })
  expect([200, 400], await withLink.text()).toContain(withLink.status())

  await visitSafely(page, `/institutions/${institution}`, dialogs)
  await expect(page.getByRole('heading', { name: `Block ${HOSTILE}`.slice(0, 200) })).toBeVisible()
  await expect(page.locator('.rich').filter({ hasText: MARK }).first()).toContainText(`Body ${HOSTILE}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`School ${MARK} ${IMG}`.slice(0, 200))

  if (withLink.status() === 200) {
    await visitSafely(page, `/institutions/${institution}/contact`, dialogs)
    await expect(page.getByText(`here ${MARK}`)).toBeVisible()
    // The hostile link's text stays; its address does not.
    const hrefs = await page.locator('.rich a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(hrefs.some((h) => /javascript:/i.test(h ?? ''))).toBe(false)
  }
  const sections = (await (await request.get(`/api/v1/school/contact/institute/${institution}`)).json()).data as {
    content: string
  }[]
  for (const s of sections) expect(s.content).not.toMatch(/javascript:|<script|onerror|onload/i)

  await visitSafely(page, '/awards', dialogs)
  await expect(page.getByRole('heading', { name: `Awardee ${HOSTILE}`.slice(0, 200) })).toBeVisible()
  await expect(page.locator('.rich').filter({ hasText: MARK }).first()).toContainText(`Award ${HOSTILE}`)
  const awards = (await (await request.get('/api/v1/awards')).json()).data as {
    awardee_name: string
    content: string
  }[]
  const ours = awards.find((a) => a.awardee_name.includes(MARK))!
  expect(ours.content).not.toMatch(/<script|<img|<svg/i)
  expect(ours.content).toContain('&lt;script&gt;')

  await visitSafely(page, '/institutions', dialogs)
})

test('a grievance with hostile text: names refused as names, comments stored verbatim and shown as text to staff', async ({
  page,
  request,
}) => {
  await page.goto('/grievances')
  await hydrated(page)
  // Names are names: markup in them is refused at the field, before anything is sent.
  await page.getByLabel('First Name').fill(`${MARK} ${IMG}`)
  await page.getByLabel('Last Name').fill(SVG)
  await page.getByLabel('Last Name').blur()
  await expect(page.getByTestId('error-name')).toHaveText(GRIEVANCE_MESSAGES.nameChars)
  await expect(page.getByTestId('error-mname')).toHaveText(GRIEVANCE_MESSAGES.nameChars)
  await page.getByLabel('First Name').fill('Asha')
  await page.getByLabel('Last Name').fill("D'Souza")
  await page.getByLabel('Date of Birth').fill('2004-05-17')
  await page.getByLabel('Email').fill('asha@example.org')
  await page.getByLabel('Mobile Number').fill('9876543210')
  await page.getByLabel('Institute').selectOption({ index: 1 })
  await page.getByLabel('Issue related department').selectOption('Other')
  await page.getByLabel('Comments').fill(`${SCRIPT} ' OR 1=1 -- ${JS_URL}`)
  await humanPause(page) // the form refuses submissions faster than a person
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByTestId('grievance-success')).toContainText(/GRV-\d{4}-/)
  const reference = /GRV-\d{4}-[2-9A-Z]{6}/.exec((await page.getByTestId('grievance-success').textContent()) ?? '')![0]
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined()
  expect(dialogs).toEqual([])

  const auth = await adminAuth(request)
  const [doc] = (
    await (
      await request.get(`/cms-api/grievances?where[reference][equals]=${reference}&depth=0`, { headers: auth })
    ).json()
  ).docs
  expect(doc.firstName).toBe('Asha')
  expect(doc.message).toBe(`${SCRIPT} ' OR 1=1 -- ${JS_URL}`)

  // Staff read it in /admin: as text there too.
  await adminLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `/admin/collections/grievances/${doc.id}`)
  await expect(page.locator('textarea[name="message"], #field-message').first()).toHaveValue(
    `${SCRIPT} ' OR 1=1 -- ${JS_URL}`,
  )
  // Open ones are listed most overdue first: a new one can be on a later page when earlier tests filed
  // many, so the list is searched for its reference, as staff do.
  await page.goto(`/admin/collections/grievances?search=${encodeURIComponent(reference)}`)
  await expect(page.getByText(reference).first()).toBeVisible()
  await imagesSettled(page)
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined()
  expect(dialogs).toEqual([])
})
