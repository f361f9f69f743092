import { NOTICE_PDF_LINES_MR, NOTICE_TYPES_MR, NOTICES_MR, marathi, noticeDescriptionMr } from '../data/marathi'
import { NOTICE_TYPES, NOTICES } from '../data/society'
import { makePdf } from '../pdf'

import type { SeedContext } from '../context'

/** Notice types and notices over four years; the current year's also in Marathi, PDFs included. */
export async function seedNotices(ctx: SeedContext) {
  const { payload, yearsAgo, daysAgo, upload, pdfMr, translate, step, idsOf } = ctx
  await step('notice-types', 'notice types', async () => {
    for (const [i, code] of NOTICE_TYPES.entries()) {
      const type = await payload.create({ collection: 'notice-types', data: { code, name: code, order: i } })
      await translate('notice-types', type.id, { name: marathi(NOTICE_TYPES_MR, code, 'the notice type') })
    }
    return NOTICE_TYPES.length
  })
  await step('notices', 'notices', async () => {
    const types = await idsOf('notice-types')
    for (const [i, n] of NOTICES.entries()) {
      const file = n.pdf
        ? await upload(
            makePdf(n.title, ['Vidya Vikas Education Society', 'Please read the notice carefully.'], n.pages),
            `notice-${i + 1}.pdf`,
            n.title,
          )
        : undefined
      const doc = await payload.create({
        collection: 'notices',
        data: {
          title: n.title,
          type: types.find((t) => t.code === n.type)!.id,
          academicYear: yearsAgo(n.yearsAgo),
          date: daysAgo(n.daysAgo + 365 * n.yearsAgo),
          description: `${n.title}. Details are in the attached document or at the office.`,
          file,
          _status: 'published',
        },
        depth: 0,
      })
      // The current year's notices in Marathi, with a Marathi PDF where there is an English one.
      if (n.yearsAgo !== 0) continue
      const title = marathi(NOTICES_MR, n.title, 'the notice')
      await translate('notices', doc.id, {
        title,
        description: noticeDescriptionMr(title),
        file: n.pdf ? await pdfMr(`notice-${i + 1}-mr.pdf`, title, NOTICE_PDF_LINES_MR) : undefined,
      })
    }
    return NOTICES.length
  })
}
