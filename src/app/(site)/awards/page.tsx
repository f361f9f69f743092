import type { Metadata } from 'next'
import Image from 'next/image'

import { Empty, PageTitle, RichHtml } from '@/components/ui'
import { listAwards } from '@/content/society'
import { t } from '@/i18n'

export const metadata: Metadata = { title: t.awards.title, description: t.awards.description }

export default async function AwardsPage() {
  const awards = await listAwards()
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
                    src={a.image.url}
                    alt={a.image.alt || a.awardeeName}
                    width={a.image.width ?? 800}
                    height={a.image.height ?? 533}
                    sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                    className="aspect-[3/2] w-full object-cover"
                    priority={i === 0}
                  />
                )}
                <div className="p-4">
                  <h2 className="mb-2 text-lg font-bold text-brand">{a.awardeeName}</h2>
                  <RichHtml html={a.html} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
