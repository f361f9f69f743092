import type { Payload } from 'payload'

import type { Lang } from '@/i18n/lang'
import { isAcademicYear } from '@/lib/academic-year'
import { clampPage, COLLAGE_IMAGES, GALLERY_PAGE_SIZE, pageCount, type Page } from '@/lib/paging'

import { cached } from './cache'
import { GENERAL_GALLERY, type GalleryImage } from './gallery'
import { listInstitutions } from './institutions'
import { toMediaRef } from './media'
import { getPayloadClient } from './payload'
import { currentPreview } from './preview'
import { findPublished, relationId } from './query'

/**
 * The public gallery's pages read from the database one page at a time: the photos of
 * a grid page (GALLERY_PAGE_SIZE) and the collages of /gallery/all (COLLAGE_IMAGES photos of each
 * year shown). The order is `listGalleryImages`'s (src/content/gallery.ts, which /api/v1 and the
 * home page read): newest academic year first; within a year the photos of published albums (newest
 * album first, each in its order), then the single photos by their order. That order joins the
 * albums, which Payload's `find` cannot sort by, so the ids of a page are chosen with one SQL query
 * (the same on SQLite and PostgreSQL: LIMIT/OFFSET, a LEFT JOIN and, for the collages, ROW_NUMBER),
 * and the page's documents are then read through Payload by id, with their texts in `lang`.
 */

type Rows = { rows?: Record<string, unknown>[] }
type RawDb = { drizzle: unknown; execute: (args: { drizzle: unknown; raw: string }) => Promise<Rows> | Rows }

async function query(payload: Payload, sql: string): Promise<Record<string, unknown>[]> {
  const db = payload.db as unknown as RawDb
  return (await db.execute({ drizzle: db.drizzle, raw: sql })).rows ?? []
}

/** Values written into the SQL are checked first: whole numbers and academic years only. */
const int = (n: number) => {
  if (!Number.isSafeInteger(n)) throw new Error(`not a whole number: ${n}`)
  return String(n)
}
const year = (y: string) => {
  if (!isAcademicYear(y)) throw new Error(`not an academic year: ${y}`)
  return `'${y}'`
}

export type GalleryFilter = { institution?: number; year?: string }

/** The album a staff preview shows as its draft, photos included (src/content/preview.ts), or null. */
async function previewedAlbum(): Promise<number | null> {
  const preview = await currentPreview()
  return preview?.collection === 'albums' ? preview.id : null
}

/**
 * FROM … WHERE of the published photos a visitor may see, of a filter; in a staff preview of an
 * album, that album and its photos too, published or not.
 */
async function visiblePhotos(filter: GalleryFilter): Promise<string> {
  const institutions = (await listInstitutions()).map((i) => int(i.id))
  const album = await previewedAlbum()
  const where = [
    album === null ? `g._status = 'published'` : `(g._status = 'published' OR g.album_id = ${int(album)})`,
    'g.image_id IS NOT NULL',
    // A photo of an album is shown only while its album is published.
    '(g.album_id IS NULL OR a.id IS NOT NULL)',
    // Photos of an institution that is not published stay hidden with it; the general gallery stays.
    `(g.institution_id IS NULL${institutions.length ? ` OR g.institution_id IN (${institutions.join(', ')})` : ''})`,
  ]
  if (filter.institution === GENERAL_GALLERY) where.push('g.institution_id IS NULL')
  else if (filter.institution !== undefined) where.push(`g.institution_id = ${int(filter.institution)}`)
  if (filter.year !== undefined) where.push(`g.academic_year = ${year(filter.year)}`)
  const albumShown = album === null ? `a._status = 'published'` : `(a._status = 'published' OR a.id = ${int(album)})`
  return `FROM gallery_images g LEFT JOIN albums a ON a.id = g.album_id AND ${albumShown} WHERE ${where.join(' AND ')}`
}

/** Within a year: albums' photos first, newest album first, each in its order; then the single photos. */
const IN_YEAR_ORDER = '(a.id IS NULL), (a.date IS NULL), a.date DESC, a.id DESC, g."order", g.id'

