// @ts-check
import http from 'node:http'

import { PAGE_POST_LIMIT_BYTES } from '../http/body-limit.mjs'

/**
 * A page takes a POST only for its server action (the grievance form without JavaScript), whose
 * body Next.js limits to 1 MB (src/lib/page-posts.ts, which refuses one that announces more in
 * Content-Length with a 413). A chunked body announces nothing, and Next.js found it too large
 * only while reading it, answering a 500. The production server reads such a body itself, up to
 * the limit, and hands Next.js a request with that body and its length; one body over the limit is
 * answered 413 here.
 */

/** Paths that are not pages: the APIs, the admin, the build's files. */
const NOT_PAGES = /^\/(cms-api|api|admin|_next)(\/|$)/

/** Whether this request is a POST to a page whose body has no length (chunked). */
export function isUnsizedPagePost(/** @type {http.IncomingMessage} */ req, /** @type {string} */ path) {
  return (
    req.method === 'POST' &&
    req.headers['content-length'] === undefined &&
    req.headers['transfer-encoding'] !== undefined &&
    !NOT_PAGES.test(path)
  )
}

/**
 * Read the body up to the limit. Returns a request like `req` with the body read and its length,
 * or null when the body is larger (read and dropped to its end first, up to four times the limit).
 * @param {http.IncomingMessage} req
 * @returns {Promise<http.IncomingMessage | null>}
 */
export function readPagePost(req) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = []
    let size = 0
    // Over the limit, the rest is read and dropped before the 413 is sent: a client still sending
    // when the connection closes sees a reset instead of the answer. Beyond four times the limit
    // the connection is cut.
    const onData = (/** @type {Buffer} */ chunk) => {
      size += chunk.length
      if (size <= PAGE_POST_LIMIT_BYTES) return void chunks.push(chunk)
      chunks.length = 0
      if (size > 4 * PAGE_POST_LIMIT_BYTES) {
        req.destroy()
        resolve(null) // once: later calls do nothing
      }
    }
    req.on('data', onData)
    req.once('error', reject)
    req.once('end', () => {
      if (size > PAGE_POST_LIMIT_BYTES) return resolve(null)
      const body = Buffer.concat(chunks)
      const copy = new http.IncomingMessage(req.socket)
      Object.assign(copy, {
        method: req.method,
        url: req.url,
        httpVersion: req.httpVersion,
        httpVersionMajor: req.httpVersionMajor,
        httpVersionMinor: req.httpVersionMinor,
      })
      const headers = { ...req.headers, 'content-length': String(body.length) }
      delete headers['transfer-encoding']
      copy.headers = headers
      copy.push(body)
      copy.push(null)
      resolve(copy)
    })
  })
}
