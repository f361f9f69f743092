/**
 * npm run media:clean : removes the personal metadata (EXIF with GPS position and author, XMP, IPTC,
 * ICC profiles, comments) from the images already stored in UPLOADS_DIR for the configured database
 * (DATABASE_URL), originals and sizes, turning them upright first (scripts/lib/media-clean.ts).
 * Uploads made since this change are cleaned when they arrive; PDFs are left as they are.
 * Safe to run while the server runs, and to run again.
 */
import { loadEnvFiles } from './lib/data.mjs'

// The .env files first, as the server and `npm run backup` read them: the configuration reads the
// environment when it is loaded.
loadEnvFiles()
const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { env } = await import('../src/config/env')
const { cleanStoredMedia } = await import('./lib/media-clean')

// It cleans files on local disk. With an object store (S3_*) every file arrived after image cleaning
// existed and was cleaned then; files copied into the bucket from an older disk should be cleaned
// on disk first (run this without S3_*), then copied.
if (env.s3) {
  process.stderr.write(
    'media:clean: uploads are in the object store (S3_* is set); this cleans files in UPLOADS_DIR only. Run it without S3_* on the folder, before copying its files to the bucket.\n',
  )
  process.exit(1)
}
const payload = await getPayload({ config })
const report = await cleanStoredMedia(payload, env.uploadsDir)
const lines = [
  `media:clean: ${report.images} images looked at in ${env.uploadsDir}; ${report.cleanedFiles} files cleaned; ${report.updatedRecords} records' width, height or file size updated.`,
  ...report.missing.map((f) => `media:clean: missing on disk: ${f}`),
  ...report.failed.map(({ file, reason }) => `media:clean: could not clean ${file}: ${reason}`),
]
process.stdout.write(`${lines.join('\n')}\n`)
await payload.destroy()
process.exit(report.failed.length ? 1 : 0)
