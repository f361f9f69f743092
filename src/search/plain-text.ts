/**
 * The readable text of a Lexical rich-text value (what the page shows, without markup), one line per
 * block, for the search index. Any other value gives ''.
 */
type Node = { type?: string; text?: unknown; children?: unknown }

const BLOCKS = new Set(['paragraph', 'heading', 'listitem', 'quote', 'tablerow', 'linebreak'])

export function plainText(state: unknown): string {
  if (typeof state === 'string') return state
  if (!state || typeof state !== 'object' || !('root' in state)) return ''
  const out: string[] = []
  const walk = (node: Node) => {
    if (typeof node.text === 'string') out.push(node.text)
    if (Array.isArray(node.children))
      for (const child of node.children) if (child && typeof child === 'object') walk(child as Node)
    if (node.type && BLOCKS.has(node.type)) out.push('\n')
    else if (node.type === 'tablecell') out.push(' ')
  }
  walk((state as { root: Node }).root)
  return out
    .join('')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim()
}
