import type { Metadata } from 'next'

import { Empty, PageTitle, RichHtml } from '@/components/ui'
import { listRtiItems } from '@/content/society'
import { getI18n } from '@/i18n/server'

export async function generateMetadata(): Promise<Metadata> {
  const { dict: t } = await getI18n()
  return { title: t.rti.title, description: t.rti.description }
}

export default async function RtiPage() {
  const { lang, dict: t } = await getI18n()
  const items = await listRtiItems(lang)
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
    </>
  )
}
