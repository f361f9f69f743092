import { createClient, type Client } from '@libsql/client'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { AsyncLocalStorage } from 'node:async_hooks'

import { CHECK_MS, currentStamps } from '@/content/cache'
import { listTrustees } from '@/content/trustees'

import { newRecord, RECORDS, type RenderRecord } from '../../page-cache/render-record.mjs'

import { api } from './api'
import { migratedPayload } from './payload'

/**
 * The content cache (src/content/cache.ts): the database is the truth. Another process (another
 * instance, a script) is simulated by a second connection to the same database that writes a row
 * and stamps the collection, as Payload's hooks do in any process; this process must show it
 * within a second, and only the reads that depend on that collection are read again.
 */

/** Names are localized: the English one lives in trustees_locales. */
const RENAME_TRUSTEE = "UPDATE trustees_locales SET name = ? WHERE _parent_id = ? AND _locale = 'en'"

let payload: Payload
let other: Client
let trustee: number
let award: number

beforeAll(async () => {
  payload = await migratedPayload()
  other = createClient({ url: process.env.DATABASE_URL! })
  trustee = (
    await payload.create({ collection: 'trustees', data: { name: 'Asha Rao', order: 1, _status: 'published' } })
  ).id
  award = (
    await payload.create({
      collection: 'awards',
      data: { awardeeName: 'First Award', content: lexical('Text') as never, order: 1, _status: 'published' },
    })
  ).id
})
afterAll(async () => {
  other?.close()
  await payload?.destroy()
})

const lexical = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        children: [{ type: 'text', version: 1, text }],
      },
    ],
  },
})
const trusteeName = async () => ((await api('GET', `trustee/${trustee}`)).data as { name: string }).name
const awardName = async () => ((await api('GET', `awards/${award}`)).data as { awardee_name: string }).awardee_name
const stamp = (slug: string) =>
  other.execute({
    sql: 'INSERT INTO content_versions (slug, stamp) VALUES (?, ?) ON CONFLICT (slug) DO UPDATE SET stamp = excluded.stamp',
    args: [slug, crypto.randomUUID()],
  })
const stampOf = async (slug: string) =>
  (await other.execute({ sql: 'SELECT stamp FROM content_versions WHERE slug = ?', args: [slug] })).rows[0]?.stamp

/** Poll `read` until it returns `want`; the milliseconds that took (fails after 3 s). */
async function msUntil(read: () => Promise<string>, want: string): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < 3000) {
    if ((await read()) === want) return Date.now() - started
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error(`still not ${want} after 3 s (got ${await read()})`)
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('content cache', () => {
  it('shows a change made by another process within a second of its stamp', async () => {
    expect(await trusteeName()).toBe('Asha Rao')
    await other.execute({ sql: RENAME_TRUSTEE, args: ['Asha R. Rao', trustee] })
    await stamp('trustees')
    expect(await msUntil(trusteeName, 'Asha R. Rao')).toBeLessThan(1000)
  })

  it('reads again only what depends on the changed collection', async () => {
    expect(await trusteeName()).toBe('Asha R. Rao')
    expect(await awardName()).toBe('First Award')
    // Both rows change in the database, but only awards is stamped (as a change of awards would be).
    await other.execute({ sql: RENAME_TRUSTEE, args: ['Not stamped', trustee] })
    await other.execute({
      sql: "UPDATE awards_locales SET awardee_name = ? WHERE _parent_id = ? AND _locale = 'en'",
      args: ['Second Award', award],
    })
    await stamp('awards')
    expect(await msUntil(awardName, 'Second Award')).toBeLessThan(1000)
    await sleep(CHECK_MS * 2)
    expect(await trusteeName()).toBe('Asha R. Rao') // cached: trustees did not change as far as anyone said
    // A change of an uploaded file could show anywhere that shows files: media expires trustees.
    await stamp('media')
    expect(await msUntil(trusteeName, 'Not stamped')).toBeLessThan(1000)
  })

  it('stamps every change made through Payload, in any collection or global, and shows it on the next read here', async () => {
    const before = await stampOf('trustees')
    await payload.update({ collection: 'trustees', id: trustee, data: { name: 'Asha Rao' } })
    expect(await stampOf('trustees')).not.toBe(before)
    expect(await trusteeName()).toBe('Asha Rao') // at once, in the process that made the change

    const settings = await stampOf('site-settings')
    await payload.updateGlobal({ slug: 'site-settings', data: {} })
    expect(await stampOf('site-settings')).not.toBe(settings)

    const awards = await stampOf('awards')
    await payload.delete({ collection: 'awards', id: award })
    expect(await stampOf('awards')).not.toBe(awards)
    expect((await api('GET', `awards/${award}`)).status).toBe(404)
  })

  it('reads everything again after a migration is applied', async () => {
    await other.execute({ sql: RENAME_TRUSTEE, args: ['After migration', trustee] })
    await sleep(CHECK_MS * 2)
    expect(await trusteeName()).toBe('Asha Rao')
    await other.execute({
      sql: "INSERT INTO payload_migrations (name, batch, updated_at, created_at) VALUES ('20991231_000000_test', 99, '2099-01-01', '2099-01-01')",
      args: [],
    })
    expect(await msUntil(trusteeName, 'After migration')).toBeLessThan(1000)
  })

  it('reads everything again after a restore stamps `*`', async () => {
    await other.execute({ sql: RENAME_TRUSTEE, args: ['Restored', trustee] })
    await stamp('*')
    expect(await msUntil(trusteeName, 'Restored')).toBeLessThan(1000)
  })

  it('records, for the page being rendered, every source a read depends on and its stamp, hit or miss; the stamps now show a change', async () => {
    const storage = new AsyncLocalStorage<RenderRecord>()
    Object.assign(globalThis, { [RECORDS]: storage })
    const render = async () => {
      const record = newRecord()
      await storage.run(record, () => listTrustees('en'))
      return record
    }
    const first = await render()
    const second = await render() // a hit in the content cache records the same
    expect([...first.stamps.keys()]).toEqual(['*', '~migrations', 'trustees', 'media'])
    expect([...second.stamps]).toEqual([...first.stamps])
    const sources = [...first.stamps.keys()]
    const stamps = async () => (await currentStamps(sources)).join(' ')
    expect(await stamps()).toBe([...first.stamps.values()].join(' '))
    await stamp('media')
    await sleep(CHECK_MS + 10)
    expect(await stamps()).not.toBe([...first.stamps.values()].join(' '))
    // A change made through Payload in this process shows at once.
    const before = await stamps()
    await payload.update({ collection: 'trustees', id: trustee, data: { name: 'Asha Rao' } })
    expect(await stamps()).not.toBe(before)
  })
})
