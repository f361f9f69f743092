import { expect, test } from './fixtures'

import { TRUSTEES } from '../../src/seed/data/trustees'
import { PHONE } from './helpers'

/** What only a browser shows of /trustees: the Show More toggle and the phone layout (the rest: tests/http/trustees.spec.ts). */

const withInfo = TRUSTEES.find((t) => t.info && t.moreInfo)!

const card = (page: import('@playwright/test').Page, name: string) =>
  page.getByTestId('trustee-card').filter({ has: page.getByRole('heading', { name, exact: true }) })

test.describe('/trustees', () => {
  test('Show More reveals info and more_info, Show Less hides them', async ({ page }) => {
    await page.goto('/trustees')
    const c = card(page, withInfo.name)
    const more = c.getByTestId('trustee-more')
    await expect(more).toBeHidden()
    await c.getByText('Show More').click()
    await expect(more).toBeVisible()
    await expect(more).toContainText(withInfo.info)
    await expect(more).toContainText(withInfo.moreInfo)
    await expect(c.getByText('Show More')).toBeHidden()
    await c.getByText('Show Less').click()
    await expect(more).toBeHidden()
    await expect(c.getByText('Show More')).toBeVisible()
  })

  test('lays out as one column at 375 px', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/trustees')
    const [a, b] = await page.getByTestId('trustee-card').all()
    const boxA = (await a!.boundingBox())!
    const boxB = (await b!.boundingBox())!
    expect(boxB.y).toBeGreaterThan(boxA.y + boxA.height - 1)
    expect(boxA.width).toBeGreaterThan(300)
  })
})
