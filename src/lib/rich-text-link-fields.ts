import type { Field, FieldAffectingData, RadioField, TextField } from 'payload'
import { radio } from 'payload/shared'

import { validateRichTextLink } from './urls'

/**
 * The rich-text link drawer's fields (Payload's LinkFeature) with the site's link rule
 * (validateRichTextLink). Payload hides the address of an internal link (`admin.condition`) and
 * then skips its validation, yet stores whatever address was sent with it; so the link type, which
 * is always validated, checks the address of an internal link.
 */
export function richTextLinkFields({ defaultFields }: { defaultFields: FieldAffectingData[] }): Field[] {
  return defaultFields.map((field): Field => {
    if (field.name === 'url') return { ...field, validate: validateRichTextLink } as TextField
    if (field.name !== 'linkType') return field as Field
    const validate: RadioField['validate'] = (value, options) => {
      const own = radio(value, options)
      if (own !== true || value !== 'internal') return own
      return validateRichTextLink((options.siblingData as { url?: string | null }).url, options)
    }
    return { ...(field as RadioField), validate }
  })
}
