import { expect, test } from '../e2e/fixtures'

import { enquiryTexts } from '../../src/admissions/texts'
import { adminAuth, parseHtml } from '../e2e/helpers'
import { TEST_FORM_MIN_FILL_MS } from '../e2e/serve.mjs'
import { formFields, get, testId, text } from './dom'

/**
 * The admission enquiry form as a parent's phone uses it before (or without) its scripts: a POST
 * form to the page's server action, posted here exactly as such a browser posts it (the form's own
 * fields, multipart, from the site's origin). In Marathi: the page, the enquiry's language and the
 * reference. The acknowledgement mail in the parent's language is tested against a mail server in
 * tests/integration/admission-enquiries.test.ts.
 */

const MR = enquiryTexts('mr')

/** The first real choice of a select (not its "-- Choose --"). */
function firstChoice(form: Element, name: string): string {
  const option = [...form.querySelectorAll(`select[name="${name}"] option`)].find((o) => o.getAttribute('value'))
  expect(option, name).toBeTruthy()
  return option!.getAttribute('value')!
}

test('a parent sends an enquiry in Marathi without JavaScript and gets a reference; nothing typed is in an address', async ({
  request,
  baseURL,
}) => {
  const path = '/mr/admission/enquiry?school=1'
  const { doc } = await get(request, path)
  const form = testId(doc, 'enquiry-form')
  expect(form.getAttribute('method')).toMatch(/^post$/i)
  expect(form.getAttribute('action') ?? '').not.toMatch(/[?&](child|parent|mobile|email)/)
  // The page is Marathi, and so is the language the answer is asked in unless the parent changes it.
  expect(doc.documentElement.getAttribute('lang')).toBe('mr')
  expect(form.querySelector('select[name="language"] option[selected]')?.getAttribute('value')).toBe('mr')

  const stamp = Date.now() % 100000
  const parent = { mobile: `97${String(stamp).padStart(8, '3')}`.slice(0, 10), email: `palak.${stamp}@example.org` }
  const values = {
    class: firstChoice(form, 'class'),
    child_name: 'आर्या देशपांडे',
    child_dob: '2020-03-14',
    parent_name: 'स्नेहा देशपांडे',
    mobile: parent.mobile,
    email: parent.email,
    message: 'जूनमध्ये इयत्ता पहिलीत प्रवेश मिळेल का?',
  }
  const issuedAt = Number(form.querySelector('input[name="form_token"]')!.getAttribute('value')!.split('.')[0])
  await expect.poll(() => Date.now() - issuedAt, { intervals: [50] }).toBeGreaterThan(TEST_FORM_MIN_FILL_MS)

  const res = await request.post(path, {
    multipart: Object.fromEntries(formFields(form, values)),
    headers: { Origin: new URL(baseURL!).origin },
    maxRedirects: 0,
  })
  expect(res.status()).toBe(200)
  expect(res.headers()['location']).toBeUndefined()
  for (const value of [parent.mobile, parent.email, 'palak']) expect(res.url()).not.toContain(value)
  const sent = testId(parseHtml(await res.text()), 'enquiry-sent')
  expect(text(sent)).toContain(MR.sent)
  const reference = /ADM-\d{4}-[2-9A-Z]{6}/.exec(text(sent))?.[0]
  expect(reference).toBeTruthy()

  // Filed for that school, in Marathi, as typed.
  const { docs } = await (
    await request.get(`/cms-api/admission-enquiries?where[reference][equals]=${reference}&depth=0`, {
      headers: await adminAuth(request),
    })
  ).json()
  expect(docs).toHaveLength(1)
  expect(docs[0]).toMatchObject({
    institution: 1,
    language: 'mr',
    childName: values.child_name,
    email: parent.email,
    status: 'new',
  })
})
