import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as staffAccess from '@/migrations/20261123_123821_staff_access'

import { payloadOnNewDatabase } from './payload'

type DrizzleKit = {
  generateDrizzleJson: (schema: unknown) => Promise<{ version: string }>
  generateMigration: (before: unknown, after: unknown) => Promise<string[]>
}
type DrizzleAdapter = { schema: unknown; migrationDir: string; requireDrizzleKit: () => DrizzleKit }

let payload: Payload
beforeAll(async () => {
  payload = await payloadOnNewDatabase()
})
afterAll(() => payload?.destroy())

describe('migrations', () => {
  it('apply to an empty database', async () => {
    const { docs } = await payload.find({ collection: 'payload-migrations', pagination: false })
    const files = readdirSync(payload.db.migrationDir).filter((f) => /^\d{8}_\d{6}.*\.ts$/.test(f))
    expect(files.length).toBeGreaterThan(0)
    expect(docs.map((d) => d.name).sort()).toEqual(files.map((f) => f.replace(/\.ts$/, '')).sort())
  })

  it('match the content model: a model change needs `npm run migrate:create`', async () => {
    // The same comparison `payload migrate:create` makes: the newest committed snapshot against the
    // schema built from the current config. Any statement means a migration is missing.
    const db = payload.db as unknown as DrizzleAdapter
    const { generateDrizzleJson, generateMigration } = db.requireDrizzleKit()
    const newest = readdirSync(db.migrationDir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .at(-1)!
    const committed = JSON.parse(readFileSync(path.join(db.migrationDir, newest), 'utf8'))
    const current = await generateDrizzleJson(db.schema)
    const missing = await generateMigration(committed, current)
    expect(missing, `the content model changed without a migration:\n${missing.join('\n')}`).toEqual([])
  })

  it('staff_access: officers who saw every institution (none assigned) keep that as the explicit choice', async () => {
    const institution = (
      await payload.create({ collection: 'institutions', data: { name: 'School', address: 'Dadar' } as never })
    ).id
    const society = await payload.create({
      collection: 'users',
      data: { email: 'society@m.test', role: 'officer', password: 'a-long-enough-password' },
    })
    const scoped = await payload.create({
      collection: 'users',
      data: {
        email: 'scoped@m.test',
        role: 'officer',
        institutions: [institution],
        password: 'a-long-enough-password',
      },
    })
    const editor = await payload.create({
      collection: 'users',
      data: { email: 'editor@m.test', role: 'editor', password: 'a-long-enough-password' },
    })
    // Back to the schema before the migration, then up again, as an upgrade runs it.
    const args = { db: (payload.db as unknown as { drizzle: unknown }).drizzle, payload, req: {} } as never
    await staffAccess.down(args)
    await staffAccess.up(args)
    const all = async (id: number) => (await payload.findByID({ collection: 'users', id })).allInstitutions
    expect([await all(society.id), await all(scoped.id), await all(editor.id)]).toEqual([true, false, false])
  })
})
