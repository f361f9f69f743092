import type { CollectionConfig } from 'payload'

import { ACCESS } from '@/access/roles'
import { EVENT_CATEGORIES, eventTimesProblem } from '@/lib/events'
import { mailReportField } from '@/subscriptions/fields'

import { institutionField, pdfField, text } from './fields'
import { staffNav } from './staff-nav'

/** Labels of the categories in the admin (visitors read them from src/i18n). */
const CATEGORY_LABELS: Record<(typeof EVENT_CATEGORIES)[number], string> = {
  examination: 'Examination',
  holiday: 'Holiday',
  'pta-meeting': 'PTA meeting',
  admission: 'Admission',
  cultural: 'Cultural',
  sports: 'Sports',
}

type Times = { allDay?: boolean | null; start?: string | null; end?: string | null }

/**
 * An event of the calendar (/events, the iCalendar feeds, the home page's next three): society-wide
 * or of one institution, owned and scoped like achievements and albums. Times are entered and shown
 * as Indian time (src/lib/events.ts).
 */
export const Events: CollectionConfig = {
  slug: 'events',
  labels: { singular: 'Event', plural: 'Events' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'start', 'category', 'institution', '_status'],
    group: 'Institutions',
    ...staffNav(ACCESS.institutionContent),
    description: 'Events of the calendar on /events and in the calendar feeds. Only published events are shown.',
  },
  access: ACCESS.institutionContent,
  versions: { drafts: true, maxPerDoc: 10 },
  defaultSort: '-start',
  // The public lists read published events by their start (tests/integration/query-plans.test.ts).
  indexes: [{ fields: ['_status', 'start'] }],
  fields: [
    text('title', { required: true, max: 200 }),
    {
      name: 'category',
      type: 'select',
      required: true,
      index: true,
      options: EVENT_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'allDay',
      label: 'All day',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: 'A whole day or days (a holiday, an examination period): the times below are then ignored.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'start',
          label: 'Starts (first day)',
          type: 'date',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } },
        },
        {
          name: 'end',
          label: 'Ends (last day)',
          type: 'date',
          admin: {
            date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' },
            description: 'Optional. For an all-day event, the last day it covers.',
          },
          validate: (value: unknown, { siblingData }: { siblingData: Times }) =>
            eventTimesProblem({
              allDay: siblingData?.allDay,
              start: siblingData?.start,
              end: value as string | null,
            }) ?? true,
        },
      ],
    },
    text('place', { max: 200 }),
    institutionField({ required: false, description: 'Leave empty for a society-wide event (administrators only).' }),
    { name: 'description', type: 'richText', localized: true },
    pdfField('file', 'Document (PDF)'),
    mailReportField(),
  ],
}
