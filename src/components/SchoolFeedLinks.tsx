import { textLang } from '@/i18n/fallback'
import type { Lang } from '@/i18n/lang'
import { localePath } from '@/i18n/paths'
import { getI18n } from '@/i18n/server'
import { noticeFeedPath } from '@/seo/urls'

/**
 * One school's notice feeds, RSS and Atom, and the same with the society's notices too
 * (one feed for a parent to follow), under its Notices section and under /notices narrowed to it. The school's name is marked English when it has no Marathi name yet, and only
 * the name: the words around it are the page's language.
 */
export async function SchoolFeedLinks({
  school,
  lang,
  className,
}: {
  school: { id: number; name: string }
  lang: Lang
  className: string
}) {
  const { dict: t } = await getI18n()
  // One element inside the link: the link is a flex box (for its 44 px height), and each text and
  // element directly in it would be a column of its own, each wrapped on its own on a phone.
  const label = (text: string, format: 'RSS' | 'Atom') => {
    const [before = '', after = ''] = text.split('{school}')
    return (
      <span>
        {before}
        <span lang={textLang(lang, school.name)}>{school.name}</span>
        {after.replace('(RSS)', `(${format})`)}
      </span>
    )
  }
  const link = (format: 'rss' | 'atom', society: boolean) => (
    <a
      key={`${format}-${society}`}
      href={localePath(lang, noticeFeedPath(format, undefined, school.id, society))}
      className="inline-flex min-h-11 items-center font-semibold text-brand underline"
      data-testid={society ? 'school-society-feed' : 'school-feed'}
    >
      {label(society ? t.seo.rssSchoolSocietyFeed : t.seo.rssSchoolFeed, format === 'rss' ? 'RSS' : 'Atom')}
    </a>
  )
  return (
    <p className={className} data-testid="notice-feeds">
      {t.seo.feedsLabel}
      {link('rss', false)}
      {link('atom', false)}
      {/* One feed for a parent: the school's notices and the society's, newest first. */}
      {link('rss', true)}
      {link('atom', true)}
    </p>
  )
}
