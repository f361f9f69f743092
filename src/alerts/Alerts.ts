import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook, CollectionConfig, PayloadRequest } from 'payload'

import { ACCESS, assignedInstitutions, hasRole, mayUseInstitutions, staffField } from '@/access/roles'
import { ALERT_LEVELS, alertWindowProblem } from '@/alerts/rules'
import { publicError } from '@/lib/errors'
import { relationIds } from '@/lib/relation'

import { ALERT_STATES, confirmAlert, onlyByConfirming } from './confirm'
import { changedByField, linkField, text } from '@/collections/fields'
import { staffNav } from '@/collections/staff-nav'

const FOREIGN_ALERT =
  'This alert also concerns institutions that are not assigned to you: ask a society administrator to change it.'

/**
 * Editors may change only alerts whose institutions are all theirs. Access lets them reach alerts
 * that share one of their institutions (a query cannot say "all"); this refuses the rest, before
 * a change or a delete, on the alert as stored.
 */
function refuseForeignAlert(req: PayloadRequest, stored: { institutions?: unknown } | undefined) {
  if (!req.user || hasRole(req.user, 'admin') || !stored) return
  if (!mayUseInstitutions(req.user, relationIds(stored.institutions))) throw publicError(FOREIGN_ALERT, 403)
}

const guardChange: CollectionBeforeChangeHook = ({ req, operation, originalDoc, data }) => {
  if (operation === 'update') refuseForeignAlert(req, originalDoc)
  return data
}

const guardDelete: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const stored = await req.payload.findByID({ collection: 'alerts', id, depth: 0, req, overrideAccess: true })
  refuseForeignAlert(req, stored)
}

/**
 * An alert: a short message at the top of the pages it concerns (the whole society, or chosen
 * institutions), from its start to its end time, when schools close at short notice. Saving keeps
 * it a draft; once both texts are written, "Review and send" shows whom it mails and the texts, and
 * confirming it (src/alerts/confirm.ts) publishes it: the site shows it within a second
 * of its start, the subscribers are mailed from then, and it leaves the site at its end by itself
 * (src/alerts/rules.ts, src/components/AlertBar.tsx).
 */
export const Alerts: CollectionConfig = {
  slug: 'alerts',
  labels: { singular: 'Alert', plural: 'Alerts' },
  admin: {
    useAsTitle: 'message',
    defaultColumns: ['message', 'state', 'level', 'startsAt', 'endsAt', 'institutions'],
    group: 'Society',
    ...staffNav(ACCESS.alerts),
    description:
      'A short message shown at the top of the site from its start to its end time (a closure, a change of timings). Saving keeps it as a draft: nobody sees it and nobody is mailed. Write the English and the Marathi text (switch the language at the top), save, then press “Review and send” in the sidebar: it shows whom it mails, in which languages, and both texts; confirm there, and it is on the site and mailed at once from its start. Leave the institutions empty to show it on every page and mail every subscriber (administrators only).',
  },
  access: ACCESS.alerts,
  defaultSort: '-startsAt',
  hooks: { beforeChange: [guardChange], beforeDelete: [guardDelete] },
  endpoints: [confirmAlert],
  fields: [
    {
      ...text('message', { required: true, max: 200 }),
      admin: { description: 'One or two sentences, at most 200 characters.' },
    } as ReturnType<typeof text>,
    { ...linkField('link', 'Link', false), admin: { description: 'Optional: the circular or page with the details.' } },
    {
      name: 'level',
      type: 'radio',
      required: true,
      defaultValue: 'information',
      options: [
        { label: 'Information (visitors can dismiss it)', value: 'information' },
        { label: 'Emergency (announced at once; cannot be dismissed)', value: 'emergency' },
      ] satisfies { label: string; value: (typeof ALERT_LEVELS)[number] }[],
    },
    {
      name: 'startsAt',
      label: 'Starts',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } },
    },
    {
      name: 'endsAt',
      label: 'Ends',
      type: 'date',
      required: true,
      index: true,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' },
        description: 'It leaves the site by itself at this time.',
      },
      validate: (value: unknown, { siblingData }: { siblingData: { startsAt?: unknown } }) =>
        value ? (alertWindowProblem(siblingData?.startsAt, value) ?? true) : 'Enter when the alert ends.',
    },
    {
      name: 'institutions',
      type: 'relationship',
      relationTo: 'institutions',
      hasMany: true,
      index: true,
      admin: { position: 'sidebar', description: 'Empty: every page of the site (administrators only).' },
      filterOptions: ({ user }) => (hasRole(user, 'admin') ? true : { id: { in: assignedInstitutions(user) } }),
      validate: (value: unknown, { req }: { req: PayloadRequest }) => {
        // Without a user this is the server itself (seed, tests' setup); staff saves carry one.
        if (!req.user) return true
        const ids = relationIds(value)
        if (mayUseInstitutions(req.user, ids)) return true
        return ids.length
          ? 'You can only publish alerts for the institutions assigned to you.'
          : 'Choose one or more of your institutions.'
      },
    },
    {
      name: 'state',
      type: 'select',
      required: true,
      // No index of its own: two values, and the live alerts are found by their end (ends_at's
      // index, in start order); an index here made SQLite sort them after the look-up.
      defaultValue: 'draft',
      options: [
        { label: 'Draft (not shown, not mailed)', value: 'draft' },
        { label: 'Confirmed (shown and mailed from its start)', value: 'confirmed' },
      ] satisfies { label: string; value: (typeof ALERT_STATES)[number] }[],
      access: { create: onlyByConfirming, update: onlyByConfirming },
      admin: { position: 'sidebar', readOnly: true, description: 'Changed only by “Review and send” below.' },
    },
    {
      name: 'confirmedAt',
      label: 'Confirmed at',
      type: 'date',
      access: { create: onlyByConfirming, update: onlyByConfirming },
      admin: {
        position: 'sidebar',
        readOnly: true,
        condition: (data) => Boolean(data?.confirmedAt),
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' },
      },
    },
    {
      name: 'confirmedBy',
      label: 'Confirmed by',
      type: 'relationship',
      relationTo: 'users',
      access: { read: staffField, create: onlyByConfirming, update: onlyByConfirming },
      admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.confirmedBy) },
    },
    {
      name: 'mailPanel',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/alerts/admin/AlertMailPanel#AlertMailPanel' } },
    },
    changedByField(),
  ],
}
