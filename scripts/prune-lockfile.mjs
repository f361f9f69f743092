// The npm registry reachable from this project's machines serves only the platform packages of
// Linux x64, so `npm install` leaves the other platforms' optional packages (darwin, win32, ...) out
// of package-lock.json while still listing them as optional dependencies; `npm ci` then refuses the
// lock ("Missing: ... from lock file"). This removes those dangling optional references.
// Run it after every `npm install` that changes the lock: node scripts/prune-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs'

const file = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(file, 'utf8'))
const present = new Set(Object.keys(lock.packages).map((p) => p.replace(/^.*node_modules\//, '')))
let pruned = 0
for (const entry of Object.values(lock.packages)) {
  if (!entry.optionalDependencies) continue
  for (const name of Object.keys(entry.optionalDependencies)) {
    if (!present.has(name)) {
      delete entry.optionalDependencies[name]
      pruned++
    }
  }
  if (Object.keys(entry.optionalDependencies).length === 0) delete entry.optionalDependencies
}
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n')
process.stdout.write(`pruned ${pruned} optional dependencies missing from the lock\n`)
