import type { Metadata } from 'next'
import { cookies } from 'next/headers'

import { PageTitle } from '@/components/PageText'
import { buttonClass } from '@/components/classes'
import { formSecret } from '@/config/env'
import { listInstitutions } from '@/content/institutions'
import { localePath } from '@/i18n/paths'
import { getI18n } from '@/i18n/server'
import { issueFormToken } from '@/lib/form-token'
import { RETURNED_EMAIL_COOKIE } from '@/subscriptions/handlers'
import { PrivacyNote, SubscribeForm } from '@/subscriptions/SubscribeForm'
import { subscriptionTexts } from '@/subscriptions/texts'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { lang } = await getI18n()
  const T = subscriptionTexts(lang)
  // The confirmation step carries a personal link: never indexed.
  if (first((await searchParams).confirm)) return { title: T.confirmTitle, robots: { index: false, follow: false } }
  return { title: T.title, description: T.intro }
}

const ERRORS = ['email', 'follow', 'expired', 'tooMany', 'failed'] as const

/**
 * /subscribe: the form (an institution page links here with ?institution=<id>, which is
 * ticked; a refused form comes back with ?institution=…&society=&language=&mode= as it was sent), and the answers of the route handlers that it posts to (?sent=1, ?error=<code>,
 * ?done=unsubscribed, ?bad=1: a link that no longer works). Never an address in the URL.
 * ?confirm=<link> (the confirmation mail's link leads here) shows only the button that confirms.
 */
export default async function SubscribePage({ searchParams }: Props) {
  const { lang } = await getI18n()
  const T = subscriptionTexts(lang)
  const query = await searchParams
  const institutions = (await listInstitutions(lang)).map((i) => ({ id: i.id, name: i.name }))
  const wanted = new Set([query.institution ?? []].flat().map(Number))
  const selected = institutions.filter((i) => wanted.has(i.id)).map((i) => i.id)
  const code = first(query.error)
  const error = ERRORS.find((e) => e === code)
  // A refused form comes back as it was filled in: the choices in the query, the address in a
  // short-lived cookie (src/subscriptions/handlers.ts).
  const society = first(query.society) ? first(query.society) === '1' : selected.length === 0
  const language = first(query.language) === 'mr' ? 'mr' : first(query.language) === 'en' ? 'en' : lang
  const mode = first(query.mode) === 'digest' ? 'digest' : 'immediate'
  const email = error ? ((await cookies()).get(RETURNED_EMAIL_COOKIE)?.value ?? '') : ''
  const message = first(query.sent) === '1' ? T.sent : first(query.done) === 'unsubscribed' ? T.unsubscribed : null
  const confirm = first(query.confirm)
  if (confirm)
    return (
      <>
        <PageTitle>{T.confirmTitle}</PageTitle>
        <form
          method="post"
          action={`${localePath(lang, '/subscribe/confirm')}?t=${encodeURIComponent(confirm)}`}
          className="max-w-3xl"
        >
          <p className="mb-4">{T.confirmText}</p>
          <button type="submit" className={buttonClass} data-testid="subscribe-confirm">
            {T.confirmButton}
          </button>
        </form>
        <PrivacyNote lang={lang} />
      </>
    )
  return (
    <>
      <PageTitle intro={T.intro}>{T.title}</PageTitle>
      {message && (
        <p
          role="status"
          className="mb-6 max-w-3xl rounded border border-green-700 bg-green-50 p-4 text-green-900"
          data-testid="subscribe-message"
        >
          {message}
        </p>
      )}
      {first(query.bad) === '1' && (
        <p
          role="alert"
          className="mb-6 max-w-3xl rounded border border-red-700 bg-red-50 p-4 text-red-900"
          data-testid="subscribe-bad-link"
        >
          {T.badLink}
        </p>
      )}
      <SubscribeForm
        lang={lang}
        action={localePath(lang, '/subscribe/request')}
        institutions={institutions}
        selected={selected}
        society={society}
        language={language}
        mode={mode}
        email={email}
        formToken={issueFormToken(formSecret())}
        submitLabel={T.submit}
        error={error ? T.errors[error] : undefined}
      />
      <PrivacyNote lang={lang} />
    </>
  )
}
