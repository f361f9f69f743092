import type { Metadata } from 'next'

import { Pagination } from '@/components/Pagination'
import { ExternalLink } from '@/components/FileLinks'
import { Empty, PageTitle } from '@/components/PageText'
import { listImportantLinkPage } from '@/content/society'
import { textLang } from '@/i18n/fallback'
import { getI18n } from '@/i18n/server'
import { pageHref, requestedPage } from '@/lib/paging'
import { LastUpdated } from '@/components/LastUpdated'

export async function generateMetadata(): Promise<Metadata> {
  const { dict: t } = await getI18n()
  return { title: t.importantlinks.title, description: t.importantlinks.description }
}

type Props = { searchParams: Promise<{ page?: string | string[] }> }

export default async function ImportantLinksPage({ searchParams }: Props) {
  const { lang, dict: t } = await getI18n()
  const list = await listImportantLinkPage(lang, requestedPage((await searchParams).page))
  const links = list.items
  return (
    <>
      <PageTitle>{t.importantlinks.title}</PageTitle>
      {links.length === 0 ? (
        <Empty />
      ) : (
        <ul className="divide-y rounded-lg bg-white shadow">
          {links.map((l) => (
            <li key={l.id} data-testid="link-item">
              <ExternalLink
                href={l.url}
                className="flex min-h-11 items-center px-4 py-3 font-medium text-brand underline"
              >
                <span lang={textLang(lang, l.title)}>{l.title}</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} pages={list.pages} href={(n) => pageHref('/importantlinks', n)} />
      <LastUpdated date={list.updatedAt} />
    </>
  )
}
