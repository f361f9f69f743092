import type { Lang } from '@/i18n/lang'
import { fileLabel } from '@/lib/file-size'
import { logger } from '@/services/logger'

import { cached } from './cache'
import { imageSource, publicFileUrl, toMediaRef } from './media'
import { findPublished } from './query'

/**
 * `cover` is the cover's web-sized version (the API's); `coverSrc` the file the footer shows it from;
 * `pdfLabel` the PDF's format and size ("PDF, 1.2 MB").
 */
export type Magazine = {
  id: number
  title: string
  issueDate: string
  cover: string
  coverSrc: string
  pdf: string
  pdfLabel: string
}

/** The footer's magazine when none can be loaded (SPEC.md section 9: the 2023 yearbook). */
export const DEFAULT_MAGAZINE = {
  title: 'Yearbook 2023',
  cover: '/brand/magazine-default-cover.svg',
  coverSrc: '/brand/magazine-default-cover.svg',
  pdf: '/brand/yearbook-2023.pdf',
  // public/brand/yearbook-2023.pdf, DEFAULT_MAGAZINE_BYTES.
  pdfLabel: 'PDF, 1 KB',
} as const
const DEFAULT_MAGAZINE_BYTES = 818

/** The default magazine with its label in the page's language (its size's units). */
const defaultMagazine = (lang: Lang) => ({
  ...DEFAULT_MAGAZINE,
  pdfLabel: fileLabel('application/pdf', DEFAULT_MAGAZINE.pdf, DEFAULT_MAGAZINE_BYTES, lang),
})

/** Published magazines, newest issue first. */
export const listMagazines = cached(
  async (lang: Lang = 'en'): Promise<Magazine[]> => {
    const docs = await findPublished('magazines', { sort: '-issueDate', lang })
    return docs.flatMap((doc) => {
      const cover = toMediaRef(doc.cover)
      const pdf = toMediaRef(doc.pdf)
      if (!cover || !pdf) return []
      return [
        {
          id: doc.id,
          title: doc.title,
          issueDate: doc.issueDate,
          cover: publicFileUrl(cover),
          coverSrc: imageSource(cover, 150).url,
          pdf: pdf.url,
          pdfLabel: fileLabel(pdf.mimeType, pdf.url, pdf.filesize, lang),
        },
      ]
    })
  },
  'magazines:list',
  ['magazines', 'media'],
)

/** The footer's magazine: the newest published one, or the default when there is none or on failure. */
export async function getFooterMagazine(
  lang: Lang = 'en',
): Promise<{ title: string; cover: string; coverSrc: string; pdf: string; pdfLabel: string }> {
  try {
    return (await listMagazines(lang))[0] ?? defaultMagazine(lang)
  } catch (error) {
    logger.error({ err: error }, 'magazine could not be loaded; showing the default')
    return defaultMagazine(lang)
  }
}
