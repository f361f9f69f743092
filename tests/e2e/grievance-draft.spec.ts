import { expect, test } from './fixtures'

import { hydrated, PHONE } from './helpers'

// What was typed into the grievance form survives a switch of language, even when it was typed
// before the page's scripts arrived (a slow phone): only a browser shows that.
test('at 375 px, what was typed before the JavaScript arrived survives the header’s language switch', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  // The page's scripts wait until the person has typed, as on a slow phone.
  let release!: () => void
  const typed = new Promise<void>((r) => (release = r))
  await page.route('**/_next/static/chunks/**', async (route) => {
    await typed
    await route.continue()
  })
  await page.goto('/grievances', { waitUntil: 'commit' })
  await page.locator('input[name="name"]').waitFor()
  await page.locator('input[name="name"]').fill('Sunita')
  await page.locator('input[name="mname"]').fill('Patil')
  await page.locator('input[name="email"]').fill('sunita.patil@example.org')
  await page.locator('input[name="mobile"]').fill('98200 12345')
  await page.locator('textarea[name="message"]').fill('The fee receipt for the second term was not given.')
  release()
  await hydrated(page)
  await page.unroute('**/_next/static/chunks/**')
  await page.getByTestId('language-switch').click()
  await page.waitForURL((url) => url.pathname === '/mr/grievances')
  await hydrated(page)
  await expect(page.locator('input[name="name"]')).toHaveValue('Sunita')
  await expect(page.locator('input[name="mname"]')).toHaveValue('Patil')
  await expect(page.locator('input[name="email"]')).toHaveValue('sunita.patil@example.org')
  await expect(page.locator('input[name="mobile"]')).toHaveValue('98200 12345')
  await expect(page.locator('textarea[name="message"]')).toHaveValue(
    'The fee receipt for the second term was not given.',
  )
})
