import { type Payload, ValidationError, type Where } from 'payload'

import { sendMail } from '@/config/email'
import type { Lang } from '@/i18n/lang'
import { liveAt } from '@/lib/schedule'
import { logger } from '@/services/logger'

import { richTextToPlain } from '@/lib/rich-text'

import { digestMail, firstLines, itemMail, type Item } from './mail'
import { digestHour, mailsPerSecond, UNCONFIRMED_HOURS } from './settings'
import { subscriberToken } from './tokens'

/**
 * The dispatcher, run every minute by the `subscriptions` queue (jobs.ts) on the one
 * instance that holds the job lease (src/jobs/runner.ts), and safe when two runs overlap anyway:
 *
 * 1. Notices, events and alerts that are public now and new (a notice at its publishAt, an event
 *    once published, an alert from its start) get a row in `subscription-items` (unique key
 *    `<kind>:<id>`), stamped with the moment the dispatcher first saw them public (`seenAt`).
 * 2. Each row not yet `done` is mailed at once to the confirmed subscribers who follow it (its
 *    institutions, or the society for a society item) and confirmed before it became public:
 *    immediate subscribers, and for an alert everyone of them, digest or not. An alert of the whole
 *    society concerns every family: it goes to every confirmed subscriber, whatever they follow. Every mail is claimed first by a unique key
 *    in Payload's key-value table (`subs:sent:<day>:<kind>:<id>:<subscriber>`): two runs, two
 *    instances or a run after a restart never send one item twice to one subscriber. A mail that
 *    fails gives its claim back and leaves the row not done, for the next run.
 * 3. From the digest hour (SUBSCRIPTION_DIGEST_HOUR, Asia/Kolkata) each digest subscriber gets one
 *    mail with the items that became public in the 24 hours before it (claimed per subscriber and day).
 * 4. Subscriptions not confirmed within 48 hours are deleted.
 *
 * Mails go out at most SUBSCRIPTION_MAILS_PER_SECOND a second. No address is logged.
 */

const OVERRIDE = { overrideAccess: true, depth: 0 } as const
const KV = 'payload-kv'
const kvReq = {}
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
/** Items are looked for among those that became public (or were saved) this recently. */
const LOOKBACK = 3 * DAY
/** … and were created this recently (an old notice edited today is not news). */
const NEW_FOR = 30 * DAY
/** Claims are kept this long, then pruned. */
const CLAIMS_KEPT_DAYS = 14
const IST_OFFSET = 330 * 60 * 1000
const PAGE = 500

/** The clock of the dispatcher's job; tests move it (the task reads it, never Date directly). */
export const subscriptionClock = { now: () => new Date() }

/** The day in India ('2026-11-26') and the hour (0–23). */
export function indianDayHour(at: Date): { day: string; hour: number } {
  const shifted = new Date(at.getTime() + IST_OFFSET)
  return { day: shifted.toISOString().slice(0, 10), hour: shifted.getUTCHours() }
}

/** The moment of the digest on the Indian day of `at`. */
export function digestMoment(at: Date, hour = digestHour()): Date {
  const { day } = indianDayHour(at)
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET + hour * HOUR)
}

type Kind = Item['kind']
type Candidate = { kind: Kind; id: number; title: string; institutions: number[] }
type Row = {
  id: number
  key: string
  kind: Kind
  itemId: number
  institutions?: unknown
  seenAt: string
  immediateSent?: number | null
  digestSent?: number | null
}
type Sub = {
  id: number
  email: string
  institutions?: unknown
  society?: boolean | null
  language: Lang
  mode: string
  confirmedAt?: string | null
  tokenNonce: string
}

const ids = (value: unknown): number[] =>
  (Array.isArray(value) ? value : value == null ? [] : [value])
    .map((v) => (typeof v === 'object' && v && 'id' in v ? Number(v.id) : Number(v)))
    .filter((n) => Number.isInteger(n) && n > 0)

async function claim(payload: Payload, key: string): Promise<boolean> {
  try {
    await payload.db.create({ collection: KV, data: { key, data: { at: Date.now() } }, req: kvReq })
    return true
  } catch (error) {
    if (error instanceof ValidationError) return false
    // A unique violation may come as a driver error on some databases: read it back.
    const { docs } = await payload.db.find({ collection: KV, where: { key: { equals: key } }, limit: 1, req: kvReq })
    if (docs.length) return false
    throw error
  }
}
const release = (payload: Payload, key: string) =>
  payload.db.deleteOne({ collection: KV, where: { key: { equals: key } }, req: kvReq }).catch(() => undefined)
