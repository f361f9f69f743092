import { expect, test, type Page } from './fixtures'

import { en } from '../../src/i18n/en'

import { humanPause, hydrated } from './helpers'

/**
 * The grievance form on a slow network: what is typed before the scripts arrive is kept once they
 * run. The form without JavaScript (a POST to its server action: filing, messages, what was typed
 * kept, nothing in an address, another site refused) is tested over HTTP in
 * tests/http/grievance-form.spec.ts, as a browser without JavaScript posts it.
 */

type Labels = typeof en.grievance
const person = (n: string) => ({
  first: `Asha${n.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`,
  last: 'Raorane',
  dob: '2004-05-17',
  email: `asha.${n}@example.org`,
  mobile: `98${n.padStart(8, '7')}`.slice(0, 10),
  comments: `My result ${n} is withheld since June.`,
})
type Person = ReturnType<typeof person>

/** A field by its label (the label's text ends with an aria-hidden " *"; the accessible name is the label). */
const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true }).or(page.getByRole('combobox', { name: label, exact: true }))

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

test('what is typed before the scripts arrive is kept once they run, and the form then posts as before', async ({
  page,
}) => {
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
