import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook, CollectionConfig } from 'payload'

import { ACCESS } from '@/access/roles'

import { academicYearField, institutionField, text } from '@/collections/fields'
import { staffNav } from '@/collections/staff-nav'

/**
 * Publishing an album publishes its photos, with the album's academic year and institution: they
 * are gallery images (`album` set), so the public gallery and /api/v1 keep their shapes. Photos
 * saved since as drafts (captions, order edited in the album's grid) go live with it. Unpublishing
 * the album hides them at once (src/content/gallery.ts shows a photo of an album only while the
 * album is published).
 */
const publishPhotos: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  if (doc._status !== 'published' || context.albumPhotosDone) return doc
  const { docs } = await req.payload.find({
    collection: 'gallery-images',
    where: { album: { equals: doc.id } },
    draft: true,
    pagination: false,
    depth: 0,
    req,
  })
  const institution =
    doc.institution && typeof doc.institution === 'object' ? doc.institution.id : (doc.institution ?? null)
  for (const photo of docs) {
    // The editor who may publish the album may publish its photos: same institution, checked on the album.
    await req.payload.update({
      collection: 'gallery-images',
      id: photo.id,
      data: { _status: 'published', academicYear: doc.academicYear, institution },
      draft: false,
      depth: 0,
      req,
      context: { ...context, albumPhotosDone: true },
    })
  }
  return doc
}

/** Deleting an album deletes its photos from the gallery (the files stay in the media library). */
const deletePhotos: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'gallery-images', where: { album: { equals: id } }, req })
}

/** A photo album: many gallery photos of one event, dropped in at once and published together. */
export const Albums: CollectionConfig = {
  slug: 'albums',
  labels: { singular: 'Album', plural: 'Albums' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', 'academicYear', 'institution', '_status'],
    group: 'Institutions',
    ...staffNav(ACCESS.institutionContent),
    description:
      'Create the album, save it, then drop up to 200 photos into it. Edit captions and order in the grid; Publish publishes the album and all its photos.',
  },
  access: ACCESS.institutionContent,
  // Drafts are validated like every collection's (payload.config.ts withValidatedDrafts).
  versions: { drafts: true, maxPerDoc: 10 },
  defaultSort: '-date',
  // The public read (src/content/gallery.ts): published albums, newest first.
  indexes: [{ fields: ['_status', 'date'] }],
  hooks: {
    afterChange: [publishPhotos],
    beforeDelete: [deletePhotos],
  },
  fields: [
    text('title', { required: true, max: 200 }),
    {
      name: 'date',
      type: 'date',
      required: true,
      defaultValue: () => new Date().toISOString(),
      admin: { date: { pickerAppearance: 'dayOnly' }, position: 'sidebar', description: 'The day of the event.' },
    },
    academicYearField(),
    institutionField({ required: false, description: 'Leave empty for the society’s album (administrators only).' }),
    {
      name: 'photos',
      type: 'ui',
      admin: { components: { Field: '/albums/admin/AlbumPhotos#AlbumPhotos' } },
    },
  ],
}
