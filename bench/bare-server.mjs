// @ts-check
// Node's own floor for a page hit (bench/page-cache.mjs starts it): a bare `http` server that
// answers each page with the status line, headers and gzipped bytes the site's server sent for it,
// and does nothing else (no request id, no log line, no cache lookup). PAGES_FILE: JSON
// { path: { headers: [name, value, …], body: base64 } }; PORT, on 127.0.0.1.
import { readFileSync } from 'node:fs'
import http from 'node:http'

const port = Number(process.env.PORT)
const file = process.env.PAGES_FILE
if (!port || !file) throw new Error('PORT and PAGES_FILE are required')
/** @type {Record<string, { headers: string[], body: string }>} */
const given = JSON.parse(readFileSync(file, 'utf8'))
const pages = new Map(
  Object.entries(given).map(([route, { headers, body }]) => [route, { headers, body: Buffer.from(body, 'base64') }]),
)

http
  .createServer((req, res) => {
    const page = pages.get(req.url ?? '')
    if (!page) return void res.writeHead(404).end()
    res.writeHead(200, page.headers)
    res.end(page.body)
  })
  .listen(port, '127.0.0.1', () => process.stdout.write(`bare: listening on http://127.0.0.1:${port}\n`))
