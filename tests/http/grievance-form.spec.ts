import { expect, test, type APIRequestContext } from '../e2e/fixtures'

import { en } from '../../src/i18n/en'
import { mr } from '../../src/i18n/mr'
import { GRIEVANCE_MESSAGES as EN, GRIEVANCE_MESSAGES_MR as MR } from '../../src/grievances/rules'
import { adminAuth, freshFormToken, parseHtml } from '../e2e/helpers'
import { TEST_FORM_MIN_FILL_MS } from '../e2e/serve.mjs'
import { accessibleName, formFields, get, getFormTarget, testId, text } from './dom'

/**
 * The grievance form as a browser without JavaScript uses it (as on a slow phone before the
 * scripts arrive): a POST form to the page's server action, which files the grievance or answers
 * with its messages next to the fields, what was typed kept; nothing typed ever appears in an
 * address. Posted here exactly as such a browser posts it: the form's own fields (the action's
 * hidden ones included), multipart, from the site's origin. What typing before the scripts arrive
 * keeps once they run is in tests/e2e/no-js-forms.spec.ts.
 */

type Labels = typeof en.grievance
/** Names are letters (src/grievances/rules.ts isName): the digits of `n` become letters there. */
const lettersOf = (n: string) => n.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)
const person = (n: string) => ({
  first: `Asha${lettersOf(n)}`,
  last: `Raorane${lettersOf(n)}`,
  dob: '2004-05-17',
  email: `asha.${n}@example.org`,
  mobile: `98${n.padStart(8, '7')}`.slice(0, 10),
  comments: `My result ${n} is withheld since June.`,
})
type Person = ReturnType<typeof person>

/** The form's control whose accessible name is exactly `label` (its label without the " *"). */
function control(form: Element, label: string): Element {
  const found = [...form.querySelectorAll('input, select, textarea')].filter(
    (el) => accessibleName(el).replace(/\s*\*$/, '') === label,
  )
  expect(found, label).toHaveLength(1)
  return found[0]!
}
const nameOf = (form: Element, label: string) => control(form, label).getAttribute('name')!
/** What a control shows: an input's value, a textarea's text, a select's chosen option. */
function shown(form: Element, label: string): string {
  const el = control(form, label)
  if (el.tagName === 'TEXTAREA') return el.textContent ?? ''
  if (el.tagName === 'SELECT') return el.querySelector('option[selected]')?.getAttribute('value') ?? ''
  return el.getAttribute('value') ?? ''
}

/** The values a person types into the form. */
function typed(form: Element, L: Labels, p: Person): Record<string, string> {
  const institute = control(form, L.institute).querySelectorAll('option')[1]!.getAttribute('value')!
  return {
    [nameOf(form, L.firstName)]: p.first,
    [nameOf(form, L.lastName)]: p.last,
    [nameOf(form, L.dob)]: p.dob,
    [nameOf(form, L.email)]: p.email,
    [nameOf(form, L.mobile)]: p.mobile,
    [nameOf(form, L.institute)]: institute,
    [nameOf(form, L.issueType)]: 'Result Issue',
    [nameOf(form, L.message)]: p.comments,
  }
}

/** The grievance form of a page's HTML: a POST form, before (without) any script. */
function grievanceForm(doc: Document): Element {
  const form = testId(doc, 'grievance-form')
  expect(form.getAttribute('method')).toMatch(/^post$/i)
  return form
}

/** Until the form's token is older than the test servers' robot window (tests/e2e/serve.mjs). */
async function humanPause(form: Element) {
  const issuedAt = Number(
    form.querySelector<HTMLInputElement>('input[name="form_token"]')!.getAttribute('value')!.split('.')[0],
  )
  await expect.poll(() => Date.now() - issuedAt, { intervals: [50] }).toBeGreaterThan(TEST_FORM_MIN_FILL_MS)
}

/** Post `form` as a browser does (multipart, from `origin`) to `path`; the page it answers with. */
async function post(
  request: APIRequestContext,
  origin: string,
  path: string,
  form: Element,
  values: Record<string, string>,
) {
  const res = await request.post(path, {
    multipart: Object.fromEntries(formFields(form, values)),
    headers: { Origin: origin },
    maxRedirects: 0,
  })
  return { res, doc: parseHtml(await res.text()) }
}

