import { env, formSecret } from '@/config/env'
import { getPayloadClient } from '@/content/payload'
import { isLang, type Lang } from '@/i18n/lang'
import { localePath } from '@/i18n/paths'
import { isDatabaseUnavailable } from '@/lib/db-errors'
import { checkFormToken } from '@/lib/form-token'
import { claimFormToken } from '@/services/form-token-store'
import { logger } from '@/services/logger'
import { clientAddress, takeToken } from '@/services/rate-limit'

import {
  choicesOf,
  confirmSubscription,
  emailSchema,
  requestSubscription,
  subscriberOfLink,
  unsubscribe,
  updateSubscription,
} from './subscriber-records'

/**
 * The route handlers of the subscriptions (src/app/(site)/[lang]/subscribe/*, and the one-click
 * /api/subscriptions/unsubscribe). Plain form posts and links, answered with 303 to a page (the
 * proxy refuses a page POST from another site's origin, src/lib/page-posts.ts). No address ever
 * goes into a URL or a log line.
 */

const see = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })

export const langOf = async (params: Promise<{ lang: string }>): Promise<Lang> => {
  const { lang } = await params
  return isLang(lang) ? lang : 'en'
}

async function formOf(request: Request): Promise<FormData | null> {
  try {
    return await request.formData()
  } catch {
    return null
  }
}

/**
 * The per-address allowance counts the mailbox: lower case, and without a `+tag` (`bomb+a@…`,
 * `Bomb+b@…` are one mailbox), so one mailbox gets at most RATE_LIMIT_SUBSCRIBER mails an hour
 * however its address is spelled.
 */
export function mailboxKey(email: string): string {
  const at = email.lastIndexOf('@')
  const local = email.slice(0, at).toLowerCase()
  return `${local.split('+')[0] || local}@${email.slice(at + 1).toLowerCase()}`
}

/** The cookie that gives a refused form its address back (never in the URL); the page reads it. */
export const RETURNED_EMAIL_COOKIE = 'subscribe_email'
const returnedEmailCookie = (value: string, maxAge: number) =>
  `${RETURNED_EMAIL_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${env.siteUrl.startsWith('https:') ? '; Secure' : ''}`

/** The choices of a refused form, as the page's query reads them back (never the address). */
function choicesQuery(form: FormData | null, lang: Lang): string {
  const choices = form && choicesOf(form, lang)
  if (!choices) return ''
  const q = new URLSearchParams()
  for (const i of choices.institutions) q.append('institution', String(i))
  q.set('society', choices.society ? '1' : '0')
  q.set('language', choices.language)
  q.set('mode', choices.mode)
  return `&${q}`
}

/**
 * POST /subscribe/request: the same answer whether or not the address is known. A refused form comes
 * back as the person filled it in: the choices in the page's query, the address in a short-lived
 * cookie of this site only. There is no minimum time to fill the form in (autofill is quick): the
 * confirmation mail already keeps a robot from subscribing anyone, and the honeypot, the single-use
 * form token and the per-client and per-mailbox limits keep it from flooding.
 */
export async function subscribeRequest(request: Request, lang: Lang): Promise<Response> {
  const page = localePath(lang, '/subscribe')
  let form: FormData | null = null
  const fail = (code: string) => {
    const res = see(`${page}?error=${code}${choicesQuery(form, lang)}`)
    const email = String(form?.get('email') ?? '')
      .trim()
      .slice(0, 254)
    if (email) res.headers.append('Set-Cookie', returnedEmailCookie(email, 600))
    return res
  }
  const sent = () => {
    const res = see(`${page}?sent=1`)
    res.headers.append('Set-Cookie', returnedEmailCookie('', 0))
    return res
  }
  form = await formOf(request)
  if ((await takeToken('subscribe', clientAddress(request.headers))) !== null) return fail('tooMany')
  if (!form) return fail('failed')
  // A bot filled the hidden field: it is told what a person is told, and nothing is stored.
  if (String(form.get('website') ?? '')) return sent()
  const token = String(form.get('form_token') ?? '')
  const check = checkFormToken(token, formSecret())
  if (check !== 'ok' && check !== 'too-fast') return fail('expired')
  const email = emailSchema.safeParse(String(form.get('email') ?? ''))
  if (!email.success) return fail('email')
  const choices = choicesOf(form, lang)
  if (!choices || (!choices.society && !choices.institutions.length)) return fail('follow')
  try {
    const payload = await getPayloadClient()
    if (!(await claimFormToken(payload, token))) return fail('expired')
    // Per mailbox too, silently: the answer must not tell whether the address was asked for before.
    if ((await takeToken('subscriber', `email:${mailboxKey(email.data)}`)) !== null) return sent()
    await requestSubscription(payload, email.data, choices)
    return sent()
  } catch (error) {
    if (isDatabaseUnavailable(error))
      logger.warn({ errKind: (error as Error)?.name }, 'subscription: database unavailable')
    else
      logger.error(
        { errKind: (error as Error)?.name, errMessage: (error as Error)?.message?.replace(/\S+@\S+/g, '<address>') },
        'subscription: request failed',
      )
    return fail('failed')
  }
}

