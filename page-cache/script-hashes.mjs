// @ts-check
/**
 * A kept page's script policy: the hashes of the inline scripts its render wrote, so that the page
 * is the same bytes for every visitor (no per-response nonce) and still runs only those scripts.
 *
 * The page is rendered with a nonce like any other (src/proxy.ts), so Next.js marks exactly the
 * scripts it writes itself. Only a script that carries that render nonce is hashed: the nonce was
 * made before the render, so stored content cannot know it, and a script the page's content
 * smuggled in (were escaping ever to fail) is not hashed and stays refused, as it is under a nonce.
 * The nonce attributes are then taken out: the policy sent with the page names no nonce.
 *
 * A hash is what the browser computes (CSP Level 3, "Does element match source list"): SHA-256 of
 * the script element's text, UTF-8, base64. For a script in an HTML document that text is the raw
 * bytes up to the first `</script` followed by HTML whitespace (tab, LF, FF, CR, space; not any
 * other space character), `/` or `>` (no character references are decoded), after the parser's
 * input preprocessing: CR LF and lone CR become LF, and a NUL in script data becomes U+FFFD. A
 * script whose text this reads differently from the browser gets a hash of the wrong text, and is
 * refused: a mistake here can stop a script, never let one run. One such case is known and left
 * so: a script whose text holds `<!--<script` (the browser's "double-escaped" states, where
 * `</script>` no longer ends it) is cut at its first `</script`, and refused; Next.js escapes `<` in
 * the scripts it writes.
 * Scripts with `src` (checked against 'self') and data blocks (a `type` that is not JavaScript,
 * such as JSON-LD, src/components/JsonLd.tsx, which the browser never runs) need no hash.
 */
import { createHash } from 'node:crypto'

/** Script types a browser runs (HTML: a JavaScript MIME type essence, or "module"); empty or missing is JavaScript. */
const JAVASCRIPT_TYPE = /^(|module|(text|application)\/((x-)?(java|ecma)script|javascript1\.[0-5]|jscript|livescript))$/

/** The attributes of an opening tag's text (after the tag name, up to and without the `>`): lower-case names, raw values. */
function attributesOf(/** @type {string} */ text) {
  /** @type {Map<string, string>} */
  const attributes = new Map()
  for (const m of text.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = /** @type {string} */ (m[1]).toLowerCase()
    if (!attributes.has(name)) attributes.set(name, m[2] ?? m[3] ?? m[4] ?? '')
  }
  return attributes
}

/** The text a browser hashes: the raw text after the HTML parser's input preprocessing. */
export function scriptText(/** @type {string} */ raw) {
  return raw.replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD')
}

/** The CSP hash source of a script's text: `'sha256-…'`. */
export function hashSource(/** @type {string} */ text) {
  return `'sha256-${createHash('sha256').update(scriptText(text), 'utf8').digest('base64')}'`
}

/**
 * The page without its render nonce, and the hash sources of the inline scripts that carried it (in
 * page order, each once). The nonce attributes go; the nonce also appears in Next.js's data inside
 * those scripts (the props of the `<script>` and `<link>` elements React writes on the client),
 * where it is replaced by as many `x` (the same length, so that no length in the data changes):
 * the page is then the same bytes at every render of the same content, on every instance, so its
 * ETag holds until the content changes. A value no policy names, so that it allows nothing.
 * @param {string} html
 * @param {string} nonce the render nonce
 * @returns {{ html: string, hashes: string[] }}
 */
export function hashInlineScripts(html, nonce) {
  /** @type {Set<string>} */
  const hashes = new Set()
  const blank = 'x'.repeat(nonce.length)
  let out = ''
  let at = 0
  const open = /<script(?=[\t\n\f\r />])/gi
  for (let m = open.exec(html); m; m = open.exec(html)) {
    const tagEnd = endOfTag(html, m.index + m[0].length)
    if (tagEnd < 0) break
    const attributes = attributesOf(html.slice(m.index + m[0].length, tagEnd))
    const close = /<\/script[\t\n\f\r />]/gi
    close.lastIndex = tagEnd + 1
    const closing = close.exec(html)
    const textEnd = closing ? closing.index : html.length
    if (attributes.get('nonce') === nonce) {
      const text = html
        .slice(tagEnd + 1, textEnd)
        .split(nonce)
        .join(blank)
      if (!attributes.has('src') && JAVASCRIPT_TYPE.test((attributes.get('type') ?? '').trim().toLowerCase()))
        hashes.add(hashSource(text))
      out += html.slice(at, m.index) + withoutNonce(html.slice(m.index, tagEnd + 1), nonce) + text
      at = textEnd
    }
    open.lastIndex = textEnd
  }
  out += html.slice(at)
  return { html: out.split(` nonce="${nonce}"`).join('').split(nonce).join(blank), hashes: [...hashes] }
}

/** The index of the `>` that ends the tag whose attributes start at `from` (quotes respected), or -1. */
function endOfTag(/** @type {string} */ html, /** @type {number} */ from) {
  let quote = ''
  for (let i = from; i < html.length; i++) {
    const c = html[i]
    if (quote) {
      if (c === quote) quote = ''
    } else if (c === '"' || c === "'") {
      // Only a quote that opens an attribute's value (after `=`) quotes; the HTML tokenizer treats others as text.
      if (/=\s*$/.test(html.slice(Math.max(from, i - 8), i))) quote = c
    } else if (c === '>') return i
  }
  return -1
}

/** An opening tag without its nonce attribute (as Next.js writes it: ` nonce="…"`). */
const withoutNonce = (/** @type {string} */ tag, /** @type {string} */ nonce) => tag.split(` nonce="${nonce}"`).join('')