/** No address holds any of the personal data, as typed or URL-encoded (either form of space). */
function expectNoPersonalData(urls: string[], personal: string[]) {
  for (const url of urls) {
    const decoded = decodeURIComponent(url.replace(/\+/g, ' ')).toLowerCase()
    for (const value of personal) {
      expect(url.toLowerCase(), url).not.toContain(value.toLowerCase())
      expect(decoded, url).not.toContain(value.toLowerCase())
    }
  }
}

const languages = [
  { lang: 'en', path: '/grievances', L: en.grievance, M: EN },
  { lang: 'mr', path: '/mr/grievances', L: mr.grievance, M: MR },
] as const

for (const { lang, path, L, M } of languages) {
  test.describe(`${path} without JavaScript`, () => {
    test('files a valid grievance and shows its reference; nothing typed is in any address', async ({
      request,
      baseURL,
    }) => {
      const site = new URL(baseURL!).origin
      const p = person(`${lang === 'en' ? 1 : 2}${Date.now() % 100000}`)
      const form = grievanceForm((await get(request, path)).doc)
      // The action is the page itself: what is typed goes in the body, never in an address.
      expect(form.getAttribute('action') ?? '').not.toMatch(/\?/)
      await humanPause(form)
      const { res, doc } = await post(request, site, path, form, typed(form, L, p))
      expect(res.status()).toBe(200)
      expect(res.headers()['location']).toBeUndefined()
      expectNoPersonalData([res.url()], Object.values(p))

      const success = testId(doc, 'grievance-success')
      expect(text(success)).toContain(L.success)
      const reference = /GRV-\d{4}-[2-9A-Z]{6}/.exec(text(success))?.[0]
      expect(reference).toBeTruthy()
      expect(text(success)).toContain(L.reference.replace('{ref}', reference!))
      // The form is empty for the next one.
      const next = grievanceForm(doc)
      expect(shown(next, L.firstName)).toBe('')
      expect(shown(next, L.message)).toBe('')

      // Filed, with what was typed.
      const auth = await adminAuth(request)
      const { docs } = await (
        await request.get(`/cms-api/grievances?where[reference][equals]=${reference}&depth=0`, { headers: auth })
      ).json()
      expect(docs).toHaveLength(1)
      expect(docs[0]).toMatchObject({
        firstName: p.first,
        lastName: p.last,
        email: p.email,
        mobile: p.mobile,
        message: p.comments,
        issueType: 'Result Issue',
        status: 'new',
      })
    })

    test('an invalid grievance comes back with the messages next to the fields and what was typed; then it can be filed', async ({
      request,
      baseURL,
    }) => {
      const site = new URL(baseURL!).origin
      const p = person(`${lang === 'en' ? 3 : 4}${Date.now() % 100000}`)
      const form = grievanceForm((await get(request, path)).doc)
      const values = typed(form, L, p)
      values[nameOf(form, L.firstName)] = ''
      values[nameOf(form, L.email)] = 'not-an-email'
      values[nameOf(form, L.mobile)] = '12345'
      values[nameOf(form, L.issueType)] = ''
      await humanPause(form)
      const { res, doc } = await post(request, site, path, form, values)
      expect(res.status()).toBe(200)
      expect(text(testId(doc, 'grievance-failed'))).toBe(M.fixErrors)
      const expected = { name: M.name, email: M.emailInvalid, mobile: M.mobileInvalid, type: M.type }
      for (const [name, message] of Object.entries(expected)) {
        expect(text(testId(doc, `error-${name}`))).toBe(message)
        expect(doc.querySelector(`#g-${name}`)?.getAttribute('aria-invalid')).toBe('true')
      }
      for (const name of ['mname', 'dob', 'institute_id', 'message'])
        expect(text(testId(doc, `error-${name}`))).toBe('')
      // What was typed is kept, invalid values included.
      const back = grievanceForm(doc)
      expect(shown(back, L.lastName)).toBe(p.last)
      expect(shown(back, L.dob)).toBe(p.dob)
      expect(shown(back, L.email)).toBe('not-an-email')
      expect(shown(back, L.mobile)).toBe('12345')
      expect(shown(back, L.institute)).not.toBe('')
      expect(shown(back, L.message)).toBe(p.comments)
      expect(doc.querySelector('[data-testid="grievance-success"]')).toBeNull()

      // Corrected, it is filed (the page gave the form a fresh token).
      await humanPause(back)
      const corrected = { ...typed(back, L, p), [nameOf(back, L.issueType)]: 'Marksheet' }
      const filed = await post(request, site, path, back, corrected)
      expect(text(testId(filed.doc, 'grievance-success'))).toContain(L.success)
    })
  })
}

