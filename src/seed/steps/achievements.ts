import { FULL_SECTIONS } from '../data/institutions'
import {
  ACHIEVEMENT_TYPES_MR,
  ACHIEVEMENTS_MR,
  ACHIEVERS_MR,
  achievementDescriptionMr,
  certificateTitleMr,
  marathi,
} from '../data/marathi'
import { ACHIEVEMENT_TYPES, achievements } from '../data/society'

import type { SeedContext, SeededInstitution } from '../context'

/** Achievement types and students' achievements across the institutions. */
export async function seedAchievements(ctx: SeedContext, institutions: SeededInstitution[]) {
  const { payload, yearsAgo, pdf, pdfMr, translate, step, idsOf } = ctx
  await step('achievement-types', 'achievement types', async () => {
    for (const [i, code] of ACHIEVEMENT_TYPES.entries()) {
      const type = await payload.create({ collection: 'achievement-types', data: { code, name: code, order: i } })
      await translate('achievement-types', type.id, {
        name: marathi(ACHIEVEMENT_TYPES_MR, code, 'the achievement type'),
      })
    }
    return ACHIEVEMENT_TYPES.length
  })
  await step('achievements', 'achievements', async () => {
    const types = await idsOf('achievement-types')
    const list = achievements()
    for (const [i, a] of list.entries()) {
      const file = a.pdf
        ? await pdf(`achievement-${i + 1}.pdf`, `Certificate: ${a.achieverName}`, [a.achievement])
        : undefined
      const doc = await payload.create({
        collection: 'achievements',
        data: {
          achieverName: a.achieverName,
          achievement: a.achievement,
          description: `${a.achieverName}: ${a.achievement.toLowerCase()}.`,
          by: a.by,
          type: types.find((t) => t.code === a.type)!.id,
          academicYear: yearsAgo(a.yearsAgo),
          institution: institutions[a.institution]!.id,
          file,
          _status: 'published',
        },
        depth: 0,
      })
      // In Marathi: the current year's achievements, and every year's of the fully described institutions.
      if (a.yearsAgo !== 0 && a.institution >= FULL_SECTIONS) continue
      const name = marathi(ACHIEVERS_MR, a.achieverName, 'the achiever')
      const achievement = marathi(ACHIEVEMENTS_MR, a.achievement, 'the achievement')
      await translate('achievements', doc.id, {
        achieverName: name,
        achievement,
        description: achievementDescriptionMr(name, achievement),
        file: a.pdf ? await pdfMr(`achievement-${i + 1}-mr.pdf`, certificateTitleMr(name), [achievement]) : undefined,
      })
    }
    return list.length
  })
}
