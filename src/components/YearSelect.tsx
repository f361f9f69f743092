'use client'

import { useRouter } from 'next/navigation'
import { useTransition } from 'react'

import { useHydrated } from '@/lib/use-browser'

/** `keep`: other query parameters the form sends along with the year (e.g. /notices's type). */
type Props = {
  years: string[]
  selected: string
  action: string
  label: string
  submitLabel: string
  loadingText: string
  keep?: Record<string, string>
}

/**
 * The academic-year dropdown of a GET form: without JavaScript the visitor presses the button;
 * with it, choosing a year loads it at once (and the button is hidden).
 */
export function YearSelect({ years, selected, action, label, submitLabel, loadingText, keep = {} }: Props) {
  const router = useRouter()
  const enhanced = useHydrated()
  const [pending, startTransition] = useTransition()

  return (
    <form action={action} method="get" className="mb-6 flex flex-wrap items-end gap-3" data-print="hide">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="flex flex-col text-sm font-semibold">
        {label}
        <select
          name="year"
          defaultValue={selected}
          className="mt-1 min-h-11 rounded border border-muted/40 bg-white px-3 text-base"
          onChange={(e) =>
            startTransition(() =>
              router.push(`${action}?${new URLSearchParams({ year: e.target.value, ...keep })}`, { scroll: false }),
            )
          }
        >
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </label>
      {!enhanced && (
        <button type="submit" className="min-h-11 rounded bg-brand px-4 font-semibold text-white">
          {submitLabel}
        </button>
      )}
      {pending && (
        <p role="status" className="text-muted" data-testid="loading">
          {loadingText}
        </p>
      )}
    </form>
  )
}
