// The four hand-written parts of the page cache's request path against the well-kept library that
// could replace each, on the same inputs in the same run, sides alternated round by round (the
// machine's speed drifts; compare figures of one run only):
//
// 1. page-cache/response-cache.mjs's byte-bounded LRU against lru-cache 11 (max, maxSize with
//    sizeCalculation, per-entry ttl): 1,000 responses of 20–200 KB, 64 MB bound;
// 2. page-cache/script-hashes.mjs's inline-script tokenizer against htmlparser2's Parser, on a real
//    first render of a page (with its nonce), plus the edge cases where the browser's tokenizer
//    decides what text is hashed;
// 3. http/client-address.mjs against proxy-addr (Express's), on typical X-Forwarded-For chains;
// 4. server/static-files.mjs against sirv (brotli/gzip copies), over HTTP with autocannon, on real
//    build files (serve-static has no precompressed variants: it cannot do this job at all).
//
// Run: `node bench/libraries.mjs` with the project's Node (node_modules/.bin first in PATH).
// The libraries that are not the project's dependencies come from LIBCMP (default /tmp/libcmp):
//   npm install --prefix /tmp/libcmp lru-cache@11 htmlparser2@12 proxy-addr@2 sirv@3
// The page: PAGE_URL (a running server, e.g. `npm run demo` → http://127.0.0.1:3000/; a fresh
// query string makes the first request of an address, which keeps its render nonce) or PAGE_FILE
// (saved HTML, with PAGE_NONCE). The static files: STATIC_DIR (default .next/static, after
// `npm run build`). ROUNDS (5), MS (time per side and round, 300 ms). ONLY=cache,tokenizer,
// address,static runs a subset.
import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import v8 from 'node:v8'
import vm from 'node:vm'

import { clientAddressOf, parseTrustProxy } from '../http/client-address.mjs'
import { STATIC_SECURITY_HEADERS } from '../http/static-security-headers.mjs'
import { newRecord } from '../page-cache/render-record.mjs'
import { NOT_MODIFIED, ResponseCache } from '../page-cache/response-cache.mjs'
import { hashInlineScripts, scriptText } from '../page-cache/script-hashes.mjs'
import { loadPrecompressed, servePrecompressed } from '../server/static-files.mjs'

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const LIBCMP = process.env.LIBCMP ?? '/tmp/libcmp'
const ROUNDS = Number(process.env.ROUNDS ?? 5)
const MS = Number(process.env.MS ?? 300)
const ONLY = new Set((process.env.ONLY ?? 'cache,tokenizer,address,static').split(','))
const requireLib = createRequire(path.join(LIBCMP, 'package.json'))
/** A library from LIBCMP, with its version. */
function lib(name) {
  try {
    const dir = path.join(LIBCMP, 'node_modules', name)
    return {
      module: requireLib(name),
      version: JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version,
    }
  } catch {
    throw new Error(`${name} not found under ${LIBCMP}: npm install --prefix ${LIBCMP} ${name}`)
  }
}
const log = (line = '') => process.stdout.write(`${line}\n`)
v8.setFlagsFromString('--expose-gc')
const gc = /** @type {() => void} */ (vm.runInNewContext('gc'))

/** ns per call of fn (sync or async), over about `ms` of calls. */
async function nsPerOp(fn, ms = MS) {
  let n = 0
  const start = process.hrtime.bigint()
  const end = start + BigInt(ms) * 1_000_000n
  let now = start
  while (now < end) {
    for (let i = 0; i < 64; i++) {
      const r = fn(n++)
      if (r instanceof Promise) await r
    }
    now = process.hrtime.bigint()
  }
  return Number(now - start) / n
}

