import type { Metadata } from 'next'

import { Empty, ExternalLink, PageTitle } from '@/components/ui'
import { listImportantLinks } from '@/content/society'
import { textLang } from '@/i18n/fallback'
import { getI18n } from '@/i18n/server'

export async function generateMetadata(): Promise<Metadata> {
  const { dict: t } = await getI18n()
  return { title: t.importantlinks.title, description: t.importantlinks.description }
}

export default async function ImportantLinksPage() {
  const { lang, dict: t } = await getI18n()
  const links = await listImportantLinks(lang)
  return (
    <>
      <PageTitle>{t.importantlinks.title}</PageTitle>
      {links.length === 0 ? (
        <Empty />
      ) : (
        <ul className="divide-y rounded-lg bg-white shadow">
          {links.map((l) => (
            <li key={l.id}>
              <ExternalLink href={l.url} className="flex min-h-11 items-center px-4 py-3 font-medium text-brand underline">
                <span lang={textLang(lang, l.title)}>{l.title}</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
