import type {
  BreadcrumbList,
  CollegeOrUniversity,
  EducationalOrganization,
  HighSchool,
  PostalAddress,
  School,
  WithContext,
} from 'schema-dts'

import type { InstitutionDetail, InstitutionSummary } from '@/content/institutions'
import { publicFileUrl } from '@/content/media'
import type { SiteSettings } from '@/content/site-settings'
import { getDictionary, type Lang } from '@/i18n'
import { sectionHref } from '@/lib/institution-sections'

import { fileAddress, siteAddress } from './urls'

/**
 * schema.org JSON-LD (rendered by src/components/JsonLd.tsx), typed with schema-dts. Addresses are
 * absolute (SITE_URL) and in the page's language.
 */

/** The society's emblem: a static file, the same in both languages. */
export const SOCIETY_LOGO = '/brand/logo-emblem.svg'

type InstitutionType = 'School' | 'HighSchool' | 'CollegeOrUniversity'

/**
 * The schema.org type of an institution, from its kind (Institutions collection): a junior college
 * teaches standards XI–XII, what schema.org calls a high school; a degree college is a college.
 */
export function institutionType(kind: InstitutionSummary['kind']): InstitutionType {
  if (kind === 'degree-college') return 'CollegeOrUniversity'
  if (kind === 'junior-college') return 'HighSchool'
  return 'School'
}

/** An address in Mumbai as schema.org's PostalAddress (every institution and the society are there). */
export const postalAddress = (street: string): PostalAddress => ({
  '@type': 'PostalAddress',
  streetAddress: street,
  addressLocality: 'Mumbai',
  addressRegion: 'Maharashtra',
  addressCountry: 'IN',
})

/** A short reference to an institution (the society's subOrganization list). */
function institutionRef(inst: InstitutionSummary, lang: Lang) {
  return {
    '@type': institutionType(inst.kind) as InstitutionType,
    '@id': `${siteAddress('en', `/institutions/${inst.id}`)}#institution`,
    name: inst.name,
    url: siteAddress(lang, `/institutions/${inst.id}`),
  }
}

/** The society, with its institutions as subOrganization (home and about pages). */
export function societyJsonLd(
  settings: SiteSettings,
  institutions: InstitutionSummary[],
  lang: Lang,
): WithContext<EducationalOrganization> {
  const contact = getDictionary(lang).contact.societies[0]
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': `${siteAddress('en', '/')}#society`,
    name: settings.title,
    url: siteAddress(lang, '/'),
    logo: fileAddress(SOCIETY_LOGO),
    address: postalAddress(settings.addressLine),
    ...(contact ? { telephone: contact.phone, email: contact.email } : {}),
    subOrganization: institutions.map((i): School | HighSchool | CollegeOrUniversity => institutionRef(i, lang)),
  }
}

/** Telephone numbers and email addresses linked in an institution's Contact section. */
export function contactDetails(inst: Pick<InstitutionDetail, 'contact'>): { telephone?: string; email?: string } {
  const html = inst.contact.map((b) => b.html).join('\n')
  const telephone = /href="tel:([+\d][\d\s-]{5,})"/i.exec(html)?.[1]
  const email = /href="mailto:([^"?\s]+@[^"?\s]+)"/i.exec(html)?.[1]
  return { ...(telephone ? { telephone } : {}), ...(email ? { email } : {}) }
}

/** An institution: its type, address, logo and contact, part of the society. */
export function institutionJsonLd(
  inst: InstitutionDetail,
  settings: SiteSettings,
  lang: Lang,
): WithContext<School | HighSchool | CollegeOrUniversity> {
  const contact = contactDetails(inst)
  const logo = inst.logo ? fileAddress(publicFileUrl(inst.logo)) : undefined
  return {
    '@context': 'https://schema.org',
    ...institutionRef(inst, lang),
    address: postalAddress(inst.address),
    ...(logo ? { logo, image: logo } : {}),
    ...contact,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'office',
      url: siteAddress(lang, sectionHref(inst.id, 'contact')),
      ...contact,
    },
    parentOrganization: {
      '@type': 'EducationalOrganization',
      '@id': `${siteAddress('en', '/')}#society`,
      name: settings.title,
      url: siteAddress(lang, '/'),
    },
  }
}

/** The trail to a deep page: [name, path] from the home page down to the page itself. */
export function breadcrumbJsonLd(trail: [name: string, path: string][], lang: Lang): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: siteAddress(lang, path),
    })),
  }
}
