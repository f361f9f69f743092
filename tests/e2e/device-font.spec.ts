import { chromium } from '@playwright/test'

import { expect, test } from './fixtures'
import { faceLoaded, PHONE } from './helpers'
import { deviceFont } from '../../scripts/lib/device-font.mjs'

/**
 * A phone that has Noto Sans Devanagari (Android ships it) shows a Marathi page in its own copy and
 * downloads no font (src/app/(site)/devanagari-font.css names it with local()). The device here is
 * a browser whose fontconfig also reads @fontsource's fonts as system fonts
 * (scripts/lib/device-font.mjs); the suite's other browser has no such font and downloads the
 * site's (marathi.spec.ts).
 */

test('with Noto Sans Devanagari on the device, Marathi pages download no font file', async ({ baseURL }) => {
  const fonts = deviceFont()
  const config = test.info().project.use.launchOptions ?? {}
  const browser = await chromium.launch({ ...config, env: fonts.env })
  try {
    const page = await browser.newPage({ viewport: PHONE, baseURL })
    const downloaded: string[] = []
    page.on('request', (r) => {
      if (/\.woff2?(\?|$)/.test(r.url())) downloaded.push(r.url())
    })
    await page.goto('/mr/aboutus')
    await faceLoaded(page, '16px "Noto Sans Devanagari"', 'संस्था')
    await faceLoaded(page, '700 16px "Noto Sans Devanagari"', 'संस्था')
    expect(await page.locator('h1').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(
      /^"?Noto Sans Devanagari/,
    )
    expect(downloaded).toEqual([])
    // The home page's motto, whose own subset comes after the device's copy (globals.css).
    await page.goto('/mr')
    await faceLoaded(page, '400 30px "Home Motto"', 'विद्या विनयेन शोभते')
    expect(downloaded).toEqual([])
  } finally {
    await browser.close()
    fonts.remove()
  }
})
