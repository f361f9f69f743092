import { readFile } from 'node:fs/promises'

import { fileTypeFromBuffer } from 'file-type'
import { ValidationError, type CollectionBeforeOperationHook, type CollectionConfig, type ImageSize } from 'payload'

import { adminsAndEditors, hasRole, hiddenUnless, ownUploads } from '@/access/roles'
import { env } from '@/config/env'
import {
  ACCEPTED_MIME_TYPES,
  ALT_REQUIRED_MESSAGE,
  correctedName,
  isImageMime,
  looksLikeCompletePdf,
  sniffText,
  uploadProblem,
} from '@/lib/upload-rules'

import { savedByField } from './fields'

/** A refused upload: the editor's message is the error's own message (the admin's toast shows it). */
class UploadRefused extends ValidationError {
  constructor(message: string) {
    super({ collection: 'media', errors: [{ path: 'file', message }] })
    this.message = message
  }
}

/**
 * First line of defence, before Payload stores anything: look at the bytes (file-type, or the start
 * of the text for markup and scripts), refuse what is not a JPEG, PNG, WebP or PDF within its size
 * limit with a message an editor understands, and store accepted files under a name whose extension
 * agrees with their content and with the detected MIME type. Payload's own checks (mimeTypes,
 * checkFileRestrictions) still run afterwards as a second line.
 */
const checkUpload: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const file = req.file
  if (!file || (operation !== 'create' && operation !== 'update' && operation !== 'updateByID')) return args
  const data: Buffer = file.data?.length ? file.data : file.tempFilePath ? await readFile(file.tempFilePath) : Buffer.alloc(0)
  const binary = await fileTypeFromBuffer(data).catch(() => undefined)
  const detected = binary && binary.mime !== 'application/xml' ? binary : sniffText(new TextDecoder().decode(data.subarray(0, 4096)))
  const problem = uploadProblem({
    detected,
    name: file.name,
    size: data.length,
    completePdf: detected?.mime === 'application/pdf' ? looksLikeCompletePdf(data) : true,
  })
  if (problem) throw new UploadRefused(problem)
  const mime = detected!.mime
  req.file = { ...file, name: correctedName(file.name, mime), mimetype: mime, size: data.length }
  return args
}

/**
 * Pre-generated WebP versions for cards, grids and full screen. A size wider than the image is not
 * made at all (Payload's default, `withoutEnlargement` unset): no enlarged or duplicate files; the
 * pages then use the next smaller size or the original (src/lib/media-source.ts).
 */
const webp = (name: string, width: number): ImageSize => ({
  name,
  width,
  // Scale only, never crop ('inside' also spares Payload's focal-point path, which encodes twice).
  fit: 'inside',
  // Effort 2 encodes twice as fast as the default 4 for ~10% more bytes; the public pages re-encode
  // these through next/image anyway, so quality matters more than size here.
  formatOptions: { format: 'webp', options: { quality: 80, effort: 2 } },
})
export const IMAGE_SIZES = [webp('card', 400), webp('grid', 800), webp('full', 1600)]

/**
 * Served files must never run as a page: images are sandboxed with nothing allowed. PDFs are left
 * without a sandbox because browsers refuse to show a sandboxed PDF (the site embeds them); their
 * content was checked to be a complete PDF and nosniff is set for every response (next.config.ts).
 */
const IMAGE_CSP = "default-src 'none'; sandbox"

/** Uploaded images and PDFs. Files live in UPLOADS_DIR and are served by Payload. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: {
    group: 'Content',
    defaultColumns: ['filename', 'alt', 'mimeType', 'filesize'],
    description: 'JPEG, PNG or WebP images up to 10 MB and PDF documents up to 20 MB.',
    hidden: hiddenUnless('admin', 'editor'),
  },
  access: {
    // Files are public (pages link them); listing or reading the records is for the staff who
    // publish, so uploads of drafts are not discoverable.
    read: ({ req, isReadingStaticFile }) => !!isReadingStaticFile || hasRole(req.user, 'admin', 'editor'),
    create: adminsAndEditors,
    // Editors change or delete only what they uploaded: a file may be used by other institutions.
    update: ownUploads,
    delete: ownUploads,
  },
  hooks: { beforeOperation: [checkUpload] },
  upload: {
    staticDir: env.uploadsDir,
    mimeTypes: ACCEPTED_MIME_TYPES,
    imageSizes: IMAGE_SIZES,
    adminThumbnail: 'card',
    // Sizes keep the whole picture, so there is nothing to crop or focus.
    crop: false,
    focalPoint: false,
    modifyResponseHeaders: ({ headers }) => {
      if (headers.get('Content-Type')?.startsWith('image/')) headers.set('Content-Security-Policy', IMAGE_CSP)
      return headers
    },
  },
  fields: [
    // Editors change or delete only what they uploaded (access/roles.ts ownUploads).
    savedByField('uploadedBy', 'Uploaded by', 'create'),
    {
      name: 'alt',
      label: 'Alternative text',
      type: 'text',
      admin: {
        description:
          'Images: what the image shows, for people who cannot see it (required). PDFs: the document title (optional).',
      },
      // Required for images only: the MIME type is known once the file has been read.
      validate: (value: string | null | undefined, { data, req }: { data: Partial<{ mimeType: string | null }>; req: { file?: { mimetype?: string } } }) =>
        isImageMime(data?.mimeType ?? req?.file?.mimetype) && !value?.trim() ? ALT_REQUIRED_MESSAGE : true,
    },
  ],
}
