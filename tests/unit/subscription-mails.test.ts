import { describe, expect, it } from 'vitest'

import { confirmationMail, digestMail, firstLines, itemMail, type Item } from '@/subscriptions/mail'
import { mailSender } from '@/config/mail-senders'
import { subscriptionTexts } from '@/subscriptions/texts'

/**
 * The subscriptions' mails as text: Marathi as a native speaker writes it (a postposition joined to
 * the word it follows: संस्थेच्या, not "संस्था च्या"; a school's name phrased around, never inflected
 * by pasting), and the first lines of an item's text.
 */

const link = '7.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG'
const notice: Item = {
  kind: 'notice',
  id: 1,
  title: 'घटक चाचणी',
  english: false,
  path: '/notices/1',
  from: ['बालमोहन विद्यामंदिर'],
  date: '2026-11-20T04:30:00Z',
  lines: ['पहिली ओळ'],
}
const alert: Item = {
  kind: 'alert',
  id: 2,
  title: 'आज शाळा बंद',
  english: false,
  path: '/alerts/2',
  from: [],
  date: '2026-11-20T01:30:00Z',
  until: '2026-11-20T12:30:00Z',
  level: 'emergency',
  lines: [],
}
const event: Item = {
  kind: 'event',
  id: 3,
  title: 'Sports day',
  english: true,
  path: '/events/3',
  from: ['Dadar School'],
  date: '2026-11-21T04:30:00Z',
  lines: [],
}

/** A postposition written apart from its word ("संस्था च्या", "X चे", "Y ला"). */
const DETACHED = /\S\s+(च्या|चे|ची|चा|ला|ना|ने|मध्ये)(?=[\s.,:;!?)]|$)/u

const marathiMails = () => {
  const all = [
    confirmationMail('mr', link, ['संपूर्ण संस्था', 'बालमोहन विद्यामंदिर']),
    itemMail('mr', link, notice),
    itemMail('mr', link, alert),
    itemMail('mr', link, event),
    digestMail('mr', link, [notice, event], new Date('2026-11-20T12:30:00Z')),
  ]
  return all.map((m) => `${m.subject}\n${m.from.name}\n${m.text}`)
}

describe('Marathi mail texts', () => {
  it('join the society’s name to its postposition (संस्थेच्या) and never leave one detached', () => {
    const confirm = confirmationMail('mr', link, ['संपूर्ण संस्था'])
    expect(confirm.text).toContain('विद्या विकास शिक्षण संस्थेच्या सूचना')
    for (const text of marathiMails()) expect(text).not.toMatch(DETACHED)
  })

  it('name each mail’s sender for its purpose, in the reader’s language', () => {
    expect(itemMail('mr', link, notice).from.name).toBe('विद्या विकास शिक्षण संस्थेच्या सूचना')
    expect(itemMail('en', link, notice).from.name).toBe('Vidya Vikas Education Society notices')
    expect(mailSender('grievances', 'en').name).toBe('Grievance desk')
    expect(mailSender('grievances', 'mr').name).toBe('तक्रार निवारण कक्ष')
  })

  it('mark an English title in a Marathi mail and phrase the date around', () => {
    expect(itemMail('mr', link, event).text).toContain('Sports day (इंग्रजीत)')
    expect(digestMail('mr', link, [notice], new Date('2026-11-20T12:30:00Z')).subject).toBe(
      'विद्या विकास शिक्षण संस्था: दि. 20/11/2026 रोजीच्या सूचना',
    )
    expect(itemMail('mr', link, alert).text.split('\n').slice(0, 2)).toEqual([
      subscriptionTexts('mr').mail.wholeSociety,
      'तातडीची सूचना: दि. 20/11/2026 07:00 पासून दि. 20/11/2026 18:00 पर्यंत',
    ])
  })
})

describe('firstLines', () => {
  it('keeps at most three non-empty lines and about 300 characters, cut at a word', () => {
    expect(firstLines('a\n\n b  c \nd\ne')).toEqual(['a', 'b c', 'd'])
    const long = firstLines(`${'word '.repeat(100)}`)
    expect(long).toHaveLength(1)
    expect(long[0]!.length).toBeLessThanOrEqual(301)
    expect(long[0]).toMatch(/word…$/)
    expect(firstLines(null)).toEqual([])
  })
})
