/**
 * Runs in a worker thread (src/lib/pdf-actions.ts): PDF.js reads the uploaded PDF and reports every
 * action it knows that would run when the document is opened or used. In a worker, a hostile file
 * that makes PDF.js work for long or allocate much can be stopped (terminate) without stalling the
 * server, whose own event loop PDF.js would otherwise hold: without a worker of its own it runs on
 * the caller's thread.
 */
import { parentPort, workerData } from 'node:worker_threads'

import { getDocumentProxy } from 'unpdf'

/** A link that is not to the web, a mail address or a telephone: PDF.js leaves `url` unset for a
 * `/Launch` (a program or file on the reader's computer), a `/GoToR` to a local file, or a
 * `javascript:` address. */
const opensLocally = (item) => typeof item?.unsafeUrl === 'string' && !item.url

async function inspect(data) {
  let pdf
  try {
    // No eval (fonts are never compiled to code), no system fonts: reading actions needs neither.
    pdf = await getDocumentProxy(data, { isEvalSupported: false, useSystemFonts: false, disableFontFace: true, verbosity: 0 })
  } catch (error) {
    return { readable: false, reason: error?.name === 'PasswordException' ? 'password' : 'damaged' }
  }
  try {
    // The open action, the document's own actions and the JavaScript name tree (one list in
    // PDF.js), and the actions of form fields.
    if ((await pdf.getJSActions()) || (await pdf.hasJSActions())) return { readable: true, active: 'JavaScript' }
    for (const item of flatten((await pdf.getOutline()) ?? [])) {
      if (opensLocally(item)) return { readable: true, active: 'a link that opens a program or file' }
    }
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n)
      if (hasAny(await page.getJSActions())) return { readable: true, active: 'JavaScript' }
      for (const annotation of await page.getAnnotations()) {
        if (hasAny(annotation.actions)) return { readable: true, active: 'JavaScript' }
        if (opensLocally(annotation)) return { readable: true, active: 'a link that opens a program or file' }
      }
      page.cleanup()
    }
    return { readable: true, active: null }
  } finally {
    await pdf.loadingTask.destroy()
  }
}

const hasAny = (actions) => !!actions && Object.keys(actions).length > 0

function* flatten(items) {
  for (const item of items) {
    yield item
    yield* flatten(item.items ?? [])
  }
}

parentPort.postMessage(await inspect(workerData))
