import { textLang } from '@/i18n/fallback'
import type { Lang } from '@/i18n/lang'
import { localePath } from '@/i18n/paths'
import { getI18n } from '@/i18n/server'
import { noticeFeedPath } from '@/seo/urls'

/**
 * One school's notice feeds, RSS and Atom, under its Notices section and under /notices
 * narrowed to it. The school's name is marked English when it has no Marathi name yet, and only
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
  const [before = '', after = ''] = t.seo.rssSchoolFeed.split('{school}')
  // One element inside the link: the link is a flex box (for its 44 px height), and each text and
  // element directly in it would be a column of its own, each wrapped on its own on a phone.
  const label = (format: 'RSS' | 'Atom') => (
    <span>
      {before}
      <span lang={textLang(lang, school.name)}>{school.name}</span>
      {after.replace('(RSS)', `(${format})`)}
    </span>
  )
  return (
    <p className={className} data-testid="notice-feeds">
      {t.seo.feedsLabel}
      <a
        href={localePath(lang, noticeFeedPath('rss', undefined, school.id))}
        className="inline-flex min-h-11 items-center font-semibold text-brand underline"
      >
        {label('RSS')}
      </a>
      <a
        href={localePath(lang, noticeFeedPath('atom', undefined, school.id))}
        className="inline-flex min-h-11 items-center font-semibold text-brand underline"
      >
        {label('Atom')}
      </a>
    </p>
  )
}
