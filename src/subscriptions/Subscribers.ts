import type { CollectionConfig } from 'payload'

import { admins, nobody, nobodyField } from '@/access/roles'
import { staffNav } from '@/collections/staff-nav'

/** `nobody` as the admin-panel rule (its type wants a boolean; `nobody` always answers false). */
const noPanel = nobody as NonNullable<NonNullable<CollectionConfig['access']>['admin']>

/**
 * People who asked for the notices of schools (or of the society) by email. Personal
 * data: nobody reads, lists, creates or changes a subscriber through the admin or any API, not even
 * an administrator; the server does it all (src/subscriptions/subscriber-records.ts, overrideAccess). Staff see
 * only counts (src/subscriptions/admin/SubscriberCounts.tsx). The address is never logged.
 *
 * The secret for the links in mails (confirm, manage, unsubscribe) is never stored: a link's token
 * is an HMAC of the id and `tokenNonce` under the server secret (src/subscriptions/tokens.ts), and
 * only its SHA-256 (`tokenHash`) is kept to check it. Unconfirmed subscribers are deleted after
 * 48 hours (src/subscriptions/dispatch.ts, purgeUnconfirmed); unsubscribing deletes the row.
 */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: { singular: 'Subscriber', plural: 'Subscribers' },
  admin: { hidden: true },
  access: {
    admin: noPanel,
    read: nobody,
    create: nobody,
    update: nobody,
    delete: nobody,
    readVersions: nobody,
    unlock: nobody,
  },
  fields: [
    {
      name: 'email',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 254,
      access: { read: nobodyField, create: nobodyField, update: nobodyField },
    },
    { name: 'institutions', type: 'relationship', relationTo: 'institutions', hasMany: true, index: true },
    { name: 'society', type: 'checkbox', defaultValue: false, index: true },
    { name: 'language', type: 'select', required: true, defaultValue: 'en', options: ['en', 'mr'] },
    {
      name: 'mode',
      type: 'select',
      required: true,
      defaultValue: 'immediate',
      options: ['immediate', 'digest'],
      index: true,
    },
    { name: 'confirmedAt', type: 'date', index: true },
    { name: 'tokenNonce', type: 'text', required: true, access: { read: nobodyField } },
    { name: 'tokenHash', type: 'text', required: true, access: { read: nobodyField } },
  ],
  timestamps: true,
}

/**
 * What the subscriptions announced and when ("what was sent when"): one row per notice,
 * event or alert the dispatcher found newly public, with how many mails went out for it. No
 * addresses. Administrators read it; nobody changes it (the dispatcher writes with overrideAccess).
 */
export const SubscriptionItems: CollectionConfig = {
  slug: 'subscription-items',
  labels: { singular: 'Announcement', plural: 'Announcements sent' },
  admin: {
    // Out of the menu (nobody changes it: src/collections/staff-nav.ts); administrators open it from the
    // dashboard's "Email subscribers" box.
    ...staffNav({ create: nobody, update: nobody }),
    group: 'Subscriptions',
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'institutions', 'seenAt', 'immediateSent', 'digestSent'],
    description:
      'Notices, events and alerts mailed to subscribers, with when they became public and how many mails went out. Subscribers’ addresses are never shown.',
  },
  access: {
    admin: noPanel,
    read: admins,
    create: nobody,
    update: nobody,
    delete: nobody,
    readVersions: nobody,
    unlock: nobody,
  },
  defaultSort: '-seenAt',
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, admin: { hidden: true } },
    { name: 'kind', type: 'select', required: true, options: ['notice', 'event', 'alert'] },
    { name: 'itemId', type: 'number', required: true },
    { name: 'title', type: 'text', required: true },
    {
      name: 'institutions',
      type: 'relationship',
      relationTo: 'institutions',
      hasMany: true,
      admin: { description: 'Empty: a society item.' },
    },
    {
      name: 'seenAt',
      label: 'Public since',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } },
    },
    { name: 'done', type: 'checkbox', defaultValue: false, index: true, admin: { hidden: true } },
    { name: 'immediateSent', label: 'Mails at once', type: 'number', defaultValue: 0 },
    { name: 'digestSent', label: 'In digests', type: 'number', defaultValue: 0 },
  ],
}
