import type { CollectionConfig } from 'payload'

import { ACCESS } from '@/access/roles'

import { imageField, orderField, text } from './fields'
import { finderFields } from './institution-details'
import { sectionTabs } from './institution-tabs'
import { staffNav } from './staff-nav'

/**
 * An institution and everything that is only its own: after its basics, one tab per section of its
 * page, derived from the section registry (src/collections/institution-tabs.ts), so an editor finds
 * all of an institution's page in one place. Content that is also listed across institutions
 * (achievements, gallery images, disclosures, committees, portal links) lives in its own collection
 * with an institution field, shown here through join fields.
 */
export const Institutions: CollectionConfig = {
  slug: 'institutions',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'medium', 'order', '_status'],
    group: 'Institutions',
    ...staffNav(ACCESS.institutions),
  },
  access: ACCESS.institutions,
  versions: { drafts: true, maxPerDoc: 25 },
  defaultSort: 'order',
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Basics',
          fields: [
            text('name', { required: true, max: 200 }),
            { name: 'address', type: 'textarea', required: true, maxLength: 500, localized: true },
            imageField('logo', 'Logo'),
            {
              type: 'row',
              fields: [
                {
                  name: 'kind',
                  type: 'select',
                  required: true,
                  defaultValue: 'school',
                  options: [
                    { value: 'pre-primary', label: 'Pre-primary school' },
                    { value: 'school', label: 'School' },
                    { value: 'junior-college', label: 'Junior college' },
                    { value: 'degree-college', label: 'Degree college' },
                  ],
                },
                {
                  name: 'medium',
                  type: 'select',
                  required: true,
                  defaultValue: 'english',
                  options: [
                    { value: 'english', label: 'English medium' },
                    { value: 'marathi', label: 'Marathi medium' },
                    { value: 'semi-english', label: 'Semi-English' },
                  ],
                },
              ],
            },
            ...finderFields,
            {
              name: 'portalLinks',
              label: 'Portal links',
              type: 'join',
              collection: 'portal-links',
              on: 'institution',
              admin: { description: 'The admission and student-login portals of this institution.' },
            },
          ],
        },
        ...sectionTabs(),
      ],
    },
    orderField(),
  ],
}
