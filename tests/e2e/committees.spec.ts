import { expect, test } from './fixtures'

/** An institution's committees, from the demo content (src/seed/data/committees.ts). */

test('the Committees entry of the menu shows each committee with its members, roles and contact', async ({ page }) => {
  await page.goto('/institutions/1')
  await page.getByTestId('section-menu').getByRole('link', { name: 'Committees' }).click()
  await expect(page).toHaveURL(/\/institutions\/1\/committees$/)
  await expect(page.getByTestId('section-menu').getByRole('link', { name: 'Committees' })).toHaveAttribute('aria-current', 'page')
  const committees = page.getByTestId('committee')
  await expect(committees).toHaveCount(3)
  const smc = committees.filter({ hasText: 'School Management Committee' })
  await expect(smc).toContainText('Monitors the working of the school')
  await expect(smc.getByTestId('committee-member')).toHaveCount(4)
  await expect(smc.getByTestId('committee-member').first()).toContainText('Smt. Kavita Nene')
  await expect(smc.getByTestId('committee-member').first()).toContainText('Chairperson')
  await expect(smc.getByRole('link', { name: '022 2430 1111' })).toHaveAttribute('href', 'tel:02224301111')
  await expect(smc.getByRole('link', { name: 'ems.dadar@example.org' })).toHaveAttribute('href', 'mailto:ems.dadar@example.org')
  // A committee without a nodal officer shows no contact line.
  await expect(committees.filter({ hasText: 'Parent-Teacher Association' }).getByTestId('committee-officer')).toHaveCount(0)
})

test('a committee without members says so; an institution without committees has an empty state', async ({ page }) => {
  await page.goto('/institutions/4/committees')
  await expect(page.getByTestId('committee')).toHaveCount(1)
  await expect(page.getByTestId('committee-no-members')).toHaveText('Members to be announced.')
  await page.goto('/institutions/5/committees')
  await expect(page.getByTestId('committee')).toHaveCount(0)
  await expect(page.getByText('This institution has not published its committees yet.')).toBeVisible()
})

test('in Marathi: the labels, names and roles', async ({ page }) => {
  await page.goto('/mr/institutions/3/committees')
  await expect(page.getByRole('heading', { level: 2, name: 'समित्या' })).toBeVisible()
  const committees = page.getByTestId('committee')
  await expect(committees).toHaveCount(2)
  await expect(committees.first()).toContainText('रॅगिंगविरोधी समिती')
  await expect(committees.first()).toContainText('अध्यक्ष')
  await expect(committees.first()).toContainText('संपर्क (नोडल अधिकारी)')
})

test('at 375 px the members table fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/institutions/1/committees')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})
