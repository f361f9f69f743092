// @ts-check
// The floor app's server (bench/floor.mjs starts it): Next.js's request handler for the built copy
// in FLOOR_DIR, on 127.0.0.1:PORT, with the build's scripts sent precompressed exactly as the site's
// server.mjs sends its own (server/static-files.mjs), so that a script of the floor and the same
// script of the site travel as the same bytes. Pages are gzipped by Next.js (level 6, as the site's).
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

http
  .createServer((req, res) => {
    if ((req.url ?? '').startsWith('/_next/static/') && servePrecompressed(precompressed, req, res)) return
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end()
      else res.destroy()
    })
  })
  .listen(port, host, () => process.stdout.write(`floor: listening on http://${host}:${port}\n`))
