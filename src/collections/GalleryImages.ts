import { ValidationError, type CollectionBeforeValidateHook, type CollectionConfig } from 'payload'

import { ACCESS } from '@/access/roles'
import { notAPhotoProblem } from '@/lib/album-photos'

import { academicYearField, imageField, institutionField, orderField, text } from './fields'
import { staffNav } from './staff-nav'

/**
 * A photo dropped into an album takes the album's academic year and institution, and only an album
 * the user may change can be chosen (an editor's own institutions; a society album is the
 * administrators'). Runs before validation, so the institution field's own rule checks the result.
 */
const followAlbum: CollectionBeforeValidateHook = async ({ data, req }) => {
  const albumId = data?.album && typeof data.album === 'object' ? (data.album as { id: number }).id : data?.album
  if (!data || !albumId) return data
  const refuse = () => {
    throw new ValidationError({
      collection: 'gallery-images',
      errors: [{ path: 'album', message: 'Choose one of your albums.' }],
    })
  }
  const album = await req.payload
    .findByID({
      collection: 'albums',
      id: albumId as number,
      draft: true,
      depth: 0,
      req,
      overrideAccess: !req.user,
      user: req.user,
      disableErrors: true,
    })
    .catch(() => null)
  // An editor reads exactly the albums they may change (access/roles.ts publishedOrOwnInstitutions).
  if (!album) refuse()
  const institution =
    album!.institution && typeof album!.institution === 'object' ? album!.institution.id : (album!.institution ?? null)
  return { ...data, academicYear: album!.academicYear, institution }
}

/**
 * Only a photo may be a gallery image: a PDF chosen (or dropped into an album) is refused with a
 * sentence, not with the relationship's "invalid selections: 232" (the image field's filterOptions
 * still stands behind this).
 */
const photosOnly: CollectionBeforeValidateHook = async ({ data, req }) => {
  const imageId = data?.image && typeof data.image === 'object' ? (data.image as { id: number }).id : data?.image
  if (!imageId) return data
  const media = await req.payload
    .findByID({ collection: 'media', id: imageId as number, depth: 0, req, disableErrors: true })
    .catch(() => null)
  // A missing file is the relationship's own error to report.
  if (!media) return data
  const problem = notAPhotoProblem(
    { mime: media.mimeType, name: media.filename ?? '' },
    data?.album ? 'album' : 'gallery',
  )
  if (problem)
    throw new ValidationError({ collection: 'gallery-images', errors: [{ path: 'image', message: problem }] })
  return data
}

/** A gallery photo of an academic year: of an institution, or of the society (no institution). */
export const GalleryImages: CollectionConfig = {
  slug: 'gallery-images',
  admin: {
    useAsTitle: 'caption',
    defaultColumns: ['caption', 'academicYear', 'institution', '_status'],
    group: 'Institutions',
    ...staffNav(ACCESS.institutionContent),
  },
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
  hooks: { beforeValidate: [followAlbum, photosOnly] },
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
      admin: {
        position: 'sidebar',
        description:
          'The album this photo was dropped into: its year and institution apply, and it is shown while the album is published.',
      },
    },
  ],
}
