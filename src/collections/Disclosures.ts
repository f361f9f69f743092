import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'

import { ACCESS } from '@/access/roles'
import { en } from '@/i18n/en'
import { relationId } from '@/lib/relation'
import { BOARDS, ITEMS, isBoard, itemSpec, rowChanged, type ItemKind, type ItemRow } from '@/lib/disclosure-items'

import { institutionField, linkField } from './fields'
import { staffNav } from './staff-nav'

/**
 * An institution's mandatory disclosure: one per institution. Its board decides which
 * items it holds (src/lib/disclosure-items.ts: CBSE Appendix IX, UGC self-disclosure, state board,
 * other boards' own list), each a row with a value, an address or a PDF with its dates, and the
 * date it last changed. The approved fees are a table of their own.
 */

const L = en.disclosures

type Sibling = { item?: string | null }
const kindIs = (kind: ItemKind) => (_: unknown, sibling: Sibling) => itemSpec(sibling?.item ?? '')?.kind === kind

/** Keeps each item's "last updated" date: set when what a visitor sees of the item changes. */
const stampUpdatedItems: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const before = new Map(((originalDoc?.items ?? []) as (ItemRow & { id?: string })[]).map((r) => [r.id, r]))
  const now = new Date().toISOString()
  if (Array.isArray(data.items)) {
    data.items = (data.items as (ItemRow & { id?: string })[]).map((row) => {
      const previous = row.id ? before.get(row.id) : undefined
      return rowChanged(previous, row)
        ? { ...row, updatedOn: now }
        : { ...row, updatedOn: previous?.updatedOn ?? row.updatedOn ?? now }
    })
  }
  return data
}

const itemFields: Field[] = [
  {
    name: 'item',
    type: 'select',
    required: true,
    options: ITEMS.map((i) => ({ value: i.key, label: L.items[i.key as keyof typeof L.items] })),
    // Only the items of the disclosure's board are offered, and saved (validate below).
    filterOptions: ({ data, options }) => {
      const board = (data as { board?: unknown })?.board
      return isBoard(board)
        ? options.filter((o) => itemSpec(typeof o === 'string' ? o : o.value)?.boards.includes(board))
        : options
    },
    validate: (value: unknown, { data }: { data: unknown }) => {
      const board = (data as { board?: unknown })?.board
      const spec = typeof value === 'string' ? itemSpec(value) : undefined
      if (!spec) return 'Choose the item.'
      return isBoard(board) && spec.boards.includes(board) ? true : 'This item does not belong to the chosen board.'
    },
  },
  {
    name: 'title',
    type: 'text',
    localized: true,
    maxLength: 200,
    admin: {
      condition: (_, sibling: Sibling) => sibling?.item === 'custom',
      description: "The item's title (other boards' items).",
    },
    validate: (value: unknown, { siblingData }: { siblingData: Sibling }) =>
      siblingData?.item !== 'custom' || value ? true : 'Give the item a title.',
  },
  { name: 'value', type: 'textarea', localized: true, maxLength: 4000, admin: { condition: kindIs('text') } },
  { ...linkField('link', 'Address', false), admin: { condition: kindIs('link') } },
  {
    name: 'document',
    label: 'Document (PDF)',
    type: 'upload',
    relationTo: 'media',
    filterOptions: { mimeType: { equals: 'application/pdf' } },
    admin: { condition: kindIs('document') },
  },
  {
    type: 'row',
    fields: [
      {
        name: 'issuedOn',
        label: 'Issued on',
        type: 'date',
        admin: { condition: kindIs('document'), date: { pickerAppearance: 'dayOnly' } },
      },
      {
        name: 'expiresOn',
        label: 'Valid until',
        type: 'date',
        index: true,
        admin: {
          condition: kindIs('document'),
          date: { pickerAppearance: 'dayOnly' },
          description: 'Leave empty if it does not expire.',
        },
      },
    ],
  },
  {
    name: 'updatedOn',
    label: 'Last updated',
    type: 'date',
    admin: { readOnly: true, description: 'Set when the item changes.' },
  },
]

export const Disclosures: CollectionConfig = {
  slug: 'disclosures',
  labels: { singular: 'Mandatory disclosure', plural: 'Mandatory disclosures' },
  admin: {
    useAsTitle: 'heading',
    defaultColumns: ['institution', 'board', 'updatedAt', '_status'],
    group: 'Institutions',
    ...staffNav(ACCESS.institutionContent),
  },
  access: ACCESS.institutionContent,
  versions: { drafts: true, maxPerDoc: 10 },
  defaultSort: 'institution',
  hooks: { beforeChange: [stampUpdatedItems] },
  fields: [
    {
      name: 'heading',
      type: 'text',
      admin: { hidden: true },
      // The list's and dashboard's title: the institution's name.
      hooks: {
        beforeChange: [
          async ({ data, req }) => {
            const id = relationId((data as { institution?: unknown })?.institution)
            const inst = id
              ? await req.payload.findByID({
                  collection: 'institutions',
                  id,
                  depth: 0,
                  draft: true,
                  disableErrors: true,
                  select: { name: true },
                  req,
                })
              : null
            return `Mandatory disclosure: ${inst?.name ?? id ?? ''}`
          },
        ],
      },
    },
    { ...institutionField(), unique: true },
    {
      name: 'board',
      type: 'select',
      required: true,
      defaultValue: 'cbse',
      options: BOARDS.map((b) => ({ value: b, label: L.boards[b] })),
      admin: { position: 'sidebar', description: 'Decides which items the disclosure lists.' },
    },
    {
      name: 'items',
      type: 'array',
      labels: { singular: 'Item', plural: 'Items' },
      fields: itemFields,
      // Folded, each row named by its item and what it holds: the 31 rows read as a checklist.
      admin: {
        initCollapsed: true,
        components: { RowLabel: '/components/admin/DisclosureItemRowLabel#DisclosureItemRowLabel' },
      },
    },
    {
      name: 'fees',
      label: 'Approved fee structure (earlier entries)',
      type: 'array',
      labels: { singular: 'Fee', plural: 'Fees' },
      // Fees are entered in the institution's Fees section, which the disclosure page shows. A table
      // entered here before is shown on the page only while that section is empty
      // (src/components/DisclosureView.tsx), and is not searched (src/search/sources.ts).
      admin: {
        description:
          'Not shown on the site while the institution’s Fees section holds fees (Institutions → the institution → Fees): the disclosure shows that section instead. This table only keeps what was entered here before; once the Fees section holds the fees, empty it.',
        condition: (data) =>
          Array.isArray((data as { fees?: unknown })?.fees) && (data as { fees: unknown[] }).fees.length > 0,
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'standard',
              label: 'Standard or course',
              type: 'text',
              required: true,
              localized: true,
              maxLength: 120,
            },
            { name: 'amount', label: 'Fee (₹ a year)', type: 'number', required: true, min: 0 },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'approvalRef', label: 'Approval reference', type: 'text', required: true, maxLength: 200 },
            {
              name: 'approvalDate',
              label: 'Approved on',
              type: 'date',
              required: true,
              admin: { date: { pickerAppearance: 'dayOnly' } },
            },
          ],
        },
        { name: 'note', type: 'text', localized: true, maxLength: 300 },
      ],
    },
  ],
}
