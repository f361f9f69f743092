import type { Lang } from '@/i18n/lang'

/**
 * Helplines in the footer of every page (site settings → Helplines). Some are for every page;
 * some, like the anti-ragging helpline, only for the pages of colleges.
 */

export type HelplineScope = 'all' | 'colleges'
export type Helpline = { label: string; number: string; scope: HelplineScope }

/** Institution kinds whose pages count as a college's (the anti-ragging helpline's audience). */
export const COLLEGE_KINDS: readonly string[] = ['junior-college', 'degree-college']

/**
 * Shown while the settings list none (a never-saved global, or a list emptied by mistake): a school
 * site must always show where a child or a woman in danger can call.
 */
export const HELPLINE_DEFAULTS: readonly { label: Record<Lang, string>; number: string; scope: HelplineScope }[] = [
  { label: { en: 'Childline', mr: 'चाइल्डलाइन' }, number: '1098', scope: 'all' },
  { label: { en: 'Police', mr: 'पोलीस' }, number: '112', scope: 'all' },
  { label: { en: 'Women’s helpline', mr: 'महिला हेल्पलाइन' }, number: '181', scope: 'all' },
  {
    label: { en: 'National anti-ragging helpline', mr: 'राष्ट्रीय रॅगिंगविरोधी हेल्पलाइन' },
    number: '1800-180-5522',
    scope: 'colleges',
  },
]

/** A phone number as written (digits, spaces, dashes, a leading +) is valid. */
export const isPhoneNumber = (value: unknown): value is string =>
  typeof value === 'string' && /^\+?[0-9][0-9 -]{1,18}[0-9]$/.test(value.trim())

/** The `tel:` address of a number as written: '1800-180-5522' → 'tel:18001805522'. */
export const telHref = (number: string): string => `tel:${number.replace(/[^0-9+]/g, '')}`

type StoredHelpline = { label?: string | null; number?: string | null; scope?: string | null }

/** The stored list, or the defaults in `lang` when it is empty; rows without a number are left out. */
export function helplineList(stored: readonly StoredHelpline[] | null | undefined, lang: Lang): Helpline[] {
  const rows = (stored ?? []).flatMap((h) =>
    h.number && h.label
      ? [{ label: h.label, number: h.number, scope: (h.scope === 'colleges' ? 'colleges' : 'all') as HelplineScope }]
      : [],
  )
  return rows.length ? rows : HELPLINE_DEFAULTS.map((h) => ({ label: h.label[lang], number: h.number, scope: h.scope }))
}

/** The helplines a page shows: every-page ones, plus the colleges' on a college's pages. */
export function helplinesForPage(helplines: readonly Helpline[], institutionKind: string | null): Helpline[] {
  const college = institutionKind !== null && COLLEGE_KINDS.includes(institutionKind)
  return helplines.filter((h) => h.scope === 'all' || college)
}
