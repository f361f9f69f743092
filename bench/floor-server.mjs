// @ts-check
// The floor app's server (bench/floor.mjs starts it): Next.js's request handler for the built copy
// in FLOOR_DIR, on 127.0.0.1:PORT, with the build's scripts sent precompressed exactly as the site's
// server.mjs sends its own (server/static-files.mjs), so that a script of the floor and the same
// script of the site travel as the same bytes. Pages are gzipped by Next.js (level 6, as the site's).
// The photo floors' images (`/_next/image?url=…`, the site's own addresses) are passed to the site's
// server at SITE_BASE with the browser's headers, and its answer back as it came: the same bytes,
// type and headers the page gets, from the floor's own origin and connection (a link to the site's
// origin would cost the floor a second connection the page does not pay). Over 127.0.0.1 the hop
// adds about a millisecond to a request the bench's throttling makes 562 ms.
import http from 'node:http'

import next from 'next'

import { loadPrecompressed, servePrecompressed } from '../server/static-files.mjs'

process.env.NODE_ENV = 'production'
const dir = process.env.FLOOR_DIR
const port = Number(process.env.PORT)
if (!dir || !port) throw new Error('FLOOR_DIR and PORT are required')
const host = '127.0.0.1'

const app = next({ dev: false, dir, hostname: host, port })
await app.prepare()
const handle = app.getRequestHandler()
const precompressed = loadPrecompressed(`${dir}/.next/static`)
const site = process.env.SITE_BASE ? new URL(process.env.SITE_BASE) : null

/** Pass the request to the site's server and its answer back unchanged. */
function fromSite(
  /** @type {http.IncomingMessage} */ req,
  /** @type {http.ServerResponse} */ res,
  /** @type {URL} */ base,
) {
  const headers = { ...req.headers, host: base.host }
  const upstream = http.request(
    { host: base.hostname, port: base.port, method: req.method, path: req.url, headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    },
  )
  upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()))
  req.pipe(upstream)
}

http
  .createServer((req, res) => {
    if ((req.url ?? '').startsWith('/_next/static/') && servePrecompressed(precompressed, req, res)) return
    if (site && (req.url ?? '').startsWith('/_next/image?')) return fromSite(req, res, site)
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end()
      else res.destroy()
    })
  })
  .listen(port, host, () => process.stdout.write(`floor: listening on http://${host}:${port}\n`))
