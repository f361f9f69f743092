import { expect, test } from '../e2e/fixtures'

import { en } from '../../src/i18n/en'
import { adminAuth, parseHtml } from '../e2e/helpers'
import { formFields, get, testId, text } from './dom'

/**
 * The grievance status page (/grievances/status) as a browser without JavaScript uses it: a POST
 * form to the page's server action. The right reference (in any case) with the mobile number shows
 * status, dates and the officer's reply, nothing internal; every wrong combination gets one and the
 * same page; nothing typed appears in an address. With JavaScript on, and in Marathi, it is in
 * tests/e2e/grievance-status.spec.ts.
 */

test('without JavaScript the right reference and mobile show status, dates and reply; every wrong combination the same page', async ({
  request,
  baseURL,
}) => {
  const n = String(Date.now() % 1_000_000).padStart(6, '0')
  const mobile = `91234${n}`.slice(0, 10)
  const reply = 'We have asked the university to correct your marksheet.'
  const auth = await adminAuth(request)
  const { docs } = await (await request.get('/cms-api/institutions?limit=1&depth=0', { headers: auth })).json()
  const filed = await request.post('/api/v1/complaint', {
    data: {
      name: 'Asha',
      mname: 'Rao',
      dob: '2004-05-17',
      type: 'Marksheet',
      enrollment: '',
      mobile,
      email: `status.http.${n}@example.org`,
      message: 'My marksheet is wrong.',
      tid: '1',
      institute_id: String(docs[0].id),
    },
  })
  expect(filed.status()).toBe(200)
  const reference = (await filed.json()).data.reference as string
  const { docs: found } = await (
    await request.get(`/cms-api/grievances?where[reference][equals]=${reference}&depth=0`, { headers: auth })
  ).json()
  const patched = await request.patch(`/cms-api/grievances/${found[0].id}`, {
    headers: auth,
    data: { status: 'in-progress', reply, internalNote: 'Internal only.' },
  })
  expect(patched.status()).toBe(200)

  /** The form posted as such a browser posts it (multipart, from the site's origin); the page it answers with. */
  const lookUp = async (ref: string, contact: string) => {
    const form = testId((await get(request, '/grievances/status')).doc, 'status-form')
    expect(form.getAttribute('method')).toMatch(/^post$/i)
    const values = {
      [form.querySelector('#s-reference')!.getAttribute('name')!]: ref,
      [form.querySelector('#s-contact')!.getAttribute('name')!]: contact,
    }
    const res = await request.post('/grievances/status', {
      multipart: Object.fromEntries(formFields(form, values)),
      headers: { Origin: new URL(baseURL!).origin },
      maxRedirects: 0,
    })
    expect(res.status()).toBe(200)
    // Posted in the body: nothing typed is in the address.
    expect(res.url()).not.toContain(contact)
    expect(decodeURIComponent(res.url()).toUpperCase()).not.toContain(ref.toUpperCase())
    return parseHtml(await res.text())
  }

  const doc = await lookUp(reference.toLowerCase(), mobile)
  expect(text(testId(doc, 'status-result'))).toContain(reference)
  expect(text(testId(doc, 'status-value'))).toBe(en.grievanceStatus.statuses['in-progress'])
  expect(text(testId(doc, 'status-filed'))).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
  expect(text(testId(doc, 'status-due'))).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
  expect(text(testId(doc, 'status-reply'))).toBe(reply)
  expect(text(doc.querySelector('main'))).not.toContain('Internal only.')
  expect(text(doc.querySelector('main'))).not.toContain('Asha')

  const answers: string[] = []
  for (const [ref, contact] of [
    [reference, '9123456781'], // right reference, wrong mobile
    [reference, 'someone.else@example.org'], // right reference, wrong email
    ['GRV-2026-ZZZZZZ', mobile], // no such reference, the right contact
  ] as const) {
    const wrong = await lookUp(ref, contact)
    expect(text(testId(wrong, 'status-failed'))).toBe(en.grievanceStatus.notFound)
    expect(wrong.querySelector('[data-testid="status-result"]')).toBeNull()
    // The same page whatever was wrong (its text: what was typed is in the fields' values).
    answers.push(text(wrong.querySelector('main')))
  }
  expect(new Set(answers).size).toBe(1)
})
