import type { Field, FieldHook, GroupField } from 'payload'

import { fieldErrors } from '@/lib/errors'
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

type FeesValue =
  | {
      rows?: { period?: string | null; amount?: number | null }[] | null
      approvedOn?: string | null
      approvalStays?: boolean | null
    }
  | null
  | undefined

/** The amounts charged, as compared: each row's period and amount (its texts are not the fee). */
const charged = (fees: FeesValue) => JSON.stringify((fees?.rows ?? []).map((r) => [r.period ?? null, r.amount ?? null]))
const day = (date: string | null | undefined) => (date ? date.slice(0, 10) : null)

export const FEES_APPROVAL_QUESTION =
  'The fees changed: were the new fees approved on another date? Enter that date under “Approved on”, or tick “The approval date stays” if the date shown is still right.'

/**
 * A fee changed (an amount, a period, a row added or removed) while "Approved on" kept its date:
 * the save asks whether that date still holds, unless "The approval date stays" is ticked (a box
 * that is never stored, so the next change asks again). A date left empty asks nothing.
 */
export const askApprovalDate: FieldHook = ({ value, originalDoc, operation }) => {
  const now = value as FeesValue
  const before = (originalDoc as { fees?: FeesValue } | undefined)?.fees
  if (operation !== 'update' || !before || now?.approvalStays) return value
  // What a save leaves out (a partial PATCH) stays as it was.
  const rows = now?.rows === undefined ? before.rows : now.rows
  const date = now?.approvedOn === undefined ? before.approvedOn : now.approvedOn
  if (charged({ rows }) !== charged(before) && day(date) !== null && day(date) === day(before.approvedOn)) {
    throw fieldErrors('institutions', [{ path: 'fees.approvedOn', message: FEES_APPROVAL_QUESTION }])
  }
  return value
}

export const feesField: GroupField = {
  name: 'fees',
  label: 'Fee structure',
  type: 'group',
  admin: {
    description:
      'The fees parents pay, as approved. This is the only place fees are entered: the mandatory disclosure shows this table and links to this section.',
  },
  hooks: { beforeChange: [askApprovalDate] },
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
      name: 'approvalStays',
      label: 'The approval date stays',
      type: 'checkbox',
      // Asked again at every change of a fee: never stored.
      virtual: true,
      admin: {
        // Payload makes a virtual field read-only in the admin unless told otherwise.
        readOnly: false,
        description:
          'Tick when you change a fee and the date under “Approved on” is still the date the fees were approved.',
      },
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
