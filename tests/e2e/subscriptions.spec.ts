import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect, test } from './fixtures'
import { adminLogin, DESKTOP, PHONE, screenshot } from './helpers'
import { BASE_PORT } from './serve.mjs'

import { startTempServer } from '../../scripts/lib/temp-server.mjs'
import { DEMO_ADMIN } from '../../src/seed/demo-admin'
import { subscriptionTexts } from '../../src/subscriptions/texts'
import { mailSink } from '../integration/smtp'
import { linksOf, parseMail } from '../integration/subscription-mail'

/**
 * Email subscriptions in the browser, without JavaScript, at 375 px in Marathi: subscribe,
 * open the confirmation link from the mail, change the choices on the manage page, unsubscribe. The
 * worker servers have no mail server, so this spec starts its own production server on a copy of
 * the seeded demo with SMTP pointing at a local sink (its mail queue runs every 10 seconds).
 */

test.use({ javaScriptEnabled: false })
test.describe.configure({ mode: 'serial' })

const sink = mailSink()
const { inbox } = sink
let server: Awaited<ReturnType<typeof startTempServer>> | null = null
let dir = ''

test.beforeAll(async () => {
  test.setTimeout(200_000)
  const port = await sink.listen()
  dir = mkdtempSync(path.join(tmpdir(), 'society-e2e-subscriptions-'))
  cpSync(process.env.E2E_TEMPLATE_DIR!, dir, { recursive: true })
  server = await startTempServer({
    port: BASE_PORT + 50,
    dir,
    demo: true,
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      SMTP_FROM: 'Notices <notices@society.test>',
      RATE_LIMIT_SUBSCRIBE: '200/60',
      RATE_LIMIT_SUBSCRIBER: '200/60',
    },
  })
})
test.afterAll(async () => {
  await server?.stop({ keepDir: true })
  rmSync(dir, { recursive: true, force: true })
  await sink.close()
})

test('subscribe without JavaScript at 375 px in Marathi, confirm from the mail, manage, unsubscribe', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const base = server!.base
  const T = subscriptionTexts('mr')
  const email = `parent.${Date.now()}@example.org`
  await page.setViewportSize(PHONE)

  await page.goto(`${base}/mr/subscribe`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.title)
  await expect(page.getByTestId('subscribe-privacy')).toContainText('४८ तासांनंतर')
  await screenshot(page, 'subscriptions-subscribe-mr-375', { fullPage: true })
  // A refused form (nothing chosen to follow) comes back as it was filled in.
  await page.getByLabel(T.email).fill(email)
  await page.getByLabel(T.society).uncheck()
  await page.getByRole('radio', { name: T.digest }).check()
  await page.getByRole('button', { name: T.submit }).click()
  await expect(page.getByTestId('subscribe-error')).toHaveText(T.errors.follow)
  await expect(page.getByLabel(T.email)).toHaveValue(email)
  await expect(page.getByRole('radio', { name: T.digest })).toBeChecked()
  await expect(page.getByLabel(T.society)).not.toBeChecked()
  await screenshot(page, 'subscriptions-refused-mr-375', { fullPage: true })
  // Sent at once, as autofill does: accepted (no waiting for a robot window).
  await page.getByLabel(T.society).check()
  await page.getByRole('button', { name: T.submit }).click()
  await expect(page).toHaveURL(/\/mr\/subscribe\?sent=1$/)
  await expect(page.getByTestId('subscribe-message')).toHaveText(T.sent)
  // Nothing overflows the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)

  // The confirmation mail, in Marathi, arrives from the mail queue.
  await expect.poll(() => inbox.filter((m) => m.to.includes(email)).length, { timeout: 40_000 }).toBe(1)
  const mail = parseMail(inbox.find((m) => m.to.includes(email))!.raw)
  expect(mail.subject).toBe(T.mail.confirmSubject)
  expect(mail.text).toContain(T.privacyTitle)
  const confirm = linksOf(mail.text).find((l) => l.includes('/mr/subscribe/confirm'))!
  expect(confirm.startsWith(`${base}/mr/subscribe/confirm?t=`)).toBe(true)

  // Opening the link confirms nothing yet (mail scanners open links): the person presses the button.
  await page.goto(confirm)
  await expect(page).toHaveURL(/\/mr\/subscribe\?confirm=.+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.confirmTitle)
  await screenshot(page, 'subscriptions-confirm-mr-375', { fullPage: true })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.getByTestId('subscribe-confirm').click()
  await expect(page).toHaveURL(/\/mr\/subscribe\/manage\?t=.+&confirmed=1$/)
  await expect(page.getByTestId('subscribe-message')).toHaveText(T.confirmed)
  await expect(page.getByLabel(T.society)).toBeChecked()
  await expect(page.getByRole('radio', { name: T.digest })).toBeChecked()
  await screenshot(page, 'subscriptions-manage-mr-375', { fullPage: true })

  await page.getByRole('radio', { name: T.immediate }).check()
  await page.getByRole('button', { name: T.save }).click()
  await expect(page.getByTestId('subscribe-message')).toHaveText(T.saved)
  await expect(page.getByRole('radio', { name: T.immediate })).toBeChecked()

  // A notice mail's Unsubscribe link (a GET of the one-click address with the mail's language) opens
  // the manage page in Marathi with the one button on the phone's first screen.
  const t = new URL(page.url()).searchParams.get('t')!
  await page.goto(`${base}/api/subscriptions/unsubscribe?t=${encodeURIComponent(t)}&lang=mr`)
  await expect(page).toHaveURL(/\/mr\/subscribe\/manage\?t=/)
  const button = await page.getByTestId('unsubscribe').boundingBox()
  expect(button!.y + button!.height).toBeLessThanOrEqual(PHONE.height)
  await expect(page.getByTestId('unsubscribe')).toHaveText(T.unsubscribe)
  await screenshot(page, 'subscriptions-unsubscribe-mr-375')
  await page.getByTestId('unsubscribe').click()
  await expect(page).toHaveURL(/\/mr\/subscribe\?done=unsubscribed$/)
  await expect(page.getByTestId('subscribe-message')).toHaveText(T.unsubscribed)
  // The link is dead now.
  await page.goto(confirm)
  await expect(page.getByTestId('subscribe-bad-link')).toHaveText(T.badLink)
})

