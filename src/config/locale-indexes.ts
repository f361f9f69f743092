/**
 * An index on `_parent_id` of every `*_locales` table (localized texts, one row per document and
 * language), for both dialects.
 *
 * Payload reads a document's texts with a correlated subquery `WHERE _parent_id = <document id>`
 * (one per document of a list), but the only index it makes on these tables is the unique
 * (`_locale`, `_parent_id`), which such a lookup cannot use: without this index every document of
 * a list scans the whole locales table, and a list of n documents costs n² row reads.
 * Payload's collection `indexes` cannot name these tables, so the adapters' `afterSchemaInit`
 * hook adds it to the schema Payload builds (and migrate:create sees it).
 */
/** The part of the adapters' schema hook arguments used here (each dialect has its own types). */
type Table = Record<string, { name?: string } | undefined>
type Schema = { tables: Record<string, Table> }
type ExtendTable = (args: { table: never; extraConfig: (t: Table) => Record<string, unknown> }) => void
type IndexBuilder = (name: string) => { on: (column: never) => unknown }

export const LOCALE_PARENT_INDEX_SUFFIX = '_parent_idx'

export function localeParentIndexes(index: IndexBuilder) {
  return ({ schema, extendTable }: { schema: Schema; extendTable: ExtendTable }) => {
    for (const [name, table] of Object.entries(schema.tables)) {
      if (!name.endsWith('_locales')) continue
      const key = Object.keys(table).find((k) => table[k]?.name === '_parent_id')
      if (!key) continue
      extendTable({
        table: table as never,
        extraConfig: (t) => ({ localeParent: index(`${name}${LOCALE_PARENT_INDEX_SUFFIX}`).on(t[key] as never) }),
      })
    }
    return schema
  }
}
