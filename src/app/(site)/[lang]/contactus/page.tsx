import type { Metadata } from 'next'

import { ExternalLink } from '@/components/FileLinks'
import { PageTitle } from '@/components/PageText'
import { getI18n } from '@/i18n/server'

export async function generateMetadata(): Promise<Metadata> {
  const { dict: t } = await getI18n()
  return { title: t.contact.title, description: t.contact.description }
}

export default async function ContactPage() {
  const { dict: t } = await getI18n()
  const c = t.contact
  return (
    <>
      <PageTitle>{c.title}</PageTitle>
      <div className="grid gap-6 md:grid-cols-2">
        {c.societies.map((s) => (
          <section key={s.name} className="rounded-lg bg-white p-6 shadow" data-testid="contact-card">
            <h2 className="mb-3 text-xl font-bold text-brand">{s.name}</h2>
            <dl className="space-y-2">
              <div>
                <dt className="text-sm font-semibold text-muted">{c.address}</dt>
                <dd>{s.address}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-muted">{c.phone}</dt>
                <dd>
                  <a
                    href={`tel:${s.phone.replace(/\s/g, '')}`}
                    className="inline-flex min-h-11 items-center text-brand underline"
                  >
                    {s.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-muted">{c.email}</dt>
                <dd>
                  <a
                    href={`mailto:${s.email}`}
                    className="inline-flex min-h-11 items-center break-all text-brand underline"
                  >
                    {s.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-muted">{c.website}</dt>
                <dd>
                  <ExternalLink
                    href={s.website}
                    className="inline-flex min-h-11 items-center break-all text-brand underline"
                  >
                    {s.website}
                  </ExternalLink>
                </dd>
              </div>
            </dl>
          </section>
        ))}
      </div>
    </>
  )
}
