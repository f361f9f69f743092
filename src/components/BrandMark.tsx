import { readFileSync } from 'node:fs'
import path from 'node:path'

/** The society's marks in public/brand, which the public pages draw inline. */
export type BrandMarkName = 'logo-emblem' | 'logo-crest' | 'logo-iso'

const markup = new Map<BrandMarkName, string>()

/**
 * The mark's SVG, read once from public/brand (the one copy, which the share cards, the admin and
 * the structured data use by address), as decoration inside its labelled wrapper. Written into the
 * page as it is: these files are the repository's own, never uploaded or edited through the admin.
 */
function svgOf(name: BrandMarkName): string {
  let svg = markup.get(name)
  if (svg === undefined) {
    const file = path.join(/*turbopackIgnore: true*/ process.cwd(), 'public/brand', `${name}.svg`)
    svg = readFileSync(file, 'utf8')
      .trim()
      .replace(/^<svg\b([^>]*?)\s+role="[^"]*"/, '<svg$1')
      .replace(/^<svg\b/, '<svg aria-hidden="true" focusable="false"')
    markup.set(name, svg)
  }
  return svg
}

/**
 * A brand mark drawn in the page, not as an `<img>`: a browser gives every SVG image a document of
 * its own to lay out and paint, which held a slow phone's main thread while the page loaded
 * (docs/benchmarks.md, "Figures behind the design"). The marks are a few hundred bytes each and
 * carry no `id`s, so copies in one page cannot clash.
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