/** Alternate the sides round by round (the order swapped each round); median ns/op of each. */
async function compare(title, sides) {
  const names = Object.keys(sides)
  /** @type {Record<string, number[]>} */
  const runs = Object.fromEntries(names.map((n) => [n, []]))
  for (let r = 0; r < ROUNDS; r++) {
    for (const name of r % 2 ? [...names].reverse() : names) {
      gc()
      runs[name].push(await nsPerOp(sides[name]))
    }
  }
  const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]
  const cells = names.map((n) => `${n} ${fmt(median(runs[n]))}`)
  log(
    `  ${title}: ${cells.join(' | ')}  (median of ${ROUNDS}; rounds: ${names.map((n) => runs[n].map(fmt).join(' ')).join(' / ')})`,
  )
  return Object.fromEntries(names.map((n) => [n, median(runs[n])]))
}
const fmt = (ns) =>
  ns >= 1e6 ? `${(ns / 1e6).toFixed(2)} ms` : ns >= 1e3 ? `${(ns / 1e3).toFixed(2)} µs` : `${ns.toFixed(0)} ns`

// ---------------------------------------------------------------------------------------------
// 1. The response cache's LRU.

/**
 * ResponseCache with its entries in an LRUCache instead of a Map kept in order of use: the bound
 * (max, maxSize with sizeCalculation) and the expiry of entries that cannot be checked (per-entry
 * ttl, on the cache's own clock) are the library's; what decides whether a kept page still holds
 * (its sources' stamps), the first-request pass, maxPending and the 304 check stay as they are:
 * lru-cache's fetch() knows freshness by ttl only, so fetchMethod cannot replace get().
 */
export function lruResponseCache(LRUCache) {
  return class LruResponseCache extends ResponseCache {
    clock = 0
    /** @param {number} ttlMs @param {ConstructorParameters<typeof ResponseCache>[1]} options */
    constructor(ttlMs, options = {}) {
      super(ttlMs, options)
      this.entries = new LRUCache({
        max: this.maxEntries,
        maxSize: this.maxBytes,
        sizeCalculation: (/** @type {{ bytes: number }} */ e) => Math.max(1, e.bytes),
        perf: { now: () => this.clock },
        ttlResolution: 0,
      })
    }
    // ResponseCache.get, but the LRUCache's get() keeps the order of use itself.
    async get(key, render, now = Date.now()) {
      this.clock = now
      const entry = this.entries.get(key)
      const holds = entry && entry.expires > now && this.holds(entry)
      if (holds === true || (holds instanceof Promise && (await holds))) {
        if (!entry?.response) return null
        return { response: entry.response, how: 'hit' }
      }
      const waiting = this.pending.get(key)
      if (waiting) {
        const response = await waiting
        return response && { response, how: 'wait' }
      }
      const stale = entry?.response?.etag ? entry.response : null
      if (!stale && !this.seen.has(key)) {
        this.seen.add(key)
        if (this.seen.size > this.maxSeen) this.seen.delete(this.seen.values().next().value)
        return null
      }
      if (this.pending.size >= this.maxPending) return null
      let checked = false
      const record = newRecord()
      const rendering = render(stale?.etag ?? null, record)
        .catch((error) => (this.onError(error, key), null))
        .then((result) => {
          checked = result === NOT_MODIFIED
          const response = result === NOT_MODIFIED ? stale : result
          this.store(key, response, now, record)
          return response
        })
        .finally(() => this.pending.delete(key))
      this.pending.set(key, rendering)
      const response = await rendering
      return response && { response, how: checked ? 'checked' : 'render' }
    }
    store(key, response, now = Date.now(), record = newRecord()) {
      this.clock = now
      const kept = this.ttlMs > 0 || response?.etag ? response : null
      const bytes = kept ? kept.body.plain.length + (kept.body.gzip?.length ?? 0) : 0
      const tracked = kept !== null && this.ttlMs > 0 && record.stamps.size > 0
      const expires = !kept
        ? now + this.passMs
        : tracked
          ? Math.min(record.until, now + this.maxAgeMs)
          : now + this.ttlMs
      const [sources, stamps] = tracked ? [[...record.stamps.keys()], [...record.stamps.values()]] : [null, null]
      // A response with an ETag stays after its time, to be checked: no ttl.
      const ttl = kept?.etag ? 0 : Math.max(1, expires - now)
      this.entries.set(key, { response: kept, expires, bytes, sources, stamps }, { ttl, start: now })
    }
    remove(key) {
      this.entries.delete(key)
    }
  }
}

