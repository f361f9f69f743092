/**
 * A cluster on 127.0.0.1 for tests/cluster/cluster.test.mjs (`npm run test:cluster`, after `npm run
 * build`): a PostgreSQL server of its own (Debian's postgresql, initdb in a temporary folder), app
 * instances (`node server.mjs`) with the environment of deploy/society.env, and nginx with
 * deploy/nginx-site.conf — the deployment files themselves, with the test's ports and folders put
 * in, a mail sink that counts what the instances send, and an S3-compatible object store (s3rver,
 * scripts/lib/object-store.mjs) that holds the uploads: each instance has an uploads folder of its
 * own, which stays empty. Ports: CLUSTER_PORT (3700) and the next ones: PostgreSQL, instance 1,
 * instance 2, the balancer, the mail sink, the object store.
 */
import { execFileSync, spawn } from 'node:child_process'
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import net from 'node:net'
import { userInfo } from 'node:os'
import path from 'node:path'

import { startObjectStore } from '../../scripts/lib/object-store.mjs'
import { root, startTempServer } from '../../scripts/lib/temp-server.mjs'

export { root }
const base = Number(process.env.CLUSTER_PORT || 3700)
export const ports = {
  postgres: base,
  app: [base + 1, base + 2],
  balancer: base + 3,
  smtp: base + 4,
  objectStore: base + 5,
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** The PostgreSQL server binaries of the newest installed version (Debian keeps them off PATH). */
function pgBin(name) {
  const dir = '/usr/lib/postgresql'
  if (!existsSync(dir)) throw new Error('PostgreSQL is not installed: apt-get install postgresql')
  const version = readdirSync(dir).sort((a, b) => Number(b) - Number(a))[0]
  return path.join(dir, version, 'bin', name)
}

/** initdb and postgres refuse to run as root: run them as the `postgres` user then. */
function asPostgres(command, args) {
  return userInfo().uid === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
}

/** Wait until `check()` resolves truthy (at most `ms`). */
export async function until(check, ms, what) {
  const deadline = Date.now() + ms
  for (;;) {
    try {
      if (await check()) return
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${ms} ms`)
    await sleep(200)
  }
}

/** Parse KEY=VALUE lines (an EnvironmentFile). */
function envFile(file) {
  return Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'))
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  )
}

/**
 * A minimal SMTP server on 127.0.0.1:port that accepts every message (no TLS, no login) and keeps
 * its recipients and text in `messages`.
 */
function startMailSink(port) {
  const messages = []
  const server = net.createServer((socket) => {
    let buffer = ''
    let inData = false
    let rcpt = []
    socket.write('220 sink ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end < 0) return
          messages.push({ to: rcpt, text: buffer.slice(0, end) })
          buffer = buffer.slice(end + 5)
          inData = false
          rcpt = []
          socket.write('250 OK queued\r\n')
          continue
        }
        const eol = buffer.indexOf('\r\n')
        if (eol < 0) return
        const line = buffer.slice(0, eol)
        buffer = buffer.slice(eol + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO') socket.write('250-sink\r\n250 8BITMIME\r\n')
        else if (verb === 'RCPT') {
          rcpt.push(/<([^>]*)>/.exec(line)?.[1] ?? '')
          socket.write('250 OK\r\n')
        } else if (verb === 'DATA') {
          inData = true
          socket.write('354 go ahead\r\n')
        } else if (verb === 'QUIT') socket.end('221 bye\r\n')
        else socket.write('250 OK\r\n')
      }
    })
    socket.on('error', () => {})
  })
  server.listen(port, '127.0.0.1')
  return { messages, close: () => new Promise((r) => server.close(r)) }
}

export async function startCluster({ env: extra = {} } = {}) {
  // The instances run on this process's Node (scripts/lib/temp-server.mjs): the production one,
  // pinned in package.json, as npm run test:cluster and the systemd unit (deploy/) run it.
  const pinned = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).optionalDependencies?.[
    `node-${process.platform}-${process.arch}`
  ]
  if (pinned && process.version !== `v${pinned}`)
    throw new Error(`Node ${process.version} is not the project's ${pinned}: run npm run test:cluster`)
  const dir = mkdtempSync('/tmp/society-cluster-')
  chmodSync(dir, 0o755) // PostgreSQL runs as its own user and must reach its folder
  const children = []
  const spawnLogged = (name, command, args, options = {}) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options })
    child.output = ''
    child.stdout.on('data', (d) => (child.output += d))
    child.stderr.on('data', (d) => (child.output += d))
    child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
    child.label = name
    children.push(child)
    return child
  }

  // PostgreSQL: its own data folder and socket folder, trust authentication on 127.0.0.1 only.
  const pgDir = path.join(dir, 'pg')
  mkdirSync(pgDir, { mode: 0o700 })
  if (userInfo().uid === 0) {
    const { uid, gid } = JSON.parse(
      execFileSync(
        'runuser',
        [
          '-u',
          'postgres',
          '--',
          'node',
          '-e',
          'console.log(JSON.stringify({uid:process.getuid(),gid:process.getgid()}))',
        ],
        { encoding: 'utf8' },
      ),
    )
    chownSync(pgDir, uid, gid)
  }
  const [initCmd, initArgs] = asPostgres(pgBin('initdb'), [
    '-D',
    path.join(pgDir, 'data'),
    '-U',
    'society',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ])
  execFileSync(initCmd, initArgs, { stdio: 'ignore' })
  const [pgCmd, pgArgs] = asPostgres(pgBin('postgres'), [
    '-D',
    path.join(pgDir, 'data'),
    '-p',
    String(ports.postgres),
    '-k',
    pgDir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'max_connections=100',
  ])
  const postgres = spawnLogged('postgres', pgCmd, pgArgs)
  await until(
    () => {
      execFileSync(pgBin('pg_isready'), ['-h', '127.0.0.1', '-p', String(ports.postgres)], { stdio: 'ignore' })
      return true
    },
    30_000,
    'postgres',
  )
  execFileSync(pgBin('createdb'), ['-h', '127.0.0.1', '-p', String(ports.postgres), '-U', 'society', 'society'])
  const databaseUrl = `postgres://society@127.0.0.1:${ports.postgres}/society`
  const mail = startMailSink(ports.smtp)
  const objectStore = await startObjectStore({ port: ports.objectStore, dir: path.join(dir, 's3') })

  // The instances: deploy/society.env, then what this test must set itself.
  const shared = envFile(path.join(root, 'deploy/society.env'))
  const appEnv = (n) => ({
    ...shared,
    ...envFile(path.join(root, `deploy/instance-${n + 1}.env`)),
    // This test's addresses instead of the deployment's.
    PORT: String(ports.app[n]),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: 'cluster-test-secret-cluster-test-secret-0123456789',
    SITE_URL: `http://127.0.0.1:${ports.balancer}`,
    // Not shared: uploads go to the object store, and these folders must stay empty.
    UPLOADS_DIR: path.join(dir, `uploads-${n + 1}`),
    ...objectStore.env,
    LOG_LEVEL: 'warn',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(ports.smtp),
    SMTP_FROM: 'Grievance desk <desk@example.org>',
    ...extra,
  })
  const apps = [null, null]
  const startApp = async (n) => {
    // The helper every test uses, with the deployment's environment and this test's addresses.
    apps[n] = await startTempServer({ port: ports.app[n], dir, env: appEnv(n), timeoutMs: 120_000 })
    return apps[n]
  }
  // One after the other: the first applies the migrations to the empty database.
  await startApp(0)
  await startApp(1)

  // The balancer: deploy/nginx-site.conf with this test's ports, in a minimal nginx.conf.
  const site = readFileSync(path.join(root, 'deploy/nginx-site.conf'), 'utf8')
    .replace('127.0.0.1:3001', `127.0.0.1:${ports.app[0]}`)
    .replace('127.0.0.1:3002', `127.0.0.1:${ports.app[1]}`)
    .replace(/listen 80( default_server)?;/g, `listen 127.0.0.1:${ports.balancer}$1;`)
    .replace('server_name www.example.org;', 'server_name 127.0.0.1;')
    .replace('/var/cache/nginx/society', path.join(dir, 'nginx', 'cache'))
  const ngDir = path.join(dir, 'nginx')
  mkdirSync(ngDir)
  writeFileSync(path.join(ngDir, 'site.conf'), site)
  writeFileSync(
    path.join(ngDir, 'nginx.conf'),
    `worker_processes 1;\npid ${ngDir}/nginx.pid;\nerror_log ${ngDir}/error.log warn;\nevents { worker_connections 1024; }\n` +
      `http {\n  access_log off;\n  client_body_temp_path ${ngDir}/body;\n  proxy_temp_path ${ngDir}/proxy;\n  fastcgi_temp_path ${ngDir}/fastcgi;\n  uwsgi_temp_path ${ngDir}/uwsgi;\n  scgi_temp_path ${ngDir}/scgi;\n  include ${ngDir}/site.conf;\n}\n`,
  )
  const nginx = spawnLogged('nginx', '/usr/sbin/nginx', [
    '-p',
    ngDir,
    '-c',
    path.join(ngDir, 'nginx.conf'),
    '-g',
    'daemon off;',
  ])
  await until(async () => (await fetch(`http://127.0.0.1:${ports.balancer}/healthz`)).ok, 15_000, 'nginx')

  const url = (where, p) => `http://127.0.0.1:${where === 'lb' ? ports.balancer : ports.app[where]}${p}`

  async function stop() {
    for (const app of apps) await app?.stop({ graceMs: 20_000, keepDir: true })
    for (const child of children.reverse()) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(child === postgres ? 'SIGINT' : 'SIGTERM')
        await Promise.race([child.exited, sleep(20_000)])
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      }
    }
    await mail.close()
    await objectStore.stop()
  }

  return { dir, databaseUrl, apps, startApp, nginx, postgres, mail, objectStore, url, stop }
}
