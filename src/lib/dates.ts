/** Dates as the site shows them: DD/MM/yyyy (SPEC.md section 9), in Mumbai's time zone. */
const ddmmyyyy = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Asia/Kolkata' })

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : ddmmyyyy.format(date)
}
