import { ACCEPTED_TYPES, describeType, extensionOf } from './upload-rules'

/**
 * Albums and the gallery show photos: of the media library's types, the images (JPEG, PNG, WebP),
 * never a PDF. One rule for the album's drop zone (which refuses before anything is uploaded) and
 * for the gallery images collection on the server (which refuses whatever reaches it).
 */
export const isPhotoType = (mime: string | null | undefined): boolean =>
  !!mime && ACCEPTED_TYPES[mime]?.kind === 'image'

/** Why this file cannot be a photo of an album (or of the gallery), a sentence; null when it can. */
export function notAPhotoProblem(
  file: { mime: string | null | undefined; name: string },
  where: 'album' | 'gallery' = 'album',
): string | null {
  if (isPhotoType(file.mime)) return null
  const what = describeType(
    file.mime ? { mime: file.mime, ext: extensionOf(file.name) || file.mime.split('/')[1] || '' } : undefined,
  )
  const who = where === 'album' ? 'Albums take' : 'The gallery takes'
  return `${who} photos only (JPEG, PNG or WebP); this file is ${what}.`
}
