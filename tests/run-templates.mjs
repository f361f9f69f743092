// @ts-check
/**
 * The integration tests' database templates (tests/integration/templates.ts), for the fault and
 * browser tests that run after them in the same `npm test`: scripts/test.sh names the run's folder
 * in TEST_TEMPLATES_DIR, and each template is a sub-folder with its database as `test.db` (and its
 * uploads). One place for that layout.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

/**
 * The folder of template `name` ('migrated' or 'seeded') if this run made it, else null.
 * @param {'migrated' | 'seeded'} name
 */
export function runTemplate(name) {
  const dir = process.env.TEST_TEMPLATES_DIR && path.join(process.env.TEST_TEMPLATES_DIR, name)
  return dir && existsSync(path.join(dir, 'test.db')) ? dir : null
}
