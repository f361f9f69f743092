import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { startCommand } from '../../scripts/lib/start-flags.mjs'

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }
const unit = readFileSync('deploy/society@.service', 'utf8')
const { env, flags } = startCommand()

describe("the server's Node options and environment", () => {
  it("set the heap's limits and glibc's allocator in npm start, and the test and bench servers take them from there", () => {
    expect(flags).toEqual(['--max-old-space-size=384', '--max-semi-space-size=32'])
    expect(env).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' })
    expect(pkg.scripts.start).toBe(
      `MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 MALLOC_TRIM_THRESHOLD_=131072 node ${flags.join(' ')} server.mjs`,
    )
  })

  it('are the same in the systemd unit, which runs the Node that npm start runs (the pinned one in node_modules)', () => {
    const execStart = /^ExecStart=(.*)$/m.exec(unit)?.[1]
    expect(execStart).toBe(`/opt/society/node_modules/.bin/node ${flags.join(' ')} server.mjs`)
    for (const [name, value] of Object.entries(env))
      expect(unit).toMatch(new RegExp(`^Environment=${name}=${value}$`, 'm'))
  })
})