async function benchCache() {
  const { module, version } = lib('lru-cache')
  const LruResponseCache = lruResponseCache(module.LRUCache)
  log(`\n1. Response cache LRU: ours (Map in order of use) vs lru-cache ${version}`)
  // 1,000 distinct pages of 20–200 KB (plain + gzip), as many keys; about 110 MB in all: the 64 MB
  // bound holds about 570 of them, so a pass over all keys evicts.
  let seed = 42
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  const responses = Array.from({ length: 1000 }, (_, i) => {
    const size = 20_000 + Math.floor(random() * 180_000)
    const plain = Buffer.alloc(Math.round(size * 0.8), i % 256)
    return {
      status: 200,
      etag: null,
      headers: { 'content-type': 'text/html' },
      compress: true,
      body: { plain, gzip: Buffer.alloc(size - plain.length) },
    }
  })
  const keys = responses.map((_, i) => `/page/${i}`)
  const stamps = ['notices:1', 'globals:1']
  const options = { stampsOf: () => stamps }
  /** A render that read two sources; the same response each time. */
  const renderOf = (i) => async (_etag, record) => {
    record.stamps.set('notices', 'notices:1')
    record.stamps.set('globals', 'globals:1')
    return responses[i]
  }
  const renders = keys.map((_, i) => renderOf(i))
  const make = (Cache) => {
    const cache = new Cache(750, options)
    for (const key of keys) cache.seen.add(key)
    return cache
  }
  const ours = make(ResponseCache)
  const theirs = make(LruResponseCache)
  // Fill both (each get renders and stores, evicting beyond 64 MB).
  for (const cache of [ours, theirs]) for (let i = 0; i < keys.length; i++) await cache.get(keys[i], renders[i], 1000)
  const resident = (cache) => keys.filter((k) => cache.entries.get(k)).length
  log(`  entries kept after 1,000 stores: ours ${resident(ours)} | lru-cache ${resident(theirs)}`)
  const present = keys.filter((k) => ours.entries.has(k))
  const presentIndex = present.map((k) => keys.indexOf(k))
  await compare('hit (get of a kept page, stamps unchanged)', {
    ours: (n) => ours.get(present[n % present.length], renders[presentIndex[n % present.length]], 1000),
    'lru-cache': (n) => theirs.get(present[n % present.length], renders[presentIndex[n % present.length]], 1000),
  })
  // Every key in turn, 1,000 of them in 64 MB: each miss renders (a resolved promise), stores and evicts.
  await compare('miss + store + evict (keys in turn)', {
    ours: (n) => ours.get(keys[(n * 7) % 1000], renders[(n * 7) % 1000], 1000),
    'lru-cache': (n) => theirs.get(keys[(n * 7) % 1000], renders[(n * 7) % 1000], 1000),
  })
  // Retained heap of the bookkeeping (the bodies are Buffers, outside the heap, shared by both):
  // ten full caches held at once, per cache; sides alternated, median of three.
  const heapOf = async (Cache) => {
    gc()
    gc()
    const before = process.memoryUsage().heapUsed
    const held = []
    for (let c = 0; c < 10; c++) {
      const cache = make(Cache)
      for (let i = 0; i < keys.length; i++) await cache.get(keys[i], renders[i], 1000)
      held.push(cache)
    }
    gc()
    gc()
    return (process.memoryUsage().heapUsed - before) / held.length
  }
  const heap = { ours: [], 'lru-cache': [] }
  for (let r = 0; r < 3; r++) {
    heap.ours.push(await heapOf(ResponseCache))
    heap['lru-cache'].push(await heapOf(LruResponseCache))
  }
  const mid = (a) => [...a].sort((x, y) => x - y)[1]
  log(
    `  heap held per full cache (1,000 stores, about 610 kept; bodies are shared Buffers, not counted): ours ${kb(mid(heap.ours))} | lru-cache ${kb(mid(heap['lru-cache']))}  (runs: ${heap.ours.map(kb).join(' ')} / ${heap['lru-cache'].map(kb).join(' ')})`,
  )
}
const kb = (b) => `${Math.round(b / 1024)} KB`