/** The photos of these ids, in this order, with their texts in `lang`. */
async function photosByIds(ids: number[], lang: Lang): Promise<GalleryImage[]> {
  if (ids.length === 0) return []
  const docs = await findPublished('gallery-images', { where: { id: { in: ids } }, depth: 1, limit: ids.length, lang })
  const album = await previewedAlbum()
  if (album !== null) {
    // A previewed album's photos as their latest drafts (captions, order; unpublished ones too).
    const payload = await getPayloadClient()
    const drafts = await payload.find({
      collection: 'gallery-images',
      where: { and: [{ id: { in: ids } }, { album: { equals: album } }] },
      draft: true,
      depth: 1,
      limit: ids.length,
      pagination: false,
      locale: lang,
      overrideAccess: true,
    })
    const own = new Set(drafts.docs.map((d) => d.id))
    docs.splice(0, docs.length, ...docs.filter((d) => !own.has(d.id)), ...drafts.docs)
  }
  const byId = new Map(
    docs.flatMap((d) => {
      const image = toMediaRef(d.image)
      if (!image) return []
      return [
        [
          d.id,
          {
            id: d.id,
            image,
            caption: d.caption ?? '',
            academicYear: d.academicYear,
            institutionId: relationId(d.institution) ?? GENERAL_GALLERY,
          },
        ] as const,
      ]
    }),
  )
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/**
 * One page (GALLERY_PAGE_SIZE) of the gallery photos of an institution (0: the general gallery)
 * and/or an academic year; a page past the last gives the last page.
 */
export const listGalleryPage = cached(
  async (filter: GalleryFilter, page: number, lang: Lang): Promise<Page<GalleryImage>> => {
    const payload = await getPayloadClient()
    const from = await visiblePhotos(filter)
    const [count] = await query(payload, `SELECT COUNT(*) AS n ${from}`)
    const total = Number(count?.n ?? 0)
    const pages = pageCount(total, GALLERY_PAGE_SIZE)
    const shown = clampPage(page, pages)
    const rows = await query(
      payload,
      `SELECT g.id AS id ${from} ORDER BY g.academic_year DESC, ${IN_YEAR_ORDER} LIMIT ${GALLERY_PAGE_SIZE} OFFSET ${int((shown - 1) * GALLERY_PAGE_SIZE)}`,
    )
    return {
      items: await photosByIds(
        rows.map((r) => Number(r.id)),
        lang,
      ),
      page: shown,
      pages,
      total,
    }
  },
  'gallery:page',
  ['gallery-images', 'albums', 'institutions', 'media'],
)

/**
 * The academic years that have visible photos, newest first, of each gallery: the general one (0)
 * first, then the published institutions in their order (galleries without photos left out).
 */
export const listGalleryYears = cached(
  async (): Promise<[number, string[]][]> => {
    const payload = await getPayloadClient()
    const rows = await query(
      payload,
      `SELECT COALESCE(g.institution_id, 0) AS institution, g.academic_year AS year ${await visiblePhotos({})} GROUP BY COALESCE(g.institution_id, 0), g.academic_year`,
    )
    const years = new Map<number, string[]>()
    for (const r of rows) {
      const id = Number(r.institution)
      years.set(id, [...(years.get(id) ?? []), String(r.year)])
    }
    const order = [GENERAL_GALLERY, ...(await listInstitutions()).map((i) => i.id)]
    return order.flatMap((id) => (years.has(id) ? [[id, years.get(id)!.sort().reverse()] as [number, string[]]] : []))
  },
  'gallery:years',
  // The order of the galleries comes from listInstitutions, which reads the logos too.
  ['gallery-images', 'albums', 'institutions', 'media'],
)

export type Collage = { year: string; institutionId: number; images: GalleryImage[] }

/** The collages of these (institution, year) pairs: the first COLLAGE_IMAGES photos of each, in the gallery's order. */
export const listCollages = cached(
  async (pairs: [number, string][], lang: Lang): Promise<Collage[]> => {
    if (pairs.length === 0) return []
    const payload = await getPayloadClient()
    const wanted = pairs
      .map(([id, y]) => `(COALESCE(g.institution_id, 0) = ${int(id)} AND g.academic_year = ${year(y)})`)
      .join(' OR ')
    // n: the photo's place in its collage (the gallery's order within the year).
    const rows = await query(
      payload,
      `SELECT id, n FROM (SELECT g.id AS id, ROW_NUMBER() OVER (PARTITION BY COALESCE(g.institution_id, 0), g.academic_year ORDER BY ${IN_YEAR_ORDER}) AS n ` +
        `${await visiblePhotos({})} AND (${wanted})) ranked WHERE n <= ${COLLAGE_IMAGES} ORDER BY n, id`,
    )
    const photos = await photosByIds(
      rows.map((r) => Number(r.id)),
      lang,
    )
    return pairs.map(([id, y]) => ({
      year: y,
      institutionId: id,
      images: photos.filter((p) => p.institutionId === id && p.academicYear === y),
    }))
  },
  'gallery:collages',
  ['gallery-images', 'albums', 'institutions', 'media'],
)

/** An album's address: its own page, with its title, date and photos. */
export const albumPath = (id: number) => `/gallery/album/${id}`

export type AlbumCard = {
  id: number
  title: string
  date: string
  academicYear: string
  institutionId: number
  photos: number
  cover: GalleryImage | null
  updatedAt: string
}
export type Album = AlbumCard & Page<GalleryImage>

/**
 * The albums a visitor may see (published, of the society or a published institution), newest
 * first, each with its number of visible photos and its cover (its first photo in its order); of
 * one institution (0: the society's own) when asked. Albums without a visible photo are left out.
 */
export const listAlbums = cached(
  async (filter: { institution?: number }, lang: Lang): Promise<AlbumCard[]> => {
    const payload = await getPayloadClient()
    const rows = await query(
      payload,
      `SELECT g.id AS id, g.album_id AS album ${await visiblePhotos(filter)} AND g.album_id IS NOT NULL ORDER BY g.album_id, g."order", g.id`,
    )
    const photos = new Map<number, number[]>()
    for (const r of rows) photos.set(Number(r.album), [...(photos.get(Number(r.album)) ?? []), Number(r.id)])
    if (photos.size === 0) return []
    const albums = await findPublished('albums', {
      where: { id: { in: [...photos.keys()] } },
      sort: ['-date', '-id'],
      depth: 0,
      lang,
    })
    const covers = new Map(
      (
        await photosByIds(
          [...photos.values()].map((ids) => ids[0]!),
          lang,
        )
      ).map((p) => [p.id, p]),
    )
    return albums.map((a) => {
      const ids = photos.get(a.id)!
      return {
        id: a.id,
        title: a.title,
        date: a.date,
        academicYear: a.academicYear,
        institutionId: relationId(a.institution) ?? GENERAL_GALLERY,
        photos: ids.length,
        cover: covers.get(ids[0]!) ?? null,
        updatedAt: a.updatedAt,
      }
    })
  },
  'gallery:albums',
  ['gallery-images', 'albums', 'institutions', 'media'],
)

/**
 * One album a visitor may see, with one page (GALLERY_PAGE_SIZE) of its visible photos in its
 * order (a page past the last gives the last), or null.
 */
export const getAlbum = cached(
  async (id: number, page: number, lang: Lang): Promise<Album | null> => {
    if (!Number.isSafeInteger(id) || id <= 0) return null
    const payload = await getPayloadClient()
    const ids = (
      await query(
        payload,
        `SELECT g.id AS id ${await visiblePhotos({})} AND g.album_id = ${int(id)} ORDER BY g."order", g.id`,
      )
    ).map((r) => Number(r.id))
    if (ids.length === 0) return null
    const [album] = await findPublished('albums', { where: { id: { equals: id } }, depth: 0, limit: 1, lang })
    if (!album) return null
    const pages = pageCount(ids.length, GALLERY_PAGE_SIZE)
    const shown = clampPage(page, pages)
    const onPage = ids.slice((shown - 1) * GALLERY_PAGE_SIZE, shown * GALLERY_PAGE_SIZE)
    const read = await photosByIds([...new Set([ids[0]!, ...onPage])], lang)
    const byId = new Map(read.map((p) => [p.id, p]))
    return {
      id: album.id,
      title: album.title,
      date: album.date,
      academicYear: album.academicYear,
      institutionId: relationId(album.institution) ?? GENERAL_GALLERY,
      photos: ids.length,
      cover: byId.get(ids[0]!) ?? null,
      updatedAt: album.updatedAt,
      items: onPage.flatMap((p) => byId.get(p) ?? []),
      page: shown,
      pages,
      total: ids.length,
    }
  },
  'gallery:album',
  ['gallery-images', 'albums', 'institutions', 'media'],
)
