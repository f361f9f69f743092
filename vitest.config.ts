import { availableParallelism } from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

const src = path.resolve(import.meta.dirname, 'src')

export default defineConfig({
  // The same aliases as tsconfig.json.
  resolve: {
    alias: { '@payload-config': path.join(src, 'payload.config.ts'), '@': src },
  },
  test: {
    // A worker per core (Vitest's default leaves one core to itself, which waits): on a 2-core
    // machine that is two test files at a time instead of one.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // One process per worker for all its files, as for the integration tests: a process per
          // file cost the unit tests twice their CPU (25 against 12 CPU-s here, 14 against 7 s).
          isolate: false,
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // Each test file gets its own temporary SQLite database (tests/integration/setup.ts), a
          // copy of a template migrated once per run (tests/integration/templates.ts).
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/setup.ts'],
          testTimeout: 60_000,
          // A file's beforeAll may wait while another file seeds the demo template (templates.ts):
          // about 40 s on an idle 2-core machine, minutes when it is busy.
          hookTimeout: 300_000,
          pool: 'forks',
          // One process per worker for all its files: Payload and its packages load once per worker
          // instead of once per file (about 4 s each); setup.ts resets what a file could leave behind.
          isolate: false,
        },
      },
    ],
  },
})