// ---------------------------------------------------------------------------------------------
// 2. The inline-script tokenizer.

/** hashInlineScripts with htmlparser2 finding the scripts, their attributes and their raw text. */
function htmlparser2Hashes(Parser) {
  return (html, nonce) => {
    const hashes = new Set()
    const blank = 'x'.repeat(nonce.length)
    let out = ''
    let at = 0
    /** @type {{ start: number, end: number, attribs: Record<string, string>, text: [number, number] | null } | null} */
    let script = null
    const parser = new Parser(
      {
        onopentag(name, attribs) {
          if (name === 'script') script = { start: parser.startIndex, end: parser.endIndex, attribs, text: null }
        },
        ontext() {
          if (!script) return
          script.text = [script.text?.[0] ?? parser.startIndex, parser.endIndex + 1]
        },
        onclosetag(name) {
          if (name !== 'script' || !script) return
          const s = script
          script = null
          if (s.attribs.nonce !== nonce) return
          const [from, to] = s.text ?? [s.end + 1, s.end + 1]
          const text = html.slice(from, to).split(nonce).join(blank)
          const type = (s.attribs.type ?? '').trim().toLowerCase()
          if (
            !('src' in s.attribs) &&
            /^(|module|(text|application)\/((x-)?(java|ecma)script|javascript1\.[0-5]|jscript|livescript))$/.test(type)
          )
            hashes.add(`'sha256-${createHash('sha256').update(scriptText(text), 'utf8').digest('base64')}'`)
          out +=
            html.slice(at, s.start) +
            html
              .slice(s.start, s.end + 1)
              .split(` nonce="${nonce}"`)
              .join('') +
            text
          at = to
        },
      },
      { decodeEntities: true },
    )
    parser.end(html)
    out += html.slice(at)
    return { html: out.split(` nonce="${nonce}"`).join('').split(nonce).join(blank), hashes: [...hashes] }
  }
}

async function readPage() {
  if (process.env.PAGE_FILE) {
    const nonce = process.env.PAGE_NONCE
    if (!nonce) throw new Error('PAGE_FILE needs PAGE_NONCE, the nonce of its render')
    return { html: fs.readFileSync(process.env.PAGE_FILE, 'utf8'), nonce, from: process.env.PAGE_FILE }
  }
  if (!process.env.PAGE_URL) return null
  const url = new URL(process.env.PAGE_URL)
  url.searchParams.set('libcmp', randomBytes(6).toString('hex'))
  const response = await fetch(url)
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
  if (!nonce) throw new Error(`${url}: no nonce in its policy (a kept page? use a fresh address)`)
  return { html: await response.text(), nonce, from: `${process.env.PAGE_URL} (first render)` }
}

