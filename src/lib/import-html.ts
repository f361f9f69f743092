import { convertHTMLToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { SanitizedConfig } from 'payload'

import { sanitizeRichHtml } from './rich-text'

/**
 * HTML from outside (an import, the demo content) as Lexical rich text for storage: sanitized first,
 * so nothing unsafe ever reaches the database.
 */
export async function htmlToRichText(html: string, config: SanitizedConfig) {
  // Loaded when first needed: jsdom is a large module graph, and the demo server that imports this
  // (src/seed) finds its content already there on every start but the first.
  const [{ JSDOM }, editorConfig] = await Promise.all([import('jsdom'), editorConfigFactory.default({ config })])
  return convertHTMLToLexical({ editorConfig, html: sanitizeRichHtml(html), JSDOM })
}
