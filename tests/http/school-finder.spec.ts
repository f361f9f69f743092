import { expect, test } from '../e2e/fixtures'

import { byTestId, get, getFormTarget, href, role, testId, text } from './dom'

/**
 * The school finder as a parent uses it, read as the server sends it: /institutions narrowed down
 * with its plain GET form (what a browser opens when the form is sent, with JavaScript or without),
 * in English and Marathi; the school found, its Fees and its Admission sections. An editor changing
 * the fees in the admin is tested in the browser (tests/e2e/school-finder.spec.ts).
 */

const TEXT = {
  en: {
    count: /^4 of 18 institutions$/,
    none: 'No institution matches these choices.',
    fees: 'Fees',
    admission: 'Admission Information',
    show: 'Show',
    areaLabel: 'Dadar',
    faq: 'Is there an entrance test for Standard 1?',
  },
  mr: {
    count: /^18 पैकी 4 संस्था$/,
    none: 'या निवडींशी जुळणारी एकही संस्था नाही.',
    fees: 'शुल्क',
    admission: 'प्रवेशाविषयी माहिती',
    show: 'दाखवा',
    areaLabel: 'दादर',
    faq: 'इयत्ता 1 लीसाठी प्रवेश परीक्षा आहे का?',
  },
} as const

for (const lang of ['en', 'mr'] as const) {
  test(`a parent narrows the institutions down and finds the school's fees and admission facts (${lang})`, async ({
    request,
    baseURL,
  }) => {
    const T = TEXT[lang]
    const prefix = lang === 'mr' ? '/mr' : ''
    const list = await get(request, `${prefix}/institutions`)
    expect(byTestId(list.doc, 'institution-card')).toHaveLength(18)
    // Primary classes in English medium: four schools of the demo.
    const form = testId(list.doc, 'finder')
    const target = getFormTarget(form, `${baseURL}${prefix}/institutions`, { level: 'primary', medium: 'english' })
    expect(target).toBe(`${prefix}/institutions?level=primary&board=&medium=english&area=`)
    expect(text(role(form, 'button', T.show))).toBe(T.show)
    const { doc } = await get(request, target)
    expect(text(testId(doc, 'finder-count'))).toMatch(T.count)
    const cards = byTestId(doc, 'institution-card')
    expect(cards).toHaveLength(4)
    // The choice stays in the form, and in the address.
    const chosen = (name: string) =>
      testId(doc, `finder-${name}`).querySelector('option[selected]')?.getAttribute('value')
    expect(chosen('level')).toBe('primary')
    expect(chosen('medium')).toBe('english')
    const school = cards[0]!.getAttribute('href')!

    // Nothing matches: said in words, with a way back to every institution.
    const none = testId(
      (await get(request, `${prefix}/institutions?level=degree-college&area=Dadar&board=cbse`)).doc,
      'finder-none',
    )
    expect(text(none)).toContain(T.none)
    const back = none.querySelector('a')!.getAttribute('href')!
    expect(byTestId((await get(request, back)).doc, 'institution-card')).toHaveLength(18)

    // Within Dadar, only the first of those four. The area is chosen by its English name in both
    // languages (the language switch keeps the address), shown in the page's.
    const dadar = (await get(request, `${prefix}/institutions?level=primary&medium=english&area=Dadar`)).doc
    const area = testId(dadar, 'finder-area').querySelector('option[selected]')!
    expect(area.getAttribute('value')).toBe('Dadar')
    expect(text(area)).toBe(T.areaLabel)
    expect(byTestId(dadar, 'institution-card').map((a) => a.getAttribute('href'))).toEqual([school])

    // The school: address with directions (a new tab), and its phone.
    const page = (await get(request, school)).doc
    const directions = testId(page, 'visit-facts').querySelector(
      'a[href^="https://www.google.com/maps/search/?api=1&query="]',
    )
    expect(directions?.getAttribute('target')).toBe('_blank')
    expect(testId(page, 'institution-phone').getAttribute('href')).toBe('tel:02224301101')

    // Its Fees section, from the sections menu.
    const fees = (await get(request, href(testId(page, 'section-menu'), T.fees))).doc
    expect(text(fees.querySelector('#section-title'))).toBe(T.fees)
    expect(text(byTestId(fees, 'fee-amount')[0])).toBe('₹12,500')
    expect(byTestId(fees, 'fee-row')).toHaveLength(4)
    expect(text(testId(fees, 'fee-approval'))).toContain('14/03/2026')

    // Its Admission section: the last date, and the questions with their answers.
    const admission = (await get(request, href(testId(fees, 'section-menu'), T.admission))).doc
    expect(text(testId(admission, 'admission-last-date'))).toBe('15/01/2027')
    const question = byTestId(admission, 'admission-question')[0]!
    expect(question.tagName).toBe('DETAILS')
    expect(text(question.querySelector('summary'))).toBe(T.faq)
    expect(text(question.querySelector('p'))).not.toBe('')
  })
}
