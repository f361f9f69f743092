import type { Metadata } from 'next'
import Image from '@/components/Img'

import { Pagination } from '@/components/Pagination'
import { Empty, PageTitle, RichHtml } from '@/components/PageText'
import { imageSource, type MediaRef } from '@/content/media'
import { listAwardPage } from '@/content/society'
import { textLang } from '@/i18n/fallback'
import { getI18n } from '@/i18n/server'
import { pageHref, requestedPage } from '@/lib/paging'
import { LastUpdated } from '@/components/LastUpdated'

/** An award photo shown up to 400 CSS pixels wide: its source and that source's dimensions. */
function awardImage(image: MediaRef) {
  const { url, width, height } = imageSource(image, 400)
  return { src: url, width: width ?? 800, height: height ?? 533, sourceWidth: width }
}

export async function generateMetadata(): Promise<Metadata> {
  const { dict: t } = await getI18n()
  return { title: t.awards.title, description: t.awards.description }
}

type Props = { searchParams: Promise<{ page?: string | string[] }> }

export default async function AwardsPage({ searchParams }: Props) {
  const { lang, dict: t } = await getI18n()
  const list = await listAwardPage(lang, requestedPage((await searchParams).page))
  const awards = list.items
  return (
    <>
      <PageTitle>{t.awards.title}</PageTitle>
      {awards.length === 0 ? (
        <Empty />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {awards.map((a, i) => (
            <li key={a.id}>
              <article className="h-full overflow-hidden rounded-lg bg-white shadow" data-testid="award-card">
                {a.image && (
                  <Image
                    {...awardImage(a.image)}
                    alt={a.image.alt || a.awardeeName}
                    sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                    className="aspect-[3/2] w-full object-cover"
                    priority={i === 0}
                  />
                )}
                <div className="p-4">
                  <h2 lang={textLang(lang, a.awardeeName)} className="mb-2 text-lg font-bold text-brand">
                    {a.awardeeName}
                  </h2>
                  <RichHtml html={a.html} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} pages={list.pages} href={(n) => pageHref('/awards', n)} />
      <LastUpdated date={list.updatedAt} />
    </>
  )
}
