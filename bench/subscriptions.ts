/**
 * npm run bench:subscriptions: one daily digest run for 5,000 confirmed subscribers on a
 * temporary SQLite database (or DATABASE_URL=postgres://… of a database it may fill), sending to a
 * local SMTP sink (smtp-server in this process, 127.0.0.1, a random port).
 *
 * Seeds 18 institutions, SUBSCRIBERS confirmed digest subscribers (each following one to three
 * schools, a fifth the society too, a third in Marathi) and 19 notices that became public today (one per school, one of the society),
 * then times `sendDigests` (src/subscriptions/dispatch.ts) unthrottled
 * (SUBSCRIPTION_MAILS_PER_SECOND=off; in production the rate is the provider's), with the process's
 * peak resident memory, and runs it again to show that nothing is sent twice.
 * Prints a table and writes it to bench/results.md ("Subscription digest" section).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'

import { SMTPServer } from 'smtp-server'

const SUBSCRIBERS = Number(process.env.SUBSCRIBERS ?? 5000)

let received = 0
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => undefined)
    stream.on('end', () => {
      received++
      callback()
    })
  },
})
const smtpPort = await new Promise<number>((resolve) =>
  sink.listen(0, '127.0.0.1', () => resolve((sink.server.address() as AddressInfo).port)),
)

const dir = mkdtempSync(path.join(tmpdir(), 'bench-subscriptions-'))
process.env.DATABASE_URL ??= `file:${path.join(dir, 'subscriptions.db')}`
process.env.UPLOADS_DIR = path.join(dir, 'uploads')
process.env.PAYLOAD_SECRET ??= 'bench-subscriptions-secret-0123456789ab'
process.env.LOG_LEVEL ??= 'silent'
process.env.SMTP_HOST = '127.0.0.1'
process.env.SMTP_PORT = String(smtpPort)
process.env.SMTP_FROM = 'Notices <notices@society.test>'
process.env.SUBSCRIPTION_MAILS_PER_SECOND = 'off'

const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { digestMoment, recordNewItems, sendDigests } = await import('../src/subscriptions/dispatch')
const { newNonce, subscriberToken } = await import('../src/subscriptions/tokens')

const payload = await getPayload({ config })
const HOUR = 3_600_000
const now = new Date()
// The digest hour is the next full hour in India: the items below are "today's".
process.env.SUBSCRIPTION_DIGEST_HOUR = String(new Date(now.getTime() + HOUR + 330 * 60_000).getUTCHours())
const at = new Date(digestMoment(new Date(now.getTime() + HOUR)).getTime() + 60_000)

const schools: number[] = []
for (let i = 1; i <= 18; i++) {
  schools.push(
    (
      await payload.create({
        collection: 'institutions',
        data: {
          name: `School ${i}`,
          address: 'Mumbai',
          kind: 'school',
          medium: 'english',
          _status: 'published',
        } as never,
        context: { disableRevalidate: true },
      })
    ).id,
  )
}
const type = (await payload.create({ collection: 'notice-types', data: { code: 'GENERAL' } as never })).id
const confirmedAt = new Date(now.getTime() - 24 * HOUR).toISOString()
const seedStart = Date.now()
for (let i = 0; i < SUBSCRIBERS; i++) {
  const follows = [
    ...new Set([schools[i % 18]!, schools[(i * 7) % 18]!, schools[(i * 13) % 18]!].slice(0, 1 + (i % 3))),
  ]
  const nonce = newNonce()
  const doc = await payload.db.create({
    collection: 'subscribers',
    data: {
      email: `parent${i}@example.org`,
      institutions: follows,
      society: i % 5 === 0,
      language: i % 3 === 0 ? 'mr' : 'en',
      mode: 'digest',
      confirmedAt,
      tokenNonce: nonce,
      tokenHash: '-',
    },
    req: {},
  })
  await payload.db.updateOne({
    collection: 'subscribers',
    id: doc.id,
    data: { tokenHash: subscriberToken(doc.id as number, nonce).hash },
    req: {},
  })
}
const seedSeconds = (Date.now() - seedStart) / 1000
// A notice of every school and one of the society: every subscriber has something in the digest.
for (let i = 0; i <= 18; i++) {
  await payload.create({
    collection: 'notices',
    data: {
      title: `Notice ${i + 1} of the day`,
      type,
      institution: i < 18 ? schools[i] : undefined,
      academicYear: '2025-2026',
      date: now.toISOString(),
      _status: 'published',
    } as never,
  })
}
await recordNewItems(payload, now)

let peak = process.memoryUsage().rss
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50)
const before = process.memoryUsage().rss
const t0 = performance.now()
const first = await sendDigests(payload, at)
const seconds = (performance.now() - t0) / 1000
clearInterval(sampler)
const again = await sendDigests(payload, new Date(at.getTime() + 60_000))

const MB = (n: number) => `${Math.round(n / 1024 / 1024)} MB`
const db = process.env.DATABASE_URL.startsWith('postgres') ? 'PostgreSQL' : 'SQLite'
const rows = [
  ['subscribers (confirmed, daily digest)', String(SUBSCRIBERS)],
  ['digests sent', String(first.sent)],
  ['received by the SMTP sink', String(received)],
  ['failed', String(first.failed)],
  ['time of the digest run', `${seconds.toFixed(1)} s`],
  ['mails per second', (first.sent / seconds).toFixed(0)],
  ['resident memory before / peak', `${MB(before)} / ${MB(peak)}`],
  ['second run the same day sends', String(again.sent)],
]
const section = [
  `## Subscription digest at ${SUBSCRIBERS.toLocaleString('en')} subscribers (\`npm run bench:subscriptions\`)`,
  '',
  `${new Date().toISOString().slice(0, 10)}, ${db}, ${cpus().length} cores (load ${loadavg()[0]!.toFixed(1)} at the end), a local SMTP sink (one SMTP connection per mail, as production sends them, at most 4 at once); sending unthrottled (SUBSCRIPTION_MAILS_PER_SECOND=off). Seeding the subscribers took ${seedSeconds.toFixed(0)} s.`,
  '',
  '| measure | value |',
  '|---|---|',
  ...rows.map(([k, v]) => `| ${k} | ${v} |`),
  '',
  `With the default SUBSCRIPTION_MAILS_PER_SECOND=5, the same run is paced to 5 a second: ${Math.ceil(first.sent / 5 / 60)} minutes for ${first.sent} mails; the dispatcher's own cost is the figure above.`,
].join('\n')
process.stdout.write(`${section}\n`)
if (process.env.BENCH_WRITE !== '0') {
  const file = path.join(import.meta.dirname, 'results.md')
  const text = readFileSync(file, 'utf8')
  const heading = '\n## Subscription digest at '
  const start = text.indexOf(heading)
  const end = start < 0 ? -1 : text.indexOf('\n## ', start + heading.length)
  const next =
    start < 0
      ? `${text.trimEnd()}\n\n${section}\n`
      : `${text.slice(0, start + 1)}${section}\n${end < 0 ? '' : text.slice(end)}`
  writeFileSync(file, next)
}
await payload.destroy()
await new Promise<void>((resolve) => sink.close(() => resolve()))
rmSync(dir, { recursive: true, force: true })
process.exit(0)
