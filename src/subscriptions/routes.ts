import { formSecret } from '@/config/env'
import { getPayloadClient } from '@/content/payload'
import { isLang, type Lang } from '@/i18n/lang'
import { localePath } from '@/i18n/paths'
import { isDatabaseUnavailable } from '@/lib/db-errors'
import { checkFormToken } from '@/lib/form-token'
import { claimFormToken } from '@/lib/form-token-store'
import { logger } from '@/lib/logger'
import { clientAddress, takeToken } from '@/lib/rate-limit'

import { choicesOf, confirmSubscription, emailSchema, requestSubscription, subscriberOfLink, unsubscribe, updateSubscription } from './store'

/**
 * The route handlers of the subscriptions (src/app/(site)/[lang]/subscribe/*, and the one-click
 * /api/subscriptions/unsubscribe). Plain form posts and links, answered with 303 to a page (the
 * proxy refuses a page POST from another site's origin, src/lib/page-posts.ts). No address ever
 * goes into a URL or a log line.
 */

const see = (location: string) => new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })

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

/** POST /subscribe/request: the same answer whether or not the address is known. */
export async function subscribeRequest(request: Request, lang: Lang): Promise<Response> {
  const page = localePath(lang, '/subscribe')
  const fail = (code: string) => see(`${page}?error=${code}`)
  const sent = () => see(`${page}?sent=1`)
  if ((await takeToken('subscribe', clientAddress(request.headers))) !== null) return fail('tooMany')
  const form = await formOf(request)
  if (!form) return fail('failed')
  // A bot filled the hidden field: it is told what a person is told, and nothing is stored.
  if (String(form.get('website') ?? '')) return sent()
  const token = String(form.get('form_token') ?? '')
  if (checkFormToken(token, formSecret()) !== 'ok') return fail('expired')
  const email = emailSchema.safeParse(String(form.get('email') ?? ''))
  if (!email.success) return fail('email')
  const choices = choicesOf(form, lang)
  if (!choices || (!choices.society && !choices.institutions.length)) return fail('follow')
  try {
    const payload = await getPayloadClient()
    if (!(await claimFormToken(payload, token))) return fail('expired')
    // Per address too, silently: the answer must not tell whether the address was asked for before.
    if ((await takeToken('subscriber', `email:${email.data}`)) !== null) return sent()
    await requestSubscription(payload, email.data, choices)
    return sent()
  } catch (error) {
    if (isDatabaseUnavailable(error)) logger.warn({ errKind: (error as Error)?.name }, 'subscription: database unavailable')
    else logger.error({ errKind: (error as Error)?.name, errMessage: (error as Error)?.message?.replace(/\S+@\S+/g, '<address>') }, 'subscription: request failed')
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
  if (!(await updateSubscription(await getPayloadClient(), t, choices))) return see(`${localePath(lang, '/subscribe')}?bad=1`)
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
  if (oneClick) return new Response(gone ? 'Unsubscribed.\n' : 'No such subscription.\n', { status: gone ? 200 : 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
  return see(`${localePath(lang, '/subscribe')}?${gone ? 'done=unsubscribed' : 'bad=1'}`)
}

export function unsubscribeGet(request: Request): Response {
  const t = new URL(request.url).searchParams.get('t') ?? ''
  return see(`/subscribe/manage?t=${encodeURIComponent(t)}`)
}
