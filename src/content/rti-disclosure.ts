import type { Lang } from '@/i18n/lang'
import { richTextToHtml, type SafeHtml } from '@/lib/rich-text'
import { RTI_4_1_B_KEYS, type Rti41bKey } from '@/lib/rti'

import { cached } from './cache'
import { getPayloadClient } from './payload'

export type RtiOfficer = { name: string; designation: string; address: string; phone: string; email: string }
export type RtiDisclosure = {
  /** The 17 clauses of section 4(1)(b) in the Act's order; `html` empty where nothing is written yet. */
  clauses: { key: Rti41bKey; html: SafeHtml }[]
  pio: RtiOfficer | null
  faa: RtiOfficer | null
  /** When an administrator last saved it (null: never). */
  updatedAt: string | null
}

type OfficerDoc =
  | {
      name?: string | null
      designation?: string | null
      address?: string | null
      phone?: string | null
      email?: string | null
    }
  | null
  | undefined

function officer(doc: OfficerDoc): RtiOfficer | null {
  if (!doc?.name) return null
  return {
    name: doc.name,
    designation: doc.designation ?? '',
    address: doc.address ?? '',
    phone: doc.phone ?? '',
    email: doc.email ?? '',
  }
}

/** The society's section 4(1)(b) disclosure and its two officers (the "RTI section 4(1)(b)" global). */
export const getRtiDisclosure = cached(
  async (lang: Lang = 'en'): Promise<RtiDisclosure> => {
    const payload = await getPayloadClient()
    const doc = (await payload.findGlobal({ slug: 'rti-disclosure', depth: 0, locale: lang })) as unknown as Record<
      string,
      unknown
    > & { updatedAt?: string | null }
    return {
      clauses: RTI_4_1_B_KEYS.map((key) => ({ key, html: richTextToHtml(doc[key]) })),
      pio: officer(doc.pio as OfficerDoc),
      faa: officer(doc.faa as OfficerDoc),
      updatedAt: doc.updatedAt ?? null,
    }
  },
  'rti-disclosure',
  ['rti-disclosure'],
)
