// @ts-check
/**
 * Next.js's build files under /_next/static (scripts and styles), answered from copies compressed
 * once at build time (scripts/compress-static.mjs: brotli at its best quality, gzip at level 9)
 * instead of Next.js gzipping each one again on every request. A phone then downloads fewer bytes
 * of JavaScript (brotli compresses them better than gzip), and the server spends no CPU on them. A file without such a
 * copy, a client that takes neither coding, and a range request are left to Next.js.
 */
import fs from 'node:fs'
import path from 'node:path'

import { accepts } from '../http/accept-encoding.mjs'
import { STATIC_SECURITY_HEADERS } from '../http/static-security-headers.mjs'

/** The types compressed at build time, with the Content-Type Next.js sends for them. */
export const PRECOMPRESSED_TYPES = /** @type {Record<string, string>} */ ({
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
})

/** The codings, best first, with the suffix of their copies. */
const CODINGS = /** @type {const} */ ([
  ['br', '.br'],
  ['gzip', '.gz'],
])

/**
 * @typedef {{ type: string, br?: Buffer, gzip?: Buffer }} Precompressed
 * @typedef {Map<string, Precompressed>} PrecompressedFiles by URL path (/_next/static/…)
 */

/**
 * Every precompressed copy under `staticDir` (the build's .next/static), read into memory: about
 * 2 MB, answered without touching the disk. Only these paths are ever answered here.
 * @param {string} staticDir
 * @returns {PrecompressedFiles}
 */
export function loadPrecompressed(staticDir) {
  /** @type {PrecompressedFiles} */
  const files = new Map()
  if (!fs.existsSync(staticDir)) return files
  for (const relative of fs.readdirSync(staticDir, { recursive: true, encoding: 'utf8' })) {
    for (const [coding, suffix] of CODINGS) {
      if (!relative.endsWith(suffix)) continue
      const original = relative.slice(0, -suffix.length)
      const type = PRECOMPRESSED_TYPES[path.extname(original)]
      if (!type) continue
      const url = `/_next/static/${original.split(path.sep).join('/')}`
      const file = files.get(url) ?? { type }
      file[coding] = fs.readFileSync(path.join(staticDir, relative))
      files.set(url, file)
    }
  }
  return files
}

/**
 * Answer `req` from the precompressed copies when one fits; false when Next.js should answer.
 * @param {PrecompressedFiles} files
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function servePrecompressed(files, req, res) {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range) return false
  const file = files.get((req.url ?? '').split('?')[0] ?? '')
  if (!file) return false
  const coding = CODINGS.map(([name]) => name).find(
    (name) => file[name] && accepts(req.headers['accept-encoding'], name),
  )
  const body = coding && file[coding]
  if (!coding || !body) return false
  res.writeHead(200, {
    ...Object.fromEntries(STATIC_SECURITY_HEADERS.map(({ key, value }) => [key, value])),
    'Content-Type': file.type,
    'Content-Encoding': coding,
    'Content-Length': String(body.length),
    // File names carry a hash of their content: a new build has new names.
    'Cache-Control': 'public, max-age=31536000, immutable',
    Vary: 'Accept-Encoding',
  })
  res.end(req.method === 'HEAD' ? undefined : body)
  return true
}