const kvExists = async (payload: Payload, key: string) =>
  (await payload.db.count({ collection: KV, where: { key: { equals: key } }, req: kvReq })).totalDocs > 0

/** At most this many mails on their way at once (each is its own SMTP connection). */
const IN_FLIGHT = 4

/** Run sends side by side, at most IN_FLIGHT at a time; `drain` waits for the last ones. */
function sender() {
  const running = new Set<Promise<void>>()
  return {
    async add(task: () => Promise<void>) {
      const p: Promise<void> = task().finally(() => running.delete(p))
      running.add(p)
      if (running.size >= IN_FLIGHT) await Promise.race(running)
    },
    drain: () => Promise.all(running),
  }
}

/** Mails no faster than the configured rate. */
export function pacer() {
  const rate = mailsPerSecond()
  let next = Date.now()
  return async () => {
    if (!rate) return
    const wait = next - Date.now()
    if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    next = Math.max(next, Date.now()) + 1000 / rate
  }
}

/** Public now and new: the candidates of step 1. */
export async function findNewlyPublic(payload: Payload, now: Date): Promise<Candidate[]> {
  const iso = now.toISOString()
  const since = new Date(now.getTime() - LOOKBACK).toISOString()
  const created = new Date(now.getTime() - NEW_FOR).toISOString()
  const recent: Where = {
    or: [
      { publishAt: { greater_than_equal: since } },
      { and: [{ publishAt: { exists: false } }, { updatedAt: { greater_than_equal: since } }] },
    ],
  }
  const common = { limit: 200, pagination: false, ...OVERRIDE } as const
  const [notices, events, alerts] = await Promise.all([
    payload.find({
      collection: 'notices',
      where: {
        and: [
          { _status: { equals: 'published' } },
          liveAt(now.getTime()),
          recent,
          { createdAt: { greater_than_equal: created } },
        ],
      },
      ...common,
    }),
    payload.find({
      collection: 'events',
      where: {
        and: [
          { _status: { equals: 'published' } },
          { updatedAt: { greater_than_equal: since } },
          { createdAt: { greater_than_equal: created } },
        ],
      },
      ...common,
    }),
    // A confirmed alert, from its start; a draft confirmed after its start counts from its confirmation.
    payload.find({
      collection: 'alerts',
      where: {
        and: [
          { state: { equals: 'confirmed' } },
          { startsAt: { less_than_equal: iso } },
          { or: [{ startsAt: { greater_than_equal: since } }, { confirmedAt: { greater_than_equal: since } }] },
          { endsAt: { greater_than: iso } },
        ],
      },
      ...common,
    }),
  ])
  return [
    // Notices are the society's until they carry an institution (an optional field).
    ...notices.docs.map((d) => ({
      kind: 'notice' as const,
      id: d.id,
      title: d.title,
      institutions: ids((d as { institution?: unknown }).institution),
    })),
    ...events.docs.map((d) => ({ kind: 'event' as const, id: d.id, title: d.title, institutions: ids(d.institution) })),
    ...alerts.docs.map((d) => ({
      kind: 'alert' as const,
      id: d.id,
      title: d.message,
      institutions: ids(d.institutions),
    })),
  ]
}

/** Step 1: a row per newly public item (a row another run made first is left as it is). */
export async function recordNewItems(payload: Payload, now: Date): Promise<number> {
  const candidates = await findNewlyPublic(payload, now)
  if (!candidates.length) return 0
  const keys = candidates.map((c) => `${c.kind}:${c.id}`)
  const { docs } = await payload.find({
    collection: 'subscription-items',
    where: { key: { in: keys } },
    select: { key: true },
    limit: keys.length,
    pagination: false,
    ...OVERRIDE,
  })
  const known = new Set(docs.map((d) => d.key))
  let added = 0
  for (const c of candidates) {
    const key = `${c.kind}:${c.id}`
    if (known.has(key)) continue
    try {
      await payload.create({
        collection: 'subscription-items',
        data: {
          key,
          kind: c.kind,
          itemId: c.id,
          title: c.title.slice(0, 300),
          institutions: c.institutions,
          seenAt: now.toISOString(),
          done: false,
        },
        ...OVERRIDE,
      })
      added++
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
    }
  }
  return added
}

const COLLECTION = { notice: 'notices', event: 'events', alert: 'alerts' } as const

/** What the dispatcher reads of an item and of institutions, per run. */
type Cache = { items: Map<string, Item | null>; names: Map<string, string> }

