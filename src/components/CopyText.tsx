'use client'

import { useState } from 'react'

import { useHydrated } from '@/lib/use-browser'

type Props = {
  text: string
  /** The button's text ("Copy"). */
  label: string
  /** Its accessible name, which starts with the label ("Copy reference number"). */
  name: string
  /** The button's text once copied ("Copied"). */
  copiedText: string
  /** Said when the clipboard refuses: the text is still there to select by hand. */
  failedText: string
}

/**
 * A "Copy" button for a short text shown beside it (a grievance's reference number). The text
 * itself is plain, selectable text; the button appears only once the page's JavaScript runs, as
 * it needs the clipboard. It then reads "Copied" (announced by the status region), or says to copy
 * by hand when the clipboard is refused.
 */
export function CopyText({ text, label, name, copiedText, failedText }: Props) {
  const enhanced = useHydrated()
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  if (!enhanced) return null
  return (
    <>
      <button
        type="button"
        aria-label={state === 'copied' ? `${name}: ${copiedText}` : name}
        className="mt-2 inline-flex min-h-11 items-center rounded border border-green-800 bg-white px-3 text-sm font-semibold text-green-900 hover:bg-green-100"
        data-testid="copy-text"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(text)
            setState('copied')
          } catch {
            setState('failed')
          }
        }}
      >
        {state === 'copied' ? copiedText : label}
      </button>
      {/* Announces the outcome; shown only when it asks the visitor to do something. */}
      <span
        role="status"
        className={state === 'failed' ? 'mt-1 block text-sm' : 'sr-only'}
        data-testid="copy-text-status"
      >
        {state === 'copied' ? copiedText : state === 'failed' ? failedText : ''}
      </span>
    </>
  )
}
