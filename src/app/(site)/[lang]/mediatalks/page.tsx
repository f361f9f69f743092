import type { Metadata } from 'next'
import Image, { fromFile } from '@/components/Img'

import { Pagination } from '@/components/Pagination'
import { ExternalLink } from '@/components/FileLinks'
import { Empty, PageTitle } from '@/components/PageText'
import { secondaryButtonClass } from '@/components/classes'
import { imageSource } from '@/content/media'
import { listMediaTalkPage } from '@/content/society'
import { textLang } from '@/i18n/fallback'
import { getI18n } from '@/i18n/server'
import { pageHref, requestedPage } from '@/lib/paging'
import { formatDate } from '@/lib/dates'
import { LastUpdated } from '@/components/LastUpdated'

export async function generateMetadata(): Promise<Metadata> {
  const { dict: t } = await getI18n()
  return { title: t.mediatalks.title, description: t.mediatalks.description }
}

type Props = { searchParams: Promise<{ page?: string | string[] }> }

export default async function MediaTalksPage({ searchParams }: Props) {
  const { lang, dict: t } = await getI18n()
  const list = await listMediaTalkPage(lang, requestedPage((await searchParams).page))
  const items = list.items
  return (
    <>
      <PageTitle>{t.mediatalks.title}</PageTitle>
      {items.length === 0 ? (
        <Empty />
      ) : (
        <ul className="space-y-4">
          {items.map((m) => (
            <li key={m.id}>
              <article
                className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow sm:flex-row"
                data-testid="media-item"
              >
                {m.file?.mimeType?.startsWith('image/') && (
                  <Image
                    {...fromFile(imageSource(m.file, 240))}
                    alt={m.file.alt}
                    width={240}
                    height={160}
                    sizes="(min-width: 640px) 240px, 100vw"
                    className="h-auto w-full rounded object-cover sm:w-60"
                  />
                )}
                <div>
                  <h2 lang={textLang(lang, m.title)} className="text-lg font-bold text-brand">
                    {m.title}
                  </h2>
                  <p className="text-sm text-muted">
                    <span lang={textLang(lang, m.source)}>{m.source}</span> ·{' '}
                    <time dateTime={m.date}>{formatDate(m.date)}</time>
                  </p>
                  {m.description && (
                    <p lang={textLang(lang, m.description)} className="mt-2">
                      {m.description}
                    </p>
                  )}
                  <div className="mt-3 flex flex-wrap gap-3">
                    {m.url && (
                      <ExternalLink href={m.url} className={secondaryButtonClass}>
                        {t.common.readMore}
                      </ExternalLink>
                    )}
                    {m.file?.mimeType === 'application/pdf' && (
                      <ExternalLink href={m.file.url} file={m.file} className={secondaryButtonClass}>
                        {t.common.openPdf}
                      </ExternalLink>
                    )}
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} pages={list.pages} href={(n) => pageHref('/mediatalks', n)} />
      <LastUpdated date={list.updatedAt} />
    </>
  )
}
