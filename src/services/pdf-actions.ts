import path from 'node:path'
import { Worker } from 'node:worker_threads'

import { type PdfDict, PdfName, PdfRef, PdfString, PdfTooCostly, type PdfValue, readPdfSyntax } from '@/lib/pdf-syntax'
import { looksLikeCompletePdf, MAX_PDF_BYTES } from '@/lib/upload-rules'

/**
 * Whether an uploaded PDF would do something of its own when a visitor opens it or clicks in it:
 * run JavaScript (as the open action, a page, annotation, outline or form field action, in the
 * document's JavaScript name tree, or in an XFA form), start a program or open a local file
 * (`/Launch`, a `file:` or share address, another PDF file), or send or load form data. The rule is
 * actionProblem, below; two independent looks apply it, and a PDF is refused when either finds
 * something:
 * - PDF.js (unpdf, as for the text in pdf-text.ts) parses the file as a viewer does, whatever its
 *   encoding (object and cross-reference streams, any filter, encryption with an empty password,
 *   broken cross-references) and reports the JavaScript, the XFA form and the link addresses it
 *   knows;
 * - a structural reading of the file's syntax (pdf-syntax.ts) sees every action dictionary,
 *   including those PDF.js reads but does not report (an open action's address, a submit action,
 *   JavaScript in an outline item), as another viewer would run them.
 * A PDF that PDF.js cannot open, or cannot finish reading in time, is refused: it could not be
 * checked, and it would not show in the site's search or in Firefox's viewer either. So is one
 * whose actions the structural look cannot read (an encrypted file's object streams).
 */

export type PdfCheck = {
  /** False when the bytes are not a complete PDF (looksLikeCompletePdf) or PDF.js cannot open it. */
  completePdf: boolean
  /** What in it would act when opened, for the editor's message, or null. */
  activeContent: string | null
  /** Why it could not be checked (a sentence for the editor), or null. */
  uncheckable: string | null
}

export const JAVASCRIPT = 'JavaScript'
export const LAUNCH = 'an action that starts a program'
export const LOCAL_LINK = 'a link that opens a program or file'
export const FORM_DATA = 'a form action that sends or loads data'
export const XFA_FORM = 'an XFA form, which can carry scripts'

/** What pdf-actions.worker.mjs finds; the rule is applied here, to it. */
type WorkerReport =
  | { readable: true; javascript: boolean; xfa: boolean; links: string[] }
  | { readable: false; reason: 'damaged' | 'password' }

const pdfJsProblem = (report: { javascript: boolean; xfa: boolean; links: string[] }) =>
  report.javascript
    ? JAVASCRIPT
    : report.xfa
      ? XFA_FORM
      : report.links.some((address) => actionProblem('URI', address))
        ? LOCAL_LINK
        : null

/** Wall-clock and heap bounds for PDF.js on one file; ordinary PDFs take well under a second. */
export const CHECK_TIMEOUT_MS = 10_000
const WORKER_HEAP_MB = 128

export const PDF_PASSWORD_MESSAGE =
  'This PDF is protected by a password, so the site cannot check it. Save it again without a password and upload the new file.'
export const PDF_TIMEOUT_MESSAGE = `This PDF could not be checked within ${CHECK_TIMEOUT_MS / 1000} seconds. Save or export it again (or split it) and upload the new file.`

export const PDF_ENCRYPTED_MESSAGE =
  'This PDF is encrypted, so the site cannot check its links and actions. Print it to a new PDF (“Save as PDF” or “Microsoft Print to PDF”) and upload that file.'
export const PDF_UNREADABLE_MESSAGE =
  'Part of this PDF is stored in a way the site cannot check. Print it to a new PDF (“Save as PDF” or “Microsoft Print to PDF”) and upload that file.'

export async function checkPdf(data: Uint8Array): Promise<PdfCheck> {
  const complete = looksLikeCompletePdf(data)
  // Refused for its size or shape whatever it holds (upload-rules.ts): not worth a parse.
  if (!complete || data.length > MAX_PDF_BYTES) return { completePdf: complete, activeContent: null, uncheckable: null }
  const structural = pdfStructuralCheck(data)
  const parsed = await pdfJsActions(data)
  if (parsed.outcome === 'damaged') return { completePdf: false, activeContent: structural.active, uncheckable: null }
  const active = structural.active ?? (parsed.outcome === 'read' ? parsed.active : null)
  if (active) return { completePdf: true, activeContent: active, uncheckable: null }
  const pdfJsProblem =
    parsed.outcome === 'password' ? PDF_PASSWORD_MESSAGE : parsed.outcome === 'timeout' ? PDF_TIMEOUT_MESSAGE : null
  return { completePdf: true, activeContent: null, uncheckable: pdfJsProblem ?? structural.uncheckable }
}

