import { getDictionary } from '@/i18n'
import type { Lang } from '@/i18n/lang'

/**
 * A download's label: its format and size, "PDF, 1.2 MB"; on Marathi pages "PDF, 1.2 एमबी" (Latin
 * digits as everywhere on the site, the units as Marathi readers write them: the dictionaries'
 * `downloads.kb`/`mb`). Sizes in binary units (1 KB = 1,024 bytes).
 */

/** The format's short name from the MIME type, else from the address's extension; '' if neither says. */
export function fileFormat(mimeType: string | null | undefined, url: string): string {
  if (mimeType === 'application/pdf') return 'PDF'
  const ext = /\.([a-z0-9]{1,5})(?:[?#]|$)/i.exec(url)?.[1]
  return ext ? ext.toUpperCase() : ''
}

/** 850 → '1 KB', 5,300 → '5 KB', 1,258,291 → '1.2 MB' (one decimal under 10 MB); '' if unknown. */
export function formatFileSize(bytes: number | null | undefined, lang: Lang = 'en'): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return ''
  const units = getDictionary(lang).downloads
  const kb = bytes / 1024
  if (kb < 1024) return `${Math.max(1, Math.round(kb))} ${units.kb}`
  const mb = kb / 1024
  return `${mb < 10 ? (Math.round(mb * 10) / 10).toFixed(1) : Math.round(mb)} ${units.mb}`
}

/** "PDF, 1.2 MB", "PDF" when the size is unknown, '' when nothing is known. */
export function fileLabel(
  mimeType: string | null | undefined,
  url: string,
  bytes: number | null | undefined,
  lang: Lang = 'en',
): string {
  return [fileFormat(mimeType, url), formatFileSize(bytes, lang)].filter(Boolean).join(', ')
}
