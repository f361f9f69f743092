import { expect, test, type Page } from './fixtures'

import { en } from '../../src/i18n/en'
import { mr } from '../../src/i18n/mr'
import { GRIEVANCE_MESSAGES as EN, GRIEVANCE_MESSAGES_MR as MR } from '../../src/grievances/rules'

import { adminAuth, freshFormToken, humanPause, hydrated } from './helpers'

/**
 * The public site's forms with JavaScript off (as on a slow phone before the scripts arrive): the
 * grievance form posts to the server (its server action) and files or answers with its messages,
 * what was typed kept; nothing typed ever appears in an address, redirects included. The notices'
 * year list (a GET form, no personal data) works with its button.
 */
test.use({ javaScriptEnabled: false })

/** Every address the page asks for or is sent to: requests, redirects (Location) and navigations. */
function recordUrls(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  page.on('response', (response) => {
    const location = response.headers()['location']
    if (location) urls.push(location)
  })
  page.on('framenavigated', (frame) => urls.push(frame.url()))
  return urls
}

/** No address holds any of the personal data, as typed or URL-encoded (either form of space). */
function expectNoPersonalData(urls: string[], personal: string[]) {
  expect(urls.length).toBeGreaterThan(0)
  for (const url of urls) {
    let decoded = url
    try {
      decoded = decodeURIComponent(url.replace(/\+/g, ' '))
    } catch {}
    for (const value of personal) {
      expect(url.toLowerCase(), url).not.toContain(value.toLowerCase())
      expect(decoded.toLowerCase(), url).not.toContain(value.toLowerCase())
    }
  }
}

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

/** A field by its label (the label's text ends with an aria-hidden " *"; the accessible name is the label). */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true }).or(page.getByRole('combobox', { name: label, exact: true }))

async function fill(page: Page, L: Labels, p: Person) {
  await field(page, L.firstName).fill(p.first)
  await field(page, L.lastName).fill(p.last)
  await field(page, L.dob).fill(p.dob)
  await field(page, L.email).fill(p.email)
  await field(page, L.mobile).fill(p.mobile)
  await field(page, L.institute).selectOption({ index: 1 })
  await field(page, L.issueType).selectOption('Result Issue')
  await field(page, L.message).fill(p.comments)
}

/** Open the form and check it is a POST form before (without) any script. */
async function open(page: Page, path: string) {
  await page.goto(path)
  const form = page.getByTestId('grievance-form')
  await expect(form).toHaveAttribute('method', /^post$/i)
  expect(await form.evaluate((f: HTMLFormElement) => f.method)).toBe('post')
}


const languages = [
  { lang: 'en', path: '/grievances', L: en.grievance, M: EN },
  { lang: 'mr', path: '/mr/grievances', L: mr.grievance, M: MR },
] as const

for (const { lang, path, L, M } of languages) {
  test.describe(`${path} without JavaScript`, () => {
    test('files a valid grievance and shows its reference; nothing typed is in any address', async ({ page, request }) => {
      const urls = recordUrls(page)
      const p = person(`${lang === 'en' ? 1 : 2}${Date.now() % 100000}`)
      await open(page, path)
      await fill(page, L, p)
      await humanPause(page)
      await page.getByRole('button', { name: L.submit }).click()

      const success = page.getByTestId('grievance-success')
      await expect(success).toContainText(L.success)
      const reference = /GRV-\d{4}-[2-9A-Z]{6}/.exec((await success.textContent()) ?? '')?.[0]
      expect(reference).toBeTruthy()
      await expect(success).toContainText(L.reference.replace('{ref}', reference!))
      // The page stayed at its own address (no query), and the form is empty for the next one.
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path)
      await expect(field(page, L.firstName)).toHaveValue('')
      await expect(field(page, L.message)).toHaveValue('')
      expectNoPersonalData(urls, Object.values(p))

      // Filed, with what was typed.
      const auth = await adminAuth(request)
      const { docs } = await (await request.get(`/cms-api/grievances?where[reference][equals]=${reference}&depth=0`, { headers: auth })).json()
      expect(docs).toHaveLength(1)
      expect(docs[0]).toMatchObject({ firstName: p.first, lastName: p.last, email: p.email, mobile: p.mobile, message: p.comments, issueType: 'Result Issue', status: 'new' })
    })

    test('an invalid grievance comes back with the messages next to the fields and what was typed; then it can be filed', async ({ page }) => {
      const urls = recordUrls(page)
      const p = person(`${lang === 'en' ? 3 : 4}${Date.now() % 100000}`)
      await open(page, path)
      await fill(page, L, p)
      await field(page, L.firstName).fill('')
      await field(page, L.email).fill('not-an-email')
      await field(page, L.mobile).fill('12345')
      await field(page, L.issueType).selectOption('')
      await humanPause(page)
      await page.getByRole('button', { name: L.submit }).click()

      await expect(page.getByTestId('grievance-failed')).toHaveText(M.fixErrors)
      const expected = { name: M.name, email: M.emailInvalid, mobile: M.mobileInvalid, type: M.type }
      for (const [name, message] of Object.entries(expected)) {
        await expect(page.getByTestId(`error-${name}`)).toHaveText(message)
        await expect(page.locator(`#g-${name}`)).toHaveAttribute('aria-invalid', 'true')
      }
      for (const name of ['mname', 'dob', 'institute_id', 'message']) await expect(page.getByTestId(`error-${name}`)).toHaveText('')
      // What was typed is kept, invalid values included.
      await expect(field(page, L.lastName)).toHaveValue(p.last)
      await expect(field(page, L.dob)).toHaveValue(p.dob)
      await expect(field(page, L.email)).toHaveValue('not-an-email')
      await expect(field(page, L.mobile)).toHaveValue('12345')
      await expect(field(page, L.institute)).not.toHaveValue('')
      await expect(field(page, L.message)).toHaveValue(p.comments)
      await expect(page.getByTestId('grievance-success')).toHaveCount(0)
      expect(new URL(page.url()).search).toBe('')

      // Corrected, it is filed (the page gave the form a fresh token).
      await field(page, L.firstName).fill(p.first)
      await field(page, L.email).fill(p.email)
      await field(page, L.mobile).fill(p.mobile)
      await field(page, L.issueType).selectOption('Marksheet')
      await humanPause(page)
      await page.getByRole('button', { name: L.submit }).click()
      await expect(page.getByTestId('grievance-success')).toContainText(L.success)
      expectNoPersonalData(urls, Object.values(p))
    })
  })
}

