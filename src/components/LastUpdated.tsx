import { getI18n } from '@/i18n/server'
import { formatDate } from '@/lib/dates'

/**
 * "Last updated: DD/MM/yyyy" at the foot of a content page: the newest change date of what the page
 * shows, given by its content functions (newestDate in src/lib/dates.ts). Nothing when unknown.
 */
export async function LastUpdated({ date }: { date: string | null | undefined }) {
  const shown = formatDate(date)
  if (!shown) return null
  const { dict: t } = await getI18n()
  return (
    <p className="mt-8 text-sm text-muted" data-testid="last-updated">
      {t.lastUpdated.label}: <time dateTime={new Date(date!).toISOString()}>{shown}</time>
    </p>
  )
}
