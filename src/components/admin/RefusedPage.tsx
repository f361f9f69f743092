'use client'

import './admin-phone.css'

import { useAuth, useConfig, useEntityVisibility } from '@payloadcms/ui'
import type { CollectionSlug, GlobalSlug } from 'payload'
import { usePathname } from 'next/navigation'

import { refusalFor } from '@/access/refusals'
import type { Role } from '@/access/roles'

/**
 * Above every admin page (the admin's `header` slot): on the address of a collection or global that
 * is not in this person's menu (staffNav: they may not change anything in it), the sentence saying
 * what they may not do and who can. Payload answers such an address with "Nothing
 * found" (or, for a create page, "Unauthorized, you must be logged in"), which admin-phone.css then
 * hides. Also loads the admin's phone-width rules on every page.
 */
export function RefusedPage() {
  const pathname = usePathname() ?? ''
  const { config } = useConfig()
  const { user } = useAuth()
  const { isEntityVisible } = useEntityVisibility()
  const admin = config.routes.admin === '/' ? '' : config.routes.admin
  const match = new RegExp(`^${admin}/(collections|globals)/([^/?#]+)`).exec(pathname)
  if (!match || !user || !isEntityVisible) return null
  const [, kind, slug] = match as unknown as [string, 'collections' | 'globals', string]
  if (
    isEntityVisible(
      kind === 'collections' ? { collectionSlug: slug as CollectionSlug } : { globalSlug: slug as GlobalSlug },
    )
  )
    return null
  const entity =
    kind === 'collections'
      ? config.collections.find((c) => c.slug === slug)
      : config.globals.find((g) => g.slug === slug)
  if (!entity) return null
  const label = 'labels' in entity ? entity.labels?.plural : entity.label
  const plural = (typeof label === 'string' ? label : slug.replace(/-/g, ' ')).toLowerCase()
  return (
    <div
      role="alert"
      data-access-refusal
      style={{
        margin: 'var(--base) var(--gutter-h, 1rem) 0',
        padding: '0.75rem 1rem',
        borderLeft: '4px solid var(--theme-warning-500)',
        background: 'var(--theme-elevation-50)',
        fontWeight: 600,
      }}
    >
      {refusalFor(slug, (user as { role?: Role | null }).role, plural)}
    </div>
  )
}
