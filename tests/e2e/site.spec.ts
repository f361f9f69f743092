import { expect, test, type Page } from './fixtures'

import { currentAcademicYear, shiftAcademicYear } from '../../src/lib/academic-year'
import { CAROUSEL_INTERVAL_MS } from '../../src/lib/carousel'
import { GRIEVANCE_MESSAGES as M } from '../../src/grievances/rules'

import { adminAuth, freshFormToken, humanPause, hydrated, PHONE } from './helpers'

const year = currentAcademicYear()

// The tabs, dates and PDF links of /notices and the collages of /gallery/all, as the server sends
// them: tests/http/site.spec.ts.

test('changing notice tab shows "Loading data..." while the notices load', async ({ page }) => {
  await page.goto('/notices')
  await hydrated(page)
  // Hold the tab's data until the loading state has been seen.
  let release = () => {}
  const seen = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/notices?type=Recruitment**', async (route) => {
    await seen
    await route.continue()
  })
  await page.getByRole('navigation', { name: 'Notice types' }).getByRole('link', { name: 'Recruitment' }).click()
  await expect(page.getByTestId('loading')).toHaveText('Loading data...')
  release()
  await expect(page).toHaveURL(/type=Recruitment/)
  await expect(page.getByTestId('loading')).toHaveCount(0)
  await expect(page.getByTestId('notice').first()).toContainText('Recruitment')
})

test.describe('/studentachievements', () => {
  test('the current year is chosen first; choosing another year reloads; an empty year says so', async ({ page }) => {
    await page.goto('/studentachievements')
    await hydrated(page)
    const select = page.getByLabel('Academic year')
    await expect(select).toHaveValue(year)
    await expect(page.getByTestId('achievement-card').first()).toContainText(year)
    await select.selectOption(shiftAcademicYear(year, -2))
    await expect(page).toHaveURL(new RegExp(`year=${shiftAcademicYear(year, -2)}`))
    await expect(page.getByTestId('achievement-card').first()).toContainText(shiftAcademicYear(year, -2))
    await page.goto('/studentachievements?year=1990-1991')
    await expect(page.getByText('No achievement for selected academic year')).toBeVisible()
  })
})

test.describe('gallery', () => {
  test('10 photos per page; the viewer shows captions, moves circularly, by keys, and closes', async ({ page }) => {
    await page.goto(`/gallery/${year}/0`)
    await hydrated(page)
    await expect(page.getByTestId('gallery-thumb')).toHaveCount(10)
    await page.getByTestId('pagination').getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/page=2/)
    // The society's 12 photos of the year and the 3 of its album "Annual day".
    await expect(page.getByTestId('gallery-thumb')).toHaveCount(5)
    await page.goto(`/gallery/${year}/0`)
    await hydrated(page)
    await page.getByTestId('gallery-thumb').first().click()
    const viewer = page.getByTestId('gallery-viewer')
    await expect(viewer).toBeVisible()
    await expect(page.getByTestId('viewer-counter')).toHaveText('1 / 10')
    const firstCaption = await page.getByTestId('viewer-caption').textContent()
    expect(firstCaption).toMatch(/\S/)
    await page.getByRole('button', { name: 'Previous photo' }).click()
    await expect(page.getByTestId('viewer-counter')).toHaveText('10 / 10')
    await page.keyboard.press('ArrowRight')
    await expect(page.getByTestId('viewer-counter')).toHaveText('1 / 10')
    await expect(page.getByTestId('viewer-caption')).toHaveText(firstCaption!)
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
    await page.getByTestId('gallery-thumb').nth(2).click()
    // A swipe to the left shows the next photo.
    await viewer.evaluate((el) => {
      const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 300 })
      el.dispatchEvent(
        new TouchEvent('touchstart', { touches: [touch(300)], changedTouches: [touch(300)], bubbles: true }),
      )
      el.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: [touch(100)], bubbles: true }))
    })
    await expect(page.getByTestId('viewer-counter')).toHaveText('4 / 10')
    await page.getByRole('button', { name: 'Close' }).click()
    await expect(viewer).toBeHidden()
  })
})

