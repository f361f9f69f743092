import './admin-phone.css'

import type { Payload, SanitizedPermissions } from 'payload'

import { refusalFor } from '@/access/refusals'
import type { Role } from '@/access/roles'

type Props = {
  collectionSlug?: string
  description?: string
  id?: number | string
  payload: Payload
  permissions?: SanitizedPermissions
  user?: { role?: Role | null } | null
}

/**
 * The collection's description in its list and edit views, and, for a staff member who may not add
 * to it (a list they can only read, or a "create" page reached by an address), the sentence saying
 * what they may not do and who can (src/access/refusals.ts), instead of Payload's bare
 * "Unauthorized, you must be logged in to make this request".
 */
export function AccessDescription({ collectionSlug, description, id, payload, permissions, user }: Props) {
  const slug = collectionSlug ?? ''
  const rights = (permissions?.collections as Record<string, { create?: boolean; update?: boolean }> | undefined)?.[
    slug
  ]
  const refused = id === undefined || id === null ? !rights?.create : !rights?.update
  const plural = payload.collections[slug as keyof typeof payload.collections]?.config.labels?.plural
  const label = (typeof plural === 'string' ? plural : slug).toLowerCase()
  return (
    <>
      {description && <div className="custom-view-description">{description}</div>}
      {refused && (
        <p role="note" data-access-refusal style={{ margin: 'calc(var(--base) / 2) 0 0', fontWeight: 600 }}>
          {refusalFor(slug, user?.role, label)}
        </p>
      )}
    </>
  )
}
