// @ts-check
/**
 * A kept public page carries its stylesheets in its HTML: a visitor's first paint does
 * not wait for a second round trip.
 *
 * Next.js links a page's CSS (`<link rel="stylesheet" … data-precedence>`), and a browser paints
 * nothing until those files have come. On a slow phone network that is a whole round trip after
 * the HTML, and it kept our pages' first paint at about twice an empty App Router page's; with the
 * styles in the page, they paint close to it (docs/benchmarks.md, "Figures behind the design").
 *
 * Next.js has this built in (`experimental.inlineCss`), but for every route: Payload's admin pages
 * would then carry all of their CSS in each page's HTML, twice (in the page and in React's
 * payload). So the response cache does it for the pages it keeps (public pages only), and writes
 * each sheet once: `<style data-href="…" data-precedence="…">`, the form React itself gives an
 * inline stylesheet.
 *
 * The link stays beside it, `disabled`: a browser does not fetch a disabled stylesheet, and React,
 * whose payload names the link, finds it at hydration and takes it as already loaded. Without it,
 * React would add the link after hydration, and the phone would download the sheet, parse it, ask
 * for its fonts again and lay the whole page out once more, while the visitor waits to use it
 * (docs/benchmarks.md, "Figures behind the design").
 *
 * The build's CSS is read once, at start (about 40 KB). A sheet that is not found, or whose text
 * could end the style element, stays a link.
 */
import fs from 'node:fs'
import path from 'node:path'

/** @typedef {Map<string, string>} Stylesheets the build's CSS by URL path (/_next/static/…), its url()s made absolute */

/**
 * The build's stylesheets under `staticDir` (.next/static). Their relative `url(…)`s (Turbopack
 * writes `url(../media/…)` for fonts) are made absolute: in a page they would resolve against the
 * page's address.
 * @param {string} staticDir
 * @returns {Stylesheets}
 */
export function loadStylesheets(staticDir) {
  /** @type {Stylesheets} */
  const sheets = new Map()
  if (!fs.existsSync(staticDir)) return sheets
  for (const relative of fs.readdirSync(staticDir, { recursive: true, encoding: 'utf8' })) {
    if (!relative.endsWith('.css')) continue
    const url = `/_next/static/${relative.split(path.sep).join('/')}`
    sheets.set(url, absoluteUrls(fs.readFileSync(path.join(staticDir, relative), 'utf8'), url))
  }
  return sheets
}

/**
 * `css` with each relative `url(…)` resolved against the sheet's own address `sheetUrl`.
 * @param {string} css
 * @param {string} sheetUrl
 */
export function absoluteUrls(css, sheetUrl) {
  return css.replace(/url\(\s*(["']?)([^"')]+)\1\s*\)/g, (whole, quote, ref) => {
    if (/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(ref)) return whole // data:, http:, /path, #fragment
    return `url(${quote}${new URL(ref, `http://site${sheetUrl}`).pathname}${quote})`
  })
}

/** Next.js's stylesheet link, as React writes it: rel, href and precedence, in that order. */
const LINK = /<link rel="stylesheet" href="(\/_next\/static\/[^"<>]+\.css)" data-precedence="([^"<>]+)"\/>/g

/**
 * `html` with each of the build's stylesheet links preceded by the sheet itself, and disabled.
 * @param {string} html
 * @param {Stylesheets} sheets
 */
export function inlineStylesheets(html, sheets) {
  if (!sheets.size) return html
  return html.replace(LINK, (link, href, precedence) => {
    const css = sheets.get(href)
    if (css === undefined || /<\/style/i.test(css)) return link
    return `<style data-href="${href}" data-precedence="${precedence}">${css}</style><link rel="stylesheet" href="${href}" data-precedence="${precedence}" disabled=""/>`
  })
}
