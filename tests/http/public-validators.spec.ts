import { XMLParser } from 'fast-xml-parser'

import { expect, test, type APIRequestContext } from '../e2e/fixtures'

import { en } from '../../src/i18n/en'
import { mr } from '../../src/i18n/mr'
import { currentAcademicYear } from '../../src/lib/academic-year'
import { adminAuth, parseHtml } from '../e2e/helpers'

/**
 * What independent validators found on the public pages, checked where it shows: what the built
 * server sends (the HTML before any JavaScript, feeds, the API and its OpenAPI document). The
 * grievance form's draft across a language switch is a browser test (e2e/grievance-draft.spec.ts).
 */

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' })
const text = (v: unknown) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>)['#text'] : v)

async function html(request: APIRequestContext, path: string) {
  const res = await request.get(path)
  expect(res.status(), path).toBe(200)
  return parseHtml(await res.text())
}

test.describe('/notices opens on the newest notices of every type', () => {
  for (const [lang, prefix, t] of [
    ['en', '', en],
    ['mr', '/mr', mr],
  ] as const) {
    test(`${prefix}/notices: the first tab is All, open, its list of several types newest first (${lang})`, async ({
      request,
    }) => {
      const doc = await html(request, `${prefix}/notices`)
      const tabs = [...doc.querySelectorAll(`nav[aria-label="${t.notices.tabsLabel}"] a`)]
      expect(tabs[0]?.textContent).toBe(t.notices.allTypes)
      expect(tabs[0]?.getAttribute('href')).toBe(`${prefix}/notices`)
      expect(tabs[0]?.getAttribute('aria-current')).toBe('page')
      expect(tabs.length).toBeGreaterThan(2)
      const types = [...doc.querySelectorAll('[data-testid="notice"] [data-testid="notice-type"]')].map(
        (e) => e.textContent,
      )
      expect(new Set(types).size, types.join(', ')).toBeGreaterThan(1)
      const dates = [...doc.querySelectorAll('[data-testid="notice-date"]')].map(
        (e) => e.getAttribute('datetime') ?? '',
      )
      expect(dates.length).toBeGreaterThan(1)
      expect([...dates].sort().reverse()).toEqual(dates)
    })
  }

  test('a school’s page shows its newest notices above its sections', async ({ request }) => {
    const auth = await adminAuth(request)
    const school = (await (await request.get('/api/v1/institute')).json()).data[2] as { id: number }
    const { data: types } = await (await request.get('/api/v1/notice/type')).json()
    const title = `Parents’ meeting of standard VIII ${Date.now()}`
    const made = await request.post('/cms-api/notices', {
      headers: auth,
      data: {
        title,
        type: types[0].id,
        academicYear: currentAcademicYear(),
        date: new Date().toISOString(),
        institution: school.id,
        _status: 'published',
      },
    })
    expect(made.status(), await made.text()).toBe(201)
    await expect
      .poll(async () => (await request.get(`/institutions/${school.id}`)).text(), { timeout: 5_000 })
      .toContain(title)
    const page = await (await request.get(`/institutions/${school.id}`)).text()
    const latest = page.indexOf('data-testid="latest-school-notices"')
    expect(latest).toBeGreaterThan(0)
    expect(page.indexOf(title)).toBeGreaterThan(latest)
    expect(latest).toBeLessThan(page.indexOf('data-testid="section-menu"'))
  })
})

test.describe('feeds, API, markup and structured data as validators read them', () => {
  for (const [lang, prefix] of [
    ['en', ''],
    ['mr', '/mr'],
  ] as const) {
    test(`${prefix}/notices/atom.xml has an author and xml:lang="${lang}"`, async ({ request, baseURL }) => {
      const res = await request.get(`${prefix}/notices/atom.xml`)
      expect(res.status()).toBe(200)
      const feed = xml.parse(await res.text()).feed
      expect(feed['@xml:lang']).toBe(lang)
      expect(String(text(feed.author?.name) ?? '')).not.toBe('')
      expect(text(feed.author?.uri)).toBe(`${baseURL}${prefix || '/'}`)
    })
  }

  test('the OpenAPI document names this server, and a single row answers 304 as it declares', async ({
    request,
    baseURL,
  }) => {
    const doc = await (await request.get('/api/v1/openapi.json')).json()
    expect(doc.servers).toEqual([{ url: baseURL, description: 'This site' }])
    expect(doc.info.license.url).toBe(`${baseURL}/copyright-policy`)
    expect(doc.paths['/api/v1/notice/{id}'].get.responses['304']).toBeDefined()
    const id = (await (await request.get('/api/v1/notice')).json()).data[0].id
    // The server tags a row once it keeps it (from the second request on).
    let etag: string | undefined
    await expect
      .poll(async () => (etag = (await request.get(`/api/v1/notice/${id}`)).headers()['etag']), { timeout: 5_000 })
      .toBeTruthy()
    const again = await request.get(`/api/v1/notice/${id}`, { headers: { 'If-None-Match': etag! } })
    expect(again.status()).toBe(304)
  })

  test('the grievance forms: the mobile asks for tel, the status form posts to its own address', async ({
    request,
  }) => {
    for (const prefix of ['', '/mr']) {
      const form = await html(request, `${prefix}/grievances`)
      expect(form.querySelector('input[name="mobile"]')?.getAttribute('autocomplete')).toBe('tel')
      expect(form.querySelector('input[name="dob"]')?.getAttribute('autocomplete')).toBe('bday')
      const status = await html(request, `${prefix}/grievances/status`)
      const action = status.querySelector('[data-testid="status-form"]')?.getAttribute('action')
      expect(action).toBe(`${prefix}/grievances/status`)
      // No form anywhere on these pages with an empty action.
      for (const doc of [form, status])
        expect([...doc.querySelectorAll('form')].filter((f) => f.getAttribute('action') === '')).toHaveLength(0)
    }
  })

  test('an event’s JSON-LD has an image that loads and a PostalAddress', async ({ request, baseURL }) => {
    const events = await html(request, '/events')
    const href = [...events.querySelectorAll('a[href^="/events/"]')]
      .map((a) => a.getAttribute('href')!)
      .find((h) => /^\/events\/\d+$/.test(h))
    expect(href).toBeTruthy()
    const page = await html(request, href!)
    const blocks = [...page.querySelectorAll('script[type="application/ld+json"]')].flatMap((s) =>
      [JSON.parse(s.textContent ?? '{}')].flat(),
    )
    const event = blocks.find((b) => b['@type'] === 'Event')
    expect(event).toBeTruthy()
    expect(event.location.address).toMatchObject({
      '@type': 'PostalAddress',
      addressLocality: 'Mumbai',
      addressCountry: 'IN',
    })
    expect(event.image).toHaveLength(1)
    expect(event.image[0].startsWith(`${baseURL}/og/en/events/`)).toBe(true)
    const image = await request.get(event.image[0].slice(baseURL!.length))
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')
  })
})
