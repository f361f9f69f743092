/**
 * Runs in a worker thread (src/services/pdf-actions.ts): PDF.js reads the uploaded PDF and reports every
 * action it knows that would run when the document is opened or used. In a worker, a hostile file
 * that makes PDF.js work for long or allocate much can be stopped (terminate) without stalling the
 * server, whose own event loop PDF.js would otherwise hold: without a worker of its own it runs on
 * the caller's thread.
 */
import { parentPort } from 'node:worker_threads'

import { getDocumentProxy } from 'unpdf'

async function inspect(data) {
  let pdf
  try {
    // No eval (fonts are never compiled to code), no system fonts: reading actions needs neither.
    pdf = await getDocumentProxy(data, {
      isEvalSupported: false,
      useSystemFonts: false,
      disableFontFace: true,
      verbosity: 0,
    })
  } catch (error) {
    return { readable: false, reason: error?.name === 'PasswordException' ? 'password' : 'damaged' }
  }
  try {
    // What PDF.js knows, as facts; the rule (which addresses are allowed) is pdf-actions.ts's.
    const found = { readable: true, javascript: false, xfa: false, links: [] }
    // An XFA form, in a stream or as an array of packets (PDF.js's own test of the catalog).
    found.xfa = !!(await pdf.getMetadata()).info?.IsXFAPresent || pdf.isPureXfa
    // The open action, the document's own actions and the JavaScript name tree (one list in
    // PDF.js), and the actions of form fields.
    found.javascript = !!((await pdf.getJSActions()) || (await pdf.hasJSActions()))
    if (found.javascript) return found
    // Where links point, as written (`unsafeUrl`): a URI action's address, or the file of a
    // `/Launch` or a `/GoToR`.
    for (const item of flatten((await pdf.getOutline()) ?? []))
      if (typeof item.unsafeUrl === 'string') found.links.push(item.unsafeUrl)
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n)
      if (hasAny(await page.getJSActions())) found.javascript = true
      for (const annotation of await page.getAnnotations()) {
        if (hasAny(annotation.actions)) found.javascript = true
        if (typeof annotation.unsafeUrl === 'string') found.links.push(annotation.unsafeUrl)
      }
      page.cleanup()
      if (found.javascript) break
    }
    return found
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

// One file per message, in turn (pdf-actions.ts keeps a worker that answered for the next file).
parentPort.on('message', async (data) => parentPort.postMessage(await inspect(data)))
