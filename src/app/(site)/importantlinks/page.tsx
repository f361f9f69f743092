import type { Metadata } from 'next'

import { Empty, ExternalLink, PageTitle } from '@/components/ui'
import { listImportantLinks } from '@/content/society'
import { t } from '@/i18n'

export const metadata: Metadata = { title: t.importantlinks.title, description: t.importantlinks.description }

export default async function ImportantLinksPage() {
  const links = await listImportantLinks()
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
                {l.title}
              </ExternalLink>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
