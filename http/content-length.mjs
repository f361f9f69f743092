/**
 * Content-Length of the files /cms-api serves, kept. Next.js drops a route
 * handler's Content-Length (it may have decoded the body it forwards), so an uploaded PDF went out
 * chunked, without its size, and HEAD said nothing of it either. The route handler copies the
 * length it knows into this internal header (src/lib/cms-request.ts withFileLength); the server
 * sends it as Content-Length. When Next.js compresses a response, its compression removes the
 * Content-Length again as it must.
 */
export const LENGTH_HEADER = 'x-content-length'

/** Turn the internal header into Content-Length on this response, whichever way it is set. */
export function keepContentLength(/** @type {import('node:http').ServerResponse} */ res) {
  const setHeader = res.setHeader.bind(res)
  const appendHeader = res.appendHeader.bind(res)
  const asLength = (/** @type {string} */ name, /** @type {unknown} */ value) => {
    if (String(name).toLowerCase() !== LENGTH_HEADER) return false
    const length = String(Array.isArray(value) ? value[0] : value)
    if (/^\d{1,15}$/.test(length)) setHeader('Content-Length', length)
    return true
  }
  res.setHeader = (name, value) => (asLength(name, value) ? res : setHeader(name, value))
  res.appendHeader = (name, value) => (asLength(name, value) ? res : appendHeader(name, value))
}
