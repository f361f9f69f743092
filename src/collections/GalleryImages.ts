import { ValidationError, type CollectionBeforeValidateHook, type CollectionConfig } from 'payload'

import { ACCESS, hiddenUnless } from '@/access/roles'

import { academicYearField, imageField, institutionField, orderField, text } from './fields'

/**
 * A photo dropped into an album takes the album's academic year and institution, and only an album
 * the user may change can be chosen (an editor's own institutions; a society album is the
 * administrators'). Runs before validation, so the institution field's own rule checks the result.
 */
const followAlbum: CollectionBeforeValidateHook = async ({ data, req }) => {
  const albumId = data?.album && typeof data.album === 'object' ? (data.album as { id: number }).id : data?.album
  if (!data || !albumId) return data
  const refuse = () => {
    throw new ValidationError({ collection: 'gallery-images', errors: [{ path: 'album', message: 'Choose one of your albums.' }] })
  }
  const album = await req.payload
    .findByID({ collection: 'albums', id: albumId as number, draft: true, depth: 0, req, overrideAccess: !req.user, user: req.user, disableErrors: true })
    .catch(() => null)
  // An editor reads exactly the albums they may change (access/roles.ts publishedOrOwnInstitutions).
  if (!album) refuse()
  const institution = album!.institution && typeof album!.institution === 'object' ? album!.institution.id : (album!.institution ?? null)
  return { ...data, academicYear: album!.academicYear, institution }
}

/** A gallery photo of an academic year: of an institution, or of the society (no institution). */
export const GalleryImages: CollectionConfig = {
  slug: 'gallery-images',
  admin: { useAsTitle: 'caption', defaultColumns: ['caption', 'academicYear', 'institution', '_status'], group: 'Institutions', hidden: hiddenUnless('admin', 'editor') },
  access: ACCESS.institutionContent,
  versions: { drafts: true, maxPerDoc: 5 },
  defaultSort: 'order',
  // The public reads (src/content/gallery.ts): published, by year then order; of one institution (or none).
  indexes: [
    { fields: ['_status', 'academicYear', 'order'] },
    { fields: ['_status', 'institution', 'academicYear', 'order'] },
    // The institution's join field (its page in the admin; institutions read at depth 1): newest first.
    { fields: ['institution', 'createdAt'] },
  ],
  hooks: { beforeValidate: [followAlbum] },
  fields: [
    imageField('image', 'Image', true),
    text('caption', { max: 300 }),
    academicYearField(),
    institutionField({ required: false, description: 'Leave empty for the society’s general gallery.' }),
    orderField(),
    {
      name: 'album',
      type: 'relationship',
      relationTo: 'albums',
      index: true,
      admin: { position: 'sidebar', description: 'The album this photo was dropped into: its year and institution apply, and it is shown while the album is published.' },
    },
  ],
}
