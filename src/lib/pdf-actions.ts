import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { constants as zlibConstants, inflateSync } from 'node:zlib'

import { looksLikeCompletePdf, MAX_PDF_BYTES } from './upload-rules'

/**
 * Whether an uploaded PDF would run something when a visitor opens it: JavaScript (as the open
 * action, a page or annotation action, a form field's action, or in the document's JavaScript name
 * tree) or an action that starts a program or opens a local file (`/Launch`). Two independent
 * looks, and a PDF is refused when either finds something:
 * - PDF.js (unpdf, as for the text in pdf-text.ts) parses the file as a viewer does, whatever its
 *   encoding (object and cross-reference streams, any filter, encryption with an empty password,
 *   broken cross-references) and reports the actions it knows;
 * - a structural scan of the bytes finds what PDF.js reads but does not report (a `/Launch` open
 *   action, JavaScript in an outline item) and what another viewer might run.
 * A PDF that PDF.js cannot open, or cannot finish reading in time, is refused: it could not be
 * checked, and it would not show in the site's search or in Firefox's viewer either.
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

/** Wall-clock and heap bounds for PDF.js on one file; ordinary PDFs take well under a second. */
export const CHECK_TIMEOUT_MS = 10_000
const WORKER_HEAP_MB = 128

export const PDF_PASSWORD_MESSAGE =
  'This PDF is protected by a password, so the site cannot check it. Save it again without a password and upload the new file.'
export const PDF_TIMEOUT_MESSAGE = `This PDF could not be checked within ${CHECK_TIMEOUT_MS / 1000} seconds. Save or export it again (or split it) and upload the new file.`

export async function checkPdf(data: Uint8Array): Promise<PdfCheck> {
  const complete = looksLikeCompletePdf(data)
  // Refused for its size or shape whatever it holds (upload-rules.ts): not worth a parse.
  if (!complete || data.length > MAX_PDF_BYTES) return { completePdf: complete, activeContent: null, uncheckable: null }
  const structural = pdfStructuralActions(data)
  const parsed = await pdfJsActions(data)
  if (parsed.outcome === 'read') return { completePdf: true, activeContent: structural ?? parsed.active, uncheckable: null }
  if (parsed.outcome === 'damaged') return { completePdf: false, activeContent: structural, uncheckable: null }
  return { completePdf: true, activeContent: structural, uncheckable: parsed.outcome === 'password' ? PDF_PASSWORD_MESSAGE : PDF_TIMEOUT_MESSAGE }
}

export type PdfJsResult = { outcome: 'read'; active: string | null } | { outcome: 'damaged' | 'password' | 'timeout' }

/**
 * PDF.js's view, in a worker thread of its own (pdf-actions.worker.mjs): without a worker PDF.js
 * runs on this thread, where a hostile file could hold the event loop, and every request with it,
 * for as long as it likes. The worker is stopped after CHECK_TIMEOUT_MS and may use WORKER_HEAP_MB
 * of heap; either way the file is refused, and the server goes on.
 */
export function pdfJsActions(data: Uint8Array, timeoutMs = CHECK_TIMEOUT_MS): Promise<PdfJsResult> {
  // A file of the source tree, not a module of the bundle: Next.js bundles this file, and the
  // worker is started from disk (the server runs from the project's folder, as og-card.tsx assumes).
  const script = path.join(/*turbopackIgnore: true*/ process.cwd(), 'src/lib/pdf-actions.worker.mjs')
  return new Promise((resolve) => {
    const worker = new Worker(script, {
      workerData: new Uint8Array(data),
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      stdout: true,
      stderr: true,
    })
    let settled = false
    const settle = (result: PdfJsResult) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void worker.terminate()
      resolve(result)
    }
    const timer = setTimeout(() => settle({ outcome: 'timeout' }), timeoutMs)
    worker.once('message', (message: { readable: boolean; reason?: 'damaged' | 'password'; active?: string | null }) =>
      settle(message.readable ? { outcome: 'read', active: message.active ?? null } : { outcome: message.reason ?? 'damaged' }),
    )
    // Out of heap, or PDF.js failed in a way it does not catch: the file could not be read.
    worker.once('error', () => settle({ outcome: 'damaged' }))
    worker.once('exit', () => settle({ outcome: 'damaged' }))
  })
}

