import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * package.json's start script, taken apart: `[NAME=value …] node [--options …] server.mjs`. It is
 * the one place where the server's Node options (today the heap limit) and the environment it needs
 * before Node starts (today glibc's allocator settings, which a running process cannot set for itself)
 * are set; the systemd unit repeats them and tests/unit/start-flags.test.ts keeps the two equal.
 * Every test and bench server (scripts/lib/temp-server.mjs) starts with them, as production does
 * (docs/operations.md, "Memory").
 * @returns {{ env: Record<string, string>, flags: string[] }}
 */
export function startCommand() {
  const start = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start
  const match = /^((?:[A-Z_]+=\S+\s+)*)node((?:\s+--\S+)*)\s+server\.mjs$/.exec(start)
  if (!match) throw new Error(`package.json's start script is not "[NAME=value] node [--options] server.mjs": ${start}`)
  const words = (/** @type {string | undefined} */ s) => (s ?? '').trim().split(/\s+/).filter(Boolean)
  const env = Object.fromEntries(
    words(match[1]).map((pair) => /** @type {[string, string]} */ (pair.split(/=(.*)/s).slice(0, 2))),
  )
  return { env, flags: words(match[2]) }
}