/** Where the browser's tokenizer decides the text a hash must match. */
function tokenizerEdges(nonce) {
  const s = (body, open = `<script nonce="${nonce}">`) => `${open}${body}`
  return [
    // [what, html, the text the browser hashes (HTML tokenizer, after input preprocessing)]
    ['plain', s('a()</script>'), 'a()'],
    ['CR LF and CR become LF', s('a()\r\nb()\rc()</script>'), 'a()\nb()\nc()'],
    ['NUL becomes U+FFFD', s('a()\0</script>'), 'a()\uFFFD'],
    ['ends at the first </script', s('x="</script>";y()</script>'), 'x="'],
    ['not at </scripts>', s('x="</scripts>"</script>'), 'x="</scripts>"'],
    ['</SCRIPT in upper case ends it', s('a()</SCRIPT >'), 'a()'],
    ['</script/ ends it', s('a()</script/>'), 'a()'],
    ['</script + tab ends it', s('a()</script\t>'), 'a()'],
    ['</script + vertical tab does not', s('a()</script\v>b()</script>'), 'a()</script\v>b()'],
    ['</script + no-break space does not', s('a()</script\u00a0>b()</script>'), 'a()</script\u00a0>b()'],
    ['a > in a quoted attribute value', s('a()</script>', `<script data-x='a>b' nonce="${nonce}">`), 'a()'],
    // Script data escaped states: `<!--` then `<script` inside a script, `</script>` does not end it.
    [
      '<!--<script> inside (double-escaped)',
      s('<!--<script>x()</script>y()--></script>'),
      '<!--<script>x()</script>y()-->',
    ],
    ['character references are not decoded', s('a("&amp;")</script>'), 'a("&amp;")'],
  ]
}

async function benchTokenizer() {
  const { module, version } = lib('htmlparser2')
  const theirs = htmlparser2Hashes(module.Parser)
  log(`\n2. Inline-script tokenizer: ours (script-hashes.mjs) vs htmlparser2 ${version} Parser`)
  const nonce = 'bm9uY2UtZm9yLWVkZ2VzLTEyMw=='
  const sha = (t) => `'sha256-${createHash('sha256').update(t, 'utf8').digest('base64')}'`
  let oursWrong = 0
  let theirsWrong = 0
  for (const [what, html, text] of tokenizerEdges(nonce)) {
    const want = sha(text)
    const a = hashInlineScripts(html, nonce).hashes[0] === want
    const b = theirs(html, nonce).hashes[0] === want
    oursWrong += a ? 0 : 1
    theirsWrong += b ? 0 : 1
    log(`  ${a ? 'ok     ' : 'REFUSES'} ${b ? 'ok     ' : 'REFUSES'}  ${what}`)
  }
  log(
    `  (columns: ours, htmlparser2; REFUSES: a hash of other text than the browser's, so the script would be refused)`,
  )
  log(
    `  edge cases with the browser's text: ours ${tokenizerEdges(nonce).length - oursWrong}, htmlparser2 ${tokenizerEdges(nonce).length - theirsWrong} of ${tokenizerEdges(nonce).length}`,
  )
  const page = await readPage()
  if (!page) return log('  (no PAGE_URL or PAGE_FILE: the timing on a real page is skipped)')
  const a = hashInlineScripts(page.html, page.nonce)
  const b = theirs(page.html, page.nonce)
  const scripts = (page.html.match(/<script/gi) ?? []).length
  log(
    `  page: ${page.from}, ${kb(Buffer.byteLength(page.html))}, ${scripts} scripts, ${a.hashes.length} hashed; same output: ${a.html === b.html && a.hashes.join() === b.hashes.join()}`,
  )
  await compare('hashInlineScripts on the page', {
    ours: () => hashInlineScripts(page.html, page.nonce),
    htmlparser2: () => theirs(page.html, page.nonce),
  })
}

// ---------------------------------------------------------------------------------------------
// 3. The client's address.

