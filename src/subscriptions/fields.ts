import type { UIField } from 'payload'

/** The sidebar box of a notice or an event with the report of its mails to subscribers. */
export const mailReportField = (): UIField => ({
  name: 'mailReport',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '/subscriptions/admin/DeliveryReport#ItemMailReport' } },
})