test('the form in English at 1280 px, reached from a school page with the school ticked', async ({ page }) => {
  const base = server!.base
  const T = subscriptionTexts('en')
  await page.setViewportSize(DESKTOP)
  await page.goto(`${base}/institutions`)
  const school = page.locator('a[href^="/institutions/"]').first()
  await school.click()
  const id = /\/institutions\/(\d+)/.exec(page.url())![1]
  await page.getByTestId('subscribe-link').click()
  await expect(page).toHaveURL(new RegExp(`/subscribe\\?institution=${id}$`))
  await expect(page.locator(`input[name="institution"][value="${id}"]`)).toBeChecked()
  await expect(page.getByLabel(T.society)).not.toBeChecked()
  await screenshot(page, 'subscriptions-subscribe-en-1280', { fullPage: true })
})

test('a society-wide alert reaches parents who subscribed from a school page once the office confirmed it; its mail opens the alert (375 px, both languages)', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(300_000)
  const base = server!.base
  await page.setViewportSize(PHONE)
  const { data } = await (await request.get(`${base}/api/v1/institute`)).json()
  const school = data[0].id as number
  const parents = { en: `dadar.${Date.now()}@example.org`, mr: `marathi.${Date.now()}@example.org` }
  for (const lang of ['en', 'mr'] as const) {
    const T = subscriptionTexts(lang)
    const prefix = lang === 'mr' ? '/mr' : ''
    // The page opened from a school's link: that school ticked, Society-wide not.
    await page.goto(`${base}${prefix}/subscribe?institution=${school}`)
    await expect(page.getByLabel(T.society)).not.toBeChecked()
    await expect(page.getByText(T.alertsNote)).toBeVisible()
    await page.getByLabel(T.email).fill(parents[lang])
    await page.getByRole('button', { name: T.submit }).click()
    await expect(page.getByTestId('subscribe-message')).toHaveText(T.sent)
    await expect.poll(() => inbox.filter((m) => m.to.includes(parents[lang])).length, { timeout: 40_000 }).toBe(1)
    const confirm = linksOf(parseMail(inbox.find((m) => m.to.includes(parents[lang]))!.raw).text).find((l) =>
      l.includes('/subscribe/confirm'),
    )!
    await page.goto(confirm)
    await page.getByTestId('subscribe-confirm').click()
    await expect(page.getByTestId('subscribe-message')).toHaveText(T.confirmed)
  }

  const login = await request.post(`${base}/cms-api/users/login`, { data: DEMO_ADMIN })
  const auth = { Authorization: `JWT ${(await login.json()).token}` }
  const message = `Heavy rain: all schools and colleges are closed today (${Date.now()})`
  // Saved as a draft, in English and then in Marathi: nothing is shown or mailed yet.
  const created = await request.post(`${base}/cms-api/alerts`, {
    headers: auth,
    data: {
      message,
      level: 'emergency',
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = (await created.json()).doc.id as number
  expect(
    (
      await request.patch(`${base}/cms-api/alerts/${id}?locale=mr`, {
        headers: auth,
        data: { message: 'मुसळधार पाऊस: आज सर्व शाळा व महाविद्यालये बंद' },
      })
    ).status(),
  ).toBe(200)
  // The office reviews and sends it in the admin (with JavaScript, at 1280 px).
  const office = await browser.newContext({ baseURL: base, viewport: DESKTOP, javaScriptEnabled: true })
  const admin = await office.newPage()
  await adminLogin(admin, DEMO_ADMIN.email, DEMO_ADMIN.password, `/admin/collections/alerts/${id}`)
  await expect(admin.getByTestId('alert-state')).toHaveText('Draft: not on the site, nobody mailed.')
  const review = admin.getByRole('dialog', { name: 'Send this alert?' })
  // A click before the admin's scripts have hydrated the button opens nothing (seen on a loaded
  // machine): pressed again until the dialog shows.
  await expect(async () => {
    if (!(await review.isVisible())) await admin.getByRole('button', { name: 'Review and send…' }).click()
    await expect(review).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  await expect(review.getByTestId('alert-review-audience')).toHaveText(
    /^Every confirmed subscriber \(an alert for the whole society\): \d+ people: [1-9]\d* in English, [1-9]\d* in Marathi\.$/,
  )
  await expect(review.getByTestId('alert-preview-en')).toContainText(message)
  await expect(review.getByTestId('alert-preview-mr')).toContainText('तातडीची सूचना')
  await expect(review.getByTestId('alert-preview-mr')).toContainText('मुसळधार पाऊस: आज सर्व शाळा व महाविद्यालये बंद')
  await screenshot(admin, 'subscriptions-alert-review-1280')
  await review.getByRole('button', { name: /^Send to \d+ people$/ }).click()
  await expect(admin.getByTestId('alert-state')).toHaveText(/^Confirmed on .+\. On the site until its end\.$/)
  try {
    const alertMail = (to: string) =>
      inbox
        .map((m) => ({ ...m, mail: parseMail(m.raw) }))
        .find((m) => m.to.includes(to) && m.mail.text.includes('/alerts/'))
    await expect
      .poll(() => Boolean(alertMail(parents.en) && alertMail(parents.mr)), { timeout: 180_000, intervals: [2000] })
      .toBe(true)
    const en = alertMail(parents.en)!.mail
    const mr = alertMail(parents.mr)!.mail
    expect(en.subject).toMatch(/^Vidya Vikas Education Society · Emergency alert, \d\d\/\d\d\/\d{4}: Heavy rain/)
    expect(mr.subject).toMatch(/^विद्या विकास शिक्षण संस्था · तातडीची सूचना, \d\d\/\d\d\/\d{4}: मुसळधार पाऊस/)
    for (const [lang, mail] of [
      ['en', en],
      ['mr', mr],
    ] as const) {
      const link = linksOf(mail.text).find((l) => l.includes('/alerts/'))!
      expect(link).toBe(`${base}${lang === 'mr' ? '/mr' : ''}/alerts/${id}`)
      await page.goto(link)
      await expect(page.getByTestId('alert-message')).toHaveText(
        lang === 'mr' ? 'मुसळधार पाऊस: आज सर्व शाळा व महाविद्यालये बंद' : message,
      )
      await expect(page.getByTestId('alert-concerns')).toHaveText(
        lang === 'mr' ? 'संपूर्ण संस्था: सर्व शाळा व महाविद्यालये' : 'The whole society: every school and college',
      )
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
      await screenshot(page, `subscriptions-alert-page-${lang}-375`, { fullPage: true })
    }
    // The delivery report, counts only, once the last mail went out.
    await expect(async () => {
      await admin.reload()
      await expect(admin.getByTestId('report-finished')).toHaveText(/ IST$/, { timeout: 2000 })
    }).toPass({ timeout: 60_000 })
    await expect(admin.getByTestId('report-failed')).toHaveText('0')
    expect(Number(await admin.getByTestId('report-sent').textContent())).toBeGreaterThanOrEqual(2)
    await expect(admin.getByTestId('alert-mail-panel')).not.toContainText('@')
    await admin.getByTestId('alert-mail-panel').scrollIntoViewIfNeeded()
    await screenshot(admin, 'subscriptions-alert-report-1280')
  } finally {
    await office.close()
    await request.delete(`${base}/cms-api/alerts/${id}`, { headers: auth })
  }
})
