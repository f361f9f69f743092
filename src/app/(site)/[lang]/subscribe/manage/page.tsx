import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { PageTitle } from '@/components/PageText'
import { buttonClass } from '@/components/classes'
import { getPayloadClient } from '@/content/payload'
import { listInstitutions } from '@/content/institutions'
import { localePath } from '@/i18n/paths'
import { getI18n } from '@/i18n/server'
import { PrivacyNote, SubscribeForm } from '@/subscriptions/SubscribeForm'
import { subscriberOfLink } from '@/subscriptions/subscriber-records'
import { subscriptionTexts } from '@/subscriptions/texts'

export async function generateMetadata(): Promise<Metadata> {
  const { lang } = await getI18n()
  const T = subscriptionTexts(lang)
  // A personal page: never indexed.
  return { title: T.manageTitle, robots: { index: false, follow: false } }
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

/**
 * /subscribe/manage?t=<link> (the mails' Unsubscribe link opens it): at the top, what
 * to do and the one button that ends it all (posted to the one-click address, which deletes the
 * subscription); below, the choices to change (posted to /subscribe/update). The address
 * itself is not shown. A link that does not open a subscription goes to /subscribe?bad=1.
 */
export default async function ManagePage({ searchParams }: Props) {
  const { lang } = await getI18n()
  const T = subscriptionTexts(lang)
  const query = await searchParams
  const link = first(query.t) ?? ''
  const sub = await subscriberOfLink(await getPayloadClient(), link)
  if (!sub) redirect(`${localePath(lang, '/subscribe')}?bad=1`)
  const institutions = (await listInstitutions(lang)).map((i) => ({ id: i.id, name: i.name }))
  const selected = (sub.institutions ?? []).map((i) => (typeof i === 'object' ? i.id : i))
  const message = first(query.confirmed) === '1' ? T.confirmed : first(query.saved) === '1' ? T.saved : null
  const action = `${localePath(lang, '/subscribe/update')}?t=${encodeURIComponent(link)}`
  return (
    <>
      <PageTitle>{T.manageTitle}</PageTitle>
      {message && (
        <p
          role="status"
          className="mb-6 max-w-3xl rounded border border-green-700 bg-green-50 p-4 text-green-900"
          data-testid="subscribe-message"
        >
          {message}
        </p>
      )}
      {/* Leaving first: the mail's Unsubscribe link opens this page, and on a phone the button is on the first screen. */}
      <form
        method="post"
        action={`/api/subscriptions/unsubscribe?t=${encodeURIComponent(link)}&lang=${lang}`}
        className="mb-8 max-w-3xl"
        data-testid="leave"
      >
        <p className="mb-3">{T.leaveIntro}</p>
        <button type="submit" className={buttonClass} data-testid="unsubscribe">
          {T.unsubscribe}
        </button>
      </form>
      <h2 className="mb-3 text-xl font-bold text-brand">{T.changeTitle}</h2>
      <SubscribeForm
        lang={lang}
        action={action}
        institutions={institutions}
        selected={selected}
        society={Boolean(sub.society)}
        language={sub.language === 'mr' ? 'mr' : 'en'}
        mode={sub.mode === 'digest' ? 'digest' : 'immediate'}
        submitLabel={T.save}
      />
      <PrivacyNote lang={lang} />
    </>
  )
}
