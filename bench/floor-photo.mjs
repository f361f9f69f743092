// @ts-check
// The photo a page paints largest on Lighthouse's phone, read in Chromium laid out as Lighthouse
// mobile emulates it (412 × 823 CSS px, device pixel ratio 1.75, its phone's user agent): the
// <img>'s attributes and laid-out size, the preload that announces it, and every image the phone
// downloaded (address, type, bytes). bench/floor.mjs gives such a page a floor that shows this
// photo (bench/floor/app/photo/page.jsx); a page whose largest paint is text keeps the plain floor.
//
// Alone: `node bench/floor-photo.mjs http://127.0.0.1:3800 / /gallery/all` prints what it read.
import { chromium } from '@playwright/test'
import * as constants from 'lighthouse/core/config/constants.js'

import { deviceFont as deviceFontOnPhone } from '../scripts/lib/device-font.mjs'

const phone = constants.screenEmulationMetrics.mobile

/**
 * @typedef {{
 *   src: string, srcSet: string | null, sizes: string | null, width: number | null, height: number | null,
 *   fetchPriority: string | null, loading: string | null, decoding: string | null, alt: string,
 *   cssWidth: number, cssHeight: number, currentSrc: string,
 * }} PhotoImg the <img>: its attributes, its content box as laid out (CSS px), the candidate the browser chose
 * @typedef {{ href: string, imageSrcSet: string | null, imageSizes: string | null, fetchPriority: string | null }} PhotoPreload
 * @typedef {{ url: string, type: string, bytes: number }} ImageDownload
 * @typedef {{ route: string, lcp: string, img: PhotoImg | null, preload: PhotoPreload | null, images: ImageDownload[] }} PhotoProbe
 */

/**
 * Open each route of siteBase on the emulated phone (its own fresh context, so nothing is cached)
 * and read its largest contentful paint. `img` is null when that is not an <img>. With
 * `deviceFont`, the phone has Noto Sans Devanagari installed, as Lighthouse's has (bench/floor.mjs).
 * @param {string} siteBase
 * @param {string[]} routes
 * @param {{ deviceFont?: boolean }} [options]
 * @returns {Promise<PhotoProbe[]>}
 */
export async function probePhotos(siteBase, routes, { deviceFont = true } = {}) {
  const fonts = deviceFont ? deviceFontOnPhone() : null
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    env: fonts?.env,
  })
  /** @type {PhotoProbe[]} */
  const probes = []
  try {
    for (const route of routes) {
      const context = await browser.newContext({
        viewport: { width: phone.width, height: phone.height },
        deviceScaleFactor: phone.deviceScaleFactor,
        isMobile: phone.mobile,
        hasTouch: true,
        userAgent: constants.userAgents.mobile,
      })
      const page = await context.newPage()
      /** @type {Promise<ImageDownload>[]} */
      const images = []
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'image') return
        images.push(
          response.body().then(
            (body) => ({ url: response.url(), type: response.headers()['content-type'] ?? '', bytes: body.length }),
            () => ({ url: response.url(), type: response.headers()['content-type'] ?? '', bytes: 0 }),
          ),
        )
      })
      await page.goto(siteBase + route, { waitUntil: 'load' })
      const read = await page.evaluate(readLargestPaint)
      probes.push({ route, ...read, images: await Promise.all(images) })
      await context.close()
    }
  } finally {
    await browser.close()
    fonts?.remove()
  }
  return probes
}

/**
 * In the page: the largest contentful paint's element and, for an <img>, what the floor copies.
 * Read once every image that is not lazy has loaded and been painted (two frames later), since a
 * photo's paint, and its LCP entry, may come after the load event.
 */
async function readLargestPaint() {
  await Promise.all(
    [...document.images].filter((i) => i.loading !== 'lazy').map((i) => i.decode().catch(() => undefined)),
  )
  for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r))
  return new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      observer.disconnect()
      const entry = /** @type {any} */ (list.getEntries().at(-1))
      const el = entry?.element
      const label = el
        ? `${el.tagName.toLowerCase()}: ${(el.getAttribute('alt') ?? el.textContent ?? '').trim().slice(0, 60)}`
        : ''
      if (!(el instanceof HTMLImageElement)) return resolve({ lcp: label, img: null, preload: null })
      const attr = (/** @type {string} */ name) => el.getAttribute(name)
      const number = (/** @type {string} */ name) => (attr(name) === null ? null : Number(attr(name)))
      const link = [...document.querySelectorAll('link[rel="preload"][as="image"]')].find((l) =>
        attr('srcset') ? l.getAttribute('imagesrcset') === attr('srcset') : l.getAttribute('href') === attr('src'),
      )
      resolve({
        lcp: label,
        img: {
          src: attr('src') ?? '',
          srcSet: attr('srcset'),
          sizes: attr('sizes'),
          width: number('width'),
          height: number('height'),
          fetchPriority: attr('fetchpriority'),
          loading: attr('loading'),
          decoding: attr('decoding'),
          alt: attr('alt') ?? '',
          cssWidth: el.clientWidth,
          cssHeight: el.clientHeight,
          currentSrc: el.currentSrc,
        },
        preload: link
          ? {
              // React writes no href beside imagesrcset; the site's preload() is given the <img>'s src.
              href: link.getAttribute('href') ?? attr('src') ?? '',
              imageSrcSet: link.getAttribute('imagesrcset'),
              imageSizes: link.getAttribute('imagesizes'),
              fetchPriority: link.getAttribute('fetchpriority'),
            }
          : null,
      })
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, ...routes] = process.argv.slice(2)
  if (!base || !routes.length) throw new Error('usage: node bench/floor-photo.mjs <site base> <route>…')
  process.stdout.write(JSON.stringify(await probePhotos(base, routes), null, 2) + '\n')
}
