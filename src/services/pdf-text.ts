import { getDocumentProxy } from 'unpdf'

import { logger } from './logger'

/**
 * The text of a PDF, page by page, read when it is uploaded (src/collections/Media.ts) and kept on
 * the media document, so that site search finds words inside PDFs and can say on which page.
 * unpdf is PDF.js built to run in Node without a browser, a worker or a network.
 */

/** Pages read, at most, and characters kept per page: enough for any circular or yearbook. */
export const MAX_PAGES = 500
export const MAX_PAGE_CHARS = 20_000
/** Fewer letters and digits than this in the whole file: a scan without a text layer. */
const MIN_TEXT_CHARS = 10

export type PdfText = { pages: string[]; hasText: boolean }

export async function pdfText(data: Uint8Array): Promise<PdfText> {
  try {
    // PDF.js takes ownership of the buffer it is given: pass a copy.
    const pdf = await getDocumentProxy(new Uint8Array(data))
    try {
      const count = Math.min(pdf.numPages, MAX_PAGES)
      const pages: string[] = []
      for (let n = 1; n <= count; n++) {
        const page = await pdf.getPage(n)
        const content = await page.getTextContent()
        const text = content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
          .join('')
          .replace(/[ \t]+/g, ' ')
          .trim()
        pages.push(text.slice(0, MAX_PAGE_CHARS))
        page.cleanup()
      }
      const letters = pages.join('').replace(/[^\p{L}\p{N}]/gu, '').length
      return { pages, hasText: letters >= MIN_TEXT_CHARS }
    } finally {
      await pdf.loadingTask.destroy()
    }
  } catch (error) {
    // A PDF that PDF.js cannot read is still accepted (upload-rules.ts decides what is refused);
    // it simply has no text to search.
    logger.warn({ err: error }, 'PDF text could not be read')
    return { pages: [], hasText: false }
  }
}
