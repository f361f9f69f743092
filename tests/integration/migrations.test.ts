import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migratedPayload } from './payload'

type DrizzleKit = {
  generateDrizzleJson: (schema: unknown) => Promise<{ version: string }>
  generateMigration: (before: unknown, after: unknown) => Promise<string[]>
}
type DrizzleAdapter = { schema: unknown; migrationDir: string; requireDrizzleKit: () => DrizzleKit }

let payload: Payload
beforeAll(async () => {
  payload = await migratedPayload()
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
    const newest = readdirSync(db.migrationDir).filter((f) => f.endsWith('.json')).sort().at(-1)!
    const committed = JSON.parse(readFileSync(path.join(db.migrationDir, newest), 'utf8'))
    const current = await generateDrizzleJson(db.schema)
    const missing = await generateMigration(committed, current)
    expect(missing, `the content model changed without a migration:\n${missing.join('\n')}`).toEqual([])
  })
})
