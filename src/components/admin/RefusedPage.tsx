'use client'

import './admin-phone.css'

import { Gutter, useAuth, useConfig, useEntityVisibility, useStepNav } from '@payloadcms/ui'
import type { CollectionSlug, GlobalSlug } from 'payload'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'

import { refusalFor } from '@/access/refusals'
import type { Role } from '@/access/roles'

const noSubscription = () => () => {}

const link = { color: 'var(--theme-text)', textDecoration: 'underline', fontWeight: 600 } as const

/**
 * On the address of a collection or global that is not in this person's menu (staffNav: they may
 * not change anything in it), a page saying what it is, what they may not do and who can, and what
 * they may do instead. Payload answers such an address with its "Nothing found"
 * page (or, for a create page, "Unauthorized, you must be logged in"), which admin-phone.css then
 * hides. Rendered from the admin's `header` slot, which sits above the whole admin, into the page's
 * own column (where Payload put "Nothing found"), so that it reads as an admin page under the top
 * bar, with its name in the breadcrumb. Also loads the admin's phone-width rules on every page.
 */
export function RefusedPage() {
  const pathname = usePathname() ?? ''
  const { config } = useConfig()
  const { user } = useAuth()
  const { isEntityVisible } = useEntityVisibility()
  const { setStepNav, stepNav } = useStepNav()
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const admin = config.routes.admin === '/' ? '' : config.routes.admin
  const match = new RegExp(`^${admin}/(collections|globals)/([^/?#]+)`).exec(pathname)
  const [, kind, slug] = (match ?? []) as unknown as [string, 'collections' | 'globals', string]
  const entity = !match
    ? undefined
    : kind === 'collections'
      ? config.collections.find((c) => c.slug === slug)
      : config.globals.find((g) => g.slug === slug)
  const refused =
    !!entity &&
    !!user &&
    !!isEntityVisible &&
    !isEntityVisible(
      kind === 'collections' ? { collectionSlug: slug as CollectionSlug } : { globalSlug: slug as GlobalSlug },
    )
  const label = entity && ('labels' in entity ? entity.labels?.plural : entity.label)
  const title = typeof label === 'string' ? label : (slug ?? '').replace(/-/g, ' ')

  // Payload's page names itself "Not Found" in the breadcrumb once it has rendered; name the collection instead.
  useEffect(() => {
    if (refused && (stepNav.length !== 1 || stepNav[0]?.label !== title)) setStepNav([{ label: title }])
  }, [refused, stepNav, setStepNav, title])

  if (!refused) return null
  const page = (
    <Gutter className="society-refused">
      <h1 style={{ margin: '1rem 0 0.5rem' }}>{title}</h1>
      <p
        role="alert"
        data-access-refusal
        style={{
          margin: '0 0 1rem',
          padding: '0.75rem 1rem',
          borderLeft: '4px solid var(--theme-warning-500)',
          background: 'var(--theme-elevation-50)',
          fontWeight: 600,
        }}
      >
        {refusalFor(slug, (user as { role?: Role | null }).role, title.toLowerCase())}
      </p>
      <p style={{ margin: 0 }}>
        {slug === 'users' && (
          <>
            <Link href={`${admin}/account`} style={link}>
              Your own account
            </Link>
            {' · '}
          </>
        )}
        <Link href={admin || '/'} style={link}>
          Back to the dashboard
        </Link>
      </p>
    </Gutter>
  )
  // Payload's page for the address: its column, below the top bar (in the browser only; where there
  // is none, the refusal stands above the page).
  if (!inBrowser) return null
  const column = document.querySelector('.template-default__wrap')
  return column ? createPortal(page, column) : page
}
