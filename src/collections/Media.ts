import { randomBytes } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'

import { fileTypeFromBuffer } from 'file-type'
import type {
  CollectionBeforeChangeHook,
  CollectionBeforeOperationHook,
  CollectionConfig,
  ImageSize,
  PayloadRequest,
  UploadConfig,
  Where,
} from 'payload'

import { mayUpdateDocument } from '@/access/document-access'
import { REPLACE_REFUSED, usedByPublishedOrWaiting } from '@/access/media-usage'
import { ACCESS, isAdminUser } from '@/access/roles'
import { env } from '@/config/env'
import { notFound } from '@/config/storage'
import { fieldErrors, publicError } from '@/lib/errors'
import { cleanImage, imageDimensions } from '@/services/image-clean'
import { checkPdf } from '@/services/pdf-actions'
import { pdfText } from '@/services/pdf-text'
import {
  ACCEPTED_MIME_TYPES,
  ALT_REQUIRED_MESSAGE,
  DAMAGED_IMAGE_MESSAGE,
  isImageMime,
  isTooLarge,
  sniffText,
  storedName,
  uploadProblem,
} from '@/lib/upload-rules'

import { savedByField } from './fields'
import { staffNav } from './staff-nav'

/** The random part of a stored file's name (upload-rules.ts storedName): 80 bits. */
const storageToken = () => randomBytes(10).toString('hex')

/**
 * A file replaced by an image needs alternative text, like a new one. Checked here, before Payload
 * touches any file: on update Payload deletes the old files and writes the new ones before it
 * validates the fields, so a refusal by the field's own rule (below) would lose the record's file
 * and leave the new one behind.
 */
type UpdateArgs = { data?: { alt?: unknown }; id?: number | string; where?: Where }
async function requireAltForReplacement(args: UpdateArgs, req: PayloadRequest) {
  const given = args.data?.alt
  if (typeof given === 'string' && given.trim()) return
  const where: Where = args.id !== undefined ? { id: { equals: args.id } } : (args.where ?? { id: { exists: false } })
  const { docs } = await req.payload.find({
    collection: 'media',
    where,
    locale: req.locale ?? undefined,
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
    select: { alt: true },
  })
  if (given !== undefined || docs.some((doc) => !doc.alt?.trim()))
    throw fieldErrors('media', [{ path: 'alt', message: ALT_REQUIRED_MESSAGE }])
}

/**
 * Replacing the file of an upload changes every document that uses it, without that document
 * being saved, submitted or approved. Where one is published or waits for approval, only
 * administrators (who approve and publish) replace it; others are told to upload a new file and
 * attach it, which goes through drafts and approval like any change (access/media-usage.ts). The
 * server itself (no user: seed, scripts) is not asked. Checked first, before Payload touches a file.
 */
async function refuseReplacingUsedFiles(args: UpdateArgs, req: PayloadRequest) {
  if (!req.user || isAdminUser(req)) return
  const where: Where = args.id !== undefined ? { id: { equals: args.id } } : (args.where ?? { id: { exists: false } })
  const { docs } = await req.payload.find({
    collection: 'media',
    where,
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
    select: { filename: true },
  })
  for (const { id } of docs) {
    // Only the uploads this user may change at all: the others are refused by access (403) as before.
    if (!(await mayUpdateDocument(req, { collection: 'media', id }))) continue
    if (await usedByPublishedOrWaiting(req, id)) {
      const message = req.locale === 'mr' ? `${REPLACE_REFUSED.mr} (${REPLACE_REFUSED.en})` : REPLACE_REFUSED.en
      throw publicError(message, 409)
    }
  }
}

/**
 * First line of defence, before Payload stores anything: look at the bytes (file-type, or the start
 * of the text for markup and scripts), refuse what is not a JPEG, PNG, WebP or PDF within its size
 * and pixel limits with a message an editor understands, and store accepted files under a name of
 * their own (storedName: a short readable part, a random part, the extension of what they are).
 * Images are replaced by an upright copy without metadata, no larger than the largest size. Payload's
 * own checks (mimeTypes, checkFileRestrictions) still run afterwards as a second line.
 */
