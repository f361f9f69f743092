/**
 * The work of `npm run media:clean` (scripts/media-clean.ts), kept apart so the integration tests
 * can run it against their own database: every image of the media library stored before uploads
 * were cleaned (src/services/image-clean.ts) is rewritten upright, in sRGB and without metadata, its
 * original and each of its sizes, under the same file name; width, height and file size in the
 * database follow when they changed. PDFs are left as they are. Files already clean are not touched,
 * so running it again changes nothing.
 */
import { readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { CLEANABLE_MIME_TYPES, cleanImage } from '../../src/services/image-clean'

type SizeRecord = {
  filename?: string | null
  width?: number | null
  height?: number | null
  filesize?: number | null
  mimeType?: string | null
}
type MediaRecord = {
  id: number
  filename?: string | null
  mimeType?: string | null
  width?: number | null
  height?: number | null
  filesize?: number | null
  sizes?: Record<string, SizeRecord | null | undefined> | null
}

export type CleanReport = {
  /** Image records looked at. */
  images: number
  /** Files (originals and sizes) rewritten without their metadata. */
  cleanedFiles: number
  /** Records whose width, height or file size changed. */
  updatedRecords: number
  /** Files named in the database but not on disk. */
  missing: string[]
  /** Files that could not be read as images, with the reason. */
  failed: { file: string; reason: string }[]
}

/** Replace a file without a moment where it is half written (a server may be serving it). */
async function replaceFile(file: string, data: Buffer) {
  const temporary = `${file}.cleaning-${process.pid}`
  await writeFile(temporary, data)
  await rename(temporary, file)
}

/** Clean one stored file; its new dimensions and size, or null when it was missing or unreadable. */
async function cleanFile(dir: string, filename: string, mime: string, report: CleanReport) {
  const file = path.join(dir, filename)
  // Names come from the database; never follow one out of the uploads folder.
  if (path.dirname(file) !== path.resolve(dir)) {
    report.failed.push({ file: filename, reason: 'not a plain file name' })
    return null
  }
  let data: Buffer
  try {
    data = await readFile(file)
  } catch {
    report.missing.push(filename)
    return null
  }
  try {
    const cleaned = await cleanImage(data, mime)
    if (cleaned.changed) {
      await replaceFile(file, cleaned.data)
      report.cleanedFiles += 1
    }
    return { width: cleaned.width, height: cleaned.height, filesize: cleaned.data.length }
  } catch (error) {
    report.failed.push({ file: filename, reason: error instanceof Error ? error.message : String(error) })
    return null
  }
}

export async function cleanStoredMedia(payload: Payload, uploadsDir: string): Promise<CleanReport> {
  const report: CleanReport = { images: 0, cleanedFiles: 0, updatedRecords: 0, missing: [], failed: [] }
  for (let page = 1; ; page += 1) {
    const result = await payload.find({
      collection: 'media',
      where: { mimeType: { in: CLEANABLE_MIME_TYPES } },
      sort: 'id',
      limit: 50,
      page,
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of result.docs as unknown as MediaRecord[]) {
      report.images += 1
      const data: Partial<MediaRecord> = {}
      if (doc.filename && doc.mimeType) {
        const original = await cleanFile(uploadsDir, doc.filename, doc.mimeType, report)
        if (
          original &&
          (original.width !== doc.width || original.height !== doc.height || original.filesize !== doc.filesize)
        ) {
          Object.assign(data, original)
        }
      }
      const sizes = { ...(doc.sizes ?? {}) }
      let sizesChanged = false
      for (const [name, size] of Object.entries(sizes)) {
        if (!size?.filename || !size.mimeType || !CLEANABLE_MIME_TYPES.includes(size.mimeType)) continue
        const cleaned = await cleanFile(uploadsDir, size.filename, size.mimeType, report)
        if (
          cleaned &&
          (cleaned.width !== size.width || cleaned.height !== size.height || cleaned.filesize !== size.filesize)
        ) {
          sizes[name] = { ...size, ...cleaned }
          sizesChanged = true
        }
      }
      if (sizesChanged) data.sizes = sizes
      if (Object.keys(data).length) {
        // Straight to the database: only the measurements change, no hooks or validation of
        // fields that older records may lack.
        await payload.db.updateOne({ collection: 'media', id: doc.id, data, req: undefined })
        report.updatedRecords += 1
      }
    }
    if (!result.hasNextPage) break
  }
  return report
}
