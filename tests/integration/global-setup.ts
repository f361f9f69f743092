/**
 * Before an integration run: a folder for the run's database templates (templates.ts, which also
 * declares the provided value's type), removed after it unless TEST_TEMPLATES_DIR named it.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

export default function setup(project: TestProject) {
  // `npm test` (scripts/test.sh) names a folder that outlives this run: the browser tests start from
  // its seeded demo instead of seeding again, and the script removes it.
  const shared = process.env.TEST_TEMPLATES_DIR
  if (shared) mkdirSync(shared, { recursive: true })
  const templates = shared || mkdtempSync(path.join(tmpdir(), 'society-templates-'))
  project.provide('databaseTemplates', templates)
  return () => {
    if (!shared) rmSync(templates, { recursive: true, force: true })
  }
}
