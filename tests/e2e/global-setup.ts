import { rmSync } from 'node:fs'

import { seedTemplate } from './serve.mjs'

/**
 * Once per run: the demo-seeded template every worker's server copies (tests/e2e/serve.mjs). The
 * folder reaches the workers through the environment; the function returned removes it at the end.
 */
export default async function globalSetup() {
  const template = await seedTemplate()
  process.env.E2E_TEMPLATE_DIR = template
  return () => rmSync(template, { recursive: true, force: true })
}
