/** Issue 27 H4: PDFs that would run JavaScript or start a program are found, however they are written. */
import { describe, expect, it } from 'vitest'

import { checkPdf, JAVASCRIPT, LAUNCH, LOCAL_LINK, PDF_PASSWORD_MESSAGE, PDF_TIMEOUT_MESSAGE, pdfJsActions, pdfStructuralActions } from '@/lib/pdf-actions'
import { uploadProblem } from '@/lib/upload-rules'
import { makeMarathiPdf, makePdf } from '@/seed/pdf'

import { ACTIVE, CLEAN, notAPdf, passwordPdf } from '../fixtures/pdf-active/corpus'

// Each check starts a worker thread with PDF.js: about half a second, more on a busy machine.
const SLOW = 30_000
const PDF = { mime: 'application/pdf', ext: 'pdf' }

describe('checkPdf over the corpus of active PDFs', () => {
  it.each(Object.keys(ACTIVE))('refuses: %s', async (name) => {
    const result = await checkPdf(ACTIVE[name]!())
    expect(result.completePdf).toBe(true)
    expect([JAVASCRIPT, LAUNCH, LOCAL_LINK]).toContain(result.activeContent)
    expect(uploadProblem({ detected: PDF, name: 'circular.pdf', size: 1000, ...result })).toMatch(/^This PDF contains .+, which would run when a visitor opens it/)
  }, SLOW)

  it('names what it found: JavaScript, or a program launch', async () => {
    expect((await checkPdf(ACTIVE['open action after a content stream']!())).activeContent).toBe(JAVASCRIPT)
    expect((await checkPdf(ACTIVE['Launch as the open action']!())).activeContent).toBe(LAUNCH)
  }, SLOW)
})

describe('checkPdf over clean PDFs', () => {
  const seed = {
    'the seed’s English notice': async () => makePdf('Notice (2025)', ['Line one', 'Line two'], [['A second page']]),
    'the seed’s Marathi notice (a JPEG page)': () => makeMarathiPdf('शिक्षक-पालक संघ सदस्य 2025-2026', ['विद्या विकास मराठी माध्यमिक शाळा, दादर']),
  }
  const clean: Record<string, () => Buffer | Promise<Buffer>> = { ...CLEAN, ...seed }
  it.each(Object.keys(clean))('accepts: %s', async (name) => {
    const pdf = await clean[name]!()
    expect(await checkPdf(pdf)).toEqual({ completePdf: true, activeContent: null, uncheckable: null })
  }, SLOW)
})

describe('the two looks cover each other', () => {
  it('PDF.js reads what the structural scan cannot decode (an ASCII85 object stream)', async () => {
    const pdf = ACTIVE['open action in an ASCII85 object stream']!()
    expect(pdfStructuralActions(pdf)).toBeNull()
    expect(await pdfJsActions(pdf)).toEqual({ outcome: 'read', active: JAVASCRIPT })
  }, SLOW)

  it.each(['link annotation with JavaScript', 'Launch as the open action', 'Launch hidden from a stream scan'])(
    'the structural scan finds what PDF.js reads but does not report: %s',
    async (name) => {
      const pdf = ACTIVE[name]!()
      expect(await pdfJsActions(pdf)).toEqual({ outcome: 'read', active: null })
      expect(pdfStructuralActions(pdf)).not.toBeNull()
    },
    SLOW,
  )

  it('the structural scan no longer takes `endstream` for the start of a stream, and reads CR-only and hex object streams', () => {
    for (const name of ['open action after a content stream', 'catalog in an object stream, CR-only line ends', 'open action in a hex-encoded object stream', 'open action in a hex- and Flate-encoded object stream']) {
      expect(pdfStructuralActions(ACTIVE[name]!()), name).toBe(JAVASCRIPT)
    }
  })
})

describe('PDFs that cannot be checked are refused, with a sentence', () => {
  it('one that PDF.js cannot open at all is damaged', async () => {
    const result = await checkPdf(notAPdf())
    expect(result.completePdf).toBe(false)
    expect(uploadProblem({ detected: PDF, name: 'x.pdf', size: 1000, ...result })).toBe('This PDF is damaged or incomplete. Save or export it again and upload the new file.')
  }, SLOW)

  it('one that needs a password says so', async () => {
    const result = await checkPdf(passwordPdf())
    expect(result).toEqual({ completePdf: true, activeContent: null, uncheckable: PDF_PASSWORD_MESSAGE })
    expect(uploadProblem({ detected: PDF, name: 'x.pdf', size: 1000, ...result })).toBe(PDF_PASSWORD_MESSAGE)
  }, SLOW)

  it('PDF.js is stopped when it takes too long, and the file is refused', async () => {
    const started = Date.now()
    expect(await pdfJsActions(makePdf('A notice'), 1)).toEqual({ outcome: 'timeout' })
    expect(Date.now() - started).toBeLessThan(1000)
    expect(PDF_TIMEOUT_MESSAGE).toBe('This PDF could not be checked within 10 seconds. Save or export it again (or split it) and upload the new file.')
  })
})
