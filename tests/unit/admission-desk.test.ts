import { describe, expect, it } from 'vitest'

import { seatText } from '@/admissions/ClassSeats'
import { enquiryYears, firstAnswerDue, isEnquiryOverdue } from '@/admissions/desk'
import { ENQUIRY_MESSAGES, ENQUIRY_MESSAGES_MR } from '@/admissions/rules'
import { enquiryTexts } from '@/admissions/texts'

/** The admissions desk's pure rules: the years asked about, the first answer's due date, what a class says. */
describe('admissions desk rules', () => {
  it('asks about this academic year and the next; the year turns in June (India)', () => {
    expect(enquiryYears(new Date('2026-11-28T03:00:00Z'))).toEqual(['2026-2027', '2027-2028'])
    expect(enquiryYears(new Date('2027-05-31T18:00:00Z'))).toEqual(['2026-2027', '2027-2028'])
    // 31 May 23:30 UTC is already 1 June in India.
    expect(enquiryYears(new Date('2027-05-31T18:30:00Z'))).toEqual(['2027-2028', '2028-2029'])
  })

  it('is due at the end of the third day in India; only a New one past it is overdue', () => {
    const due = firstAnswerDue('2026-11-27T20:00:00Z') // 28/11 01:30 in India
    expect(due.toISOString()).toBe('2026-12-01T18:29:59.999Z')
    const after = new Date(due.getTime() + 1)
    expect(isEnquiryOverdue({ status: 'new', dueAt: due.toISOString() }, after)).toBe(true)
    expect(isEnquiryOverdue({ status: 'contacted', dueAt: due.toISOString() }, after)).toBe(false)
    expect(isEnquiryOverdue({ status: 'new', dueAt: due.toISOString() }, due)).toBe(false)
  })

  it('says whether a class is open, full, or closed and when it opens, in both languages', () => {
    const base = { class: 'std-5', year: '2027-2028' } as const
    expect(seatText({ ...base, open: true, seatsLeft: 6, opensOn: null }, 'en')).toBe(
      'Open for enquiries: 6 seats left',
    )
    expect(seatText({ ...base, open: true, seatsLeft: 0, opensOn: null }, 'mr')).toBe('जागा शिल्लक नाहीत')
    expect(seatText({ ...base, open: false, seatsLeft: null, opensOn: '2026-12-31T18:30:00.000Z' }, 'en')).toBe(
      'Closed, opens on 01/01/2027',
    )
    expect(seatText({ ...base, open: false, seatsLeft: null, opensOn: '2026-12-31T18:30:00.000Z' }, 'mr')).toBe(
      'चौकशी बंद, 01/01/2027 पासून सुरू',
    )
  })

  it('has every text and message in Marathi, none left in English', () => {
    const en = enquiryTexts('en')
    const mr = enquiryTexts('mr')
    expect(Object.keys(mr).sort()).toEqual(Object.keys(en).sort())
    for (const key of Object.keys(en) as (keyof typeof en)[])
      if (typeof en[key] === 'string') expect(mr[key], key).not.toBe(en[key])
    for (const key of Object.keys(ENQUIRY_MESSAGES) as (keyof typeof ENQUIRY_MESSAGES)[]) {
      const [a, b] = [ENQUIRY_MESSAGES[key], ENQUIRY_MESSAGES_MR[key]]
      expect(typeof a === 'function' ? (b as (n: number) => string)(5) : b, key).not.toBe(
        typeof a === 'function' ? (a as (n: number) => string)(5) : a,
      )
    }
  })
})