export type PdfJsResult = { outcome: 'read'; active: string | null } | { outcome: 'damaged' | 'password' | 'timeout' }

/**
 * PDF.js's view, in a worker thread (pdf-actions.worker.mjs): without a worker PDF.js runs on this
 * thread, where a hostile file could hold the event loop, and every request with it, for as long as
 * it likes. The worker is stopped after CHECK_TIMEOUT_MS and may use WORKER_HEAP_MB of heap; either
 * way the file is refused, and the server goes on.
 *
 * Starting a worker costs about half a CPU-second (loading PDF.js into a new isolate), ten times
 * the check of a usual file. So a worker that answered is kept for the next check, for up to
 * WORKER_IDLE_MS and WORKER_CHECKS files (a seed or a clerk's batch of PDFs pays for one start;
 * an idle server keeps no worker and its memory). A check that times out, or a worker that
 * fails, is never reused; checks that come while the kept worker is busy get a worker each, as
 * before, so one slow file never delays another.
 */
export function pdfJsActions(data: Uint8Array, timeoutMs = CHECK_TIMEOUT_MS): Promise<PdfJsResult> {
  const worker = takeKeptWorker() ?? startWorker()
  return new Promise((resolve) => {
    let settled = false
    const settle = (result: PdfJsResult, reusable: boolean) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      worker.off('message', onMessage)
      worker.off('error', onFailure)
      worker.off('exit', onFailure)
      if (!reusable || !keepWorker(worker)) void worker.terminate()
      resolve(result)
    }
    const onMessage = (message: WorkerReport) =>
      settle(message.readable ? { outcome: 'read', active: pdfJsProblem(message) } : { outcome: message.reason }, true)
    // Out of heap, or PDF.js failed in a way it does not catch: the file could not be read.
    const onFailure = () => settle({ outcome: 'damaged' }, false)
    const timer = setTimeout(() => settle({ outcome: 'timeout' }, false), timeoutMs)
    worker.once('message', onMessage)
    worker.once('error', onFailure)
    worker.once('exit', onFailure)
    const copy = new Uint8Array(data)
    worker.postMessage(copy, [copy.buffer])
  })
}

/** How long a worker waits for another file, and how many files it reads before it is replaced. */
const WORKER_IDLE_MS = 5_000
const WORKER_CHECKS = 50

type Kept = { worker: Worker; timer: NodeJS.Timeout }
const checksByWorker = new WeakMap<Worker, number>()
let kept: Kept | null = null
let workersStarted = 0

function startWorker(): Worker {
  // A file of the source tree, not a module of the bundle: Next.js bundles this file, and the
  // worker is started from disk (the server runs from the project's folder, as og-card.tsx assumes).
  const script = path.join(/*turbopackIgnore: true*/ process.cwd(), 'src/services/pdf-actions.worker.mjs')
  workersStarted++
  const worker = new Worker(script, {
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    stdout: true,
    stderr: true,
  })
  checksByWorker.set(worker, 0)
  // A kept worker that fails while it waits is forgotten (the next check starts another); its
  // error, with no check listening, must not become the process's uncaught exception.
  worker.on('error', () => {})
  worker.once('exit', () => {
    if (kept?.worker !== worker) return
    clearTimeout(kept.timer)
    kept = null
  })
  return worker
}

function takeKeptWorker(): Worker | null {
  if (!kept) return null
  const { worker, timer } = kept
  kept = null
  clearTimeout(timer)
  worker.ref()
  return worker
}

/** Keeps a worker that answered for the next check; false when it is not kept (stop it). */
function keepWorker(worker: Worker): boolean {
  const checks = (checksByWorker.get(worker) ?? 0) + 1
  checksByWorker.set(worker, checks)
  if (kept || checks >= WORKER_CHECKS) return false
  // Unreferenced while it waits: a kept worker never holds a process (a script, a test) open.
  worker.unref()
  const timer = setTimeout(() => {
    if (kept?.worker !== worker) return
    kept = null
    void worker.terminate()
  }, WORKER_IDLE_MS)
  timer.unref()
  kept = { worker, timer }
  return true
}

/** How many PDF.js workers this process has started (for the tests of reuse). */
export const pdfWorkersStarted = () => workersStarted

/**
 * The rule, in one place for both looks: what an action of this type (a PDF action's `/S`) would
 * do, for the editor's message, or null when it is harmless. `address` is a URI action's address
 * (or, from PDF.js, where a link points). Refused: JavaScript, Launch of any kind, going to another
 * PDF file or share (GoToR) or to an embedded file (GoToE), sending a form's contents or loading
 * data into it (SubmitForm, ImportData), and URI actions other than to the web or a mail address
 * (file:, a network share, a relative address that a local copy would resolve to a file...).
 */
