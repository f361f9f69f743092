import type { CollectionConfig } from 'payload'

import { ACCESS, hiddenUnless } from '@/access/roles'

import { imageField, orderField, pdfSectionField, photoSectionField, richSectionField, text } from './fields'

/**
 * An institution and everything that is only its own: the 15 sections of its page are tabs of this
 * one document, so an editor finds all of an institution's page in one place. Content that is also
 * listed across institutions (achievements, gallery images, portal links) lives in its own
 * collection with an institution field, shown here through join fields.
 */
export const Institutions: CollectionConfig = {
  slug: 'institutions',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'kind', 'medium', 'order', '_status'], group: 'Institutions', hidden: hiddenUnless('admin', 'editor') },
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
          ],
        },
        { label: 'School information', fields: [richSectionField('schoolInfo', 'School information')] },
        {
          label: 'Strength and results',
          fields: [
            {
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
            },
            pdfSectionField('pastResults', 'Past results'),
          ],
        },
        {
          label: 'HM / Principal',
          fields: [
            {
              name: 'principal',
              label: 'HM / Principal',
              type: 'group',
              fields: [
                text('name', { max: 200 }),
                text('designation', { max: 200 }),
                text('education', { max: 300 }),
                { name: 'info', type: 'textarea', maxLength: 4000, localized: true },
                imageField('photo', 'Photo'),
              ],
            },
          ],
        },
        { label: 'PTA members', fields: [pdfSectionField('ptaMembers', 'PTA members')] },
        { label: 'Contact', fields: [richSectionField('contact', 'Contact information')] },
        { label: 'Academic calendar', fields: [pdfSectionField('academicCalendar', 'Academic calendar')] },
        { label: 'Scholarships', fields: [richSectionField('scholarships', 'Scholarships')] },
        {
          label: 'Activities',
          fields: [richSectionField('activities', 'Activities offered'), richSectionField('otherActivities', 'Other activities')],
        },
        {
          label: 'Infrastructure and facilities',
          fields: [photoSectionField('infrastructure', 'Infrastructure offered'), photoSectionField('facilities', 'Facilities offered')],
        },
        { label: 'Admission', fields: [richSectionField('admissionInfo', 'Admission information')] },
        {
          label: 'Achievements and gallery',
          description: 'Achievements, gallery images and portal links of this institution. Add them here or in their own lists.',
          fields: [
            { name: 'achievements', type: 'join', collection: 'achievements', on: 'institution', defaultLimit: 20 },
            { name: 'galleryImages', label: 'Gallery images', type: 'join', collection: 'gallery-images', on: 'institution', defaultLimit: 20 },
            { name: 'portalLinks', label: 'Portal links', type: 'join', collection: 'portal-links', on: 'institution' },
          ],
        },
      ],
    },
    orderField(),
  ],
}