/**
 * GET /subscribe/confirm?t=: the confirmation mail's link. Opening it confirms nothing (mail
 * scanners and link previews open links): it leads to /subscribe?confirm=<link>, whose button posts
 * here. The consent is the person's press of that button.
 */
export async function confirmLink(request: Request, lang: Lang): Promise<Response> {
  const t = new URL(request.url).searchParams.get('t') ?? ''
  if (!(await subscriberOfLink(await getPayloadClient(), t))) return see(`${localePath(lang, '/subscribe')}?bad=1`)
  return see(`${localePath(lang, '/subscribe')}?confirm=${encodeURIComponent(t)}`)
}

/** POST /subscribe/confirm?t=: the button of /subscribe?confirm=<link>. */
export async function confirmPost(request: Request, lang: Lang): Promise<Response> {
  const t = new URL(request.url).searchParams.get('t') ?? ''
  if (!(await confirmSubscription(await getPayloadClient(), t))) return see(`${localePath(lang, '/subscribe')}?bad=1`)
  return see(`${localePath(lang, '/subscribe/manage')}?t=${encodeURIComponent(t)}&confirmed=1`)
}

/** POST /subscribe/update?t=: the manage page's form. */
export async function updateChoices(request: Request, lang: Lang): Promise<Response> {
  const t = new URL(request.url).searchParams.get('t') ?? ''
  const form = await formOf(request)
  const choices = form && choicesOf(form, lang)
  const manage = `${localePath(lang, '/subscribe/manage')}?t=${encodeURIComponent(t)}`
  if (!choices) return see(manage)
  // Following nothing is leaving: the subscription is deleted.
  if (!choices.society && !choices.institutions.length) {
    const gone = await unsubscribe(await getPayloadClient(), t)
    return see(`${localePath(lang, '/subscribe')}?${gone ? 'done=unsubscribed' : 'bad=1'}`)
  }
  if (!(await updateSubscription(await getPayloadClient(), t, choices)))
    return see(`${localePath(lang, '/subscribe')}?bad=1`)
  return see(`${manage}&saved=1`)
}

/**
 * POST /api/subscriptions/unsubscribe?t=: RFC 8058 one-click (a mail client posts
 * `List-Unsubscribe=One-Click`; answered 200 with a line of text) and the manage page's button
 * (answered with the page that says it is done). Deletes the subscription. GET changes nothing (mail
 * scanners follow links): it leads to the manage page.
 */
export async function unsubscribePost(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const t = url.searchParams.get('t') ?? ''
  const lang: Lang = url.searchParams.get('lang') === 'mr' ? 'mr' : 'en'
  const body = (await request.text().catch(() => '')).slice(0, 1000)
  const oneClick = body.includes('List-Unsubscribe=One-Click')
  const gone = await unsubscribe(await getPayloadClient(), t)
  if (oneClick)
    return new Response(gone ? 'Unsubscribed.\n' : 'No such subscription.\n', {
      status: gone ? 200 : 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  return see(`${localePath(lang, '/subscribe')}?${gone ? 'done=unsubscribed' : 'bad=1'}`)
}

export function unsubscribeGet(request: Request): Response {
  const url = new URL(request.url)
  const t = url.searchParams.get('t') ?? ''
  const lang: Lang = url.searchParams.get('lang') === 'mr' ? 'mr' : 'en'
  // The manage page in the mail's language: its Unsubscribe button is at the top.
  return see(`${localePath(lang, '/subscribe/manage')}?t=${encodeURIComponent(t)}`)
}
