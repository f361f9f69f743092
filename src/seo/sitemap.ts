import type { MetadataRoute } from 'next'

import { listDisclosures } from '@/content/disclosures'
import { listEventPages } from '@/content/events'
import { albumPath, listAlbums } from '@/content/gallery-pages'
import { listInstitutions } from '@/content/institutions'
import {
  galleryDates,
  institutionDates,
  latestUpdates,
  noticeDates,
  settingsUpdatedAt,
  type DatedCollection,
} from '@/content/sitemap'
import { listPolicyDates } from '@/content/policies'
import { getRtiDisclosure } from '@/content/rti-disclosure'
import { LANGS } from '@/i18n/lang'
import { policyPath } from '@/lib/policies'
import { INSTITUTION_SECTIONS, sectionHref } from '@/lib/institution-sections'

import { siteAddress } from './urls'

/** One public page (its address without the language prefix) and when its content last changed. */
export type SitemapPage = { path: string; lastModified?: string | null }

/** A kind of public page: lists its pages. Add one to SITEMAP_SOURCES for a new kind (events…). */
export type SitemapSource = () => Promise<SitemapPage[]>

/** The site's fixed pages and the collections whose content they show (their <lastmod>). */
const STATIC_PAGES: { path: string; shows: DatedCollection[] }[] = [
  { path: '/', shows: ['notices', 'institutions', 'gallery-images', 'events'] },
  { path: '/aboutus', shows: [] },
  { path: '/trustees', shows: ['trustees'] },
  { path: '/institutions', shows: ['institutions'] },
  { path: '/notices', shows: ['notices'] },
  { path: '/awards', shows: ['awards'] },
  { path: '/studentachievements', shows: ['achievements'] },
  { path: '/gallery/all', shows: ['gallery-images', 'albums'] },
  { path: '/mediatalks', shows: ['media-talks'] },
  { path: '/rti', shows: ['rti-items'] },
  { path: '/importantlinks', shows: ['important-links'] },
  { path: '/contactus', shows: [] },
  { path: '/grievances', shows: ['institutions'] },
  { path: '/admission', shows: ['portal-links'] },
  { path: '/studentlogin', shows: ['portal-links'] },
  { path: '/events', shows: ['events'] },
]

/** The newest of some dates (ISO strings compare in time order), or null. */
const newest = (dates: (string | null | undefined)[]): string | null =>
  dates.reduce<string | null>((a, b) => (b && (!a || b > a) ? b : a), null)

const staticPages: SitemapSource = async () => {
  const [latest, settings] = await Promise.all([
    latestUpdates([...new Set(STATIC_PAGES.flatMap((p) => p.shows))]),
    settingsUpdatedAt(),
  ])
  // Every page shows the site settings (header, footer): a page is as new as they are, at least.
  return STATIC_PAGES.map((p) => ({ path: p.path, lastModified: newest([settings, ...p.shows.map((c) => latest[c])]) }))
}

/** Each institution's page and each of its sections' pages. */
const institutionPages: SitemapSource = async () =>
  (await institutionDates()).flatMap((i) =>
    INSTITUTION_SECTIONS.map((s) => ({ path: sectionHref(i.id, s), lastModified: i.updatedAt })),
  )

const noticePages: SitemapSource = async () =>
  (await noticeDates()).map((n) => ({ path: `/notices/${n.id}`, lastModified: n.updatedAt }))

const eventPages: SitemapSource = async () =>
  (await listEventPages()).map((e) => ({ path: `/events/${e.id}`, lastModified: e.updatedAt }))

const galleryPages: SitemapSource = async () => {
  const g = await galleryDates()
  return [
    ...g.years.map((y) => ({ path: `/gallery/${y.key}`, lastModified: y.updatedAt })),
    ...g.institutions.map((i) => ({ path: `/gallery/institute/${i.key}`, lastModified: i.updatedAt })),
    ...g.yearInstitutions.map((p) => ({
      path: `/gallery/${p.key.year}/${p.key.institution}`,
      lastModified: p.updatedAt,
    })),
    ...(await listAlbums({}, 'en')).map((a) => ({ path: albumPath(a.id), lastModified: a.updatedAt })),
  ]
}

/** The index of mandatory disclosures and each published institution's disclosure page. */
const disclosurePages: SitemapSource = async () => {
  const visible = new Set((await listInstitutions()).map((i) => i.id))
  const list = (await listDisclosures()).filter((d) => visible.has(d.institution))
  return [
    { path: '/disclosures', lastModified: newest(list.map((d) => d.updatedAt)) },
    ...list.map((d) => ({ path: `/institutions/${d.institution}/mandatory-disclosure`, lastModified: d.updatedAt })),
  ]
}

/** The published policy pages (privacy, accessibility …), at their own addresses. */
const policyPages: SitemapSource = async () =>
  (await listPolicyDates()).map((p) => ({ path: policyPath(p.kind), lastModified: p.updatedAt }))

/** /rti also shows the section 4(1)(b) disclosure (a global); sitemapEntries keeps the newer date of the two listings. */
const rtiDisclosurePage: SitemapSource = async () => [
  { path: '/rti', lastModified: (await getRtiDisclosure('en')).updatedAt },
]

/** Every kind of public page in sitemap.xml. */
export const SITEMAP_SOURCES: SitemapSource[] = [
  staticPages,
  institutionPages,
  noticePages,
  eventPages,
  galleryPages,
  policyPages,
  rtiDisclosurePage,
  disclosurePages,
]

/**
 * sitemap.xml: every page of every source in each language, each naming its other-language
 * versions (hreflang, as the pages' own <link rel="alternate"> do; English for everyone else).
 */
export async function sitemapEntries(sources: SitemapSource[] = SITEMAP_SOURCES): Promise<MetadataRoute.Sitemap> {
  // A page listed by two sources (/rti: its items and its disclosure) appears once, with the newer date.
  const byPath = new Map<string, SitemapPage>()
  for (const page of (await Promise.all(sources.map((source) => source()))).flat()) {
    const seen = byPath.get(page.path)
    byPath.set(
      page.path,
      seen ? { path: page.path, lastModified: newest([seen.lastModified, page.lastModified]) } : page,
    )
  }
  return [...byPath.values()].flatMap((page) => {
    const languages = {
      ...Object.fromEntries(LANGS.map((l) => [l, siteAddress(l, page.path)])),
      'x-default': siteAddress('en', page.path),
    }
    return LANGS.map((lang) => ({
      url: siteAddress(lang, page.path),
      ...(page.lastModified ? { lastModified: page.lastModified } : {}),
      alternates: { languages },
    }))
  })
}
