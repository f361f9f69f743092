import type { Metadata } from 'next'

import { SocietyJsonLd } from '@/components/SocietyJsonLd'
import { PageTitle } from '@/components/PageText'
import { getI18n } from '@/i18n/server'

export async function generateMetadata(): Promise<Metadata> {
  const { dict: t } = await getI18n()
  return { title: t.about.title, description: t.about.description }
}

export default async function AboutPage() {
  const { dict: t } = await getI18n()
  const a = t.about
  return (
    <>
      <SocietyJsonLd />
      <PageTitle>{a.title}</PageTitle>
      <ul className="mb-8 grid grid-cols-2 gap-4 sm:grid-cols-4" data-testid="about-figures">
        {a.figures.map((f) => (
          <li key={f.label} className="rounded-lg bg-white p-4 text-center shadow">
            <span className="block text-3xl font-bold text-brand">{f.value}</span>
            <span className="text-sm text-muted">{f.label}</span>
          </li>
        ))}
      </ul>
      <div className="grid gap-8 lg:grid-cols-2">
        <section>
          <h2 className="mb-2 text-xl font-bold text-navy">{a.visionTitle}</h2>
          <p>{a.vision}</p>
        </section>
        <section>
          <h2 className="mb-2 text-xl font-bold text-navy">{a.historyTitle}</h2>
          {a.history.map((p) => (
            <p key={p} className="mb-2">
              {p}
            </p>
          ))}
        </section>
        <section>
          <h2 className="mb-2 text-xl font-bold text-navy">{a.foundersTitle}</h2>
          <p>{a.founders}</p>
        </section>
        <section>
          <h2 className="mb-2 text-xl font-bold text-navy">{a.erpTitle}</h2>
          <p>{a.erp}</p>
        </section>
        <section className="lg:col-span-2">
          <h2 className="mb-2 text-xl font-bold text-navy">{a.servicesTitle}</h2>
          <ul className="list-disc space-y-1 pl-6">
            {a.services.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </section>
      </div>
    </>
  )
}