async function benchAddress() {
  const { module: proxyaddr, version } = lib('proxy-addr')
  log(`\n3. Client address: ours (client-address.mjs) vs proxy-addr ${version}`)
  const cases = [
    ['127.0.0.1', '198.51.100.7'],
    ['127.0.0.1', '10.9.8.7, 198.51.100.7'],
    ['::ffff:127.0.0.1', '2001:db8::1, 198.51.100.7'],
    ['10.1.2.3', 'forged, 198.51.100.7, 10.0.0.9'],
  ]
  const reqs = cases.map(([remoteAddress, xff]) => ({
    socket: { remoteAddress },
    connection: { remoteAddress },
    headers: { 'x-forwarded-for': xff },
  }))
  for (const [label, setting, trustTheirs] of [
    ['TRUST_PROXY=1', '1', (_a, i) => i < 1],
    ['TRUST_PROXY=loopback, 10.0.0.0/8', 'loopback, 10.0.0.0/8', proxyaddr.compile(['loopback', '10.0.0.0/8'])],
  ]) {
    const trust = parseTrustProxy(setting)
    const same = cases.map(([socket, xff], i) => {
      const a = clientAddressOf(socket, xff, trust)
      const b = proxyaddr(reqs[i], trustTheirs)
      return a === b ? 'same' : `${a} vs ${b}`
    })
    log(`  ${label}: typical chains, answers ${same.join('; ')}`)
    // Where the two read differently: an IPv4 client on an IPv6 socket, empty or padded entries,
    // no socket address (the app without server.mjs), an overlong entry.
    const edges = [
      ['::ffff:203.0.113.9', undefined],
      ['::ffff:127.0.0.1', '198.51.100.7'],
      ['127.0.0.1', '198.51.100.7,,'],
      ['127.0.0.1', ' 198.51.100.7 '],
      [undefined, 'forged, 198.51.100.7'],
      ['127.0.0.1', 'x'.repeat(500)],
    ]
    const differ = edges.flatMap(([socket, xff]) => {
      const a = clientAddressOf(socket, xff, trust)
      let b
      try {
        b = proxyaddr(
          {
            socket: { remoteAddress: socket },
            connection: { remoteAddress: socket },
            headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
          },
          trustTheirs,
        )
      } catch (error) {
        b = `throws ${error.message}`
      }
      const short = (v) =>
        String(v).length > 20 ? `${String(v).slice(0, 8)}… (${String(v).length} characters)` : String(v)
      return a === b ? [] : [`${socket ?? 'no socket'} + ${short(JSON.stringify(xff))}: ${short(a)} vs ${short(b)}`]
    })
    log(`  ${label}: edges that differ (ours vs proxy-addr): ${differ.join('; ') || 'none'}`)
    await compare(`${label}, per request`, {
      ours: (n) => clientAddressOf(cases[n % 4][0], cases[n % 4][1], trust),
      'proxy-addr': (n) => proxyaddr(reqs[n % 4], trustTheirs),
    })
  }
}

// ---------------------------------------------------------------------------------------------
// 4. The precompressed build files, over HTTP.

/** A child process serving STATIC_DIR both ways: ours on `port`, sirv on `port + 1`. */
function serveStatic(dir, port) {
  const { module: sirvModule } = lib('sirv')
  const sirv = sirvModule.default ?? sirvModule
  const files = loadPrecompressed(dir)
  const headers = Object.fromEntries(STATIC_SECURITY_HEADERS.map(({ key, value }) => [key, value]))
  const handler = sirv(dir, {
    brotli: true,
    gzip: true,
    maxAge: 31536000,
    immutable: true,
    extensions: [],
    etag: false,
    setHeaders: (res) => {
      for (const [k, v] of Object.entries(headers)) res.setHeader(k, v)
    },
  })
  http
    .createServer((req, res) => servePrecompressed(files, req, res) || ((res.statusCode = 404), res.end()))
    .listen(port, '127.0.0.1')
  http
    .createServer((req, res) => {
      req.url = (req.url ?? '').replace(/^\/_next\/static/, '')
      handler(req, res, () => ((res.statusCode = 404), res.end()))
    })
    .listen(port + 1, '127.0.0.1', () => process.send?.('ready'))
}

