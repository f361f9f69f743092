import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { fromTemplate, templateNote, unopenedDatabase } from './templates'

/**
 * Payload on this test file's temporary database (tests/integration/setup.ts) with every committed
 * migration applied: a copy of the run's migrated template (templates.ts), or, for the first file
 * of a run, its own database migrated by Payload's start (payload.config.ts onInit), as a server
 * start does.
 */
export async function migratedPayload(): Promise<Payload> {
  const file = unopenedDatabase()
  const made = file ? await fromTemplate(file, 'migrated', () => getPayload({ config })) : null
  return made ?? getPayload({ config })
}

/** Payload on this test file's database, migrated by Payload's start from nothing (no template). */
export function payloadOnNewDatabase(): Promise<Payload> {
  return getPayload({ config })
}

/** The lines the seed logged when this run's seeded template was made (in this file, for PostgreSQL). */
let seedLines: string[] = []

/** Payload on a copy of the seeded demo (src/seed), made once per run like the migrated template. */
export async function seededPayload(): Promise<Payload> {
  const seeded = async () => {
    const payload = await migratedPayload()
    const { seed } = await import('@/seed')
    seedLines = []
    await seed(payload, (line) => seedLines.push(line))
    return payload
  }
  const file = unopenedDatabase()
  if (!file) return seeded() // PostgreSQL (PG_TEST_URL)
  const made = await fromTemplate(file, 'seeded', seeded, () => ({ 'seed.log': seedLines.join('\n') }))
  return made ?? getPayload({ config })
}

/** What the seed logged while it filled the database seededPayload() copied (one entry a line). */
export function seedLog(): string[] {
  return templateNote('seeded', 'seed.log')?.split('\n') ?? seedLines
}

/** A request to the public API handler as Next.js would pass it. */
export function apiRequest(path: string, init?: RequestInit) {
  return new Request(`http://test.local/api/v1/${path}`, init)
}
