import { expect, test } from './fixtures'

import { DEMO_ADMIN } from '../../src/seed/demo-admin'

import { adminLogin, createStaff } from './helpers'

/**
 * The staff compliance report (/admin/compliance, linked from the dashboard's line per
 * institution), from the demo content: the state-board
 * school (id 4) has an expired fire certificate and a committee without members; the junior college
 * (id 2) has missing items; the CBSE school (id 1) is complete.
 */

test('an administrator sees every institution with its findings and percentage', async ({ page }) => {
  await adminLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password, '/admin/compliance')
  const rows = page.locator('[data-compliance-institution]')
  await expect(rows).toHaveCount(18)
  const state = page.locator('[data-compliance-institution="4"]')
  await expect(state.locator('[data-compliance-percent]')).toHaveText('91 %')
  await expect(state.locator('[data-finding="expired"]')).toContainText('Fire safety certificate')
  await expect(state.locator('[data-finding="committee"]')).toHaveText(
    'Committee: School Safety Committee: no members yet',
  )
  await expect(page.locator('[data-compliance-institution="2"] [data-finding="missing"]')).toHaveCount(15)
  await expect(page.locator('[data-compliance-institution="1"] [data-compliance-percent]')).toHaveText('100 %')
})

test('an institution editor sees only their own institutions', async ({ page, request }) => {
  const email = `compliance-editor-${Date.now()}@example.org`
  await createStaff(request, { email, password: 'editor-password-1', role: 'editor', institutions: [2, 4] })
  await adminLogin(page, email, 'editor-password-1', '/admin/compliance')
  const rows = page.locator('[data-compliance-institution]')
  await expect(rows).toHaveCount(2)
  expect(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-compliance-institution')).sort())).toEqual(
    ['2', '4'],
  )
  await expect(page.locator('[data-compliance-institution="4"] [data-finding="expired"]')).toContainText(
    'Fire safety certificate',
  )
})