/** Bytes inflated at most per object stream: a file that only names what it is can cost a lot. */
const MAX_INFLATED_BYTES = 16 * 1024 * 1024

/** PDF names may spell letters as #xx escapes (/J#53 is /JS): undo them before looking. */
const unescapeNames = (text: string) => text.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

/** White space or comments between two tokens. */
const GAP = String.raw`(?:[\s\0]|%[^\r\n]*[\r\n])*`
/** An action's type: long enough that binary data never spells it by chance. */
const ACTION_TYPE = new RegExp(String.raw`/S${GAP}/(JavaScript|Launch)(?![A-Za-z0-9])`)
/** Any of the names, anywhere in a dictionary: for text that is PDF syntax only. */
const ANY_NAME = /\/(JS|JavaScript|Launch)(?![A-Za-z0-9])/

/**
 * The structural look, over the bytes: the file's own syntax (its dictionaries, outside stream
 * data), the objects packed in object streams (`/ObjStm`, Flate and ASCIIHex encoded, alone or
 * chained), and, over the whole file, an action type (`/S /JavaScript`, `/S /Launch`) wherever it
 * stands, so that a fake stream start cannot hide it. Stream data itself (images, fonts, page
 * contents) is not searched for the short names: binary data holds "/JS" by chance about once in
 * 10 MB, which refused real documents.
 */
export function pdfStructuralActions(data: Uint8Array): string | null {
  const latin1 = new TextDecoder('latin1')
  const raw = latin1.decode(data)
  const syntax: string[] = []
  const packed: string[] = []
  // `stream` as a keyword (not the end of `endstream`), followed by CRLF, LF or, as some
  // producers write and viewers accept, CR alone.
  const streamStart = /(?<![A-Za-z])stream(?:\r\n|\r|\n)/g
  let from = 0
  let match: RegExpExecArray | null
  while ((match = streamStart.exec(raw))) {
    const start = match.index + match[0].length
    const end = raw.indexOf('endstream', start)
    if (end < 0) break
    syntax.push(raw.slice(from, start))
    const dictionary = unescapeNames(raw.slice(raw.lastIndexOf('obj', match.index), match.index))
    if (/\/Type\s*\/ObjStm/.test(dictionary)) {
      const text = decodeObjectStream(dictionary, data.subarray(start, end))
      if (text !== null) packed.push(text)
    }
    from = end
    streamStart.lastIndex = end
  }
  syntax.push(raw.slice(from))
  for (const text of [syntax.join('\n'), ...packed].map(unescapeNames)) {
    const found = ANY_NAME.exec(text)?.[1]
    if (found) return found === 'Launch' ? LAUNCH : JAVASCRIPT
  }
  const type = ACTION_TYPE.exec(unescapeNames(raw))?.[1]
  if (type) return type === 'Launch' ? LAUNCH : JAVASCRIPT
  return null
}

/** An object stream's text, through its filters (Flate and ASCIIHex); null if it cannot be read. */
function decodeObjectStream(dictionary: string, bytes: Uint8Array): string | null {
  const filterEntry = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dictionary)?.[1] ?? ''
  const filters = filterEntry.match(/\/[A-Za-z0-9]+/g) ?? []
  let current: Buffer = Buffer.from(bytes)
  try {
    for (const filter of filters) {
      if (filter === '/FlateDecode' || filter === '/Fl') {
        current = inflateSync(current, { maxOutputLength: MAX_INFLATED_BYTES, finishFlush: zlibConstants.Z_SYNC_FLUSH })
      } else if (filter === '/ASCIIHexDecode' || filter === '/AHx') {
        const hex = current.toString('latin1').split('>')[0]!.replace(/[^0-9a-fA-F]/g, '')
        current = Buffer.from(hex.length % 2 ? hex + '0' : hex, 'hex')
      } else {
        // Another filter (LZW, ASCII85, encryption...): left to PDF.js, which reads them all.
        return null
      }
    }
  } catch {
    // Not what it claims, or larger than the bound: nothing readable to look at here.
    return null
  }
  return current.toString('latin1')
}