type Doc = {
  title?: string | null
  message?: string | null
  description?: unknown
  date?: string | null
  startsAt?: string | null
  endsAt?: string | null
  level?: 'information' | 'emergency' | null
  institution?: unknown
  start?: string | null
  publishAt?: string | null
  createdAt?: string
}

/** Institutions' names in a language (the English name where there is no Marathi one). */
async function namesOf(payload: Payload, institutions: number[], lang: Lang, cache: Cache): Promise<string[]> {
  const names: string[] = []
  for (const id of institutions) {
    const key = `institution:${id}:${lang}`
    if (!cache.names.has(key)) {
      const doc = (await payload.findByID({
        collection: 'institutions',
        id,
        locale: lang,
        disableErrors: true,
        ...OVERRIDE,
      })) as { name?: string } | null
      cache.names.set(key, doc?.name ?? '')
    }
    const name = cache.names.get(key)
    if (name) names.push(name)
  }
  return names
}

const textOf = (kind: Kind, doc: Doc) => (kind === 'alert' ? doc.message : doc.title) ?? null

/** The first lines of an item's text (a notice's description, an event's). */
function linesOf(kind: Kind, doc: Doc): string[] {
  if (kind === 'notice') return firstLines(typeof doc.description === 'string' ? doc.description : '')
  if (kind === 'event' && doc.description) return firstLines(richTextToPlain(doc.description))
  return []
}

/**
 * The item as a subscriber of each language reads it: the Marathi text, or the English one marked;
 * whom it is from, its date, its first lines and the page that shows exactly it.
 */
async function itemFor(payload: Payload, row: Row, cache: Cache, lang: Lang): Promise<Item | null> {
  const key = `${row.key}:${lang}`
  if (cache.items.has(key)) return cache.items.get(key)!
  let doc = (await payload.findByID({
    collection: COLLECTION[row.kind],
    id: row.itemId,
    locale: lang,
    fallbackLocale: false,
    disableErrors: true,
    ...OVERRIDE,
  })) as Doc | null
  let item: Item | null = null
  let english = false
  if (doc && !textOf(row.kind, doc) && lang !== 'en') {
    doc = (await payload.findByID({
      collection: COLLECTION[row.kind],
      id: row.itemId,
      locale: 'en',
      disableErrors: true,
      ...OVERRIDE,
    })) as Doc | null
    english = true
  }
  const title = doc && textOf(row.kind, doc)
  if (doc && title) {
    const institutions = ids(row.institutions)
    const path =
      row.kind === 'notice'
        ? `/notices/${row.itemId}`
        : row.kind === 'event'
          ? `/events/${row.itemId}`
          : `/alerts/${row.itemId}`
    const date = (row.kind === 'notice' ? doc.date : row.kind === 'event' ? doc.start : doc.startsAt) ?? row.seenAt
    item = {
      kind: row.kind,
      id: row.itemId,
      title,
      english,
      path,
      from: await namesOf(payload, institutions, lang, cache),
      date,
      ...(row.kind === 'alert' ? { until: doc.endsAt ?? undefined, level: doc.level ?? 'information' } : {}),
      lines: linesOf(row.kind, doc),
    }
  }
  cache.items.set(key, item)
  return item
}

/**
 * An alert's mail as a subscriber of `lang` will read it (subject and text without the footer of
 * their own links), for the office's review before it is sent: the dispatcher's own reading of it.
 */
export async function alertMailPreview(
  payload: Payload,
  id: number,
  institutions: number[],
  lang: Lang,
): Promise<{ subject: string; text: string } | null> {
  const row: Row = {
    id: 0,
    key: `alert:${id}`,
    kind: 'alert',
    itemId: id,
    institutions,
    seenAt: new Date().toISOString(),
  }
  const item = await itemFor(payload, row, { items: new Map(), names: new Map() }, lang)
  if (!item) return null
  const mail = itemMail(lang, '', item)
  return { subject: mail.subject, text: mail.text.split('\n--\n')[0]!.trimEnd() }
}

const follows = (sub: Sub, row: Pick<Row, 'institutions'>) => {
  const its = ids(row.institutions)
  if (!its.length) return Boolean(sub.society)
  const mine = new Set(ids(sub.institutions))
  return its.some((i) => mine.has(i))
}

/**
 * Confirmed subscribers following any of `institutions` (or the society), page by page. With
 * `everyone`, an item of the whole society (a society-wide alert) reaches every confirmed
 * subscriber, whatever they follow.
 */
