/** Dates as the site shows them: DD/MM/yyyy (SPEC.md section 9), in Mumbai's time zone. */
const ddmmyyyy = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Asia/Kolkata' })

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : ddmmyyyy.format(date)
}

/**
 * The newest of some ISO dates ("Last updated" of a page showing several things); null when none
 * is a date. Compared as instants, so offsets other than Z order correctly too.
 */
export function newestDate(...dates: (string | null | undefined)[]): string | null {
  let best: { iso: string; at: number } | null = null
  for (const iso of dates) {
    if (!iso) continue
    const at = new Date(iso).getTime()
    if (Number.isNaN(at)) continue
    if (!best || at > best.at) best = { iso, at }
  }
  return best?.iso ?? null
}
