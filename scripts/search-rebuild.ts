/**
 * npm run search:rebuild : index every published document again (src/search/indexer.ts), on the
 * configured database (DATABASE_URL). The change hooks keep the index current; this is for a
 * database whose index is missing or older than its content: after upgrading to the version that
 * added search (the `search_index` migration creates the tables empty), or after restoring a backup
 * made before it. PDFs uploaded before then get their text read first (files in UPLOADS_DIR; with
 * object storage, re-upload them to have them read).
 */
import config from '@payload-config'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { getPayload } from 'payload'

import { env } from '../src/config/env'
import { pdfText } from '../src/services/pdf-text'
import { rebuildSearchIndex, searchIndexStats } from '../src/search/indexer'

const payload = await getPayload({ config })
const unread = await payload.find({
  collection: 'media',
  where: { and: [{ mimeType: { equals: 'application/pdf' } }, { pdfHasText: { exists: false } }] },
  pagination: false,
  depth: 0,
  overrideAccess: true,
})
let read = 0
for (const media of unread.docs) {
  const data = media.filename
    ? await readFile(path.join(path.resolve(env.uploadsDir), path.basename(media.filename))).catch(() => null)
    : null
  if (!data) continue
  const { pages, hasText } = await pdfText(data)
  await payload.update({
    collection: 'media',
    id: media.id,
    data: { pdfText: hasText ? pages : null, pdfHasText: hasText },
    overrideAccess: true,
    depth: 0,
  })
  read++
}
const result = await rebuildSearchIndex(payload)
const stats = await searchIndexStats(payload)
process.stdout.write(
  `search:rebuild: ${read} older PDF(s) read; ${result.documents} documents, ${stats.units} indexed units, ${stats.postings} postings, ${stats.vocabulary} distinct terms in ${(result.ms / 1000).toFixed(1)} s\n`,
)
await payload.destroy()
process.exit(0)
