import { expect, test, type Page } from './fixtures'

import { en } from '../../src/i18n/en'
import { mr } from '../../src/i18n/mr'
import { INSTITUTION_SECTIONS } from '../../src/lib/institution-sections'
import { DEMO_ADMIN } from '../../src/seed/demo-admin'

import { adminLogin, DESKTOP, faceLoaded, PHONE } from './helpers'

/**
 * The public site's chrome as an outside check found it on a phone and a desktop, in both languages: the
 * home strip's notices, the menu and the footer without JavaScript, an institution's sections on a
 * phone, the admission banner, the footer's social links, Devanagari in the site's own font,
 * printing, and wide tables.
 */

const LANGS = [
  { lang: 'en', prefix: '', t: en },
  { lang: 'mr', prefix: '/mr', t: mr },
] as const
const WIDTHS = [
  { name: 'phone', size: PHONE },
  { name: 'desktop', size: DESKTOP },
] as const

/** The pages of a PDF Chromium printed (its page objects; /Pages is the tree's root). */
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length

/** The fonts the browser actually drew an element's text with (DevTools' "Rendered fonts"). */
async function renderedFonts(page: Page, selector: string): Promise<{ familyName: string; isCustomFont: boolean }[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts
}

for (const { lang, prefix, t } of LANGS) {
  test.describe(`in ${lang}`, () => {
    for (const { name, size } of WIDTHS) {
      // The strip's link, scroll and mark are the same at every width: each language is walked at one
      // (English on a phone, Marathi on a desktop); the banner's overlap is laid out at both.
      const stripHere = (lang === 'en') === (name === 'phone')
      if (stripHere)
        test(`home notice strip (${name}): an item opens its notice's tab and year on /notices, scrolled to and marked, its page one tap away`, async ({
          page,
        }) => {
          await page.setViewportSize(size)
          // The strip stands still under reduced motion, so the link can be tapped.
          await page.emulateMedia({ reducedMotion: 'reduce' })
          await page.goto(prefix || '/')
          const item = page.getByTestId('notice-strip').getByRole('link').first()
          const href = (await item.getAttribute('href'))!
          expect(href).toMatch(new RegExp(`^${prefix}/notices(\\?[^#]*)?#notice-\\d+$`))
          const id = href.split('#notice-')[1]!
          const title = (await item.textContent())!.trim()
          const type = new URL(href, 'http://x').searchParams.get('type')

          await item.click()
          await expect(page).toHaveURL(new RegExp(`${prefix}/notices.*#notice-${id}$`))
          const row = page.locator(`#notice-${id}`)
          await expect(row).toBeInViewport()
          expect(await row.evaluate((el) => el.matches(':target'))).toBe(true)
          // Marked: a background of its own, unlike the other rows.
          expect(await row.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)')
          // The notice's type is the open tab.
          const tab = page.getByRole('navigation', { name: t.notices.tabsLabel }).locator('a[aria-current="page"]')
          expect(await tab.evaluate((el: HTMLAnchorElement) => new URL(el.href).searchParams.get('type'))).toBe(type)
          const open = row.getByTestId('notice-link')
          await expect(open).toHaveText(title)
          await open.click()
          await expect(page).toHaveURL(new RegExp(`${prefix}/notices/${id}$`))
        })
    }

    test('the admission banner covers nothing at the end of the page, on a phone and a desktop', async ({ page }) => {
      await page.setViewportSize(PHONE)
      await page.goto(prefix || '/')
      const banner = page.getByTestId('admission-banner')
      await expect(banner).toHaveAttribute('href', `${prefix}/admission`)
      await expect(banner).toHaveAttribute('target', '_blank')
      const copyright = page.locator('body > footer > div').last()
      await expect(copyright).toContainText('©')
      // The same page laid out at each width.
      for (const { name, size } of WIDTHS) {
        await page.setViewportSize(size)
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        await expect(copyright, name).toBeInViewport()
        const a = (await banner.boundingBox())!
        const b = (await copyright.boundingBox())!
        const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
        expect(overlaps, `${name}: banner ${JSON.stringify(a)} over © line ${JSON.stringify(b)}`).toBe(false)
      }
    })

    test('an institution: on a desktop the sections are a column at the left; on a phone the current one is named and every section is one tap away, in a grid that fits', async ({
      page,
    }) => {
      // One page, laid out at 1280 px and then at 375.
      await page.setViewportSize(DESKTOP)
      await page.goto(`${prefix}/institutions/1/mandatory-disclosure`)
      const toggle = page.getByTestId('section-toggle').locator('summary')
      const links = page.getByTestId('section-menu').getByRole('link')
      await expect(page.getByTestId('section-toggle')).toBeHidden()
      await expect(links).toHaveCount(INSTITUTION_SECTIONS.length)
      for (const link of await links.all()) await expect(link).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)

      await page.setViewportSize(PHONE)
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
      await expect(toggle).toBeVisible()
      await expect(toggle).toContainText(t.institutions.sections['mandatory-disclosure'])
      await expect(links.first()).toBeHidden()
      await toggle.click()
      await expect(links).toHaveCount(INSTITUTION_SECTIONS.length)
      for (const link of await links.all()) {
        await expect(link).toBeVisible()
        const box = (await link.boundingBox())!
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
      }
      await expect(links.filter({ hasText: t.institutions.sections['mandatory-disclosure'] })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await links.filter({ hasText: t.institutions.sections.committees }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/institutions/1/committees$`))
      await expect(page.getByTestId('section-toggle').locator('summary')).toContainText(
        t.institutions.sections.committees,
      )
    })

    test('a wide table scrolls in a labelled, focusable box with a shadow where it goes on (375 px)', async ({
      page,
    }) => {
      await page.setViewportSize(PHONE)
      // Institution 13 keeps no Fees section, so its disclosure shows the wide fee table entered there
      // (with its approval and note columns).
      await page.goto(`${prefix}/institutions/13/mandatory-disclosure`)
      const box = page.getByRole('region', { name: t.disclosures.fees })
      await expect(box).toBeVisible()
      await expect(box).toHaveAttribute('tabindex', '0')
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
      const { scrollWidth, clientWidth, background } = await box.evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
        background: getComputedStyle(el).backgroundImage,
      }))
      expect(scrollWidth).toBeGreaterThan(clientWidth)
      expect(background).toContain('radial-gradient')
      // The keyboard scrolls it to the Note column.
      await box.focus()
      await page.keyboard.press('End')
      for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight')
      await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
      const note = box.getByRole('columnheader', { name: t.disclosures.feesNote })
      // Polled: the box may still be scrolling (smoothly) when the keys have been pressed.
      await expect
        .poll(async () => {
          const noteBox = (await note.boundingBox())!
          const regionBox = (await box.boundingBox())!
          return noteBox.x + noteBox.width - (regionBox.x + regionBox.width)
        })
        .toBeLessThanOrEqual(1)
    })
  })
}

test.describe('the menu without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const { lang, prefix, t } of LANGS) {
    test(`opens on a phone and leads to a page; an institution's sections open (${lang})${lang === 'en' ? '; a row of links on a desktop' : ''}`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE)
      await page.goto(prefix || '/')
      const nav = page.getByRole('navigation', { name: t.nav.label })
      const trustees = nav.getByRole('link', { name: t.nav.trustees })
      await expect(trustees).toBeHidden()
      await nav.getByText(t.nav.menu, { exact: true }).click()
      await expect(trustees).toBeVisible()
      // The last entry too, though the open list is taller than the screen (the bar is sticky).
      await page.evaluate(() => window.scrollTo(0, 400))
      const last = nav.getByRole('link', { name: new RegExp(`^${t.nav.alumni}`) })
      await last.scrollIntoViewIfNeeded()
      await expect(last).toBeInViewport({ ratio: 1 })
      await trustees.click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/trustees$`))
      await expect(trustees).toBeHidden()

      // An institution's sections, behind their toggle.
      await page.goto(`${prefix}/institutions/1`)
      await page.getByTestId('section-toggle').locator('summary').click()
      await page.getByTestId('section-menu').getByRole('link', { name: t.institutions.sections.committees }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/institutions/1/committees$`))

      if (lang === 'en') {
        // On a desktop the menu is a row of links, no toggle (the page laid out again at 1280 px).
        await page.setViewportSize(DESKTOP)
        await expect(nav.getByText(t.nav.menu, { exact: true })).toBeHidden()
        await expect(trustees).toBeVisible()
      }
    })
  }
})

