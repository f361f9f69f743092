import { describe, expect, it } from 'vitest'

import { richTextToHtml, sanitizeRichHtml } from '@/lib/rich-text'

describe('sanitizeRichHtml', () => {
  it('keeps structure and safe links', () => {
    const html =
      '<h2>Title</h2><p>Read <a href="https://x.org/a" target="_blank">this</a> <strong>now</strong>.</p><ul><li>one</li></ul>'
    expect(sanitizeRichHtml(html)).toBe(
      '<h2>Title</h2><p>Read <a href="https://x.org/a" target="_blank" rel="noopener noreferrer">this</a> <strong>now</strong>.</p><ul><li>one</li></ul>',
    )
  })
  it('removes scripts, handlers, styles, frames and dangerous URLs', () => {
    const html =
      '<p onclick="x()" style="color:red">a<script>alert(1)</script></p><iframe src="https://e.org"></iframe>' +
      '<a href="javascript:alert(1)">j</a><img src="data:image/png;base64,AA" onerror="x()"><a href="//evil.org">p</a>'
    const clean = sanitizeRichHtml(html)
    expect(clean).not.toMatch(/script|onclick|onerror|style=|iframe|javascript:|data:|\/\/evil/)
    expect(clean).toContain('<p>a</p>')
  })
  it('demotes h1 to h2 so a page keeps one h1', () => {
    expect(sanitizeRichHtml('<h1>T</h1>')).toBe('<h2>T</h2>')
  })
})

describe('richTextToHtml', () => {
  it('renders Lexical JSON to HTML and escapes its text', () => {
    const state = {
      root: {
        type: 'root',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        children: [
          {
            type: 'paragraph',
            version: 1,
            direction: null,
            format: '',
            indent: 0,
            textFormat: 0,
            children: [
              {
                type: 'text',
                version: 1,
                text: '<b>not bold</b> & more',
                format: 1,
                mode: 'normal',
                style: '',
                detail: 0,
              },
            ],
          },
        ],
      },
    }
    const html = richTextToHtml(state)
    expect(html).toContain('<strong>&lt;b&gt;not bold&lt;/b&gt; &amp; more</strong>')
    expect(html).toMatch(/^<p/)
  })
  it('returns an empty string for empty content', () => {
    expect(richTextToHtml(null)).toBe('')
    expect(richTextToHtml({})).toBe('')
  })
})
