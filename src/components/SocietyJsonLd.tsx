import { listInstitutions } from '@/content/institutions'
import { getSiteSettings } from '@/content/site-settings'
import { getI18n } from '@/i18n/server'
import { societyJsonLd } from '@/seo/structured-data'

import { JsonLd } from './JsonLd'

/** The society as schema.org EducationalOrganization with its institutions (home and about pages). */
export async function SocietyJsonLd() {
  const { lang } = await getI18n()
  const [settings, institutions] = await Promise.all([getSiteSettings(lang), listInstitutions(lang)])
  return <JsonLd data={societyJsonLd(settings, institutions, lang)} />
}