export function actionProblem(type: string, address?: string | null): string | null {
  switch (type) {
    case 'JavaScript':
      return JAVASCRIPT
    case 'Launch':
      return LAUNCH
    case 'GoToR':
    case 'GoToE':
      return LOCAL_LINK
    case 'SubmitForm':
    case 'ImportData':
      return FORM_DATA
    case 'URI':
      return linkAllowed(address) ? null : LOCAL_LINK
    default:
      return null
  }
}

/**
 * A link opens the browser, the mail program or the phone's dialler, and only for these schemes,
 * written out in full: a school's prospectus may well link its office's number.
 */
export const linkAllowed = (address: string | null | undefined) =>
  typeof address === 'string' && /^(https?:\/\/|mailto:|tel:)[^\0-\x1f\x7f\\]*$/i.test(address)

/** Names that are refused wherever they stand: as an action's type, or named through a reference. */
const REFUSED_TYPES = new Set(['JavaScript', 'Launch', 'GoToR', 'GoToE', 'SubmitForm', 'ImportData'])

export type StructuralFinding = { active: string | null; uncheckable: string | null }

/**
 * The structural look: every dictionary of the file (pdf-syntax.ts reads the objects wherever they
 * stand, and those packed in object streams), judged by actionProblem: an action's type, a URI
 * action's address (a literal or hex string, a name, or a reference to one), a `/JS` entry, the
 * JavaScript name tree, an XFA form. Over the whole file besides, the refused action types spelled
 * out (`/S /Launch`), so that no trick of the syntax that this reader misses hides them. What
 * cannot be read (an encrypted file's object streams or addresses, an object stream in a filter
 * not read here) makes the file uncheckable.
 */
export function pdfStructuralActions(data: Uint8Array): string | null {
  return pdfStructuralCheck(data).active
}

export function pdfStructuralCheck(data: Uint8Array): StructuralFinding {
  let syntax
  try {
    syntax = readPdfSyntax(data)
  } catch (error) {
    if (error instanceof PdfTooCostly) return { active: null, uncheckable: PDF_UNREADABLE_MESSAGE }
    throw error
  }
  const resolve = (value: PdfValue | undefined): PdfValue | undefined => {
    for (let hops = 0; value instanceof PdfRef && hops < 32; hops++) value = syntax.objects.get(value.num)
    return value
  }
  let unreadableAddress = false
  const judge = (dict: PdfDict): string | null => {
    if (dict.has('JS') || dict.has('JavaScript')) return JAVASCRIPT
    if (dict.has('XFA')) return XFA_FORM
    const type = resolve(dict.get('S'))
    if (!(type instanceof PdfName)) return null
    if (type.name !== 'URI') return actionProblem(type.name)
    const target = resolve(dict.get('URI'))
    if (syntax.encrypted && target instanceof PdfString) {
      // The address is encrypted: PDF.js reads it in links, but not in an open action.
      unreadableAddress = true
      return null
    }
    const address = target instanceof PdfString ? target.text : target instanceof PdfName ? `/${target.name}` : null
    return actionProblem('URI', address)
  }
  // Every dictionary and array, walked without recursion; each value once.
  const seen = new Set<PdfValue>()
  const pending: PdfValue[] = [...syntax.values]
  while (pending.length) {
    const value = pending.pop()!
    if (value === null || typeof value !== 'object' || seen.has(value)) continue
    seen.add(value)
    if (value instanceof PdfName) {
      if (REFUSED_TYPES.has(value.name)) return { active: actionProblem(value.name), uncheckable: null }
    } else if (Array.isArray(value)) pending.push(...value)
    else if (value instanceof Map) {
      const found = judge(value)
      if (found) return { active: found, uncheckable: null }
      pending.push(...value.values())
    }
  }
  const spelled = ACTION_TYPE.exec(raw(data))?.[1]
  if (spelled) return { active: actionProblem(spelled), uncheckable: null }
  if (syntax.encrypted && (syntax.unreadableObjectStreams || unreadableAddress))
    return { active: null, uncheckable: PDF_ENCRYPTED_MESSAGE }
  if (syntax.unreadableObjectStreams) return { active: null, uncheckable: PDF_UNREADABLE_MESSAGE }
  return { active: null, uncheckable: null }
}

/** White space or comments between two tokens. */
const GAP = String.raw`(?:[\s\0]|%[^\r\n]*[\r\n])*`
/** A refused action's type spelled out: long enough that binary data never spells it by chance. */
const ACTION_TYPE = new RegExp(
  String.raw`/S${GAP}/(JavaScript|Launch|GoToR|GoToE|SubmitForm|ImportData)(?![A-Za-z0-9])`,
)
/** The file as text, `#xx` escapes in names undone. */
const raw = (data: Uint8Array) =>
  new TextDecoder('latin1')
    .decode(data)
    .replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
