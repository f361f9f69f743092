import type { CollectionConfig, Field, GlobalConfig, UIField } from 'payload'

/**
 * "Is this document's Marathi complete?" in the edit view of every collection and global with
 * localized fields: a `ui` field (no database column, no API value) at the top of the sidebar,
 * whose component (src/translations/admin/MarathiStatus.tsx) asks the server which texts have
 * English but no Marathi (src/translations/endpoints.ts). Added by a config transform in
 * payload.config.ts, so a collection that gains a localized field gets the indicator by itself.
 */

export const MARATHI_STATUS_FIELD = 'marathiStatus'

/** Whether any field, at any depth (tabs, groups, rows, arrays, blocks), is localized. */
export function hasLocalizedFields(fields: readonly Field[]): boolean {
  return fields.some((field) => {
    if ('localized' in field && field.localized) return true
    if ('fields' in field && Array.isArray(field.fields) && hasLocalizedFields(field.fields)) return true
    if (field.type === 'tabs')
      return field.tabs.some((tab) => ('localized' in tab && tab.localized) || hasLocalizedFields(tab.fields))
    if (field.type === 'blocks')
      return field.blocks.some((block) => typeof block === 'object' && hasLocalizedFields(block.fields))
    return false
  })
}

export const marathiStatusField = (): UIField => ({
  name: MARATHI_STATUS_FIELD,
  label: 'Marathi',
  type: 'ui',
  admin: {
    position: 'sidebar',
    disableListColumn: true,
    components: { Field: '/translations/admin/MarathiStatus#MarathiStatusField' },
  },
})

const EDITING_LANGUAGE = '/components/admin/EditingLanguage#EditingLanguage'

type Slots = Record<string, Record<string, unknown> | undefined>
const addBefore = (group: Record<string, unknown> | undefined) => {
  const before = (group?.beforeDocumentControls as unknown[] | undefined) ?? []
  return {
    ...group,
    beforeDocumentControls: before.includes(EDITING_LANGUAGE) ? before : [EDITING_LANGUAGE, ...before],
  }
}

/**
 * "Editing: English" / "Editing: मराठी (Marathi)" beside the Save and Publish buttons.
 * Payload names the slot `edit.beforeDocumentControls` for a collection and `elements.beforeDocumentControls` for a global; this transform serves both kinds, and each reads
 * only its own key.
 */
function withEditingLanguage<T extends CollectionConfig | GlobalConfig>(entity: T): T {
  const components = (entity.admin?.components ?? {}) as Slots
  const slots = { ...components, edit: addBefore(components.edit), elements: addBefore(components.elements) }
  return { ...entity, admin: { ...entity.admin, components: slots } } as T
}

/**
 * The collection or global with the Marathi indicator first in its sidebar and the language being
 * edited beside its buttons, if it has localized fields.
 */
export function withMarathiStatus<T extends CollectionConfig | GlobalConfig>(entity: T): T {
  if (!hasLocalizedFields(entity.fields)) return entity
  if (entity.fields.some((field) => 'name' in field && field.name === MARATHI_STATUS_FIELD)) return entity
  return withEditingLanguage({ ...entity, fields: [marathiStatusField(), ...entity.fields] })
}
