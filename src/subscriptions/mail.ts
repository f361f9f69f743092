import { env } from '@/config/env'
import { localePath } from '@/i18n/paths'
import type { Lang } from '@/i18n/lang'
import { formatDate, formatDateTime } from '@/lib/dates'
import { mailSender } from '@/config/mail-senders'

import { unsubscribeMailto } from './settings'
import { subscriptionTexts } from './texts'

/**
 * The mails of the subscriptions: plain text, in the subscriber's language, every one with a manage
 * link and RFC 8058 one-click unsubscribe headers. Errors are rethrown by code only (an SMTP answer
 * may quote the address).
 */

/** An announced item as one subscriber's language reads it (dispatch.ts, itemFor). */
export type Item = {
  kind: 'notice' | 'event' | 'alert'
  id: number
  title: string
  /** The title is the English one (no Marathi yet). */
  english: boolean
  /** The page that shows exactly this item (the notice's, the event's, the alert's own). */
  path: string
  /** The institutions' names in the reader's language; empty: the whole society. */
  from: string[]
  /** The notice's date, the event's start, the alert's start. */
  date: string
  /** The alert's end. */
  until?: string
  level?: 'information' | 'emergency'
  /** The first lines of its text, plain. */
  lines: string[]
}

export const manageUrl = (lang: Lang, link: string) =>
  `${env.siteUrl}${localePath(lang, '/subscribe/manage')}?t=${encodeURIComponent(link)}`
export const confirmUrl = (lang: Lang, link: string) =>
  `${env.siteUrl}${localePath(lang, '/subscribe/confirm')}?t=${encodeURIComponent(link)}`
/** The one-click address (POST, RFC 8058); also the manage page's Unsubscribe button posts here. */
export const unsubscribeUrl = (link: string, lang: Lang = 'en') =>
  `${env.siteUrl}/api/subscriptions/unsubscribe?t=${encodeURIComponent(link)}${lang === 'mr' ? '&lang=mr' : ''}`

export function listHeaders(link: string, lang: Lang = 'en'): Record<string, string> {
  const mailto = unsubscribeMailto()
  return {
    'List-Unsubscribe': [
      `<${unsubscribeUrl(link, lang)}>`,
      ...(mailto ? [`<mailto:${mailto}?subject=unsubscribe>`] : []),
    ].join(', '),
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

function footer(lang: Lang, link: string): string[] {
  const M = subscriptionTexts(lang).mail
  return [
    '',
    '--',
    M.why,
    `${M.manage} ${manageUrl(lang, link)}`,
    `${M.unsubscribe} ${unsubscribeUrl(link, lang)}`,
    '',
    M.society,
    env.siteUrl,
  ]
}

/** Every subscription mail comes from the society's notices, named in the reader's language. */
const from = (lang: Lang) => mailSender('notices', lang)

export function confirmationMail(lang: Lang, link: string, follows: string[]) {
  const T = subscriptionTexts(lang)
  const M = T.mail
  return {
    from: from(lang),
    subject: M.confirmSubject,
    text: [
      M.confirmIntro,
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
      M.society,
      env.siteUrl,
    ].join('\n'),
  }
}

export function alreadyMail(lang: Lang, link: string) {
  const M = subscriptionTexts(lang).mail
  return {
    from: from(lang),
    subject: M.alreadySubject,
    text: [M.alreadyIntro, manageUrl(lang, link), ...footer(lang, link)].join('\n'),
    headers: listHeaders(link, lang),
  }
}

const itemUrl = (lang: Lang, item: Item) => `${env.siteUrl}${localePath(lang, item.path)}`

/** Whom it is from: the school (or schools), or the whole society. */
const source = (lang: Lang, item: Item) =>
  item.from.length ? item.from.join(', ') : subscriptionTexts(lang).mail.society

const label = (lang: Lang, item: Item) => {
  const M = subscriptionTexts(lang).mail
  return item.kind === 'alert' ? M.label[item.level ?? 'information'] : M.label[item.kind]
}

/** "Notice of 27/11/2026", "Event on 28/11/2026 10:00", "Emergency alert: From … to …" (India time). */
function when(lang: Lang, item: Item): string {
  const M = subscriptionTexts(lang).mail
  if (item.kind === 'notice') return M.noticeOf(formatDate(item.date))
  if (item.kind === 'event') return M.eventOn(formatDateTime(item.date))
  return `${label(lang, item)}: ${M.alertWindow(formatDateTime(item.date), formatDateTime(item.until ?? item.date))}`
}

const titleLine = (lang: Lang, item: Item) =>
  `${item.title}${item.english ? ` ${subscriptionTexts(lang).mail.englishOnly}` : ''}`

/**
 * One item's mail: the subject starts with the school (or the society) and says what and when, so
 * that a parent with children at two schools tells the mails apart in the inbox; the text names the
 * school, the date, the title and the first lines, and links to the page showing exactly this item.
 */
export function itemMail(lang: Lang, link: string, item: Item) {
  const M = subscriptionTexts(lang).mail
  const subject = `${source(lang, item)} · ${label(lang, item)}, ${formatDate(item.date)}: ${item.title}`
  return {
    from: from(lang),
    subject: subject.length > 200 ? `${subject.slice(0, 199)}…` : subject,
    text: [
      item.kind === 'alert' && !item.from.length ? M.wholeSociety : source(lang, item),
      when(lang, item),
      '',
      titleLine(lang, item),
      ...(item.lines.length ? ['', ...item.lines] : []),
      '',
      `${M.readMore[item.kind]} ${itemUrl(lang, item)}`,
      ...footer(lang, link),
    ].join('\n'),
    headers: listHeaders(link, lang),
  }
}

export function digestMail(lang: Lang, link: string, items: Item[], now: Date) {
  const T = subscriptionTexts(lang)
  return {
    from: from(lang),
    subject: T.mail.digestSubject(formatDate(now.toISOString())),
    text: [
      T.mail.digestIntro,
      '',
      ...items.flatMap((item) => [
        `${source(lang, item)} · ${label(lang, item)}, ${formatDate(item.date)}`,
        `  ${titleLine(lang, item)}`,
        `  ${itemUrl(lang, item)}`,
        '',
      ]),
      ...footer(lang, link),
    ].join('\n'),
    headers: listHeaders(link, lang),
  }
}

/** The first lines of a text, for a mail: at most three lines and about 300 characters. */
export function firstLines(text: string | null | undefined, max = 300): string[] {
  const lines: string[] = []
  let left = max
  for (const raw of (text ?? '').split(/\r?\n/)) {
    const line = raw.replace(/\s+/g, ' ').trim()
    if (!line) continue
    if (line.length > left) {
      const cut = line.slice(0, left).replace(/\s+\S*$/, '')
      lines.push(`${cut || line.slice(0, left)}…`)
      break
    }
    lines.push(line)
    left -= line.length
    if (lines.length === 3) break
  }
  return lines
}