test.describe('Devanagari in the site’s own font', () => {
  test('the language switch on an English page, on a phone and a desktop', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/trustees')
    // Not preloaded: the Devanagari font is never on the English page's critical path.
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0)
    await page.evaluate(() => document.fonts.ready)
    // Its five letters' own 1 KB file (globals.css), not the whole font.
    await faceLoaded(page, '600 14px "Marathi Switch"', 'मराठी')
    for (const { size } of WIDTHS) {
      await page.setViewportSize(size)
      const fonts = await renderedFonts(page, '[data-testid="language-switch"] span')
      expect(fonts, `${size.width} px`).toEqual([
        expect.objectContaining({ familyName: 'Noto Sans Devanagari SemiBold', isCustomFont: true, glyphCount: 5 }),
      ])
    }
  })

  test('a Marathi page', async ({ page }) => {
    await page.goto('/mr/trustees')
    await page.evaluate(() => document.fonts.ready)
    const fonts = await renderedFonts(page, 'h1')
    expect(fonts).toContainEqual(expect.objectContaining({ familyName: 'Noto Sans Devanagari', isCustomFont: true }))
  })

  test('in the admin: its sign-in screen and the language menu', async ({ page }) => {
    await page.goto('/admin/login')
    const line = page.getByText('Staff sign-in · कर्मचारी प्रवेश')
    await expect(line).toBeVisible()
    await page.evaluate(() => document.fonts.ready)
    await faceLoaded(page, '16px "Noto Sans Devanagari"', 'कर्मचारी')
    await line.evaluate((el) => el.setAttribute('data-probe', ''))
    expect(await renderedFonts(page, '[data-probe]')).toContainEqual(
      expect.objectContaining({ familyName: 'Noto Sans Devanagari', isCustomFont: true }),
    )

    await adminLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password, '/admin/collections/notices?locale=mr')
    const current = page.locator('.localizer-button__current-label:visible').first()
    await expect(current).toHaveText('मराठी')
    await page.evaluate(() => document.fonts.ready)
    await current.evaluate((el) => el.setAttribute('data-locale-probe', ''))
    // Every glyph of "मराठी" from the site's font (a Latin font here drew boxes).
    await expect
      .poll(() => renderedFonts(page, '[data-locale-probe]'))
      .toEqual([expect.objectContaining({ familyName: 'Noto Sans Devanagari', isCustomFont: true })])
  })
})

