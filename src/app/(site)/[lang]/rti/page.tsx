import type { Metadata } from 'next'

import { Pagination } from '@/components/Pagination'
import { Empty, PageTitle, RichHtml } from '@/components/ui'
import { listRtiPage } from '@/content/society'
import { getI18n } from '@/i18n/server'
import { pageHref, requestedPage } from '@/lib/paging'

export async function generateMetadata(): Promise<Metadata> {
  const { dict: t } = await getI18n()
  return { title: t.rti.title, description: t.rti.description }
}

type Props = { searchParams: Promise<{ page?: string | string[] }> }

export default async function RtiPage({ searchParams }: Props) {
  const { lang, dict: t } = await getI18n()
  const list = await listRtiPage(lang, requestedPage((await searchParams).page))
  const items = list.items
  return (
    <>
      <PageTitle>{t.rti.title}</PageTitle>
      {items.length === 0 ? (
        <Empty />
      ) : (
        <div className="space-y-4">
          {items.map((item) => (
            <section key={item.id} className="rounded-lg bg-white p-5 shadow" data-testid="rti-item">
              <RichHtml html={item.html} />
            </section>
          ))}
        </div>
      )}
      <Pagination page={list.page} pages={list.pages} href={(n) => pageHref('/rti', n)} />
    </>
  )
}
