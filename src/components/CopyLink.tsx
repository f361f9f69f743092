'use client'

import { useState } from 'react'

import { buttonClass } from '@/components/classes'
import { useHydrated } from '@/lib/use-browser'

type Props = { url: string; label: string; copiedText: string; failedText: string }

/**
 * A "Copy link" button beside the address the page shows (the address alone without JavaScript,
 * as the button needs the clipboard). If the clipboard refuses, the visitor is told to copy the
 * address by hand.
 */
export function CopyLink({ url, label, copiedText, failedText }: Props) {
  const enhanced = useHydrated()
  const [status, setStatus] = useState('')
  if (!enhanced) return null
  return (
    <>
      <button
        type="button"
        className={buttonClass}
        data-testid="copy-link"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(url)
            setStatus(copiedText)
          } catch {
            setStatus(failedText)
          }
        }}
      >
        {label}
      </button>
      <span role="status" className="text-sm text-muted" data-testid="copy-status">
        {status}
      </span>
    </>
  )
}