test('a submission quicker than a person is refused with its message, what was typed kept', async ({
  request,
  baseURL,
}) => {
  const site = new URL(baseURL!).origin
  const p = person(`5${Date.now() % 100000}`)
  const form = grievanceForm((await get(request, '/grievances')).doc)
  // Posted with a token issued a moment ago: quick whatever the machine's speed.
  const { doc } = await post(request, site, '/grievances', form, {
    ...typed(form, en.grievance, p),
    form_token: freshFormToken(),
  })
  expect(text(testId(doc, 'grievance-failed'))).toBe(EN.tooFast)
  expect(shown(grievanceForm(doc), en.grievance.firstName)).toBe(p.first)
  expect(doc.querySelector('[data-testid="grievance-success"]')).toBeNull()
})

test('a post from another site is refused (403) and files nothing', async ({ request, baseURL }) => {
  const site = new URL(baseURL!).origin
  const auth = await adminAuth(request)
  const count = async () =>
    (await (await request.get('/cms-api/grievances?limit=1&depth=0', { headers: auth })).json()).totalDocs as number
  const form = grievanceForm((await get(request, '/grievances')).doc)
  const values = typed(form, en.grievance, person(`6${Date.now() % 100000}`))
  await humanPause(form)
  const before = await count()
  // The form exactly as the browser would post it, but from another origin: refused by the proxy
  // (src/lib/page-posts.ts) as Next.js's own check would (with a 500), nothing filed.
  const forged = await post(request, 'https://evil.example', '/grievances', form, values)
  expect(forged.res.status()).toBe(403)
  expect(text(forged.doc)).toContain('only be sent from this site')
  expect(await count()).toBe(before)
  // Too large for a server action: 413 (Next.js would answer 500).
  const huge = await post(request, site, '/grievances', form, {
    ...values,
    [nameOf(form, en.grievance.message)]: 'x'.repeat(1_100_000),
  })
  expect(huge.res.status()).toBe(413)
  expect(await count()).toBe(before)
  // The same post from the site itself files it (so the refusal above was the origin's).
  const own = await post(request, site, '/grievances', form, values)
  expect(own.res.status()).toBe(200)
  expect(text(own.doc)).toContain('GRV-')
  expect(await count()).toBe(before + 1)
})

test('the notices’ academic-year list works with its button (a GET form: no personal data)', async ({ request }) => {
  const { doc, url } = await get(request, '/notices')
  const select = [...doc.querySelectorAll('select')].find((s) => accessibleName(s) === en.notices.yearLabel)!
  const options = [...select.querySelectorAll('option')].map((o) => text(o))
  expect(options.length).toBeGreaterThan(1)
  const earlier = options[1]!
  const form = select.closest('form')!
  const button = [...form.querySelectorAll('button')].find((b) => text(b) === en.notices.show)!
  const target = getFormTarget(form, url, { [select.getAttribute('name')!]: earlier }, button)
  expect(target).toMatch(new RegExp(`^/notices\\?(.*&)?year=${earlier.replace('-', '\\-')}`))
  const chosen = (await get(request, target)).doc
  const after = [...chosen.querySelectorAll('select')].find((s) => accessibleName(s) === en.notices.yearLabel)!
  expect(
    after.querySelector('option[selected]')?.getAttribute('value') ?? text(after.querySelector('option[selected]')),
  ).toBe(earlier)
})