async function benchStatic() {
  const dir = path.resolve(process.env.STATIC_DIR ?? path.join(ROOT, '.next/static'))
  const files = [...loadPrecompressed(dir).entries()]
    .map(([url, f]) => ({ url, size: f.br?.length ?? 0 }))
    .sort((a, b) => a.size - b.size)
  const { version } = lib('sirv')
  log(
    `\n4. Precompressed build files: ours (static-files.mjs) vs sirv ${version}, over HTTP (autocannon, 20 connections)`,
  )
  if (files.length === 0) return log(`  (no precompressed files under ${dir}: run npm run build; skipped)`)
  const port = Number(process.env.LIBCMP_PORT ?? 3790)
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--serve', dir, String(port)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  try {
    await new Promise((resolve, reject) => (child.once('message', resolve), child.once('exit', reject)))
    // A typical chunk (the median size) and a large one (the 90th percentile).
    const picks = [files[Math.floor(files.length / 2)], files[Math.floor(files.length * 0.9)]]
    const autocannon = (await import('autocannon')).default
    for (const { url, size } of picks) {
      for (const [label, accept] of [
        ['br', 'gzip, deflate, br'],
        ['gzip', 'gzip'],
      ]) {
        const headersOf = async (p) => {
          const r = await fetch(`http://127.0.0.1:${p}${url}`, { headers: { 'accept-encoding': accept } })
          await r.arrayBuffer()
          return Object.fromEntries([...r.headers].filter(([k]) => !['date', 'connection', 'keep-alive'].includes(k)))
        }
        const [h1, h2] = [await headersOf(port), await headersOf(port + 1)]
        const differ = [...new Set([...Object.keys(h1), ...Object.keys(h2)])]
          .filter((k) => h1[k] !== h2[k])
          .map((k) => `${k}: ${h1[k] ?? '-'} / ${h2[k] ?? '-'}`)
        log(`  ${url} (${kb(size)} br), ${label}: headers that differ (ours / sirv): ${differ.join('; ') || 'none'}`)
        const rps = { ours: [], sirv: [] }
        for (let r = 0; r < 3; r++) {
          for (const side of r % 2 ? ['sirv', 'ours'] : ['ours', 'sirv']) {
            const result = await autocannon({
              url: `http://127.0.0.1:${side === 'ours' ? port : port + 1}${url}`,
              connections: 20,
              duration: 3,
              headers: { 'accept-encoding': accept },
            })
            rps[side].push(Math.round(result.requests.average))
          }
        }
        log(`    requests/s: ours ${rps.ours.join(' ')} | sirv ${rps.sirv.join(' ')}`)
      }
    }
    const range = await fetch(`http://127.0.0.1:${port + 1}${picks[0].url}`, {
      headers: { 'accept-encoding': 'br', range: 'bytes=-100' },
    })
    log(
      `  sirv, Range: bytes=-100 with br: ${range.status} ${range.headers.get('content-range')} ${range.headers.get('content-encoding')} (ours leaves a range to Next.js)`,
    )
    const q0 = await fetch(`http://127.0.0.1:${port + 1}${picks[0].url}`, {
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    })
    log(
      `  sirv, Accept-Encoding "br;q=0, gzip;q=0": Content-Encoding ${q0.headers.get('content-encoding')} (ours: none taken, left to Next.js)`,
    )
  } finally {
    child.kill()
  }
}

const main = process.argv[1] === fileURLToPath(import.meta.url)
if (main && process.argv[2] === '--serve') {
  serveStatic(process.argv[3], Number(process.argv[4]))
} else if (main) {
  log(`node ${process.version}, ${new Date().toISOString()}, ROUNDS=${ROUNDS}, MS=${MS}`)
  if (ONLY.has('cache')) await benchCache()
  if (ONLY.has('tokenizer')) await benchTokenizer()
  if (ONLY.has('address')) await benchAddress()
  if (ONLY.has('static')) await benchStatic()
}
