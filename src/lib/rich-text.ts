import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import sanitizeHtml from 'sanitize-html'

/**
 * What rich HTML may contain, wherever it comes from: text structure, links, images, tables.
 * No scripts, styles, event handlers, iframes or javascript:/data: URLs.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'code',
    'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span', 'div',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // h1 is the page's own heading; content headings start one level below.
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
}

/**
 * HTML that went through sanitizeRichHtml. Only this type may be rendered as HTML (RichHtml) or
 * served as rich content, so raw stored input cannot reach a page by mistake.
 */
export type SafeHtml = string & { readonly __sanitized: true }

/** Clean HTML of anything but the allowed structure (see OPTIONS). */
export function sanitizeRichHtml(html: string): SafeHtml {
  return sanitizeHtml(html, OPTIONS) as SafeHtml
}

type EditorState = Parameters<typeof convertLexicalToHTML>[0]['data']

/** Lexical rich text as safe HTML, produced on the server (empty string for no content). */
export function richTextToHtml(state: unknown): SafeHtml {
  if (!state || typeof state !== 'object' || !('root' in state)) return '' as SafeHtml
  return sanitizeRichHtml(convertLexicalToHTML({ data: state as EditorState, disableContainer: true }))
}

/** Lexical rich text as plain text (calendar feeds, meta descriptions): paragraphs on their own lines. */
export function richTextToPlain(state: unknown): string {
  if (!state || typeof state !== 'object' || !('root' in state)) return ''
  return convertLexicalToPlaintext({ data: state as EditorState })
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
