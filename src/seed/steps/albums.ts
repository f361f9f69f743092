import { INSTITUTIONS } from '../data/institutions'
import { ALBUM_TEXTS_MR, GALLERY_EVENTS_MR, GALLERY_LABELS_MR, marathi } from '../data/marathi'
import { scene } from '../images'

import type { SeedContext, SeededInstitution } from '../context'

/**
 * Two photo albums of the current academic year, titled and captioned in both languages: the
 * society's annual day and the first school's science fair. Seeded after every other step, so that
 * the media ids and file names of the others stay as they were.
 */
export async function seedAlbums(ctx: SeedContext, institutions: SeededInstitution[]) {
  const { payload, yearsAgo, daysAgo, upload, translate, step } = ctx
  await step('albums', 'photo albums', async () => {
    const plan = [
      {
        event: 'Annual day',
        label: 'Society',
        whose: 'Vidya Vikas Education Society',
        institution: undefined,
        days: 40,
        hue: 35,
        captions: ['Welcome song by the school choir', 'Lezim dance by Std VII', 'Prize winners with the chief guest'],
      },
      {
        event: 'Science fair',
        label: INSTITUTIONS[0]!.short,
        whose: INSTITUTIONS[0]!.name,
        institution: institutions[0]?.id,
        days: 25,
        hue: INSTITUTIONS[0]!.hue,
        captions: [
          'A working model of a water filter',
          'Students explain their solar cooker',
          'The judges at the chemistry stall',
        ],
      },
    ]
    const year = yearsAgo(0)
    const yearLabel = year.slice(0, 4)
    let n = 0
    for (const p of plan) {
      const title = `${p.event} ${yearLabel}`
      const titleMr = `${marathi(GALLERY_EVENTS_MR, p.event, 'the album')} ${yearLabel}`
      const album = await payload.create({
        collection: 'albums',
        data: { title, date: daysAgo(p.days), academicYear: year, institution: p.institution, _status: 'published' },
        depth: 0,
      })
      await translate('albums', album.id, { title: titleMr })
      for (const [k, caption] of p.captions.entries()) {
        const captionMr = marathi(ALBUM_TEXTS_MR, caption, 'the album')
        const image = await upload(
          await scene(caption, p.hue + k * 11, 100 + n),
          `album-${p.label.toLowerCase()}-${k + 1}.webp`,
          `${p.whose}: ${title}, ${caption}`,
          `${marathi(GALLERY_LABELS_MR, p.label, 'the album')}: ${titleMr}, ${captionMr}`,
        )
        const photo = await payload.create({
          collection: 'gallery-images',
          data: {
            image,
            caption,
            album: album.id,
            academicYear: year,
            institution: p.institution,
            order: k,
            _status: 'published',
          },
          depth: 0,
        })
        await translate('gallery-images', photo.id, { caption: captionMr })
        n++
      }
    }
    return plan.length
  })
}
