import type { Metadata } from 'next'
import Image, { fromFile } from '@/components/Img'
import { SiteLink as Link } from '@/components/SiteLink'

import { Empty, PageTitle } from '@/components/ui'
import { listInstitutions } from '@/content/institutions'
import { imageSource } from '@/content/media'
import { textLang } from '@/i18n/fallback'
import { getI18n } from '@/i18n/server'
import { LastUpdated } from '@/components/LastUpdated'
import { lastChanged } from '@/content/sitemap'

export async function generateMetadata(): Promise<Metadata> {
  const { dict: t } = await getI18n()
  return { title: t.institutions.title, description: t.institutions.description }
}

export default async function InstitutionsPage() {
  const { lang, dict: t } = await getI18n()
  const institutions = await listInstitutions(lang)
  return (
    <>
      <PageTitle>{t.institutions.title}</PageTitle>
      {institutions.length === 0 ? (
        <Empty />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {institutions.map((inst, i) => (
            <li key={inst.id}>
              <Link
                href={`/institutions/${inst.id}`}
                className="flex h-full items-center gap-4 rounded-lg bg-white p-4 no-underline shadow hover:ring-2 hover:ring-brand"
                data-testid="institution-card"
              >
                {inst.logo ? (
                  <Image {...fromFile(imageSource(inst.logo, 72))} alt={t.institutions.logoAlt(inst.name)} width={72} height={72} className="h-18 w-18 shrink-0 rounded-full" priority={i < 3} />
                ) : (
                  <span aria-hidden="true" className="h-18 w-18 shrink-0 rounded-full bg-brand/10" />
                )}
                <span>
                  <span lang={textLang(lang, inst.name)} className="block font-bold text-brand">
                    {inst.name}
                  </span>
                  <span lang={textLang(lang, inst.address)} className="block text-sm text-muted">
                    {inst.address}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <LastUpdated date={await lastChanged(['institutions'])} />
    </>
  )
}
