// @ts-check
/**
 * Next.js's image optimizer (/_next/image) and uploads: a photo taken down must be gone from the
 * optimizer's addresses as soon as from its own.
 *
 * The optimizer keeps each rendition on disk per instance (.next/cache/images, keyed by the source
 * address, width, quality and format) and serves a kept one without asking for the source again;
 * an expired one it still serves once more while it makes a new one. So a deleted or replaced
 * upload stayed public there for hours (its minimumCacheTTL, 4 h by default), on each instance
 * apart. Instead of purging files on every instance, server.mjs gives the optimizer each upload's
 * address with the media collection's current version stamp as its query (`?v=<stamp>`): the
 * stamp is a new random value with every change of any upload, written in the database every
 * instance shares (src/content/cache.ts), and read again at most every 250 ms. After a delete or
 * a replacement no request can name a rendition made before it: the optimizer asks Payload for the
 * source again, which is gone (404) or new. The client's own query on the source is dropped, so a
 * client cannot name an old stamp either (stamps are random and never sent out). Renditions made
 * under an old stamp are unreachable and leave the disk as the optimizer's disk bound evicts them
 * (maximumDiskCacheSize in next.config.ts).
 *
 * The answer says `Cache-Control: public, no-cache` instead of the optimizer's
 * `public, max-age=14400`: a browser, nginx (which keeps nothing marked no-cache) or a CDN must ask
 * again before each use, and the optimizer answers from its kept rendition (no new encoding).
 *
 * Files of the build (/brand/…) are left as they are: they change only with a deployment.
 */

/** The address of the optimizer. */
export const IMAGE_PATH = '/_next/image'

/** What the optimizer's answer for an upload says to browsers and shared caches. */
export const UPLOAD_RENDITION_CACHE_CONTROL = 'public, no-cache'

/** Sources that come with the build, not uploads. */
const BUILD_FILES = /^\/brand\//

/** The sources whose renditions follow the media stamp: version stamps of these (src/content/cache.ts; `*` is a restore's). */
export const RENDITION_SOURCES = /** @type {const} */ (['*', 'media'])

/**
 * The optimizer request `url` (path and query, as the client sent it) with its source address
 * versioned by `version`, or null when it is not a request for an upload's rendition (no `url`, a
 * remote or malformed one, a file of the build): Next.js then answers it as it is.
 * @param {string} url
 * @param {string} version
 * @returns {string | null}
 */
export function versionedRenditionUrl(url, version) {
  const query = url.indexOf('?')
  if (query === -1) return null
  const params = new URLSearchParams(url.slice(query + 1))
  const source = params.get('url')
  if (!source || !source.startsWith('/') || source.startsWith('//') || source.startsWith('/\\')) return null
  let pathname
  try {
    pathname = new URL(source, 'http://n').pathname
  } catch {
    return null
  }
  if (BUILD_FILES.test(pathname)) return null
  params.set('url', `${pathname}?v=${encodeURIComponent(version)}`)
  return `${url.slice(0, query)}?${params}`
}

/**
 * The version the renditions of uploads are made under: the stamps of RENDITION_SOURCES, or, before
 * the app has loaded its content cache (no stamps known yet), a value of this request alone, so
 * that nothing is answered from a rendition of unknown age.
 * @param {readonly string[] | null} stamps
 * @returns {string}
 */
export function renditionVersion(stamps) {
  if (stamps === null) return `once-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  return stamps.join('.') || 'none'
}

/**
 * Answers for an upload's rendition say UPLOAD_RENDITION_CACHE_CONTROL, whatever the optimizer
 * sets; its error answers
 * (a source that is gone) are not kept at all.
 * @param {import('node:http').ServerResponse} res
 */
export function keepRenditionsFresh(res) {
  res.setHeader('Cache-Control', 'no-store')
  const setHeader = res.setHeader.bind(res)
  res.setHeader = (name, value) =>
    String(name).toLowerCase() === 'cache-control'
      ? setHeader(name, res.statusCode < 400 ? UPLOAD_RENDITION_CACHE_CONTROL : 'no-store')
      : setHeader(name, value)
}
