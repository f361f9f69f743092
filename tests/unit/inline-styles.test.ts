import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { absoluteUrls, inlineStylesheets, loadStylesheets } from '../../page-cache/inline-styles.mjs'

describe('inline stylesheets of kept pages', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'inline-styles-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it("reads the build's CSS by URL path, with relative url()s made absolute", () => {
    mkdirSync(path.join(dir, 'chunks'))
    writeFileSync(path.join(dir, 'chunks/a.css'), '@font-face{src:url(../media/f.woff2)format("woff2")}')
    writeFileSync(path.join(dir, 'chunks/a.js'), 'x')
    expect(loadStylesheets(dir)).toEqual(
      new Map([['/_next/static/chunks/a.css', '@font-face{src:url(/_next/static/media/f.woff2)format("woff2")}']]),
    )
    expect(loadStylesheets(path.join(dir, 'missing')).size).toBe(0)
  })

  it('resolves only relative url()s, quoted or not, against the sheet', () => {
    const css = `a{b:url(../media/x.png)}c{d:url("./y.svg")}e{f:url('/brand/z.woff2')}g{h:url(data:image/svg+xml;base64,AA==)}i{j:url(https://e.org/k)}l{m:url(#n)}`
    expect(absoluteUrls(css, '/_next/static/chunks/s.css')).toBe(
      `a{b:url(/_next/static/media/x.png)}c{d:url("/_next/static/chunks/y.svg")}e{f:url('/brand/z.woff2')}g{h:url(data:image/svg+xml;base64,AA==)}i{j:url(https://e.org/k)}l{m:url(#n)}`,
    )
  })

  const sheets = new Map([
    ['/_next/static/chunks/a.css', 'p{color:red}'],
    ['/_next/static/chunks/bad.css', 'p{content:"</style><script>x</script>"}'],
  ])

  it("writes each of the build's linked sheets into the page, as React writes an inline stylesheet, and disables the link", () => {
    const html =
      '<head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/><link rel="icon" href="/icon.svg"/></head><body><p>a.css</p></body>'
    expect(inlineStylesheets(html, sheets)).toBe(
      '<head><style data-href="/_next/static/chunks/a.css" data-precedence="next">p{color:red}</style><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" disabled=""/><link rel="icon" href="/icon.svg"/></head><body><p>a.css</p></body>',
    )
  })

  it('leaves a link whose sheet is unknown, or could end the style element, or is not the build’s', () => {
    const html = [
      '<link rel="stylesheet" href="/_next/static/chunks/other.css" data-precedence="next"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/bad.css" data-precedence="next"/>',
      '<link rel="stylesheet" href="/elsewhere/a.css" data-precedence="next"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>', // no precedence: not React's resource
    ].join('')
    expect(inlineStylesheets(html, sheets)).toBe(html)
    expect(
      inlineStylesheets('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>', new Map()),
    ).toContain('<link')
  })
})
