'use client'

import { useEffect, useRef } from 'react'

type Props = { storageKey: string; label: string }

/**
 * Dismiss a notice for the rest of the visit (sessionStorage; an edited notice has a new key and
 * shows again). Shown only once JavaScript runs, since without it the button could do nothing; the
 * notice then simply stays.
 */
export function DismissAlert({ storageKey, label }: Props) {
  const ref = useRef<HTMLButtonElement>(null)
  const hide = () => ref.current?.closest('[data-alert]')?.setAttribute('hidden', '')

  // Once JavaScript runs: hide a notice dismissed earlier in the visit, or offer the button.
  useEffect(() => {
    if (read(storageKey)) hide()
    else if (ref.current) ref.current.hidden = false
  }, [storageKey])

  return (
    <button
      ref={ref}
      type="button"
      hidden
      aria-label={label}
      title={label}
      className="flex min-h-11 min-w-11 items-center justify-center rounded hover:bg-black/10"
      onClick={() => {
        write(storageKey)
        hide()
      }}
    >
      <svg
        aria-hidden="true"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M6 6l12 12M18 6 6 18" />
      </svg>
    </button>
  )
}

// Storage can be unavailable (private modes, blocked cookies): the notice then just stays.
function read(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === '1'
  } catch {
    return false
  }
}
function write(key: string) {
  try {
    sessionStorage.setItem(key, '1')
  } catch {
    /* the notice is still hidden for this page */
  }
}
