import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { startFlags } from '../../scripts/lib/start-flags.mjs'

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }

describe("the server's Node options", () => {
  it('set the heap limit in npm start, and the test and bench servers take them from there', () => {
    expect(startFlags()).toEqual(['--max-old-space-size=384'])
    expect(pkg.scripts.start).toBe(`node ${startFlags().join(' ')} server.mjs`)
  })

  it('are the same in the systemd unit, which runs the Node that npm start runs (the pinned one in node_modules)', () => {
    const execStart = /^ExecStart=(.*)$/m.exec(readFileSync('deploy/society@.service', 'utf8'))?.[1]
    expect(execStart).toBe(`/opt/society/node_modules/.bin/${pkg.scripts.start}`)
  })
})