test.describe('/grievances', () => {
  test('shows each message next to its field on blur and on submit', async ({ page }) => {
    await page.goto('/grievances')
    await hydrated(page)
    await page.getByLabel('First Name').focus()
    await page.getByLabel('Last Name').focus()
    await expect(page.getByTestId('error-name')).toHaveText(M.name)
    await page.getByRole('button', { name: 'Submit' }).click()
    for (const [field, message] of Object.entries({
      mname: M.mname,
      dob: M.dob,
      email: M.email,
      mobile: M.mobile,
      institute_id: M.institute,
      type: M.type,
      message: M.message,
    })) {
      await expect(page.getByTestId(`error-${field}`)).toHaveText(message)
    }
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByLabel('Mobile Number').fill('12345')
    await page.getByLabel('Mobile Number').blur()
    await expect(page.getByTestId('error-email')).toHaveText(M.emailInvalid)
    await expect(page.getByTestId('error-mobile')).toHaveText(M.mobileInvalid)
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  })

  const fill = async (page: Page) => {
    await page.getByLabel('First Name').fill('Asha')
    await page.getByLabel('Last Name').fill('Rao')
    await page.getByLabel('Date of Birth').fill('2004-05-17')
    await page.getByLabel('Email').fill('asha@example.org')
    await page.getByLabel('Mobile Number').fill('9876543210')
    await page.getByLabel('Institute').selectOption({ index: 1 })
    await page.getByLabel('Issue related department').selectOption('Result Issue')
    await page.getByLabel('Comments').fill('My result is withheld.')
  }

  test('on a phone, a valid grievance shows "Grievance submitted !" with its reference in view with focus, resets the form, and a second can be filed from the same page', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    const references: string[] = []
    const token = page.locator('input[name="form_token"]')
    let used = ''
    await page.goto('/grievances')
    await expect(page.getByLabel('Issue related department').locator('option')).toHaveText([
      'Select department',
      'Degree',
      'Migration/Consolated Marksheet/Transcript/Provisional Degree',
      'Verification',
      'Marksheet',
      'Result Issue',
      'Other',
    ])
    for (let round = 0; round < 2; round++) {
      await hydrated(page)
      // One form token files one grievance: after the first, the page renders itself again for a
      // new one (router.refresh). Filled before that arrives, the form would send the spent token.
      await expect(token).not.toHaveValue(used)
      used = await token.inputValue()
      await fill(page)
      await humanPause(page)
      await page.getByRole('button', { name: 'Submit' }).click()
      const success = page.getByTestId('grievance-success')
      await expect(success).toContainText('Grievance submitted !')
      await expect(success).toContainText(/GRV-\d{4}-/)
      // The submit button is at the foot of the form: the confirmation above it scrolls into view.
      await expect(success).toBeInViewport()
      await expect(success).toBeFocused()
      await expect(page.getByLabel('First Name')).toHaveValue('')
      await expect(page.getByLabel('Comments')).toHaveValue('')
      references.push(/GRV-\d{4}-[2-9A-Z]{6}/.exec((await success.textContent()) ?? '')![0])
    }
    // One form token files one grievance: the page fetched a new one after the first.
    expect(new Set(references).size).toBe(2)
  })

  test('a submission faster than a person can fill the form is refused, and works once resubmitted', async ({
    page,
  }) => {
    await page.goto('/grievances')
    await hydrated(page)
    await fill(page)
    // Sent with a token issued a moment ago: quick whatever the machine's speed.
    await page.route('**/api/v1/complaint', (route) =>
      route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), form_token: freshFormToken() }) }),
    )
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByTestId('grievance-failed')).toContainText(M.tooFast)
    await expect(page.getByLabel('First Name')).toHaveValue('Asha')
    await page.unroute('**/api/v1/complaint')
    // The form's own token, from when the page was rendered, is old enough by now.
    await humanPause(page)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByTestId('grievance-success')).toContainText('Grievance submitted !')
  })

  test('the honeypot is invisible and out of reach for people', async ({ page }) => {
    await page.goto('/grievances')
    const honeypot = page.locator('#g-website')
    await expect(honeypot).toHaveAttribute('tabindex', '-1')
    await expect(honeypot).not.toBeInViewport()
    await expect(page.getByRole('textbox', { name: /Leave this field empty/ })).toHaveCount(0) // not in the accessibility tree
  })

  test('a failed submit says so clearly and keeps what was typed', async ({ page }) => {
    await page.route('**/api/v1/complaint', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"success":0,"message":"Service unavailable"}',
      }),
    )
    await page.goto('/grievances')
    await hydrated(page)
    await fill(page)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByTestId('grievance-failed')).toContainText('could not be submitted')
    await expect(page.getByLabel('First Name')).toHaveValue('Asha')
    await expect(page.getByLabel('Comments')).toHaveValue('My result is withheld.')
    await expect(page.getByTestId('grievance-success')).toHaveCount(0)
  })
})

