/**
 * PDFs that would run JavaScript, start a program, open a local file or share, or send form data
 * are found, however they are written; clean PDFs, links to the web and mail included, are not.
 */
import { describe, expect, it } from 'vitest'

import {
  actionProblem,
  checkPdf,
  FORM_DATA,
  JAVASCRIPT,
  LAUNCH,
  LOCAL_LINK,
  PDF_PASSWORD_MESSAGE,
  PDF_TIMEOUT_MESSAGE,
  PDF_UNREADABLE_MESSAGE,
  pdfJsActions,
  pdfStructuralActions,
  pdfStructuralCheck,
  pdfWorkersStarted,
  XFA_FORM,
} from '@/services/pdf-actions'
import { uploadProblem } from '@/lib/upload-rules'
import { makeMarathiPdf, makePdf } from '@/seed/pdf'

import { ACTIVE, CLEAN, FINDING, notAPdf, passwordPdf, unreadableObjectStream } from '../fixtures/pdf-active/corpus'

// A check may start a worker thread with PDF.js: about half a second, more on a busy machine.
const SLOW = 30_000
const PDF = { mime: 'application/pdf', ext: 'pdf' }
/** 300 pages: tens of milliseconds to read even for a worker already started, never within 1 ms. */
const longPdf = () =>
  makePdf(
    'A notice',
    [],
    Array.from({ length: 300 }, () => ['A page']),
  )

describe('checkPdf over the corpus of active PDFs', () => {
  it.each(Object.keys(ACTIVE))(
    'refuses: %s',
    async (name) => {
      const result = await checkPdf(ACTIVE[name]!())
      expect(result.completePdf).toBe(true)
      expect(result.activeContent).toBe(FINDING[name] ?? (name.includes('Launch') ? LAUNCH : JAVASCRIPT))
      expect(uploadProblem({ detected: PDF, name: 'circular.pdf', size: 1000, ...result })).toMatch(
        /^This PDF contains .+, which would run when a visitor opens it/,
      )
    },
    SLOW,
  )

  it(
    'names what it found: JavaScript, or a program launch',
    async () => {
      expect((await checkPdf(ACTIVE['open action after a content stream']!())).activeContent).toBe(JAVASCRIPT)
      expect((await checkPdf(ACTIVE['Launch as the open action']!())).activeContent).toBe(LAUNCH)
    },
    SLOW,
  )
})

describe('checkPdf over clean PDFs', () => {
  const seed = {
    'the seed’s English notice': async () => makePdf('Notice (2025)', ['Line one', 'Line two'], [['A second page']]),
    'the seed’s Marathi notice (a JPEG page)': () =>
      makeMarathiPdf('शिक्षक-पालक संघ सदस्य 2025-2026', ['विद्या विकास मराठी माध्यमिक शाळा, दादर']),
  }
  const clean: Record<string, () => Buffer | Promise<Buffer>> = { ...CLEAN, ...seed }
  it.each(Object.keys(clean))(
    'accepts: %s',
    async (name) => {
      const pdf = await clean[name]!()
      expect(await checkPdf(pdf)).toEqual({ completePdf: true, activeContent: null, uncheckable: null })
    },
    SLOW,
  )
})

describe('the two looks cover each other', () => {
  it(
    'both read an ASCII85 object stream',
    async () => {
      const pdf = ACTIVE['open action in an ASCII85 object stream']!()
      expect(pdfStructuralActions(pdf)).toBe(JAVASCRIPT)
      expect(await pdfJsActions(pdf)).toEqual({ outcome: 'read', active: JAVASCRIPT })
    },
    SLOW,
  )

  it.each([
    'XFA form with a script (the reported file)',
    'XFA form as an array of packets',
    'a javascript: address in a link',
    'a network share address in an outline item',
  ])(
    'each look finds on its own: %s',
    async (name) => {
      const pdf = ACTIVE[name]!()
      expect(pdfStructuralActions(pdf)).toBe(FINDING[name])
      expect(await pdfJsActions(pdf)).toEqual({
        outcome: 'read',
        active: FINDING[name] === XFA_FORM ? XFA_FORM : LOCAL_LINK,
      })
    },
    SLOW,
  )

  it.each([
    'open action to a file: address',
    'submit a form field to an outside address',
    'import data as the open action',
    'remote go-to to a web file in a link, packed',
  ])(
    'the structural look finds what PDF.js does not report: %s',
    async (name) => {
      const pdf = ACTIVE[name]!()
      expect(await pdfJsActions(pdf)).toEqual({ outcome: 'read', active: null })
      expect(pdfStructuralActions(pdf)).toBe(FINDING[name])
    },
    SLOW,
  )

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
    for (const name of [
      'open action after a content stream',
      'catalog in an object stream, CR-only line ends',
      'open action in a hex-encoded object stream',
      'open action in a hex- and Flate-encoded object stream',
    ]) {
      expect(pdfStructuralActions(ACTIVE[name]!()), name).toBe(JAVASCRIPT)
    }
  })
})

