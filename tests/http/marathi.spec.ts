import { expect, test } from '../e2e/fixtures'

import { en } from '../../src/i18n/en'
import { mr } from '../../src/i18n/mr'
import { adminAuth } from '../e2e/helpers'
import { get, role, testId, text } from './dom'

/**
 * The Marathi site as the server sends it: addresses and hreflang, the language switch as a link
 * (what a browser without JavaScript follows), English fallbacks marked lang="en". The switch after
 * client-side navigation, the grievance form's messages, the Marathi 404 page and the fonts are in
 * tests/e2e/marathi.spec.ts.
 */

const hreflang = (doc: Document, lang: string) =>
  doc.querySelector(`link[rel="alternate"][hreflang="${lang}"]`)?.getAttribute('href')

test('pages name each other in hreflang, and English pages stay where SPEC.md puts them', async ({ request }) => {
  const marathi = (await get(request, '/mr/notices')).doc
  expect(hreflang(marathi, 'en')).toMatch(/\/notices$/)
  expect(hreflang(marathi, 'mr')).toMatch(/\/mr\/notices$/)
  expect(hreflang(marathi, 'x-default')).toMatch(/\/notices$/)
  const english = (await get(request, '/notices')).doc
  expect(english.documentElement.getAttribute('lang')).toBe('en')
  expect(hreflang(english, 'mr')).toMatch(/\/mr\/notices$/)
  // No second English address: /en/… leads to the page's one address.
  const res = await request.get('/en/notices?type=General', { maxRedirects: 0 })
  expect(res.status()).toBe(308)
  expect(res.headers()['location']).toMatch(/^(https?:\/\/[^/]+)?\/notices\?type=General$/)
  // The address alone decides: a Marathi browser gets English at an English address.
  const asked = await request.get('/trustees', { headers: { 'Accept-Language': 'mr-IN,mr;q=0.9', Cookie: 'lang=mr' } })
  expect(await asked.text()).toContain('<html lang="en"')
})

test('the switch leads to the same page in the other language and back, query kept, without JavaScript', async ({
  request,
}) => {
  const english = (await get(request, '/institutions/1/principal')).doc
  const toMarathi = testId(english, 'language-switch')
  expect(text(toMarathi)).toBe(en.language.other)
  expect(toMarathi.querySelector('span')?.getAttribute('lang')).toBe('mr')
  expect(toMarathi.getAttribute('href')).toBe('/mr/institutions/1/principal')
  const marathi = (await get(request, toMarathi.getAttribute('href')!)).doc
  expect(marathi.documentElement.getAttribute('lang')).toBe('mr')
  role(marathi, 'heading', mr.institutions.sections.principal)
  expect(testId(marathi, 'language-switch').getAttribute('href')).toBe('/institutions/1/principal')
  expect(testId((await get(request, '/mr/notices?type=Circular')).doc, 'language-switch').getAttribute('href')).toBe(
    '/notices?type=Circular',
  )
})

test('a field without Marathi shows its English, marked lang="en"; translated fields are not marked', async ({
  request,
}) => {
  // Every demo institution has its name in Marathi: this test makes one that has none.
  const auth = await adminAuth(request)
  const made = await request.post('/cms-api/institutions', {
    headers: auth,
    data: {
      name: 'Vidya Vikas Evening Classes, Dadar',
      address: 'Ranade Road, Dadar (West), Mumbai – 400 028',
      kind: 'school',
      medium: 'english',
      _status: 'published',
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  const english: { id: number; name: string } = (await made.json()).doc
  try {
    const h1 = (await get(request, `/mr/institutions/${english.id}`)).doc.querySelector('h1')!
    expect(h1.getAttribute('lang')).toBe('en')
    expect(text(h1)).toBe(english.name)
  } finally {
    // The demo's 18 institutions are what other tests of this worker count (school-finder.spec).
    const gone = await request.delete(`/cms-api/institutions/${english.id}`, { headers: auth })
    expect(gone.status(), await gone.text()).toBe(200)
  }
  const rows: { id: number; name: string }[] = (await (await request.get('/api/v1/institute?locale=mr')).json()).data
  const marathi = rows.find((r) => /[\u0900-\u097f]/.test(r.name))
  expect(marathi, 'an institution with Marathi in the demo').toBeTruthy()
  const h1 = (await get(request, `/mr/institutions/${marathi!.id}`)).doc.querySelector('h1')!
  expect(h1.hasAttribute('lang')).toBe(false)
  expect(text(h1)).toBe(marathi!.name)
})
