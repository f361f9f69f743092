import { env } from '@/config/env'
import { localePath } from '@/i18n/paths'
import type { Lang } from '@/i18n/lang'
import { formatDate } from '@/lib/dates'
import { SITE_SETTINGS_DEFAULTS } from '@/globals/site-settings-defaults'

import { unsubscribeMailto } from './settings'
import { subscriptionTexts } from './texts'

/**
 * The mails of the subscriptions: plain text, in the subscriber's language, every one with a manage
 * link and RFC 8058 one-click unsubscribe headers. Errors are rethrown by code only (an SMTP answer
 * may quote the address).
 */

export type Item = { kind: 'notice' | 'event' | 'alert'; id: number; title: string; english: boolean; path: string }

export const manageUrl = (lang: Lang, link: string) => `${env.siteUrl}${localePath(lang, '/subscribe/manage')}?t=${encodeURIComponent(link)}`
export const confirmUrl = (lang: Lang, link: string) => `${env.siteUrl}${localePath(lang, '/subscribe/confirm')}?t=${encodeURIComponent(link)}`
/** The one-click address (POST, RFC 8058); also the manage page's Unsubscribe button posts here. */
export const unsubscribeUrl = (link: string) => `${env.siteUrl}/api/subscriptions/unsubscribe?t=${encodeURIComponent(link)}`

export function listHeaders(link: string): Record<string, string> {
  const mailto = unsubscribeMailto()
  return {
    'List-Unsubscribe': [`<${unsubscribeUrl(link)}>`, ...(mailto ? [`<mailto:${mailto}?subject=unsubscribe>`] : [])].join(', '),
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

const siteName = (lang: Lang) => (lang === 'mr' ? 'विद्या विकास शिक्षण संस्था' : SITE_SETTINGS_DEFAULTS.title)

function footer(lang: Lang, link: string): string[] {
  const M = subscriptionTexts(lang).mail
  return ['', '--', M.why, `${M.manage} ${manageUrl(lang, link)}`, `${M.unsubscribe} ${unsubscribeUrl(link)}`, '', siteName(lang), env.siteUrl]
}

export function confirmationMail(lang: Lang, link: string, follows: string[]) {
  const T = subscriptionTexts(lang)
  const M = T.mail
  return {
    subject: M.confirmSubject,
    text: [
      M.confirmIntro(siteName(lang)),
      '',
      M.followsLabel,
      ...follows.map((f) => `  - ${f}`),
      '',
      M.confirmAsk,
      confirmUrl(lang, link),
      '',
      M.confirmIgnore,
      '',
      T.privacyTitle,
      ...T.privacy.map((p) => `  - ${p}`),
      '',
      siteName(lang),
      env.siteUrl,
    ].join('\n'),
  }
}

export function alreadyMail(lang: Lang, link: string) {
  const M = subscriptionTexts(lang).mail
  return { subject: M.alreadySubject, text: [M.alreadyIntro, manageUrl(lang, link), ...footer(lang, link)].join('\n'), headers: listHeaders(link) }
}

const itemLine = (lang: Lang, item: Item) => `${item.title}${item.english ? ` ${subscriptionTexts(lang).mail.englishOnly}` : ''}`
const itemUrl = (lang: Lang, item: Item) => `${env.siteUrl}${localePath(lang, item.path)}`

export function itemMail(lang: Lang, link: string, item: Item) {
  const M = subscriptionTexts(lang).mail
  const label = item.kind === 'alert' ? M.alert : item.kind === 'event' ? M.newEvent : M.newNotice
  return {
    subject: `${label}: ${item.title}`.slice(0, 200),
    text: [`${label}:`, itemLine(lang, item), '', `${M.read} ${itemUrl(lang, item)}`, ...footer(lang, link)].join('\n'),
    headers: listHeaders(link),
  }
}

export function digestMail(lang: Lang, link: string, items: Item[], now: Date) {
  const T = subscriptionTexts(lang)
  return {
    subject: T.mail.digestSubject(formatDate(now.toISOString())),
    text: [T.mail.digestIntro, '', ...items.flatMap((item) => [`${T.kinds[item.kind]}: ${itemLine(lang, item)}`, `  ${itemUrl(lang, item)}`, '']), ...footer(lang, link)].join('\n'),
    headers: listHeaders(link),
  }
}
