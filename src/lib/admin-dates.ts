import type { Config, Field, Plugin } from 'payload'

import { ADMIN_DATE_FORMAT, ADMIN_DATE_TIME_FORMAT } from '@/lib/dates'

/**
 * The site's date rule (src/lib/dates.ts) in Payload's admin: every date field of every collection
 * and global shows DD/MM/yyyy, with HH:mm where it holds a time, unless it sets its own format.
 * Payload's pickers otherwise show "11/26/2026" (its default appearance) and "Dec 11, 2026 1:06 AM"
 * (day and time). The root `admin.dateFormat` (payload.config.ts) covers list cells and the
 * document's created/updated line. A field added later is covered without anyone remembering.
 *
 * The admin's pickers show times in the browser's zone (staff work in India); the grievance desk's
 * own dates, which officers compare with the public status page, are shown in India's zone
 * whatever the browser's (src/grievances/admin/IndianDate.tsx).
 */

type DateAdmin = { pickerAppearance?: string; displayFormat?: string }

const formatFor = (appearance: string | undefined) =>
  appearance === 'dayAndTime'
    ? ADMIN_DATE_TIME_FORMAT
    : appearance === 'timeOnly'
      ? 'HH:mm'
      : appearance === 'monthOnly'
        ? 'MM/yyyy'
        : ADMIN_DATE_FORMAT

export function withDateFormats(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (field.type === 'date') {
      const date = (field.admin?.date ?? {}) as DateAdmin
      if (date.displayFormat) return field
      return {
        ...field,
        admin: { ...field.admin, date: { ...field.admin?.date, displayFormat: formatFor(date.pickerAppearance) } },
      } as Field
    }
    if ('fields' in field && Array.isArray(field.fields))
      return { ...field, fields: withDateFormats(field.fields) } as Field
    if (field.type === 'tabs')
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withDateFormats(tab.fields) })) }
    if (field.type === 'blocks')
      return {
        ...field,
        blocks: (field.blocks ?? []).map((block) => ({ ...block, fields: withDateFormats(block.fields) })),
      }
    return field
  })
}

/** The Payload plugin: date formats on every collection's and global's date fields. */
export const adminDateFormats =
  (): Plugin =>
  (config: Config): Config => ({
    ...config,
    collections: (config.collections ?? []).map((c) => ({ ...c, fields: withDateFormats(c.fields) })),
    globals: (config.globals ?? []).map((g) => ({ ...g, fields: withDateFormats(g.fields) })),
  })
