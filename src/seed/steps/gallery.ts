import { FULL_SECTIONS, INSTITUTIONS } from '../data/institutions'
import { GALLERY_EVENTS_MR, GALLERY_LABELS_MR, marathi } from '../data/marathi'
import { scene } from '../images'

import type { SeedContext, SeededInstitution } from '../context'

/** Gallery photos of the society and the first five institutions over three years. */
export async function seedGallery(ctx: SeedContext, institutions: SeededInstitution[]) {
  const { payload, yearsAgo, upload, translate, step } = ctx
  await step('gallery-images', 'gallery images', async () => {
    // The general gallery (no institution) gets 12 images in the current year, so paging (10) shows.
    // `label` keys the Marathi (GALLERY_LABELS_MR); `whose` starts the English alternative text.
    const plan: {
      institution?: number
      full?: boolean
      label: string
      whose: string
      counts: number[]
      hue: number
    }[] = [
      { label: 'Society', whose: 'Vidya Vikas Education Society', counts: [12, 6, 5], hue: 20 },
      ...institutions.slice(0, 5).map((inst, k) => ({
        institution: inst.id,
        full: k < FULL_SECTIONS,
        label: INSTITUTIONS[k]!.short,
        whose: INSTITUTIONS[k]!.name,
        counts: [4, 4, 3],
        hue: INSTITUTIONS[k]!.hue,
      })),
    ]
    const events = [
      'Annual day',
      'Sports day',
      'Science fair',
      'Independence Day',
      'Ganeshotsav',
      'Tree plantation',
      'Prize distribution',
      'Republic Day',
      'Marathi Bhasha Din',
      'Yoga day',
      'Field trip',
      'Art exhibition',
    ]
    let n = 0
    for (const p of plan) {
      for (const [y, count] of p.counts.entries()) {
        for (let k = 0; k < count; k++) {
          const event = events[k % events.length]!
          const caption = `${event} ${yearsAgo(y).slice(0, 4)}`
          // In Marathi: every photo's alternative text; the captions of the current year and every
          // year's of the fully described institutions (earlier captions show the English fallback).
          const eventMr = `${marathi(GALLERY_EVENTS_MR, event, 'the gallery event')} ${yearsAgo(y).slice(0, 4)}`
          const captionMr = y === 0 || p.full ? eventMr : undefined
          const altMr = `${marathi(GALLERY_LABELS_MR, p.label, 'the gallery')}: ${eventMr}`
          const image = await upload(
            await scene(caption, p.hue + k * 9, n),
            `gallery-${p.label.toLowerCase()}-${y}-${k + 1}.webp`,
            `${p.whose}: ${caption}`,
            altMr,
          )
          const doc = await payload.create({
            collection: 'gallery-images',
            data: {
              image,
              caption,
              academicYear: yearsAgo(y),
              institution: p.institution,
              order: k,
              _status: 'published',
            },
            depth: 0,
          })
          if (captionMr) await translate('gallery-images', doc.id, { caption: captionMr })
          n++
        }
      }
    }
    return n
  })
}
