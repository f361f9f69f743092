import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * The Node options of `npm start` (package.json, the one place they are set; the systemd unit
 * repeats them and tests/unit/start-flags.test.ts keeps the two equal), so that every test and
 * bench server (scripts/lib/temp-server.mjs) runs as production does: today the heap limit
 * (docs/operations.md, "Memory").
 * @returns {string[]}
 */
export function startFlags() {
  const start = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start
  const match = /^node((?:\s+--\S+)*)\s+server\.mjs$/.exec(start)
  if (!match) throw new Error(`package.json's start script is not "node [--options] server.mjs": ${start}`)
  return (match[1] ?? '').trim().split(/\s+/).filter(Boolean)
}
