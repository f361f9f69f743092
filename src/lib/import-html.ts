import { convertHTMLToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import { JSDOM } from 'jsdom'
import type { SanitizedConfig } from 'payload'

import { sanitizeRichHtml } from './rich-text'

/**
 * HTML from outside (an import, the demo content) as Lexical rich text for storage: sanitized first,
 * so nothing unsafe ever reaches the database.
 */
export async function htmlToRichText(html: string, config: SanitizedConfig) {
  const editorConfig = await editorConfigFactory.default({ config })
  return convertHTMLToLexical({ editorConfig, html: sanitizeRichHtml(html), JSDOM })
}
