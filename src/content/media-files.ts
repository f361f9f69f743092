import type { Lang } from '@/i18n/lang'
import { fileLabel } from '@/lib/file-size'

import { cached } from './cache'
import { getPayloadClient } from './payload'

/**
 * The format and size of uploaded files by file name ("PDF, 1.2 MB", in `lang`), for the links to them in rich
 * text (RichHtml). Names with no upload are left out. Files are public; their records are read on
 * the server for these two facts only.
 */
export const mediaFileLabels = cached(
  async (names: string[], lang: Lang = 'en'): Promise<Record<string, string>> => {
    if (!names.length) return {}
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'media',
      where: { filename: { in: names } },
      depth: 0,
      limit: names.length,
      pagination: false,
      overrideAccess: true,
    })
    return Object.fromEntries(
      docs.flatMap((d) => (d.filename ? [[d.filename, fileLabel(d.mimeType, d.filename, d.filesize, lang)]] : [])),
    )
  },
  'media:file-labels',
  ['media'],
)
