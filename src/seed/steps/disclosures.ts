import { en } from '@/i18n/en'
import { itemSpec } from '@/lib/disclosure-items'
import { COMMITTEES } from '../data/committees'
import { DISCLOSURES } from '../data/disclosures'

import type { SeedContext, SeededInstitution } from '../context'

/**
 * Mandatory disclosures, each document a PDF of its own title shared by the
 * institutions, and the institutions' committees.
 */
export async function seedDisclosures(ctx: SeedContext, institutions: SeededInstitution[]) {
  const { payload, pdf, translate, rowsMr, step } = ctx
  await step('disclosures', 'mandatory disclosures', async () => {
    const labels = en.disclosures.items as Record<string, string>
    const pdfs = new Map<string, number>()
    const pdfOf = async (key: string) => {
      if (!pdfs.has(key)) pdfs.set(key, await pdf(`disclosure-${key}.pdf`, labels[key] ?? key, ['Self-attested copy.']))
      return pdfs.get(key)!
    }
    const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
    for (const d of DISCLOSURES) {
      const items = []
      for (const it of d.items) {
        const document = itemSpec(it.item)?.kind === 'document' ? await pdfOf(it.item) : undefined
        items.push({
          item: it.item,
          title: it.title,
          value: it.value,
          link: it.link,
          document,
          issuedOn: document ? dayOffset(-(it.issuedDaysAgo ?? 200)) : undefined,
          expiresOn: document && it.validDays !== undefined ? dayOffset(it.validDays) : undefined,
        })
      }
      const approvalDate = dayOffset(-150)
      const doc = await payload.create({
        collection: 'disclosures',
        data: {
          institution: institutions[d.institution]!.id,
          board: d.board,
          items,
          fees: d.fees.map((f) => ({
            standard: f.standard,
            amount: f.amount,
            approvalRef: d.approvalRef,
            approvalDate,
            note: f.note,
          })),
          _status: 'published',
        } as never,
        depth: 0,
      })
      await translate('disclosures', doc.id, {
        items: rowsMr(doc.items, d.items, 'a disclosure').map(({ row, text }) => ({
          id: row.id,
          value: text.valueMr,
          title: text.titleMr,
        })),
        fees: rowsMr(doc.fees, d.fees, 'a fee table').map(({ row, text }) => ({
          id: row.id,
          standard: text.standardMr,
          note: text.noteMr,
        })),
        _status: 'published',
      })
    }
    return DISCLOSURES.length
  })

  await step('committees', 'committees', async () => {
    for (const [order, c] of COMMITTEES.entries()) {
      const doc = await payload.create({
        collection: 'committees',
        data: {
          institution: institutions[c.institution]!.id,
          kind: c.kind,
          name: c.name[0],
          purpose: c.purpose[0],
          members: c.members.map((m) => ({ name: m.name, role: m.role[0], designation: m.designation?.[0] })),
          nodalOfficer: c.officer,
          order,
          _status: 'published',
        } as never,
        depth: 0,
      })
      await translate('committees', doc.id, {
        name: c.name[1],
        purpose: c.purpose[1],
        members: rowsMr(doc.members, c.members, 'a committee').map(({ row, text }) => ({
          id: row.id,
          role: text.role[1],
          designation: text.designation?.[1],
        })),
        _status: 'published',
      })
    }
    return COMMITTEES.length
  })
}
