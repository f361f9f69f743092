import type { DownloadKind } from '@/collections/Downloads'
import type { Lang } from '@/i18n/lang'

import { cached } from './cache'
import { toMediaRef, type MediaRef } from './media'
import { findPublished } from './query'

export type SchoolDownload = {
  id: number
  title: string
  kind: DownloadKind
  description: string
  /** The file in `lang` (the English one when no Marathi file is given); null when it is gone. */
  file: MediaRef | null
}

/** The published downloads of one institution, in the school's order, texts and files in `lang`. */
export const listDownloads = cached(
  async (institutionId: number, lang: Lang = 'en'): Promise<SchoolDownload[]> => {
    const docs = await findPublished('downloads', {
      where: { institution: { equals: institutionId } },
      sort: ['order', 'id'],
      depth: 1,
      lang,
    })
    return docs.map((d) => ({
      id: d.id,
      title: d.title,
      kind: d.kind,
      description: d.description ?? '',
      file: toMediaRef(d.file),
    }))
  },
  'downloads:list',
  ['downloads', 'media', 'institutions'],
)