async function* followers(
  payload: Payload,
  institutions: number[],
  extra: Where[],
  everyone = false,
): AsyncGenerator<Sub> {
  const whose: Where[] = institutions.length
    ? [{ institutions: { in: institutions } }]
    : everyone
      ? []
      : [{ society: { equals: true } }]
  let lastId = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: 'subscribers',
      where: { and: [{ confirmedAt: { exists: true } }, ...whose, { id: { greater_than: lastId } }, ...extra] },
      sort: 'id',
      limit: PAGE,
      pagination: false,
      ...OVERRIDE,
    })
    for (const d of docs) yield d as unknown as Sub
    if (docs.length < PAGE) return
    lastId = docs[docs.length - 1]!.id
  }
}

export type DispatchResult = { added: number; immediate: number; digest: number; failed: number; purged: number }

/** Step 2: the mails at once. */
export async function sendImmediate(
  payload: Payload,
  now: Date,
  pace = pacer(),
): Promise<{ sent: number; failed: number }> {
  const { docs } = await payload.find({
    collection: 'subscription-items',
    where: { done: { equals: false } },
    sort: 'seenAt',
    limit: 50,
    pagination: false,
    ...OVERRIDE,
  })
  let sent = 0
  let failed = 0
  const cache: Cache = { items: new Map(), names: new Map() }
  for (const row of docs as unknown as Row[]) {
    let rowSent = 0
    let rowFailed = 0
    let rowQueued = 0
    const send = sender()
    const day = indianDayHour(new Date(row.seenAt)).day
    const extra: Where[] = [
      { confirmedAt: { less_than_equal: row.seenAt } },
      ...(row.kind === 'alert' ? [] : [{ mode: { equals: 'immediate' } }]),
    ]
    for await (const sub of followers(payload, ids(row.institutions), extra, row.kind === 'alert')) {
      const item = await itemFor(payload, row, cache, sub.language)
      if (!item) break // deleted or unpublished since: nothing to send
      const key = `subs:sent:${day}:${row.key}:${sub.id}`
      if (!(await claim(payload, key))) continue
      rowQueued++
      const link = subscriberToken(sub.id, sub.tokenNonce).link
      await pace()
      await send.add(async () => {
        try {
          await sendMail(payload, 'a subscription mail', { to: sub.email, ...itemMail(sub.language, link, item) })
          rowSent++
        } catch (error) {
          await release(payload, key)
          rowFailed++
          logger.warn(
            { err: error, item: row.key },
            'subscriptions: a mail could not be sent; it is tried again at the next run',
          )
        }
      })
    }
    await send.drain()
    sent += rowSent
    failed += rowFailed
    await payload.update({
      collection: 'subscription-items',
      id: row.id,
      data: { done: rowFailed === 0, immediateSent: (row.immediateSent ?? 0) + rowSent },
      ...OVERRIDE,
    })
    await addToReport(
      payload,
      row.key,
      { queued: rowQueued, sent: rowSent, failed: rowFailed },
      rowFailed === 0 ? now : null,
    )
  }
  return { sent, failed }
}

/**
 * The delivery report of an item's mails at once (counts only, never an address): mails queued
 * (each try of a recipient), sent, refused by the mail server (tried again at the next run), and when
 * the last went out. Kept in Payload's key-value table under `subs:report:<kind>:<id>`.
 */
export type DeliveryReport = { queued: number; sent: number; failed: number; finishedAt: string | null }

const reportKey = (itemKey: string) => `subs:report:${itemKey}`

export async function deliveryReport(payload: Payload, itemKey: string): Promise<DeliveryReport | null> {
  const { docs } = await payload.db.find({
    collection: KV,
    where: { key: { equals: reportKey(itemKey) } },
    limit: 1,
    req: kvReq,
  })
  return ((docs[0] as { data?: DeliveryReport } | undefined)?.data as DeliveryReport | undefined) ?? null
}

async function addToReport(
  payload: Payload,
  itemKey: string,
  add: Omit<DeliveryReport, 'finishedAt'>,
  finishedAt: Date | null,
) {
  const before = await deliveryReport(payload, itemKey)
  const data: DeliveryReport = {
    queued: (before?.queued ?? 0) + add.queued,
    sent: (before?.sent ?? 0) + add.sent,
    failed: (before?.failed ?? 0) + add.failed,
    finishedAt: finishedAt ? finishedAt.toISOString() : (before?.finishedAt ?? null),
  }
  // The job lease runs one dispatcher at a time; should two overlap, the report is off by one run, the mails are not.
  if (before)
    await payload.db.updateOne({
      collection: KV,
      where: { key: { equals: reportKey(itemKey) } },
      data: { data },
      req: kvReq,
    })
  else
    await payload.db
      .create({ collection: KV, data: { key: reportKey(itemKey), data }, req: kvReq })
      .catch(() => undefined)
}

