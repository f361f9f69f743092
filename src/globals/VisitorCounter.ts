import type { GlobalConfig } from 'payload'

import { GLOBAL_ACCESS, hiddenUnless } from '@/access/roles'

/** Visits of the home page. Incremented atomically by POST /api/v1/visitor (src/content/visitors.ts). */
export const VisitorCounter: GlobalConfig = {
  slug: 'visitor-counter',
  label: 'Visitor counter',
  admin: { group: 'Administration', hidden: hiddenUnless('admin') },
  access: GLOBAL_ACCESS.adminsOnly,
  fields: [{ name: 'count', type: 'number', required: true, defaultValue: 0, min: 0, admin: { readOnly: true } }],
}
