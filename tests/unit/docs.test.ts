import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The documents name files, folders and npm scripts; a rename that forgets them leaves a newcomer
 * looking for something that is not there. Every path-like name in backticks, every relative link
 * and every `npm run <script>` must exist.
 */
const root = path.resolve(import.meta.dirname, '../..')
const documents = [
  'README.md',
  'SECURITY.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
]
const scripts = Object.keys(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts)

const TOP_FOLDERS = ['src', 'scripts', 'tests', 'server', 'deploy', 'bench', 'docs', 'public', '.ci']
/** A code span that names a file or folder of this repository (not a URL, a route or a placeholder). */
function repoPath(span: string): string | null {
  const candidate = (span.trim().split(/\s/)[0] ?? '').replace(/[,:;.)]+$/, '')
  const top = candidate.split('/')[0] ?? ''
  const isTopFile = /^[\w.-]+\.(ts|mjs|js|json|md|sh|example)$/.test(candidate) && !candidate.includes('/')
  if (!TOP_FOLDERS.includes(top) && !isTopFile) return null
  // Placeholders and patterns: `src/migrations/<name>.ts`, `*_locales`, `{a,b}`.
  if (/[<>*{}$…]/.test(candidate)) return null
  // What the benchmarks write (bench/out/ is not committed).
  if (candidate.startsWith('bench/out/')) return null
  return candidate
}

/** A bare file name such as `Media.ts` is named beside its folder: it must exist somewhere in the tree. */
const SKIP = new Set(['node_modules', '.next', '.git', 'data', 'out', 'test-results'])
function existsAnywhere(name: string, dir = root): boolean {
  return readdirSync(dir, { withFileTypes: true }).some((e) =>
    e.isDirectory() ? !SKIP.has(e.name) && existsAnywhere(name, path.join(dir, e.name)) : e.name === name,
  )
}

describe.each(documents)('%s', (doc) => {
  const text = readFileSync(path.join(root, doc), 'utf8')
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] ?? '')

  it('names only files and folders that exist', () => {
    const named = [...new Set(spans.map(repoPath).filter((p): p is string => p !== null))]
    const missing = named.filter((p) => (p.includes('/') ? !existsSync(path.join(root, p)) : !existsAnywhere(p)))
    expect(missing).toEqual([])
  })

  it('links only to files that exist', () => {
    const links = [...text.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)]
      .map((m) => m[1] ?? '')
      .filter((l) => !/^[a-z]+:/.test(l))
    const missing = links.filter((l) => !existsSync(path.resolve(path.dirname(path.join(root, doc)), l)))
    expect(missing).toEqual([])
  })

  it('names only npm scripts that exist', () => {
    const used = [...text.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1] ?? '')
    expect(used.filter((s) => !scripts.includes(s))).toEqual([])
  })
})

/**
 * The folder map at the top of docs/architecture.md is what a newcomer reads first: it must name
 * every folder of src/ and every top-level folder, and only names that exist. An entry's names are
 * the start of its line up to the first gap of two spaces; indented two under `src/`, four under
 * `app/`.
 */
describe('docs/architecture.md: the folder map', () => {
  const text = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8')
  const block = text.split('## Code layout')[1]?.split('```')[1] ?? ''
  const entries = block
    .split('\n')
    .filter((line) => /^\s*\S/.test(line))
    .map((line) => {
      const indent = line.length - line.trimStart().length
      const names = (line.trimStart().split(/\s{2,}/)[0] ?? '').split(' ').filter((n) => /\/$|\.\w+$/.test(n))
      return { indent, names }
    })
    .filter((e) => e.names.length > 0)
  const under = (indent: number) => entries.filter((e) => e.indent === indent).flatMap((e) => e.names)
  const folders = (dir: string) =>
    readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith('.') && !SKIP.has(e.name))
      .map((e) => `${e.name}/`)

  it('names every folder of src/ and every top-level folder', () => {
    const top = under(0)
    const inSrc = under(2)
    expect(folders('.').filter((f) => !top.includes(f) && !['backups/', 'playwright-report/'].includes(f))).toEqual([])
    expect(folders('src').filter((f) => !inSrc.includes(f))).toEqual([])
  })

  it('names only files and folders that exist', () => {
    const paths = [...under(0), ...under(2).map((n) => `src/${n}`), ...under(4).map((n) => `src/app/${n}`)]
    expect(paths.length).toBeGreaterThan(20)
    expect(paths.filter((p) => !existsSync(path.join(root, p)))).toEqual([])
  })
})
