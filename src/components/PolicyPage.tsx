import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { LastUpdated } from '@/components/LastUpdated'
import { withNotFound } from '@/components/NotFound'
import { PageTitle, RichHtml } from '@/components/PageText'
import { getPolicy } from '@/content/policies'
import { textLang } from '@/i18n/fallback'
import { getI18n } from '@/i18n/server'
import type { PolicyKind } from '@/lib/policies'

/** Head tags of a policy page: its title as published (else the dictionary's name) and a description. */
export async function policyMetadata(kind: PolicyKind): Promise<Metadata> {
  const { lang, dict: t } = await getI18n()
  const policy = await getPolicy(kind, lang)
  return { title: policy?.title ?? t.policies[kind], description: t.policies.description[kind] }
}

/** A policy page (privacy, accessibility, terms, copyright): the published document, or the site's 404. */
export const PolicyPage = withNotFound(async function PolicyPage({ kind }: { kind: PolicyKind }) {
  const { lang } = await getI18n()
  const policy = await getPolicy(kind, lang)
  if (!policy) notFound()
  return (
    <article className="max-w-3xl" data-testid="policy" data-policy={kind}>
      <PageTitle>
        <span lang={textLang(lang, policy.title)}>{policy.title}</span>
      </PageTitle>
      <div className="rounded-lg bg-white p-5 shadow">
        <RichHtml html={policy.html} />
      </div>
      <LastUpdated date={policy.updatedAt} />
    </article>
  )
})
