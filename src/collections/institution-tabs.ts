import type { Field, JoinField, Tab } from 'payload'

import { en } from '@/i18n/en'
import { SECTION_REGISTRY, type SectionDef } from '@/lib/institution-sections'

import { admissionDetailsField, feesField } from './institution-details'
import { imageField, pdfSectionField, photoSectionField, richSectionField, text } from './fields'

/**
 * The institution's CMS tabs, one per section of its page, in the page's order and under the label
 * visitors see in its menu (src/lib/institution-sections.ts): an editor who wants to change "Past
 * Results" opens the tab "Past Results". A section held in another collection shows its rows through
 * a join, where they can be added and opened.
 */
export const sectionTabs = (): Tab[] =>
  SECTION_REGISTRY.map((def) => ({ label: en.institutions.sections[def.slug], fields: sectionFields(def) }))

const strengthField: Field = {
  name: 'strength',
  label: 'School strength',
  type: 'array',
  labels: { singular: 'Standard', plural: 'Standards' },
  fields: [
    {
      type: 'row',
      fields: [
        text('standard', { required: true, max: 60 }),
        { name: 'boys', type: 'number', required: true, min: 0, max: 100000 },
        { name: 'girls', type: 'number', required: true, min: 0, max: 100000 },
      ],
    },
  ],
}

const principalField = (label: string): Field => ({
  name: 'principal',
  label,
  type: 'group',
  fields: [
    text('name', { max: 200 }),
    text('designation', { max: 200 }),
    text('education', { max: 300 }),
    { name: 'info', type: 'textarea', maxLength: 4000, localized: true },
    imageField('photo', 'Photo'),
  ],
})

const join = (
  name: string,
  collection: JoinField['collection'],
  description: string,
  extra: Partial<JoinField> = {},
): JoinField => ({
  name,
  type: 'join',
  collection,
  on: 'institution',
  defaultLimit: 20,
  admin: { description },
  ...extra,
})

function sectionFields(def: SectionDef): Field[] {
  const label = en.institutions.sections[def.slug as keyof typeof en.institutions.sections]
  switch (def.kind) {
    case 'overview':
      return [richSectionField(def.field, label), strengthField]
    case 'rich':
      return [richSectionField(def.field, label)]
    case 'admission':
      return [richSectionField(def.field, label), admissionDetailsField]
    case 'fees':
      return [feesField]
    case 'pdf':
      return [pdfSectionField(def.field, label)]
    case 'photos':
      return [photoSectionField(def.field, label)]
    case 'principal':
      return [principalField(label)]
    case 'achievements':
      return [
        join(
          `${def.by}Achievements`,
          def.collection,
          `The ${def.by}s’ achievements of this institution. Add them here or in Achievements.`,
          {
            label,
            where: { by: { equals: def.by } },
          },
        ),
      ]
    case 'gallery':
      return [
        join(
          'galleryImages',
          def.collection,
          'Gallery images of this institution. Add them here or in Gallery images.',
          { label: 'Gallery images' },
        ),
      ]
    case 'disclosure':
      return [
        join(
          'disclosure',
          def.collection,
          'The mandatory disclosure of this institution: one document, kept in Disclosures.',
          { label, defaultLimit: 1 },
        ),
      ]
    case 'committees':
      // In the order they were added: the institution's own index (institution_id, then id) serves it without a sort.
      return [
        join('committees', def.collection, 'Committees of this institution. Add them here or in Committees.', {
          label,
          defaultSort: 'id',
        }),
      ]
    case 'downloads':
      // In the school's order, as the page shows them.
      return [
        join(
          'downloads',
          def.collection,
          'Forms and documents of this institution, in the order the page shows them. Add them here or in Downloads.',
          { label, defaultSort: 'order' },
        ),
      ]
    case 'directory':
      return [
        join(
          'staffMembers',
          def.collection,
          'The staff directory of this institution: the head, teachers or faculty and other staff, in the order the page shows them. Add people here or in Staff directory.',
          { label, defaultSort: 'order', defaultLimit: 50 },
        ),
      ]
    case 'notices':
      // Newest first by id: the institution's own index (institution_id, then id) serves it without a sort.
      return [
        join(
          'notices',
          def.collection,
          'Notices of this institution, the newest added first. Add them here or in Notices.',
          { label, defaultSort: '-id' },
        ),
      ]
  }
}
