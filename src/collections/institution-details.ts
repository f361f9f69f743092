import type { Field, GroupField } from 'payload'

import { isHttpUrl } from '@/lib/urls'
import { LEVELS, MEDIUMS, SCHOOL_BOARDS } from '@/lib/institution-finder'

/**
 * The structured parts of an institution that its own editor keeps (the institution's
 * access rules apply: an editor changes only the institutions assigned to them): the fee structure
 * (the Fees section), the admission facts beside the Admission section's blocks, and the facts
 * /institutions filters by and the page shows under the name (level, board, area, office hours, phone).
 */

export const FEE_PERIODS = ['term', 'year', 'one-time'] as const
export type FeePeriod = (typeof FEE_PERIODS)[number]

const dayOnly = { date: { pickerAppearance: 'dayOnly' as const, displayFormat: 'dd/MM/yyyy' } }

/** A payment or enquiry address: an absolute http(s) address only (checked on the server with every save). */
export const validateHttpLink = (value: unknown): true | string => {
  if (value === null || value === undefined || value === '') return true
  return typeof value === 'string' && isHttpUrl(value) ? true : 'Enter an address starting with https:// (or http://).'
}

export const feesField: GroupField = {
  name: 'fees',
  label: 'Fee structure',
  type: 'group',
  admin: {
    description:
      'The fees parents pay, as approved. This is the only place fees are entered: the mandatory disclosure links to this section.',
  },
  fields: [
    {
      name: 'rows',
      label: 'Fees',
      type: 'array',
      labels: { singular: 'Fee', plural: 'Fees' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'course', label: 'Class or course', type: 'text', required: true, localized: true, maxLength: 120 },
            {
              name: 'period',
              type: 'select',
              required: true,
              defaultValue: 'year',
              options: [
                { value: 'term', label: 'Per term' },
                { value: 'year', label: 'Per year' },
                { value: 'one-time', label: 'One-time' },
              ],
            },
            { name: 'amount', label: 'Amount (₹)', type: 'number', required: true, min: 0, max: 100000000 },
          ],
        },
        { name: 'covers', label: 'What it covers', type: 'text', localized: true, maxLength: 300 },
      ],
    },
    { name: 'concessions', label: 'Concessions and scholarships', type: 'textarea', localized: true, maxLength: 4000 },
    { name: 'refunds', label: 'Refund rules', type: 'textarea', localized: true, maxLength: 4000 },
    {
      type: 'row',
      fields: [
        {
          name: 'approvedBy',
          label: 'Approved by',
          type: 'text',
          localized: true,
          maxLength: 200,
          admin: { description: 'E.g. the Fee Regulating Authority or the school’s PTA executive committee.' },
        },
        { name: 'approvedOn', label: 'Approved on', type: 'date', admin: dayOnly },
      ],
    },
    {
      name: 'link',
      label: 'Payment or enquiry link',
      type: 'text',
      maxLength: 500,
      validate: validateHttpLink,
      admin: { description: 'Optional: the school’s fee payment or enquiry page (https://…).' },
    },
  ],
}

export const admissionDetailsField: GroupField = {
  name: 'admission',
  label: 'Admission facts',
  type: 'group',
  admin: {
    description: 'Shown on the Admission Information section beside the blocks above and the admission portal link.',
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'opensOn', label: 'Admissions open on', type: 'date', admin: dayOnly },
        { name: 'closesOn', label: 'Last date', type: 'date', admin: dayOnly },
      ],
    },
    {
      name: 'seats',
      type: 'array',
      labels: { singular: 'Class or course', plural: 'Seats' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'course', label: 'Class or course', type: 'text', required: true, localized: true, maxLength: 120 },
            { name: 'seats', type: 'number', required: true, min: 0, max: 100000 },
          ],
        },
      ],
    },
    { name: 'eligibility', type: 'textarea', localized: true, maxLength: 4000 },
    {
      name: 'documents',
      label: 'Documents to bring',
      type: 'textarea',
      localized: true,
      maxLength: 4000,
      admin: { description: 'One document per line.' },
    },
    {
      name: 'faq',
      label: 'Questions parents ask',
      type: 'array',
      labels: { singular: 'Question', plural: 'Questions' },
      fields: [
        { name: 'question', type: 'text', required: true, localized: true, maxLength: 300 },
        { name: 'answer', type: 'textarea', required: true, localized: true, maxLength: 2000 },
      ],
    },
  ],
}

const LEVEL_LABELS: Record<(typeof LEVELS)[number], string> = {
  primary: 'Primary',
  secondary: 'Secondary',
  'junior-college': 'Junior college',
  'degree-college': 'Degree college',
  other: 'Other',
}
const BOARD_LABELS: Record<(typeof SCHOOL_BOARDS)[number], string> = {
  state: 'Maharashtra State Board',
  cbse: 'CBSE',
  icse: 'ICSE',
  university: 'University of Mumbai',
  other: 'Other',
}

/** What /institutions filters by and the institution's page shows under its name. */
export const finderFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'levels',
        type: 'select',
        hasMany: true,
        options: LEVELS.map((value) => ({ value, label: LEVEL_LABELS[value] })),
        admin: { description: 'Every level it teaches (parents filter by it on the Institutions page).' },
      },
      { name: 'board', type: 'select', options: SCHOOL_BOARDS.map((value) => ({ value, label: BOARD_LABELS[value] })) },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'area',
        type: 'text',
        localized: true,
        maxLength: 80,
        admin: { description: 'The locality, e.g. Dadar (one spelling for all institutions there).' },
      },
      { name: 'officeHours', label: 'Office hours', type: 'text', localized: true, maxLength: 200 },
      {
        name: 'phone',
        type: 'text',
        maxLength: 40,
        validate: (value: unknown) =>
          value === null ||
          value === undefined ||
          value === '' ||
          (typeof value === 'string' && /^\+?[\d\s()-]{6,30}$/.test(value.trim()))
            ? true
            : 'Enter a telephone number: digits, spaces, ( ) and - only, optionally starting with +.',
      },
    ],
  },
]

export const MEDIUM_VALUES = MEDIUMS
