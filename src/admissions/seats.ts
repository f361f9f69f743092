import type { Payload } from 'payload'

import { getPayloadClient } from '@/content/payload'
import { listInstitutions } from '@/content/institutions'
import type { Lang } from '@/i18n/lang'

import { CLASSES, enquiryYears, type ClassValue } from './desk'

/** A class and academic year a school takes enquiries for (or says it does not, yet). */
export type ClassOffer = { class: ClassValue; year: string; open: boolean; seatsLeft?: number | null; opensOn?: string | null }

/** The classes and years the enquiry form offers for a school. */
export async function enquiryOptions(_payload: Payload, _institution: number, now: Date = new Date()): Promise<ClassOffer[]> {
  return enquiryYears(now).flatMap((year) => CLASSES.map((c) => ({ class: c.value, year, open: true })))
}

/** Whether the form may take an enquiry for this class and year. */
export const isOffered = (offers: readonly ClassOffer[], cls: string, year: string) => offers.some((o) => o.open && o.class === cls && o.year === year)

/** Every published school with the classes and years it takes enquiries for (the form's choices). */
export async function enquirySchools(lang: Lang): Promise<{ id: number; name: string; offers: ClassOffer[] }[]> {
  const payload = await getPayloadClient()
  const schools = await listInstitutions(lang)
  return Promise.all(schools.map(async (s) => ({ id: s.id, name: s.name, offers: await enquiryOptions(payload, s.id) })))
}
