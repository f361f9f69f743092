import { POLICIES } from '../data/sitewide'
import {
  AWARDS_MR,
  IMPORTANT_LINKS_MR,
  MEDIA_TALKS_MR,
  RTI_ITEMS_MR,
  awardImageAltMr,
  marathi,
  pressCuttingAltMr,
} from '../data/marathi'
import { AWARDS, IMPORTANT_LINKS, MEDIA_TALKS, RTI_ITEMS } from '../data/society'
import { cover, scene } from '../images'

import type { SeedContext } from '../context'

/** The society's own lists: awards, RTI items, media talks and important links. */
export async function seedSocietyPages(ctx: SeedContext) {
  const { payload, daysAgo, upload, rich, translate, step } = ctx
  await step('awards', 'awards', async () => {
    for (const [i, a] of AWARDS.entries()) {
      const mr = marathi(AWARDS_MR, a.awardeeName, 'the award')
      const image = await upload(
        await scene(a.awardeeName.split(',')[0]!, 40 + i * 60, i),
        `award-${i + 1}.webp`,
        `Award: ${a.awardeeName}`,
        awardImageAltMr(mr.awardeeName),
      )
      const doc = await payload.create({
        collection: 'awards',
        data: { awardeeName: a.awardeeName, image, content: await rich(a.html), order: i * 10, _status: 'published' },
        depth: 0,
      })
      await translate('awards', doc.id, { awardeeName: mr.awardeeName, content: await rich(mr.html) })
    }
    return AWARDS.length
  })

  await step('rti-items', 'RTI items', async () => {
    for (const [i, r] of RTI_ITEMS.entries()) {
      const doc = await payload.create({
        collection: 'rti-items',
        data: { title: r.title, description: await rich(r.html), order: i * 10, _status: 'published' },
        depth: 0,
      })
      await translate('rti-items', doc.id, { description: await rich(marathi(RTI_ITEMS_MR, r.title, 'the RTI item')) })
    }
    return RTI_ITEMS.length
  })

  await step('media-talks', 'media talks', async () => {
    for (const [i, m] of MEDIA_TALKS.entries()) {
      const mr = marathi(MEDIA_TALKS_MR, m.title, 'the media talk')
      const file =
        i % 2 === 0
          ? await upload(
              await scene(m.source, 200 + i * 20, i),
              `media-${i + 1}.webp`,
              `Press cutting: ${m.title}`,
              pressCuttingAltMr(mr.title),
            )
          : undefined
      const doc = await payload.create({
        collection: 'media-talks',
        data: {
          title: m.title,
          source: m.source,
          description: `${m.source} on the society.`,
          url: m.url || undefined,
          file,
          date: daysAgo(m.daysAgo),
          _status: 'published',
        },
        depth: 0,
      })
      await translate('media-talks', doc.id, mr)
    }
    return MEDIA_TALKS.length
  })

  await step('important-links', 'important links', async () => {
    for (const [i, l] of IMPORTANT_LINKS.entries()) {
      const doc = await payload.create({
        collection: 'important-links',
        data: { ...l, order: i * 10, _status: 'published' },
        depth: 0,
      })
      await translate('important-links', doc.id, { title: marathi(IMPORTANT_LINKS_MR, l.title, 'the link') })
    }
    return IMPORTANT_LINKS.length
  })
}

/** The yearbooks (cover and PDF) and the policy pages. */
export async function seedMagazinesAndPolicies(ctx: SeedContext) {
  const { payload, upload, pdf, rich, translate, step } = ctx
  await step('magazines', 'magazines', async () => {
    for (const [k, y] of ['2025', '2024'].entries()) {
      const image = await upload(
        await cover('Yearbook', y, 210 - k * 60),
        `magazine-${y}-cover.webp`,
        `Cover of Yearbook ${y}`,
      )
      const file = await pdf(`yearbook-${y}.pdf`, `Yearbook ${y}`, [
        `The annual magazine of the society, ${Number(y) - 1}-${y}.`,
        'Prize distribution, sports day, science fair and more.',
      ])
      await payload.create({
        collection: 'magazines',
        data: {
          title: `Yearbook ${y}`,
          issueDate: `${y}-06-01T00:00:00.000Z`,
          cover: image,
          pdf: file,
          _status: 'published',
        },
      })
    }
    return 2
  })

  await step('policies', 'policy pages', async () => {
    for (const p of POLICIES) {
      const doc = await payload.create({
        collection: 'policies',
        data: { kind: p.kind, title: p.title[0], content: await rich(p.html[0]), _status: 'published' },
        depth: 0,
      })
      await translate('policies', doc.id, { title: p.title[1], content: await rich(p.html[1]) })
    }
    return POLICIES.length
  })
}
