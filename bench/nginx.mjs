// The static ceiling: the pages' HTML, fetched once from our server, served as files by nginx from
// Debian's packages (`apt-get install nginx-light`) on 127.0.0.1, as a child process with a
// generated configuration in a temporary directory. Each page is also stored gzipped (level 6, as
// the server compresses) and sent as such to clients that take gzip (gzip_static): nothing is
// compressed per request, as nothing is on a micro-cache hit of ours.
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { supervise } from './process.mjs'
import { HOST, portInUse } from './server.mjs'

const CANDIDATES = [process.env.NGINX, '/usr/sbin/nginx', '/usr/bin/nginx'].filter(Boolean)

/** The nginx binary and its version, or null when it is not installed. */
export function findNginx() {
  for (const bin of CANDIDATES) {
    if (!existsSync(bin)) continue
    const r = spawnSync(bin, ['-v'], { encoding: 'utf8' }) // prints "nginx version: …" to stderr
    if (r.status === 0) return { bin, version: `${r.stderr}${r.stdout}`.trim().replace(/^nginx version: /, '') }
  }
  return null
}

/** The file a page path is stored under, so that try_files finds it: / → index.html, /a/b → a/b.html. */
const fileOf = (route) => (route === '/' ? 'index.html' : `${route.replace(/^\//, '').replace(/[?#].*$/, '')}.html`)

/**
 * Write pages ({ route: html }) to a temporary root, start nginx on HOST:port and wait until it
 * serves '/'. Returns { base, stop }.
 */
export async function startNginx(nginx, pages, { port = 3601, workers = 'auto' } = {}) {
  if (await portInUse(port)) throw new Error(`${HOST}:${port} is already in use; set BENCH_PORT to a free port`)
  const dir = mkdtempSync(path.join(tmpdir(), 'society-bench-nginx-'))
  chmodSync(dir, 0o755) // the worker processes run as nobody
  const root = path.join(dir, 'www')
  for (const [route, html] of Object.entries(pages)) {
    const file = path.join(root, fileOf(route))
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, html)
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 6 }))
  }
  const conf = path.join(dir, 'nginx.conf')
  writeFileSync(
    conf,
    `worker_processes ${workers};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  types { text/html html; }
  default_type text/html;
  charset utf-8;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  gzip_static on;
  gzip on;
  gzip_comp_level 6;
  gzip_min_length 1024;
  gzip_vary on;
  server {
    listen ${HOST}:${port};
    root ${root};
    location / { try_files $uri.html $uri/index.html =404; }
    location = / { try_files /index.html =404; }
  }
}
`,
  )
  const child = spawn(nginx.bin, ['-e', `${dir}/error.log`, '-p', dir, '-c', conf], { stdio: 'ignore', detached: true })
  // SIGTERM to the master alone: it stops its workers.
  const { state, stop, stopSync } = supervise(child, dir, { terminate: 'process' })
  const base = `http://${HOST}:${port}`
  for (let i = 0; ; i++) {
    if (state.exited) {
      const log = existsSync(`${dir}/error.log`) ? readFileSync(`${dir}/error.log`, 'utf8') : ''
      await stop()
      throw new Error(`nginx exited (${state.exited.code ?? state.exited.signal}):\n${log}`)
    }
    try {
      if ((await fetch(base + '/')).ok) break
    } catch {}
    if (i > 50) {
      await stop()
      throw new Error('nginx did not start')
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return { base, stop, stopSync, pid: child.pid }
}
