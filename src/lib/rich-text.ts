import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import sanitizeHtml from 'sanitize-html'

import { leavesSite } from './urls'

/**
 * What rich HTML may contain, wherever it comes from: text structure, links, images, tables.
 * No scripts, styles, event handlers, iframes or javascript:/data: URLs.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'code',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'div',
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

/** The same arrow-out-of-a-box as src/components/ExternalIcon.tsx, for HTML strings. */
const EXTERNAL_ICON =
  '<svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" class="ml-1 inline-block align-[-0.1em]" data-external-icon=""><path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"/></svg>'

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const decodeAttr = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/**
 * Marks the links of sanitized HTML that leave the site (http(s) on another origin than `siteUrl`):
 * `data-external`, an icon and screen-reader text saying so (and that it opens a new tab, when it
 * does). Works on sanitizeRichHtml's output, where anchors never nest and every attribute is
 * double-quoted, so a plain pass over `<a …>…</a>` is exact.
 */
export function markExternalLinks(
  html: SafeHtml,
  siteUrl: string,
  labels: { leaves: string; leavesNewTab: string },
): SafeHtml {
  if (!html.includes('<a ')) return html
  return html.replace(/<a ([^>]*)>([\s\S]*?)<\/a>/g, (whole, attrs: string, inner: string) => {
    const href = /(?:^|\s)href="([^"]*)"/.exec(attrs)?.[1]
    if (!href || !leavesSite(decodeAttr(href), siteUrl)) return whole
    const newTab = /(?:^|\s)target="_blank"/.test(attrs)
    const text = escapeText(newTab ? labels.leavesNewTab : labels.leaves)
    return `<a ${attrs} data-external="true">${inner}${EXTERNAL_ICON}<span class="sr-only"> ${text}</span></a>`
  }) as SafeHtml
}

/** Where Payload serves an uploaded file: `/cms-api/media/file/<name>` (src/collections/Media.ts). */
const MEDIA_FILE_HREF = /(?:^|\s)href="\/cms-api\/media\/file\/([^"?#/]+)"/

/** A file name from an address; a malformed %-escape (staff can type any link) is no file of ours. */
function fileName(encoded: string): string | null {
  try {
    return decodeURIComponent(decodeAttr(encoded))
  } catch {
    return null
  }
}

/** The names of the uploaded files sanitized HTML links to (to look up their format and size). */
export function linkedMediaFiles(html: SafeHtml): string[] {
  const names = new Set<string>()
  for (const [, attrs] of html.matchAll(/<a ([^>]*)>/g)) {
    const encoded = MEDIA_FILE_HREF.exec(attrs!)?.[1]
    const name = encoded ? fileName(encoded) : null
    if (name) names.add(name)
  }
  return [...names]
}

/** Each link to an uploaded file gets its label ("(PDF, 1.2 MB)", by file name) after its text. */
export function labelFileLinks(html: SafeHtml, labels: ReadonlyMap<string, string>): SafeHtml {
  if (!labels.size) return html
  return html.replace(/<a ([^>]*)>([\s\S]*?)<\/a>/g, (whole, attrs: string, inner: string) => {
    const encoded = MEDIA_FILE_HREF.exec(attrs)?.[1]
    const name = encoded ? fileName(encoded) : null
    const label = name ? labels.get(name) : undefined
    return label ? `<a ${attrs}>${inner} <span data-testid="file-label">(${escapeText(label)})</span></a>` : whole
  }) as SafeHtml
}
