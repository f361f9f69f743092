import { expect, test } from './fixtures'

import { currentAcademicYear } from '../../src/lib/academic-year'
import { GALLERY_PAGE_SIZE } from '../../src/lib/paging'
import { hydrated } from './helpers'

/**
 * The page links with the site's scripts running (the router takes over plain links): what the
 * server sends for each page, the filters they keep and the bad values are in
 * tests/http/pagination.spec.ts.
 */
test('with scripts, Next and Previous of a gallery grid open its pages', async ({ page }) => {
  const path = `/gallery/${currentAcademicYear()}/0`
  await page.goto(path)
  await hydrated(page)
  await expect(page.getByTestId('gallery-thumb')).toHaveCount(GALLERY_PAGE_SIZE)
  const first = await page.getByTestId('gallery-thumb').first().getAttribute('href')
  const nav = page.getByRole('navigation', { name: 'Pages' })
  await nav.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(new RegExp(`${path}\\?page=2$`))
  await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByTestId('gallery-thumb').first()).not.toHaveAttribute('href', first ?? '')
  await nav.getByRole('link', { name: 'Previous' }).click()
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
})