const checkUpload: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const file = req.file
  if (!file || (operation !== 'create' && operation !== 'update' && operation !== 'updateByID')) return args
  if (operation !== 'create') await refuseReplacingUsedFiles(args as UpdateArgs, req)
  const data: Buffer = file.data?.length
    ? file.data
    : file.tempFilePath
      ? await readFile(file.tempFilePath)
      : Buffer.alloc(0)
  const binary = await fileTypeFromBuffer(data).catch(() => undefined)
  const detected =
    binary && binary.mime !== 'application/xml' ? binary : sniffText(new TextDecoder().decode(data.subarray(0, 4096)))
  const pdf = detected?.mime === 'application/pdf'
  const image = isImageMime(detected?.mime)
  const damaged = () => fieldErrors('media', [{ path: 'file', message: DAMAGED_IMAGE_MESSAGE }])
  const check = {
    detected,
    name: file.name,
    size: data.length,
    // Whether it is a whole PDF, and holds no script or program launch (pdf-actions.ts).
    ...(pdf ? await checkPdf(data) : {}),
    // Read from the header before anything decodes the picture (upload-rules.ts MAX_IMAGE_PIXELS).
    dimensions:
      image && !isTooLarge({ detected, size: data.length })
        ? await imageDimensions(data).catch(() => {
            throw damaged()
          })
        : undefined,
  }
  const problem = uploadProblem(check)
  // The editor's message is the error's own message (the admin's toast shows it); 413 for size.
  if (problem)
    throw isTooLarge(check) ? publicError(problem, 413) : fieldErrors('media', [{ path: 'file', message: problem }])
  const mime = detected!.mime
  if (image && operation !== 'create') await requireAltForReplacement(args as UpdateArgs, req)
  const name = storedName(file.name, mime, storageToken())
  if (!image) {
    req.file = { ...file, name, mimetype: mime, size: data.length }
    return args
  }
  // Images are stored upright and without metadata (GPS position, author...): the original as
  // well as the sizes Payload makes from it (src/services/image-clean.ts). The original is kept no
  // larger than the largest size, so that no more than that reaches visitors by any address. The
  // cleaned bytes replace the upload, in memory; a temporary file, if any, is no longer the file
  // to store.
  const cleaned = await cleanImage(data, mime, { maxSide: LARGEST_SIDE }).catch(() => {
    throw damaged()
  })
  req.file = { ...file, data: cleaned.data, tempFilePath: undefined, name, mimetype: mime, size: cleaned.data.length }
  return args
}

/**
 * A new PDF's text, page by page, for site search (src/search); a PDF without a text layer (a scan)
 * is accepted and flagged to staff (`pdfHasText` false, PdfTextWarning in the edit view). Another
 * kind of file, or a replaced file, clears what an earlier PDF left.
 */
const readPdfText: CollectionBeforeChangeHook = async ({ data, req }) => {
  const file = req.file
  if (!file) return data
  if (file.mimetype !== 'application/pdf') return { ...data, pdfText: null, pdfHasText: null }
  const bytes: Buffer = file.data?.length
    ? file.data
    : file.tempFilePath
      ? await readFile(file.tempFilePath)
      : Buffer.alloc(0)
  const { pages, hasText } = await pdfText(bytes)
  return { ...data, pdfText: hasText ? pages : null, pdfHasText: hasText }
}

/**
 * Pre-generated WebP versions for cards, grids and full screen. A size wider than the image is not
 * made at all (Payload's default, `withoutEnlargement` unset): no enlarged or duplicate files; the
 * pages then use the next smaller size or the original (src/lib/media-source.ts).
 */
const webp = (name: string, width: number, height?: number): ImageSize => ({
  name,
  width,
  height,
  // Scale only, never crop ('inside' also spares Payload's focal-point path, which encodes twice).
  fit: 'inside',
  // Effort 2 encodes twice as fast as the default 4 for ~10% more bytes; the public pages re-encode
  // these through next/image anyway, so quality matters more than size here.
  formatOptions: { format: 'webp', options: { quality: 80, effort: 2 } },
})
// `full` is what visitors and /api/v1 get for a photo (src/content/media.ts webImage): at most
// 1600 px either way, so a portrait phone photo is 1200 × 1600, not 1600 × 2133.
export const IMAGE_SIZES = [webp('card', 400), webp('grid', 800), webp('full', 1600, 1600)]
/** The most pixels on a side that visitors get, and that a stored original keeps (checkUpload). */
export const LARGEST_SIDE = Math.max(...IMAGE_SIZES.flatMap((s) => [s.width ?? 0, s.height ?? 0]))

/**
 * Served files must never run as a page. Images are sandboxed with nothing allowed. PDFs cannot be
 * sandboxed (browsers then refuse to show them, and the site links them to be read), so their
 * policy allows no script, frame, form or connection, only the browser's own viewer; PDFs that
 * carry JavaScript are refused at upload (pdf-actions.ts). nosniff is set for
 * every response (next.config.ts), and every file gets its policy whatever its name (src/proxy.ts
 * leaves file addresses alone, even those with a %).
 */
