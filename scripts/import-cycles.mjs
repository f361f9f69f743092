#!/usr/bin/env node
// Prints the import circles among the project's own modules (src/, server/, server.mjs) and exits 1
// when there is one. A circle makes the order modules are evaluated in depend on which one is
// imported first, so a value read at load time can be undefined in one entry point and not another.
// Type-only imports are left out (they are erased before anything runs); dynamic import() is left
// out too (it runs later, once every module has loaded), which is the usual way to break a circle.
//
//   node scripts/import-cycles.mjs            the circles, one per line
//   node scripts/import-cycles.mjs --types    type-only imports counted too (as dpdm does by default)
//   node scripts/import-cycles.mjs --dynamic  import() counted too
import { readdirSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const withTypes = process.argv.includes('--types')
const withDynamic = process.argv.includes('--dynamic')
const root = path.resolve(import.meta.dirname, '..')
const config = ts.getParsedCommandLineOfConfigFile(
  path.join(root, 'tsconfig.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'))
    },
  },
)
const options = config.options
const host = ts.createCompilerHost(options)

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return sources(full)
    return /\.(ts|tsx|mjs)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [full] : []
  })
}

/** The project files a module imports at load time. */
function imports(file) {
  const text = ts.sys.readFile(file) ?? ''
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const specifiers = []
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((e) => e.isTypeOnly))
      if (withTypes || !typeOnly) specifiers.push(node.moduleSpecifier.text)
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && (withTypes || !node.isTypeOnly)) {
      specifiers.push(node.moduleSpecifier.text)
    }
  }
  if (withDynamic) {
    const walk = (node) => {
      if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        ts.isStringLiteral(node.arguments[0] ?? {})
      ) {
        specifiers.push(node.arguments[0].text)
      }
      ts.forEachChild(node, walk)
    }
    walk(source)
  }
  return specifiers
    .map((s) => ts.resolveModuleName(s, file, options, host).resolvedModule?.resolvedFileName)
    .filter((f) => f && !f.includes('/node_modules/') && f.startsWith(root))
    .map((f) => path.resolve(f))
}

const files = [...sources(path.join(root, 'src')), ...sources(path.join(root, 'server')), path.join(root, 'server.mjs')]
const graph = new Map(files.map((f) => [f, imports(f)]))

// Tarjan's strongly connected components: each component of more than one module holds a circle.
let index = 0
const stack = []
const meta = new Map()
const components = []
function visit(v) {
  meta.set(v, { index, low: index, onStack: true })
  index++
  stack.push(v)
  for (const w of graph.get(v) ?? []) {
    if (!meta.has(w)) {
      visit(w)
      meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low)
    } else if (meta.get(w).onStack) {
      meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index)
    }
  }
  if (meta.get(v).low === meta.get(v).index) {
    const component = []
    let w
    do {
      w = stack.pop()
      meta.get(w).onStack = false
      component.push(w)
    } while (w !== v)
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) components.push(component)
  }
}
for (const f of graph.keys()) if (!meta.has(f)) visit(f)

/** One shortest circle through the component's first module, for a readable report. */
function circle(component) {
  const inside = new Set(component)
  const start = component.toSorted()[0]
  const previous = new Map([[start, null]])
  const queue = [start]
  while (queue.length) {
    const v = queue.shift()
    for (const w of graph.get(v) ?? []) {
      if (!inside.has(w)) continue
      if (w === start) {
        const path = [v]
        for (let p = previous.get(v); p; p = previous.get(p)) path.unshift(p)
        return [...path, start]
      }
      if (!previous.has(w)) {
        previous.set(w, v)
        queue.push(w)
      }
    }
  }
  return component
}

const relative = (f) => path.relative(root, f)
const print = (line) => process.stdout.write(`${line}\n`)
for (const component of components) {
  print(`${component.length} modules: ${circle(component).map(relative).join(' → ')}`)
  if (component.length > 2) print(`  all of them: ${component.map(relative).toSorted().join(', ')}`)
}
if (components.length === 0) print('no import circles')
process.exitCode = components.length === 0 ? 0 : 1
