import { TRUSTEES_MR, marathi, portraitAltMr } from '../data/marathi'
import { TRUSTEES } from '../data/trustees'
import { portrait } from '../images'

import type { SeedContext } from '../context'

/** The trustees, with portraits, in English and Marathi. */
export async function seedTrustees(ctx: SeedContext) {
  const { payload, upload, translate, step } = ctx
  await step('trustees', 'trustees', async () => {
    for (const [i, t] of TRUSTEES.entries()) {
      const mr = marathi(TRUSTEES_MR, t.name, 'the trustee')
      const photo = t.photo
        ? await upload(
            await portrait(t.name, (i * 47) % 360),
            `trustee-${i + 1}.webp`,
            `Portrait of ${t.name}`,
            portraitAltMr(mr.name),
          )
        : undefined
      const doc = await payload.create({
        collection: 'trustees',
        data: {
          name: t.name,
          designation: t.designation,
          position: t.position,
          info: t.info,
          moreInfo: t.moreInfo,
          photo,
          order: (i + 1) * 10,
          _status: 'published',
        },
        depth: 0,
      })
      await translate('trustees', doc.id, mr)
    }
    return TRUSTEES.length
  })
}
