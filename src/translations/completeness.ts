import type { Field } from 'payload'

/**
 * Which texts of a document still lack their Marathi: for the "Marathi complete?" indicator and
 * the list of documents whose Marathi is missing. Pure: it takes the collection's (or global's)
 * field config and the document as Payload returns it with `locale: 'all'` (each localized field
 * is then `{ en: …, mr: … }`), and names every localized field that has English but no Marathi,
 * by its path (`name`, `principal.designation`, `schoolInfo.0.content`).
 */

export const SOURCE_LOCALE = 'en'
export const TARGET_LOCALE = 'mr'

type Doc = Record<string, unknown>
type Options = { source?: string; target?: string }

const isObject = (value: unknown): value is Doc => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A Lexical node that shows something: text that is not blank, or a node other than a plain container. */
function lexicalHasContent(node: unknown): boolean {
  if (!isObject(node)) return false
  if (typeof node.text === 'string') return node.text.trim() !== ''
  const children = Array.isArray(node.children) ? node.children : []
  const container =
    node.type === 'root' ||
    node.type === 'paragraph' ||
    node.type === 'heading' ||
    node.type === 'quote' ||
    node.type === 'list' ||
    node.type === 'listitem' ||
    node.type === 'link'
  if (!container && node.type !== 'linebreak' && node.type !== undefined) return true
  return children.some(lexicalHasContent)
}

/**
 * Whether a field value says anything: not null, not blank text, not an empty list, not an empty
 * rich-text document (Lexical's `{ root }` with only empty paragraphs). An upload's id is content.
 */
export function hasContent(value: unknown): boolean {
  if (value === null || value === undefined) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.length > 0
  if (isObject(value) && isObject(value.root)) return lexicalHasContent(value.root)
  return true
}

/**
 * Every localized value under `fields`, by path, as read with `locale: 'all'` (`{ en: …, mr: … }`):
 * tabs, groups, array rows and blocks looked into; a value not read that way is left out.
 */
export function localizedValues(fields: readonly Field[], doc: unknown): Map<string, Doc> {
  const values = new Map<string, Doc>()

  const walk = (list: readonly Field[], data: unknown, prefix: string) => {
    if (!isObject(data)) return
    for (const field of list) {
      switch (field.type) {
        case 'row':
        case 'collapsible':
          walk(field.fields, data, prefix)
          continue
        case 'tabs':
          for (const tab of field.tabs) {
            if ('name' in tab && tab.name) {
              if (tab.localized) check(tab.name, data[tab.name])
              else walk(tab.fields, data[tab.name], `${prefix}${tab.name}.`)
            } else walk(tab.fields, data, prefix)
          }
          continue
        case 'ui':
        case 'join':
          continue
      }
      if (!('name' in field) || !field.name) {
        // An unnamed group keeps its fields at this level.
        if (field.type === 'group') walk(field.fields, data, prefix)
        continue
      }
      const path = `${prefix}${field.name}`
      const value = data[field.name]
      if (field.localized) {
        check(path, value)
        continue
      }
      if (field.type === 'group') walk(field.fields, value, `${path}.`)
      else if (field.type === 'array' && Array.isArray(value))
        value.forEach((row, i) => walk(field.fields, row, `${path}.${i}.`))
      else if (field.type === 'blocks' && Array.isArray(value)) {
        value.forEach((row, i) => {
          const block = isObject(row) ? field.blocks.find((b) => b.slug === row.blockType) : undefined
          if (block) walk(block.fields, row, `${path}.${i}.`)
        })
      }
    }
  }

  // With locale 'all' a localized value is { en, mr }; anything else was not read that way.
  const check = (path: string, value: unknown) => {
    if (isObject(value)) values.set(path, value)
  }

  walk(fields, doc, '')
  return values
}

/** Paths of the localized fields under `fields` whose source text has no target translation. */
export function missingTranslations(fields: readonly Field[], doc: unknown, options: Options = {}): string[] {
  const source = options.source ?? SOURCE_LOCALE
  const target = options.target ?? TARGET_LOCALE
  return [...localizedValues(fields, doc)]
    .filter(([, value]) => hasContent(value[source]) && !hasContent(value[target]))
    .map(([path]) => path)
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * Paths whose translation is older than their source text: the English changed in
 * a later save than the Marathi last did, so the Marathi may not say what the English now says.
 * `versions` are the document's saved states, newest first (the current one, then its versions),
 * each read with `locale: 'all'`. Only what the kept versions show counts: a Marathi untouched in
 * all of them is older than an English change among them; an English unchanged in all of them is
 * not reported. A text changed in both languages in the same save is up to date.
 */
export function outdatedTranslations(
  fields: readonly Field[],
  versions: readonly unknown[],
  options: Options = {},
): string[] {
  const source = options.source ?? SOURCE_LOCALE
  const target = options.target ?? TARGET_LOCALE
  if (versions.length < 2) return []
  const states = versions.map((v) => localizedValues(fields, v))
  const current = states[0]!
  /** The newest save (0 = the current state) in which this language's text of `path` changed, or Infinity. */
  const lastChange = (path: string, locale: string) => {
    for (let i = 0; i + 1 < states.length; i++) {
      if (!same(states[i]!.get(path)?.[locale], states[i + 1]!.get(path)?.[locale])) return i
    }
    return Infinity
  }
  return [...current]
    .filter(([, value]) => hasContent(value[source]) && hasContent(value[target]))
    .map(([path]) => path)
    .filter((path) => {
      const english = lastChange(path, source)
      return english !== Infinity && english < lastChange(path, target)
    })
}

/** Whether every localized text that has English also has Marathi. */
export const isTranslationComplete = (fields: readonly Field[], doc: unknown, options: Options = {}) =>
  missingTranslations(fields, doc, options).length === 0