describe('the rule', () => {
  it.each([
    ['https://www.example.org/fees', null],
    ['HTTP://example.org', null],
    ['mailto:office@example.org', null],
    ['tel:+912224123456', null],
    ['telnet://evil.example', LOCAL_LINK],
    ['file:///C:/Windows/System32/calc.exe', LOCAL_LINK],
    ['\\\\evil.example\\share\\x.pdf', LOCAL_LINK],
    ['javascript:app.alert(1)', LOCAL_LINK],
    ['www.example.org', LOCAL_LINK],
    ['smb://evil.example/share', LOCAL_LINK],
    [' file:///etc/passwd', LOCAL_LINK],
    ['https:\\\\evil.example\\share', LOCAL_LINK],
    [null, LOCAL_LINK],
  ])('a URI action to %s', (address, problem) => {
    expect(actionProblem('URI', address)).toBe(problem)
  })

  it('action types', () => {
    expect(
      ['JavaScript', 'Launch', 'GoToR', 'GoToE', 'SubmitForm', 'ImportData', 'GoTo', 'Named', 'ResetForm'].map((type) =>
        actionProblem(type),
      ),
    ).toEqual([JAVASCRIPT, LAUNCH, LOCAL_LINK, LOCAL_LINK, FORM_DATA, FORM_DATA, null, null, null])
  })
})

describe('PDFs that cannot be checked are refused, with a sentence', () => {
  it(
    'one with an object stream that neither look can decode',
    async () => {
      const pdf = unreadableObjectStream()
      expect(pdfStructuralCheck(pdf)).toEqual({ active: null, uncheckable: PDF_UNREADABLE_MESSAGE })
      // PDF.js cannot read that object stream either: the file is refused as damaged.
      const result = await checkPdf(pdf)
      expect(result.activeContent).toBeNull()
      expect(uploadProblem({ detected: PDF, name: 'x.pdf', size: 1000, ...result })).not.toBeNull()
    },
    SLOW,
  )

  it(
    'a file made to cost far more work than its size is not read to the end',
    () => {
      // 20,000 objects, each opening a string that never closes: each would be read to the end.
      // The reader stops when its work passes twice the file's size, and says it could not check.
      const pdf = Buffer.from(`%PDF-1.4\n${'1 0 obj ('.repeat(20_000)}\n%%EOF\n`, 'latin1')
      expect(pdfStructuralCheck(pdf).uncheckable).toBe(PDF_UNREADABLE_MESSAGE)
    },
    SLOW,
  )

  it(
    'objects that never close what they open are read one by one, within that bound',
    () => {
      // Each object ends where the next begins, so the work stays within the bound and the file is read.
      const pdf = Buffer.from(`%PDF-1.4\n${'1 0 obj [ << /A ['.repeat(20_000)}\n%%EOF\n`, 'latin1')
      expect(pdfStructuralCheck(pdf)).toEqual({ active: null, uncheckable: null })
    },
    SLOW,
  )

  it(
    'one that PDF.js cannot open at all is damaged',
    async () => {
      const result = await checkPdf(notAPdf())
      expect(result.completePdf).toBe(false)
      expect(uploadProblem({ detected: PDF, name: 'x.pdf', size: 1000, ...result })).toBe(
        'This PDF is damaged or incomplete. Save or export it again and upload the new file.',
      )
    },
    SLOW,
  )

  it(
    'one that needs a password says so',
    async () => {
      const result = await checkPdf(passwordPdf())
      expect(result).toEqual({ completePdf: true, activeContent: null, uncheckable: PDF_PASSWORD_MESSAGE })
      expect(uploadProblem({ detected: PDF, name: 'x.pdf', size: 1000, ...result })).toBe(PDF_PASSWORD_MESSAGE)
    },
    SLOW,
  )

  it('PDF.js is stopped when it takes too long, and the file is refused', async () => {
    const started = Date.now()
    expect(await pdfJsActions(longPdf(), 1)).toEqual({ outcome: 'timeout' })
    expect(Date.now() - started).toBeLessThan(1000)
    expect(PDF_TIMEOUT_MESSAGE).toBe(
      'This PDF could not be checked within 10 seconds. Save or export it again (or split it) and upload the new file.',
    )
  })
})

describe('the PDF.js worker is kept between checks, never after a failure', () => {
  const clean = () => makePdf('A notice about the exam timetable')
  const active = () => ACTIVE[Object.keys(ACTIVE)[0]!]!()

  it(
    'files one after another share one worker, and a clean file after an active one reads as clean',
    async () => {
      await pdfJsActions(clean())
      const before = pdfWorkersStarted()
      expect((await pdfJsActions(active())).outcome).toBe('read')
      expect(await pdfJsActions(active())).not.toEqual({ outcome: 'read', active: null })
      expect(await pdfJsActions(clean())).toEqual({ outcome: 'read', active: null })
      expect(pdfWorkersStarted()).toBe(before)
    },
    SLOW,
  )

  it(
    'after a timeout the next file gets a new worker and is read',
    async () => {
      await pdfJsActions(clean())
      expect(await pdfJsActions(longPdf(), 1)).toEqual({ outcome: 'timeout' })
      const before = pdfWorkersStarted()
      expect(await pdfJsActions(clean())).toEqual({ outcome: 'read', active: null })
      expect(pdfWorkersStarted()).toBe(before + 1)
    },
    SLOW,
  )

  it(
    'files checked at the same time each get an answer (a busy worker is not waited for)',
    async () => {
      const results = await Promise.all([pdfJsActions(clean()), pdfJsActions(active()), pdfJsActions(clean())])
      expect(results[0]).toEqual({ outcome: 'read', active: null })
      expect(results[1]).not.toEqual({ outcome: 'read', active: null })
      expect(results[2]).toEqual({ outcome: 'read', active: null })
    },
    SLOW,
  )
})
