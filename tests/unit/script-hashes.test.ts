import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, nonceSources } from '../../http/content-security-policy.mjs'
import { hashInlineScripts, hashSource, scriptText } from '../../page-cache/script-hashes.mjs'
import { jsonLdText } from '@/components/JsonLd'
import { contentSecurityPolicy as pagePolicy } from '@/lib/security-headers'

const NONCE = 'cmVuZGVyLW5vbmNlLTEyMw=='
/** The hash source a browser matches: SHA-256 of the script's text as UTF-8, base64 (checked against node's own hashing of the bytes). */
const expected = (text: string) => `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`

describe('hashInlineScripts', () => {
  it('hashes the text of each inline script that carries the render nonce, and takes the nonce out of the page', () => {
    const html = `<html><head><link rel="preload" as="script" href="/c.js" nonce="${NONCE}"/><script src="/c.js" async="" nonce="${NONCE}"></script></head><body><script nonce="${NONCE}">(self.__next_f=self.__next_f||[]).push([0])</script><script nonce="${NONCE}">self.__next_f.push([1,"a"])</script></body></html>`
    const { html: kept, hashes } = hashInlineScripts(html, NONCE)
    expect(hashes).toEqual([
      expected('(self.__next_f=self.__next_f||[]).push([0])'),
      expected('self.__next_f.push([1,"a"])'),
    ])
    expect(kept).toBe(
      '<html><head><link rel="preload" as="script" href="/c.js"/><script src="/c.js" async=""></script></head><body><script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"a"])</script></body></html>',
    )
    expect(kept).not.toContain(NONCE)
  })

  it('does not hash a script without the render nonce: one the content smuggled in stays refused', () => {
    const html = `<p>x</p><script>alert(1)</script><script nonce="guess">alert(2)</script><SCRIPT nonce="${NONCE}x">alert(3)</SCRIPT><script nonce="${NONCE}">ok()</script>`
    const { html: kept, hashes } = hashInlineScripts(html, NONCE)
    expect(hashes).toEqual([expected('ok()')])
    expect(kept).toContain('<script>alert(1)</script><script nonce="guess">alert(2)</script>')
  })

  it('reads attributes in any order and quoting, upper-case tags, and a > inside a quoted value', () => {
    const html = `<SCRIPT data-x='a>b' NONCE="${NONCE}" id=boot>one()</SCRIPT ><script\tnonce="${NONCE}"\n>two()</script/>`
    expect(hashInlineScripts(html, NONCE).hashes).toEqual([expected('one()'), expected('two()')])
  })

  it('ends a script where the browser does: at the first </script, even inside a string; not at </scripts', () => {
    // An HTML parser ends the element here; Next.js escapes "<" in its data, so that its strings never do.
    const html = `<script nonce="${NONCE}">var s = "</scripts>"; var t = "</script>"; after()</script>`
    const { hashes, html: kept } = hashInlineScripts(html, NONCE)
    expect(hashes).toEqual([expected('var s = "</scripts>"; var t = "')])
    // The rest is page text to the browser, and nothing more is hashed.
    expect(kept.endsWith('"; after()</script>')).toBe(true)
  })

  it('ends a script only at </script followed by HTML whitespace, / or >, not by any other space character', () => {
    // The HTML tokenizer's end tag name state: tab, LF, FF, space (CR is LF by then). A vertical tab
    // or a no-break space keeps the script going, and its text with it.
    const html = `<script nonce="${NONCE}">a()</script\v>b()</script\u00a0>c()</script\f><script\u00a0nonce="${NONCE}">d()</script>`
    expect(hashInlineScripts(html, NONCE).hashes).toEqual([expected('a()</script\v>b()</script\u00a0>c()')])
  })

  it('hashes non-ASCII text as UTF-8, and the text as the parser gives it (CR LF as LF, NUL as U+FFFD)', () => {
    const html = `<script nonce="${NONCE}">self.__next_f.push([1,"शाळा — école"])</script><script nonce="${NONCE}">a()\r\nb()\rc()\0</script>`
    expect(hashInlineScripts(html, NONCE).hashes).toEqual([
      expected('self.__next_f.push([1,"शाळा — école"])'),
      expected('a()\nb()\nc()\uFFFD'),
    ])
    expect(scriptText('x\r\ny')).toBe('x\ny')
    expect(hashSource('')).toBe(expected(''))
  })

  it('leaves out scripts with src and data blocks (JSON-LD is never run), and hashes modules and JavaScript types', () => {
    const ld = jsonLdText({
      '@context': 'https://schema.org',
      '@type': 'School',
      name: '</script><script>alert(1)</script>',
    })
    const html = [
      `<script type="application/ld+json">${ld}</script>`,
      `<script type="application/ld+json" nonce="${NONCE}">${ld}</script>`,
      `<script type="application/json" nonce="${NONCE}">{"a":1}</script>`,
      `<script src="/x.js" nonce="${NONCE}"></script>`,
      `<script type="module" nonce="${NONCE}">m()</script>`,
      `<script type="text/javascript" nonce="${NONCE}">j()</script>`,
    ].join('')
    const { hashes, html: kept } = hashInlineScripts(html, NONCE)
    expect(hashes).toEqual([expected('m()'), expected('j()')])
    expect(kept).toContain(`<script type="application/ld+json">${ld}</script>`)
    expect(kept).not.toContain(NONCE)
  })

  it("replaces the nonce in Next.js's data by as many x, before hashing: the same bytes at every render of the same content", () => {
    const data = (n: string) => `self.__next_f.push([1,":HL[\\"/a.css\\",\\"style\\",{\\"nonce\\":\\"${n}\\"}]"])`
    const render = (n: string) => `<script nonce="${n}">${data(n)}</script><p>${n}</p>`
    const a = hashInlineScripts(render(NONCE), NONCE)
    const blank = 'x'.repeat(NONCE.length)
    expect(a).toEqual({ html: `<script>${data(blank)}</script><p>${blank}</p>`, hashes: [expected(data(blank))] })
    expect(hashInlineScripts(render('b3RoZXItcmVuZGVyLW5vbmNl'), 'b3RoZXItcmVuZGVyLW5vbmNl')).toEqual(a)
  })

  it('names a script that appears twice once', () => {
    const html = `<script nonce="${NONCE}">x()</script><script nonce="${NONCE}">x()</script>`
    expect(hashInlineScripts(html, NONCE).hashes).toEqual([expected('x()')])
  })

  it('copes with a page cut short inside a script or a tag', () => {
    expect(hashInlineScripts(`<script nonce="${NONCE}">late(`, NONCE).hashes).toEqual([expected('late(')])
    expect(hashInlineScripts(`<p>x</p><script nonce="${NONCE}"`, NONCE)).toEqual({
      html: '<p>x</p><script',
      hashes: [],
    })
  })
})

describe('contentSecurityPolicy', () => {
  it('is one policy for both makers: the nonce form (pages, the admin) and the hash form (kept pages)', () => {
    const withNonce = pagePolicy('abc', { https: true })
    expect(withNonce).toBe(contentSecurityPolicy(nonceSources('abc'), { https: true }))
    expect(withNonce).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic';")
    expect(withNonce.endsWith('; upgrade-insecure-requests')).toBe(true)
    const withHashes = contentSecurityPolicy([expected('a')], { https: false })
    expect(withHashes).toContain(`script-src 'self' ${expected('a')};`)
    // The hash form is the nonce form with its script sources replaced (page-cache/response-cache.mjs relies on it).
    expect(withNonce.replace(nonceSources('abc').join(' '), expected('a'))).toBe(
      contentSecurityPolicy([expected('a')], { https: true }),
    )
    for (const policy of [withNonce, withHashes])
      expect(policy.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline')
  })
})
