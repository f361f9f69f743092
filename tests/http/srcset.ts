/**
 * Which candidate of an `<img>`'s srcset a browser downloads, from its `sizes`, the viewport's
 * width and the screen's pixel ratio, as Chromium chooses (html_srcset_parser.cc): the source size
 * is the value of the first `sizes` entry whose media condition holds; each `w` candidate's
 * density is its width over that size; the first candidate, narrowest first, whose density reaches
 * the ratio (or the widest). Only what the site's `sizes` use is understood: `(min-width: Npx)`,
 * `(max-width: Npx)`, and `Npx`, `Nvw` or `calc(100vw - Npx)`; anything else throws.
 */

/** The `sizes` value's width in CSS px at a viewport `width` px wide. */
export function sourceSize(sizes: string, width: number): number {
  for (const entry of sizes.split(',').map((e) => e.trim())) {
    const match = /^(?:\((min|max)-width:\s*(\d+)px\)\s+)?(.+)$/.exec(entry)
    if (!match) throw new Error(`sizes entry not understood: ${entry}`)
    const [, kind, bound, value] = match
    if (kind === 'min' && width < Number(bound)) continue
    if (kind === 'max' && width > Number(bound)) continue
    return length(value!, width)
  }
  return width // no entry matched: 100vw
}

function length(value: string, width: number): number {
  let m = /^(\d+(?:\.\d+)?)px$/.exec(value)
  if (m) return Number(m[1])
  m = /^(\d+(?:\.\d+)?)vw$/.exec(value)
  if (m) return (Number(m[1]) * width) / 100
  m = /^calc\(100vw - (\d+)px\)$/.exec(value)
  if (m) return width - Number(m[1])
  throw new Error(`sizes length not understood: ${value}`)
}

/** The candidate (its URL and width) a screen `width` px wide at pixel ratio `dpr` downloads. */
export function chosenCandidate(srcset: string, sizes: string, width: number, dpr: number) {
  const size = sourceSize(sizes, width)
  const candidates = srcset
    .split(/,\s+/)
    .map((c) => {
      const [url, descriptor] = c.trim().split(/\s+/)
      if (!url || !/^\d+w$/.test(descriptor ?? '')) throw new Error(`not a width candidate: ${c}`)
      return { url, width: Number.parseInt(descriptor!, 10) }
    })
    .sort((a, b) => a.width - b.width)
  return candidates.find((c) => c.width / size >= dpr) ?? candidates.at(-1)!
}