export const IMAGE_CSP = "default-src 'none'; sandbox"
export const PDF_CSP =
  "default-src 'none'; script-src 'none'; object-src 'self'; img-src 'self' data:; style-src 'unsafe-inline'; form-action 'none'; frame-ancestors 'self'"
const FILE_CSP = (type: string | null) => (type === 'application/pdf' ? PDF_CSP : IMAGE_CSP)

/**
 * A file that is not on disk (a stale link, a guessed name) is a 404: Payload answers 500 for it.
 * Only for files on local disk: with object storage (src/config/storage.ts) the collection's local
 * storage is off and the store's handler, which runs after this one, answers 404 for a missing object.
 */
const missingFileIs404: NonNullable<UploadConfig['handlers']>[number] = async (req, { params }) => {
  const upload = req.payload.collections.media?.config.upload
  if (!upload || upload.disableLocalStorage) return
  const dir = path.resolve(env.uploadsDir)
  const file = path.resolve(dir, params.filename)
  // Names outside the folder are left to Payload, which refuses them.
  if (
    !file.startsWith(dir + path.sep) ||
    (await stat(file).then(
      (s) => s.isFile(),
      () => false,
    ))
  )
    return
  // (Payload's type for a handler has no "a Response or nothing" promise; nothing means: go on.)
  return notFound() as unknown as void
}

/**
 * Uploaded images and PDFs. Files live in UPLOADS_DIR, or in the object store when S3_* is set
 * (src/config/storage.ts), and are served by Payload either way (/cms-api/media/file/<name>).
 */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: {
    group: 'Content',
    defaultColumns: ['filename', 'alt', 'mimeType', 'filesize'],
    description: 'JPEG, PNG or WebP images up to 10 MB and PDF documents up to 20 MB.',
    ...staffNav(ACCESS.media),
  },
  // Files are public (pages link them); a record only for the staff it concerns, so uploads of
  // drafts are not discoverable (access/media-usage.ts). Editors change or delete only what they
  // uploaded, and replace no file that a published or waiting document uses (checkUpload).
  access: ACCESS.media,
  hooks: { beforeOperation: [checkUpload], beforeChange: [readPdfText] },
  upload: {
    staticDir: env.uploadsDir,
    mimeTypes: ACCEPTED_MIME_TYPES,
    imageSizes: IMAGE_SIZES,
    adminThumbnail: 'card',
    // Sizes keep the whole picture, so there is nothing to crop or focus.
    crop: false,
    focalPoint: false,
    handlers: [missingFileIs404],
    // Never copy metadata into the sizes (Payload's default; stated because it matters: the
    // original they are made from has none left anyway, see checkUpload).
    withMetadata: false,
    // Every stored file is an image or a PDF (checkUpload); anything else would get the strictest policy.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Content-Security-Policy', FILE_CSP(headers.get('Content-Type')))
      return headers
    },
  },
  fields: [
    // "This PDF has no text" for a scanned PDF, atop the edit view (src/components/admin/PdfTextWarning.tsx).
    {
      name: 'pdfTextWarning',
      type: 'ui',
      admin: { components: { Field: '/components/admin/PdfTextWarning#PdfTextWarning' } },
    },
    // Set by readPdfText from the file, never by a request.
    {
      name: 'pdfHasText',
      label: 'PDF has text',
      type: 'checkbox',
      access: { create: () => false, update: () => false },
      admin: {
        readOnly: true,
        position: 'sidebar',
        condition: (data) => data?.mimeType === 'application/pdf',
        description: 'Whether search and screen readers can read this PDF.',
      },
    },
    {
      name: 'pdfText',
      label: 'PDF text, page by page',
      type: 'json',
      access: { create: () => false, update: () => false },
      admin: { hidden: true },
    },
    // Editors change or delete only what they uploaded (access/roles.ts ownUploads).
    savedByField('uploadedBy', 'Uploaded by', 'create'),
    {
      name: 'alt',
      label: 'Alternative text',
      type: 'text',
      localized: true,
      admin: {
        description:
          'Images: what the image shows, for people who cannot see it (required). PDFs: the document title (optional).',
      },
      // Required for images only: the MIME type is known once the file has been read.
      validate: (
        value: string | null | undefined,
        { data, req }: { data: Partial<{ mimeType: string | null }>; req: { file?: { mimetype?: string } } },
      ) => (isImageMime(data?.mimeType ?? req?.file?.mimetype) && !value?.trim() ? ALT_REQUIRED_MESSAGE : true),
    },
  ],
}
