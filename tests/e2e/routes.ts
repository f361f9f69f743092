import { en } from '../../src/i18n/en'
import { mr } from '../../src/i18n/mr'

/**
 * The public routes the page tests visit. Every route is read over HTTP (tests/http/routes.spec.ts:
 * status, one h1, title, description, alt, language, no English UI text on a Marathi page); the
 * browser lays out one route per page template and language at both widths, and scans it with axe
 * at one (English at 1280 px, tests/e2e/pages.spec.ts; Marathi at 375, tests/e2e/marathi.spec.ts).
 */
export const ROUTES = [
  '/',
  '/aboutus',
  '/trustees',
  '/institutions',
  '/institutions/1',
  '/institutions/1/past-results',
  '/institutions/1/principal',
  '/institutions/1/pta-members',
  '/institutions/1/awards',
  '/institutions/1/contact',
  '/institutions/1/infrastructure',
  '/institutions/1/student-achievements',
  '/institutions/1/gallery',
  '/institutions/1/downloads',
  '/institutions/1/staff-directory',
  '/awards',
  '/gallery/all',
  '/gallery/institute/1',
  '/contactus',
  '/rti',
  '/notices',
  '/mediatalks',
  '/grievances',
  '/importantlinks',
  '/studentachievements',
  '/admission',
  '/admission/enquiry',
  '/admission/status',
  '/studentlogin',
  // The demo's first event is past, its second has a PDF.
  '/events',
  '/events/1',
  '/events/2',
]

/**
 * One route for each page template and the components only it shows: a school's sections differ in
 * what they show (PDF lists, a person, a table, contacts, cards, photos), so each kind is here once.
 * The routes left out render the same templates and components as one here (the site's awards and
 * achievements are the same cards as a school's; media talks and important links the same list;
 * the student login the admission page's portal cards; a past event the same page as one to come).
 */
export const TEMPLATE_ROUTES = [
  '/',
  '/aboutus',
  '/trustees',
  '/institutions',
  '/institutions/1',
  '/institutions/1/past-results',
  '/institutions/1/principal',
  '/institutions/1/pta-members',
  '/institutions/1/contact',
  '/institutions/1/student-achievements',
  '/institutions/1/gallery',
  '/awards',
  '/gallery/all',
  '/contactus',
  '/rti',
  '/notices',
  '/mediatalks',
  '/grievances',
  '/admission',
  '/events',
  '/events/2',
]

export const inMarathi = (route: string) => (route === '/' ? '/mr' : `/mr${route}`)

/**
 * The English UI texts that must not show on a Marathi page: every string of the English
 * dictionary that differs from its Marathi counterpart (brand names, numbers and addresses that
 * are the same in both are not UI language), templates without their placeholders.
 */
function englishTexts(): string[] {
  const out = new Set<string>()
  const walk = (e: unknown, m: unknown) => {
    if (typeof e === 'string') {
      for (const part of e.split(/\{\w+\}/)) {
        const text = part.trim()
        if (/[a-z]{3}/i.test(text) && text !== String(m).trim() && !String(m).includes(text)) out.add(text)
      }
    } else if (e && typeof e === 'object') {
      for (const key of Object.keys(e))
        walk((e as Record<string, unknown>)[key], (m as Record<string, unknown> | undefined)?.[key])
    }
  }
  walk(en, mr)
  return [...out]
}
/** Each English UI string as a whole-word pattern, made once (there are hundreds, and each page has hundreds of texts). */
export const ENGLISH_PATTERNS = englishTexts().map((english) => ({
  english,
  phrase: english.includes(' ') && english.length >= 12,
  pattern: new RegExp(`(^|[^a-z])${english.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z])`),
}))
