import { expect, test, type Page } from './fixtures'

import { en } from '../../src/i18n/en'
import { mr } from '../../src/i18n/mr'
import { adminAuth, PHONE, screenshot } from './helpers'

/**
 * On a phone (375 px), in both languages: a closed grievance's status page offers the answer form
 * with its deadline; the complainant's answer reopens it, on the same reference. With JavaScript
 * off (the form posts to the server action) and on. Each event page's "Add to calendar" offers the
 * event's .ics and Google Calendar. Screenshots for review with E2E_SCREENSHOTS=1.
 */

/** With E2E_SCREENSHOTS=1, a screenshot for review (not an assertion). */
const shot = (page: Page, name: string) => screenshot(page, name, { fullPage: true })

test.describe.configure({ mode: 'default' })
test.use({ viewport: PHONE })

const filed: Record<'en' | 'mr', { reference: string; mobile: string }> = {
  en: { reference: '', mobile: '9123456701' },
  mr: { reference: '', mobile: '9123456702' },
}

test.beforeAll(async ({ request }) => {
  const auth = await adminAuth(request)
  const { docs } = await (await request.get('/cms-api/institutions?limit=1&depth=0', { headers: auth })).json()
  for (const lang of ['en', 'mr'] as const) {
    const res = await request.post(`/api/v1/complaint${lang === 'mr' ? '?locale=mr' : ''}`, {
      data: {
        name: 'Asha',
        mname: 'Rao',
        dob: '2004-05-17',
        type: 'Marksheet',
        mobile: filed[lang].mobile,
        email: `answer.${lang}@example.org`,
        message: 'My marksheet is wrong.',
        tid: '1',
        institute_id: String(docs[0].id),
      },
    })
    expect(res.status()).toBe(200)
    filed[lang].reference = (await res.json()).data.reference
    const { docs: found } = await (
      await request.get(`/cms-api/grievances?where[reference][equals]=${filed[lang].reference}&depth=0`, {
        headers: auth,
      })
    ).json()
    expect(found[0].language).toBe(lang)
    const reply = lang === 'mr' ? 'गुणपत्रिकेतील नाव दुरुस्त केले आहे.' : 'Your name has been corrected on the marksheet.'
    expect(
      (
        await request.patch(`/cms-api/grievances/${found[0].id}`, {
          headers: auth,
          data: { status: 'resolved', reply },
        })
      ).status(),
    ).toBe(200)
  }
})

for (const [lang, javaScriptEnabled] of [
  ['en', false],
  ['mr', true],
] as const) {
  test(`${lang}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}: a closed grievance is answered on the same reference and reopens`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled })
    const page = await context.newPage()
    const T = (lang === 'mr' ? mr : en).grievanceStatus
    await page.goto(lang === 'mr' ? '/mr/grievances/status' : '/grievances/status')
    await page.locator('#s-reference').fill(filed[lang].reference)
    await page.locator('#s-contact').fill(filed[lang].mobile)
    await page.locator('[data-testid="status-form"] button[type="submit"]').click()
    await expect(page.getByTestId('status-value')).toHaveText(T.statuses.resolved)
    const form = page.getByTestId('answer-form')
    await expect(form).toBeVisible()
    await expect(form).toContainText(T.answerTitle)
    await expect(form).toContainText(/\d\d\/\d\d\/\d{4}/)
    await shot(page, `grievance-answer-${lang}-375-closed`)
    await page
      .locator('#s-answer')
      .fill(lang === 'mr' ? 'नवी गुणपत्रिका अजून मिळालेली नाही.' : 'I have not received the new marksheet yet.')
    await form.locator('button[type="submit"]').click()
    await expect(page.getByTestId('answer-sent')).toHaveText(T.answeredReopened)
    await expect(page.getByTestId('status-value')).toHaveText(T.statuses['in-progress'])
    // The reference and contact stay out of the address.
    expect(page.url()).not.toContain(filed[lang].mobile)
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await shot(page, `grievance-answer-${lang}-375-answered`)
    await context.close()
  })
}

for (const lang of ['en', 'mr'] as const) {
  test(`${lang}: an event page offers "Add to calendar": its .ics and Google Calendar`, async ({ page, request }) => {
    const auth = await adminAuth(request)
    const { docs } = await (
      await request.get('/cms-api/events?limit=1&depth=0&where[_status][equals]=published', { headers: auth })
    ).json()
    const id = docs[0].id
    await page.goto(`${lang === 'mr' ? '/mr' : ''}/events/${id}`)
    const box = page.getByTestId('event-add')
    await expect(box).toContainText((lang === 'mr' ? mr : en).events.addTitle)
    const ics = box.getByTestId('event-add-ics')
    expect(await ics.getAttribute('href')).toBe(`/events.ics?event=${id}${lang === 'mr' ? '&lang=mr' : ''}`)
    const res = await request.get((await ics.getAttribute('href'))!)
    expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8')
    expect(await res.text()).toContain('BEGIN:VEVENT')
    const google = box.locator('a[href^="https://calendar.google.com/calendar/render?"]')
    await expect(google).toHaveCount(1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await box.scrollIntoViewIfNeeded()
    await shot(page, `event-add-${lang}-375`)
  })
}
