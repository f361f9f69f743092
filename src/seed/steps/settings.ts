import { SITE_SETTINGS_DEFAULTS } from '@/globals/site-settings-defaults'
import { HELPLINE_DEFAULTS } from '@/lib/helplines'
import { RTI_4_1_B_KEYS } from '@/lib/rti'

import { SITE_SETTINGS_MR } from '../data/marathi'
import { RTI_41B, RTI_OFFICERS_DEMO } from '../data/sitewide'
import type { SeedContext } from '../context'

/** Four academic years: the current one and the three before it. */
export async function seedYears(ctx: SeedContext) {
  const { payload, yearsAgo, step } = ctx
  await step('academic-years', 'academic years', async () => {
    for (let n = 0; n < 4; n++) await payload.create({ collection: 'academic-years', data: { code: yearsAgo(n) } })
    return 4
  })
}

/**
 * The header lines and helplines, in English and Marathi. The English are the defaults the site
 * shows for a never-saved global anyway.
 */
export async function seedSiteSettings(ctx: SeedContext) {
  const { payload, rowsMr, once } = ctx
  await once('site-settings', 'site settings', async () => {
    const english = await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'en',
      data: {
        ...SITE_SETTINGS_DEFAULTS,
        helplines: HELPLINE_DEFAULTS.map((h) => ({ label: h.label.en, number: h.number, scope: h.scope })),
      },
      depth: 0,
    })
    const helplinesMr = rowsMr(english.helplines, [...HELPLINE_DEFAULTS], 'the helplines').map(({ row, text }) => ({
      ...row,
      label: text.label.mr,
    }))
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'mr',
      data: { ...SITE_SETTINGS_MR, helplines: helplinesMr },
      depth: 0,
    })
    return 'header lines added in English and Marathi, with the helplines'
  })
}

/** The RTI section 4(1)(b) disclosure and its officers. */
export async function seedRtiDisclosure(ctx: SeedContext) {
  const { payload, pdf, rich, once } = ctx
  await once('rti-disclosure', 'RTI section 4(1)(b)', async () => {
    // Clause (xi) links a PDF of the media library, as staff would: the page names its format and size.
    const budget = await payload.findByID({
      collection: 'media',
      id: await pdf('rti-budget-summary.pdf', 'Budget summary', ['Budget of the society and its institutions.']),
      depth: 0,
    })
    const budgetHref = `/cms-api/media/file/${encodeURIComponent(budget.filename!)}`
    const clauses = async (k: 0 | 1) =>
      Object.fromEntries(
        await Promise.all(
          RTI_4_1_B_KEYS.map(async (key, i) => [key, await rich(RTI_41B[i]![k].replace('{budgetPdf}', budgetHref))]),
        ),
      )
    await payload.updateGlobal({
      slug: 'rti-disclosure',
      locale: 'en',
      data: { ...(await clauses(0)), ...RTI_OFFICERS_DEMO.en },
      depth: 0,
    })
    await payload.updateGlobal({
      slug: 'rti-disclosure',
      locale: 'mr',
      data: { ...(await clauses(1)), ...RTI_OFFICERS_DEMO.mr },
      depth: 0,
    })
    return '17 clauses and the two officers added in English and Marathi'
  })
}
