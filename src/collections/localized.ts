import type { Field, FieldHook, SanitizedConfig } from 'payload'

import { hasContent } from '@/translations/completeness'

type Validate = (value: unknown, options: { req?: { locale?: string | null } }) => unknown

/**
 * A translation may be partial: in a language other than the default, an empty localized field is
 * valid even where English is required (title, address, a section's content …), because it reads
 * as the English one (fallback). Without this, Payload refused to save a Marathi name until every
 * required text of the document, down to each section row, had its Marathi too. English keeps
 * every rule, and a Marathi value that is given is checked like an English one.
 *
 * An empty value saved in such a language is stored as null, so that the fallback applies to it
 * (Payload falls back for null, and for '' only in text fields; an emptied rich-text editor is a
 * document with an empty paragraph, which would otherwise show as nothing on the Marathi page).
 *
 * Applied to the built config (payload.config.ts), where every field has its validate function.
 */
export function allowPartialTranslations(config: SanitizedConfig): void {
  const defaultLocale = config.localization ? config.localization.defaultLocale : undefined
  if (!defaultLocale) return
  const otherLanguage = (locale: string | null | undefined) => !!locale && locale !== 'all' && locale !== defaultLocale

  const emptyIsNull: FieldHook = ({ req, value }) => (otherLanguage(req.locale) && !hasContent(value) ? null : value)

  const visit = (fields: Field[]) => {
    for (const field of fields) {
      if ('fields' in field && Array.isArray(field.fields)) visit(field.fields)
      if (field.type === 'tabs') for (const tab of field.tabs) visit(tab.fields)
      if (field.type === 'blocks') for (const block of field.blocks) if (typeof block === 'object') visit(block.fields)
      if (
        !('localized' in field) ||
        !field.localized ||
        field.type === 'array' ||
        field.type === 'blocks' ||
        field.type === 'group'
      )
        continue
      const validate = 'validate' in field ? (field.validate as Validate | undefined) : undefined
      if (validate) {
        const partial: Validate = (value, options) =>
          otherLanguage(options?.req?.locale) && !hasContent(value) ? true : validate(value, options)
        ;(field as { validate?: unknown }).validate = partial
      }
      field.hooks = { ...field.hooks, beforeChange: [...(field.hooks?.beforeChange ?? []), emptyIsNull] }
    }
  }
  for (const collection of config.collections) visit(collection.fields)
  for (const global of config.globals) visit(global.fields)
}
