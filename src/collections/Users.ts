import type { CollectionConfig } from 'payload'

import { admins, adminsField, ROLES, staff } from '@/access/roles'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'], group: 'Administration' },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Lax', secure: process.env.SITE_URL?.startsWith('https://') ?? false },
  },
  access: {
    // Only administrators manage accounts; staff may read (their own profile is needed by the admin UI).
    create: admins,
    read: staff,
    update: ({ req, id }) => (req.user ? req.user.role === 'admin' || req.user.id === id : false),
    delete: admins,
    // Payload's first-user screen needs no login: it only works while no user exists.
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: ROLES.map((r) => ({ value: r, label: { admin: 'Society administrator', editor: 'Institution editor', officer: 'Grievance officer' }[r] })),
      access: { create: adminsField, update: adminsField },
    },
    {
      // Editors and officers work for these institutions (none: all of them).
      name: 'institutions',
      type: 'relationship',
      relationTo: 'institutions',
      hasMany: true,
      access: { create: adminsField, update: adminsField },
      admin: { condition: (data) => data?.role === 'editor' || data?.role === 'officer' },
    },
  ],
}