test.describe('printing', () => {
  /** Print the page: none of the site's chrome or screen-only parts shows; returns the A4 page count. */
  async function printed(page: Page): Promise<number> {
    await page.emulateMedia({ media: 'print' })
    for (const chrome of [
      'body > header',
      'body > nav',
      'body > footer',
      '[data-testid="header-search"]',
      'main nav',
      'main iframe',
      '[data-print="hide"]',
    ]) {
      for (const el of await page.locator(chrome).all()) await expect(el, chrome).toBeHidden()
    }
    await expect(page.locator('main h1')).toBeVisible()
    const pages = pdfPages(await page.pdf({ format: 'A4' }))
    await page.emulateMedia({ media: 'screen' })
    return pages
  }

  test('a notice prints as one clean page', async ({ page }) => {
    await page.goto('/notices')
    await page.getByTestId('notice-link').first().click()
    await expect(page.getByTestId('notice-page')).toBeVisible()
    expect(await printed(page)).toBe(1)
  })

  test('an event prints as one clean page', async ({ page }) => {
    await page.goto('/events')
    await page.locator('main a[href^="/events/"]').first().click()
    await expect(page.getByTestId('event-page')).toBeVisible()
    expect(await printed(page)).toBe(1)
  })

  test("an institution's committees and its first section print without the site's chrome or the sections menu", async ({
    page,
  }) => {
    await page.goto('/institutions/1/committees')
    await expect(page.getByTestId('committee').first()).toBeVisible()
    expect(await printed(page)).toBeLessThanOrEqual(2)
    await page.goto('/mr/institutions/1')
    expect(await printed(page)).toBeLessThanOrEqual(2)
  })
})
