'use client'

import './admin-phone.css'

import { useConfig, useLocale } from '@payloadcms/ui'

/** The language's English name, for staff who do not read its script. */
const ENGLISH_NAMES: Record<string, string> = { en: 'English', mr: 'Marathi' }

/**
 * "Editing: मराठी (Marathi)" beside the Save and Publish buttons of every edit view with texts in
 * both languages: the admin remembers the last language chosen, so the next
 * document may open in Marathi; this says which language the form shows and saves. Marathi is
 * marked in colour, so it cannot pass for the default. On a phone the bar beside the buttons is
 * narrow: the pill then shows the language's own name only (admin-phone.css).
 */
export function EditingLanguage() {
  const locale = useLocale()
  const { config } = useConfig()
  const defaultLocale = config.localization ? config.localization.defaultLocale : 'en'
  const own = typeof locale.label === 'string' ? locale.label : (locale.label?.[locale.code] ?? locale.code)
  const english = ENGLISH_NAMES[locale.code]
  const other = locale.code !== defaultLocale
  return (
    <div
      role="status"
      data-editing-locale={locale.code}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        padding: '0.25rem 0.625rem',
        borderRadius: '999px',
        fontSize: '0.875rem',
        whiteSpace: 'nowrap',
        border: `2px solid ${other ? 'var(--theme-warning-500)' : 'var(--theme-elevation-250)'}`,
        background: other ? 'var(--theme-warning-100)' : 'var(--theme-elevation-50)',
        fontWeight: other ? 700 : 500,
      }}
    >
      <span className="editing-language__long">Editing: </span>
      <span lang={locale.code}>{own}</span>
      {english && english !== own && <span className="editing-language__long"> ({english})</span>}
    </div>
  )
}
