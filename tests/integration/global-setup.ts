/**
 * Before an integration run: a folder for the run's database templates (templates.ts, which also
 * declares the provided value's type), removed after it.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

export default function setup(project: TestProject) {
  const templates = mkdtempSync(path.join(tmpdir(), 'society-templates-'))
  project.provide('databaseTemplates', templates)
  return () => rmSync(templates, { recursive: true, force: true })
}
