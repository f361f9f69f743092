import { buttonClass } from '@/components/classes'
import { textLang } from '@/i18n/fallback'
import type { Lang } from '@/i18n/lang'

import { subscriptionTexts } from './texts'

const inputClass = 'mt-1 block min-h-11 w-full rounded border border-muted/50 bg-white px-3 text-base'

type Props = {
  lang: Lang
  action: string
  institutions: { id: number; name: string }[]
  selected: number[]
  society: boolean
  language: Lang
  mode: 'immediate' | 'digest'
  /** The subscribe form: the email field, the form token and the honeypot. The manage form has none. */
  formToken?: string
  /** The address of a refused form, given back. */
  email?: string
  submitLabel: string
  error?: string
}

/**
 * The subscription form, plain HTML (a server component): it posts to a route handler and works
 * without JavaScript. Used by /subscribe (with the email address) and /subscribe/manage.
 */
export function SubscribeForm({
  lang,
  action,
  institutions,
  selected,
  society,
  language,
  mode,
  formToken,
  email,
  submitLabel,
  error,
}: Props) {
  const T = subscriptionTexts(lang)
  const picked = new Set(selected)
  return (
    <form method="post" action={action} className="rounded-lg bg-white p-5 shadow" data-testid="subscribe-form">
      {error && (
        <p
          role="alert"
          className="mb-4 rounded border border-red-700 bg-red-50 p-4 text-red-900"
          data-testid="subscribe-error"
        >
          {error}
        </p>
      )}
      {formToken !== undefined && (
        <>
          <label htmlFor="s-email" className="font-semibold">
            {T.email}
          </label>
          <input
            id="s-email"
            name="email"
            type="email"
            defaultValue={email}
            required
            maxLength={254}
            autoComplete="email"
            inputMode="email"
            className={inputClass}
          />
          <input type="hidden" name="form_token" value={formToken} />
          {/* A honeypot for bots that fill every field: off screen, out of the tab order, hidden from assistive technology. */}
          <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
            <label htmlFor="s-website">{T.honeypot}</label>
            <input id="s-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
          </div>
        </>
      )}
      <fieldset className="mt-4">
        <legend className="font-semibold">{T.follow}</legend>
        <label className="mt-2 flex min-h-11 items-center gap-3">
          <input type="checkbox" name="society" value="1" defaultChecked={society} className="size-5" />
          <span>{T.society}</span>
        </label>
        <div className="grid gap-x-6 sm:grid-cols-2">
          {institutions.map((i) => (
            <label key={i.id} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                name="institution"
                value={i.id}
                defaultChecked={picked.has(i.id)}
                className="size-5 shrink-0"
              />
              <span lang={textLang(lang, i.name)}>{i.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <fieldset>
          <legend className="font-semibold">{T.language}</legend>
          {(['mr', 'en'] as const).map((l) => (
            <label key={l} className="flex min-h-11 items-center gap-3">
              <input type="radio" name="language" value={l} defaultChecked={language === l} className="size-5" />
              <span lang={l}>{l === 'mr' ? 'मराठी' : 'English'}</span>
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend className="font-semibold">{T.mode}</legend>
          {(['immediate', 'digest'] as const).map((m) => (
            <label key={m} className="flex min-h-11 items-center gap-3">
              <input type="radio" name="mode" value={m} defaultChecked={mode === m} className="size-5" />
              <span>{T[m]}</span>
            </label>
          ))}
          <p className="text-sm text-muted">{T.alertsNote}</p>
        </fieldset>
      </div>
      <button type="submit" className={`${buttonClass} mt-4`}>
        {submitLabel}
      </button>
    </form>
  )
}

/** What is stored, why, and how to withdraw (DPDP Act 2023), under the form. */
export function PrivacyNote({ lang }: { lang: Lang }) {
  const T = subscriptionTexts(lang)
  return (
    <section aria-labelledby="subscribe-privacy" className="mt-6 max-w-3xl" data-testid="subscribe-privacy">
      <h2 id="subscribe-privacy" className="text-xl font-bold text-brand">
        {T.privacyTitle}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {T.privacy.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </section>
  )
}

/** The small link on the home page, /notices and institution pages (the pages stay light). */
export function SubscribeLink({ lang, institution }: { lang: Lang; institution?: number }) {
  const T = subscriptionTexts(lang)
  const href = `${lang === 'mr' ? '/mr' : ''}/subscribe${institution ? `?institution=${institution}` : ''}`
  return (
    <p className="my-4">
      <a
        href={href}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline"
        data-testid="subscribe-link"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
          <path d="M4 6h16v12H4z M4 6l8 7 8-7" />
        </svg>
        {institution ? T.linkSchool : T.link}
      </a>
    </p>
  )
}
