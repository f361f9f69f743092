'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useTransition } from 'react'


/**
 * The notice-type tabs: plain links (the chosen type is in the URL, ?type=), so they work without
 * JavaScript; with it, 'Loading data...' shows while the chosen type's notices load.
 */
type Props = { codes: string[]; active: string; basePath: string; label: string; loadingText: string }

export function NoticeTabs({ codes, active, basePath, label, loadingText }: Props) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  return (
    <>
      <nav aria-label={label} className="mb-4 overflow-x-auto">
        <ul className="flex gap-1 border-b-2 border-brand">
          {codes.map((code) => {
            const href = `${basePath}?type=${encodeURIComponent(code)}`
            return (
              <li key={code}>
                <Link
                  href={href}
                  aria-current={code === active ? 'page' : undefined}
                  onClick={(e) => {
                    e.preventDefault()
                    startTransition(() => router.push(href, { scroll: false }))
                  }}
                  className="flex min-h-11 items-center rounded-t px-4 font-semibold whitespace-nowrap text-brand no-underline hover:bg-brand/10 aria-[current=page]:bg-brand aria-[current=page]:text-white"
                >
                  {code}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      {pending && (
        <p role="status" className="mb-4 text-muted" data-testid="loading">
          {loadingText}
        </p>
      )}
    </>
  )
}
