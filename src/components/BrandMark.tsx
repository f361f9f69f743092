import { readFileSync } from 'node:fs'
import path from 'node:path'

import sanitizeHtml from 'sanitize-html'

/** The society's marks in public/brand, which the public pages draw inline. */
export type BrandMarkName = 'logo-emblem' | 'logo-crest' | 'logo-iso'

/**
 * What a mark may hold: plain shapes and text, no scripts, event handlers, links or references to
 * other files. The mark is decoration inside its labelled wrapper: hidden from assistive technology
 * and from the keyboard.
 */
const SVG_SHAPES: sanitizeHtml.IOptions = {
  allowedTags: ['svg', 'g', 'path', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon', 'text', 'tspan'],
  allowedAttributes: {
    svg: ['xmlns', 'viewBox', 'aria-hidden', 'focusable'],
    '*': [
      ...['d', 'cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'points', 'width', 'height', 'transform'],
      ...['fill', 'fill-rule', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'opacity'],
      ...['font-family', 'font-size', 'font-weight', 'text-anchor'],
    ],
  },
  parser: { xmlMode: true },
  // Its own role is not kept (not allowed above): the labelled wrapper is the image.
  transformTags: {
    svg: (tagName, attribs) => ({ tagName, attribs: { ...attribs, 'aria-hidden': 'true', focusable: 'false' } }),
  },
}

/** `source` (an SVG file's text) as a mark may be drawn in a page. */
export const markSvg = (source: string) => sanitizeHtml(source, SVG_SHAPES).trim()

const markup = new Map<BrandMarkName, string>()

/**
 * The mark's SVG, read and sanitized once, from public/brand: the one copy, which the share cards,
 * the admin and the structured data use by address.
 */
function svgOf(name: BrandMarkName): string {
  let svg = markup.get(name)
  if (svg === undefined) {
    const file = path.join(/*turbopackIgnore: true*/ process.cwd(), 'public/brand', `${name}.svg`)
    svg = markSvg(readFileSync(file, 'utf8'))
    markup.set(name, svg)
  }
  return svg
}

/**
 * A brand mark drawn in the page, not as an `<img>`: a browser gives every SVG image a document of
 * its own to lay out and paint, which held a slow phone's main thread while the page loaded
 * (docs/benchmarks.md, "Figures behind the design"). The marks are a few hundred bytes each and
 * keep no `id`s, so copies in one page cannot clash.
 */
export function BrandMark({ name, label, className }: { name: BrandMarkName; label: string; className: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      className={`block shrink-0 [&>svg]:block [&>svg]:size-full ${className}`}
      dangerouslySetInnerHTML={{ __html: svgOf(name) }}
    />
  )
}