test('a submission quicker than a person is refused with its message, what was typed kept', async ({ page }) => {
  const p = person(`5${Date.now() % 100000}`)
  await open(page, '/grievances')
  await fill(page, en.grievance, p)
  // Posted with a token issued a moment ago: quick whatever the machine's speed.
  await page.locator('input[name="form_token"]').evaluate((input: HTMLInputElement, value) => (input.value = value), freshFormToken())
  await page.getByRole('button', { name: en.grievance.submit }).click()
  await expect(page.getByTestId('grievance-failed')).toHaveText(EN.tooFast)
  await expect(field(page, en.grievance.firstName)).toHaveValue(p.first)
  await expect(page.getByTestId('grievance-success')).toHaveCount(0)
})

test('a post from another site is refused (403) and files nothing', async ({ page, request }) => {
  const auth = await adminAuth(request)
  const count = async () => (await (await request.get('/cms-api/grievances?limit=1&depth=0', { headers: auth })).json()).totalDocs as number
  await open(page, '/grievances')
  await fill(page, en.grievance, person(`6${Date.now() % 100000}`))
  await humanPause(page)
  // The form exactly as the browser would post it (the action's own hidden fields included) ...
  const fields = await page.getByTestId('grievance-form').evaluate((form: HTMLFormElement) => [...new FormData(form)].map(([k, v]) => [k, String(v)]))
  const before = await count()
  const multipart = Object.fromEntries(fields)
  // ... but from another origin: refused by the proxy (src/lib/page-posts.ts) as Next.js's own
  // check would (with a 500), nothing filed.
  const forged = await request.post('/grievances', { multipart, headers: { Origin: 'https://evil.example' }, maxRedirects: 0 })
  expect(forged.status()).toBe(403)
  expect(await forged.text()).toContain('only be sent from this site')
  expect(await count()).toBe(before)
  // Too large for a server action: 413 (Next.js would answer 500).
  const huge = await request.post('/grievances', { multipart: { ...multipart, message: 'x'.repeat(1_100_000) }, headers: { Origin: new URL(page.url()).origin } })
  expect(huge.status()).toBe(413)
  expect(await count()).toBe(before)
  // The same post from the site itself files it (so the refusal above was the origin's).
  const own = await request.post('/grievances', { multipart, headers: { Origin: new URL(page.url()).origin }, maxRedirects: 0 })
  expect(own.status()).toBe(200)
  expect(await own.text()).toContain('GRV-')
  expect(await count()).toBe(before + 1)
})

test('the notices’ academic-year list works with its button (a GET form: no personal data)', async ({ page }) => {
  await page.goto('/notices')
  const select = page.getByRole('combobox', { name: en.notices.yearLabel })
  const options = await select.locator('option').allTextContents()
  expect(options.length).toBeGreaterThan(1)
  const earlier = options[1]!
  await select.selectOption(earlier)
  // The year's own button (the school filter beside it has one named the same).
  await page.locator('form', { has: select }).getByRole('button', { name: en.notices.show }).click()
  await expect(page).toHaveURL(new RegExp(`/notices\\?(.*&)?year=${earlier.replace('-', '\\-')}`))
  await expect(page.getByRole('combobox', { name: en.notices.yearLabel })).toHaveValue(earlier)
})

test.describe('with JavaScript on a slow network', () => {
  test.use({ javaScriptEnabled: true })

  test('what is typed before the scripts arrive is kept once they run, and the form then posts as before', async ({ page }) => {
    let release = () => {}
    const scripts = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_next/static/**/*.js', async (route) => {
      await scripts
      await route.continue()
    })
    await page.goto('/grievances', { waitUntil: 'domcontentloaded' })
    const p = person(`7${Date.now() % 100000}`)
    await fill(page, en.grievance, p)
    release()
    await hydrated(page)
    await page.waitForFunction(() => Object.keys(document.querySelector('#g-name')!).some((k) => k.startsWith('__react')))
    await expect(field(page, en.grievance.firstName)).toHaveValue(p.first)
    await expect(field(page, en.grievance.message)).toHaveValue(p.comments)
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/v1/complaint') && r.method() === 'POST')
    await humanPause(page)
    await page.getByRole('button', { name: en.grievance.submit }).click()
    expect((await posted).postDataJSON()).toMatchObject({ name: p.first, message: p.comments })
    await expect(page.getByTestId('grievance-success')).toContainText(en.grievance.success)
  })
})
