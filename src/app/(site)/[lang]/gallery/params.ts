import { notFound } from 'next/navigation'

import { isAcademicYear } from '@/lib/academic-year'
import { getI18n } from '@/i18n/server'

import { GENERAL_GALLERY } from '@/content/gallery'
import { listInstitutions } from '@/content/institutions'

/** The institution of a gallery URL: 0 is the society's general gallery; anything unknown is a 404. */
export async function galleryInstitution(raw: string): Promise<{ id: number; name: string }> {
  if (!/^\d{1,9}$/.test(raw)) notFound()
  const id = Number(raw)
  const { lang, dict: t } = await getI18n()
  if (id === GENERAL_GALLERY) return { id, name: t.gallery.general }
  const inst = (await listInstitutions(lang)).find((i) => i.id === id)
  if (!inst) notFound()
  return { id, name: inst.name }
}

/** The academic year of a gallery URL, or a 404. */
export function galleryYear(raw: string): string {
  if (!isAcademicYear(raw)) notFound()
  return raw
}
