import type { Payload } from 'payload'

import { cached } from '@/content/cache'
import { listInstitutions } from '@/content/institutions'
import { getPayloadClient } from '@/content/payload'
import type { Lang } from '@/i18n/lang'

import { CLASSES, enquiryYears, type ClassValue } from './desk'

/** A class and academic year a school takes enquiries for, or says it does not yet (closed, and when it opens). */
export type ClassOffer = {
  class: ClassValue
  year: string
  open: boolean
  seatsLeft: number | null
  opensOn: string | null
}

const ORDER = new Map(CLASSES.map((c, i) => [c.value as string, i]))

/**
 * A school's classes for the years parents may ask about (this academic year and the next:
 * enquiryYears), in the order of schooling, from the collection its editors keep
 * (src/admissions/Classes.ts). Read from the database: the form's server check uses it.
 */
export async function enquiryOptions(
  payload: Payload,
  institution: number,
  now: Date = new Date(),
): Promise<ClassOffer[]> {
  const years = enquiryYears(now)
  const { docs } = await payload.find({
    collection: 'admission-classes',
    where: { and: [{ institution: { equals: institution } }, { academicYear: { in: years } }] },
    depth: 0,
    limit: 200,
    pagination: false,
    overrideAccess: true,
  })
  return docs
    .map((d) => ({
      class: d.classSought,
      year: d.academicYear,
      open: d.status === 'open',
      seatsLeft: d.seatsLeft ?? null,
      opensOn: d.opensOn ?? null,
    }))
    .sort((a, b) => a.year.localeCompare(b.year) || (ORDER.get(a.class) ?? 0) - (ORDER.get(b.class) ?? 0))
}

/** Whether the form may take an enquiry for this class and year: a row says it is open (and not full). */
export const isOffered = (offers: readonly ClassOffer[], cls: string, year: string) =>
  offers.some((o) => o.open && o.seatsLeft !== 0 && o.class === cls && o.year === year)

/** The same, kept while the classes are unchanged (the pages' read). */
export const schoolOffers = cached(
  async (institution: number) => enquiryOptions(await getPayloadClient(), institution),
  'admissions:offers',
  ['admission-classes'],
)

/** Every published school with the classes and years it takes enquiries for (the form's choices). */
export async function enquirySchools(lang: Lang): Promise<{ id: number; name: string; offers: ClassOffer[] }[]> {
  const schools = await listInstitutions(lang)
  return Promise.all(schools.map(async (s) => ({ id: s.id, name: s.name, offers: await schoolOffers(s.id) })))
}
