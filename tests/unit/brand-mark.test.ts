import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { markSvg } from '../../src/components/BrandMark'

describe('brand marks drawn in the page', () => {
  it('keep their shapes and text, hidden from assistive technology, without their own role', () => {
    for (const name of ['logo-emblem', 'logo-crest', 'logo-iso']) {
      const source = readFileSync(path.join('public/brand', `${name}.svg`), 'utf8')
      const svg = markSvg(source)
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 96 96" aria-hidden="true" focusable="false">/,
      )
      expect(svg).not.toContain('role=')
      // Every shape of the file is still there.
      expect(svg.match(/<(path|circle|rect|text)\b/g)).toEqual(source.match(/<(path|circle|rect|text)\b/g))
    }
    expect(markSvg(readFileSync('public/brand/logo-iso.svg', 'utf8'))).toContain('>9001:2008</text>')
  })

  it('lose scripts, event handlers, links, other files and ids', () => {
    const svg = markSvg(
      '<svg viewBox="0 0 1 1" onload="alert(1)"><script>alert(2)</script><a href="javascript:x"><circle id="c" r="1"/></a>' +
        '<image href="https://e.org/x.png"/><use href="#c"/><foreignObject><img src="x" onerror="alert(3)"/></foreignObject>' +
        '<style>*{background:url(https://e.org/t)}</style></svg>',
    )
    expect(svg).toBe('<svg viewBox="0 0 1 1" aria-hidden="true" focusable="false"><circle r="1"></circle></svg>')
  })
})
