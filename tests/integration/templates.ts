/**
 * Database templates for the integration tests. Applying every migration to a new SQLite file takes
 * seconds and seeding the demo much longer, so a run does each once and every test file starts from
 * its own copy (a database file and an uploads folder: a file's writes never reach another's).
 *
 * - `migrated`: every committed migration applied, nothing else (what a first server start leaves);
 *   migratedPayload (payload.ts).
 * - `seeded`: the same plus the demo content (src/seed); seededPayload (payload.ts).
 *
 * The first test file of a run that needs a template makes it on its own database and keeps a copy
 * in the run's folder (global-setup.ts); the others copy it, or wait while it is being made.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import type { Client } from '@libsql/client'
import type { Payload } from 'payload'
import { inject } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder of templates, one sub-folder each (global-setup.ts). */
    databaseTemplates: string
  }
}

export type TemplateName = 'migrated' | 'seeded'

/**
 * This test file's SQLite file while nothing has opened it yet, else null: the database exists
 * (a template copy can no longer replace it) or is PostgreSQL (PG_TEST_URL runs: no templates).
 */
export function unopenedDatabase(): string | null {
  const url = process.env.DATABASE_URL ?? ''
  const file = url.startsWith('file:') ? url.slice('file:'.length) : null
  return file && !existsSync(file) ? file : null
}

/** Files kept beside a template's database, by name (for example the seed's log). */
export type TemplateNotes = Record<string, string>

/** Keeps Payload's database and uploads as the template `name` (a consistent copy while it is open). */
async function saveTemplate(payload: Payload, templates: string, name: TemplateName, notes: TemplateNotes) {
  const building = path.join(templates, `${name}.building`)
  rmSync(building, { recursive: true, force: true })
  mkdirSync(building)
  // VACUUM INTO writes one self-contained file, including what is still in the WAL.
  await (payload.db as unknown as { client: Client }).client.execute({
    sql: 'VACUUM INTO ?',
    args: [path.join(building, 'test.db')],
  })
  const uploads = process.env.UPLOADS_DIR!
  if (existsSync(uploads)) cpSync(uploads, path.join(building, 'uploads'), { recursive: true })
  for (const [file, text] of Object.entries(notes)) writeFileSync(path.join(building, file), text)
  // Renamed when complete, so that no test file copies half a template.
  renameSync(building, path.join(templates, name))
}

/** Copies the template `name`, if it has been made, to this test file's (unopened) database and uploads. */
function copyTemplate(templates: string, name: TemplateName, file: string): boolean {
  const from = path.join(templates, name)
  if (!existsSync(from)) return false
  cpSync(path.join(from, 'test.db'), file)
  if (existsSync(path.join(from, 'uploads')))
    cpSync(path.join(from, 'uploads'), process.env.UPLOADS_DIR!, { recursive: true })
  return true
}

/** A note kept with the template `name` (saved by fromTemplate's `notes`), or null. */
export function templateNote(name: TemplateName, file: string): string | null {
  const at = path.join(inject('databaseTemplates'), name, file)
  return existsSync(at) ? readFileSync(at, 'utf8') : null
}

/**
 * Gives this test file's unopened database `file` the content of the template `name`: copied, or
 * made here by `make` (which opens the database and returns its Payload) and kept as the template,
 * with the files `notes()` gives once make has run.
 * Returns make's Payload if it ran, else null (the caller then opens the copy).
 */
export async function fromTemplate(
  file: string,
  name: TemplateName,
  make: () => Promise<Payload>,
  notes: () => TemplateNotes = () => ({}),
): Promise<Payload | null> {
  const templates = inject('databaseTemplates')
  const lock = path.join(templates, `${name}.lock`)
  for (;;) {
    if (copyTemplate(templates, name, file)) return null
    try {
      mkdirSync(lock) // atomic: one test file makes the template, the others wait for it
    } catch {
      await sleep(200)
      continue
    }
    try {
      const payload = await make()
      await saveTemplate(payload, templates, name, notes())
      return payload
    } finally {
      // Also after a failure: a waiting file then takes the lock and makes it (or fails) itself.
      rmSync(lock, { recursive: true, force: true })
    }
  }
}