/** Step 3: the daily digest, once the digest hour of the Indian day has come. */
export async function sendDigests(
  payload: Payload,
  now: Date,
  pace = pacer(),
): Promise<{ sent: number; failed: number }> {
  const moment = digestMoment(now)
  if (now < moment) return { sent: 0, failed: 0 }
  const { day } = indianDayHour(now)
  const doneKey = `subs:digest-day:${day}`
  if (await kvExists(payload, doneKey)) return { sent: 0, failed: 0 }
  const from = new Date(moment.getTime() - DAY).toISOString()
  const { docs } = await payload.find({
    collection: 'subscription-items',
    where: {
      and: [
        { kind: { not_equals: 'alert' } },
        { seenAt: { greater_than: from } },
        { seenAt: { less_than_equal: moment.toISOString() } },
      ],
    },
    sort: 'seenAt',
    limit: 200,
    pagination: false,
    ...OVERRIDE,
  })
  const rows = docs as unknown as Row[]
  let sent = 0
  let failed = 0
  const counts = new Map<number, number>()
  if (rows.length) {
    const cache: Cache = { items: new Map(), names: new Map() }
    const institutions = [...new Set(rows.flatMap((r) => ids(r.institutions)))]
    const society = rows.some((r) => !ids(r.institutions).length)
    const seen = new Set<number>()
    const send = sender()
    const groups: Array<number[]> = [...(institutions.length ? [institutions] : []), ...(society ? [[]] : [])]
    for (const group of groups) {
      for await (const sub of followers(payload, group, [{ mode: { equals: 'digest' } }])) {
        if (seen.has(sub.id)) continue
        seen.add(sub.id)
        const mine = rows.filter((r) => follows(sub, r) && sub.confirmedAt && sub.confirmedAt <= r.seenAt)
        const items = (await Promise.all(mine.map((r) => itemFor(payload, r, cache, sub.language)))).filter(
          (i): i is Item => i !== null,
        )
        if (!items.length) continue
        const key = `subs:digest:${day}:${sub.id}`
        if (!(await claim(payload, key))) continue
        await pace()
        await send.add(async () => {
          try {
            await sendMail(payload, 'a digest', {
              to: sub.email,
              ...digestMail(sub.language, subscriberToken(sub.id, sub.tokenNonce).link, items, now),
            })
            sent++
            for (const r of mine) counts.set(r.id, (counts.get(r.id) ?? 0) + 1)
          } catch (error) {
            await release(payload, key)
            failed++
            logger.warn({ err: error }, 'subscriptions: a digest could not be sent; it is tried again at the next run')
          }
        })
      }
    }
    await send.drain()
    for (const r of rows) {
      const n = counts.get(r.id)
      if (n)
        await payload.update({
          collection: 'subscription-items',
          id: r.id,
          data: { digestSent: (r.digestSent ?? 0) + n },
          ...OVERRIDE,
        })
    }
  }
  if (!failed) {
    await claim(payload, doneKey)
    await pruneClaims(payload, now)
  }
  return { sent, failed }
}

/** Claims older than CLAIMS_KEPT_DAYS (their items can no longer be found new). */
async function pruneClaims(payload: Payload, now: Date) {
  const before = indianDayHour(new Date(now.getTime() - CLAIMS_KEPT_DAYS * DAY)).day
  for (const prefix of ['subs:sent:', 'subs:digest:', 'subs:digest-day:']) {
    await payload.db.deleteMany({
      collection: KV,
      where: { and: [{ key: { like: prefix } }, { key: { less_than: `${prefix}${before}` } }] },
      req: kvReq,
    })
  }
}

/** Step 4. */
export async function purgeUnconfirmed(payload: Payload, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNCONFIRMED_HOURS * HOUR).toISOString()
  const { docs } = await payload.delete({
    collection: 'subscribers',
    where: { and: [{ confirmedAt: { exists: false } }, { createdAt: { less_than: cutoff } }] },
    ...OVERRIDE,
  })
  return docs.length
}

export async function dispatch(payload: Payload, now: Date = subscriptionClock.now()): Promise<DispatchResult> {
  const pace = pacer()
  const added = await recordNewItems(payload, now)
  const immediate = await sendImmediate(payload, now, pace)
  const digest = await sendDigests(payload, now, pace)
  const purged = await purgeUnconfirmed(payload, now)
  return { added, immediate: immediate.sent, digest: digest.sent, failed: immediate.failed + digest.failed, purged }
}
