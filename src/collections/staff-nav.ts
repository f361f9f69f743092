import type { Access, CollectionAdminOptions } from 'payload'

import { hiddenUnlessMayChange } from '@/access/roles'

/**
 * A collection's place in the admin for each staff member: in the menu only for
 * those its access policy lets create or change something, and, where they are refused, a
 * sentence saying what they may not do and who can (src/components/admin/AccessDescription.tsx).
 */
export const staffNav = (policy: {
  create: Access
  update: Access
}): Pick<CollectionAdminOptions, 'hidden' | 'components'> => ({
  hidden: hiddenUnlessMayChange(policy),
  components: { Description: '/components/admin/AccessDescription#AccessDescription' },
})