test.describe('home', () => {
  // The motto's face (its own subset, then Noto Sans Devanagari): tests/e2e/marathi.spec.ts.

  test('the carousel shows 3 on a desktop, 2 at 800 px, 1 at 1000 px and on phones; it advances every 3 s and pauses', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    // The page's timers on Playwright's clock: the 3 s steps are run, not waited for.
    await page.clock.install()
    await page.goto('/')
    await hydrated(page)
    const carousel = page.getByTestId('carousel')
    for (const [width, visible] of [
      [1280, 3],
      [1000, 1],
      [800, 2],
      [375, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 800 })
      await expect(carousel).toHaveAttribute('data-visible', String(visible))
    }
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.mouse.move(0, 0)
    const first = () => page.getByTestId('carousel-slide').first().getAttribute('aria-label')
    const before = await first()
    await page.clock.runFor(CAROUSEL_INTERVAL_MS)
    await expect.poll(first, { timeout: 1_500, intervals: [100] }).not.toBe(before)
    await page.getByTestId('carousel-toggle').click()
    await expect(page.getByTestId('carousel-toggle')).toHaveText('Play slideshow')
    await page.mouse.move(0, 0)
    const paused = await first()
    await page.clock.runFor(3 * CAROUSEL_INTERVAL_MS)
    // React renders a step after the timer that asked for it: a click's step renders after any
    // such step, so the slide after one click shows whether the paused carousel moved by itself.
    const at = (label: string | null) => Number(label?.match(/Photo (\d+) of/)?.[1])
    const total = Number(paused?.match(/of (\d+)/)?.[1])
    await page.getByRole('button', { name: 'Next photos' }).click()
    await expect.poll(first).not.toBe(paused)
    expect(at(await first())).toBe(((at(paused) - 1 + 3) % total) + 1) // 3 photos a step at 1280 px
    await page.getByRole('button', { name: 'Previous photos' }).click()
    await expect.poll(first).toBe(paused)

    // Wrapping: from the first photo back, the window shows the last photo and then the first again.
    await page.setViewportSize({ width: 800, height: 800 })
    await expect(carousel).toHaveAttribute('data-visible', '2')
    const slides = page.getByTestId('carousel-slide')
    const count = Number((await slides.first().getAttribute('aria-label'))?.match(/of (\d+)/)?.[1])
    while ((await slides.first().getAttribute('aria-label')) !== `Photo 1 of ${count}`)
      await page.getByRole('button', { name: 'Next photos' }).click()
    await page.getByRole('button', { name: 'Previous photos' }).click()
    await expect(slides).toHaveCount(2)
    await expect(slides.nth(0)).toHaveAttribute('aria-label', `Photo ${count} of ${count}`)
    await expect(slides.nth(1)).toHaveAttribute('aria-label', `Photo 1 of ${count}`)
    await expect(slides.nth(1).getByRole('img')).toBeVisible()
  })

  test('the notice strip scrolls, pauses on hover, and stands still under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.goto('/')
    const track = page.getByTestId('notice-strip')
    await expect(track).toHaveCSS('animation-play-state', 'running')
    await page.locator('.notice-strip').hover()
    await expect(track).toHaveCSS('animation-play-state', 'paused')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expect(track).toHaveCSS('animation-name', 'none')
  })

  test('registers exactly one visit per home page view', async ({ page, request }) => {
    let visits = 0
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/visitor') && r.method() === 'POST') visits++
    })
    // The server's own count, read after each page has settled: a second POST from a view would have
    // been counted by then (each view's POST leaves before the next page is opened).
    const auth = await adminAuth(request)
    const counted = async () =>
      (await (await request.get('/cms-api/globals/visitor-counter', { headers: auth })).json()).count as number
    const before = await counted()
    await page.goto('/')
    await hydrated(page)
    await expect.poll(counted).toBe(before + 1)
    await page.goto('/aboutus')
    await hydrated(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect.poll(counted).toBe(before + 2)
    await page.goto('/aboutus')
    await hydrated(page)
    expect(await counted()).toBe(before + 2)
    expect(visits).toBe(2)
  })
})
