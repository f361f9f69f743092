import { expect, test, type Page } from './fixtures'

import { en } from '../../src/i18n/en'
import { currentAcademicYear, shiftAcademicYear } from '../../src/lib/academic-year'
import { axe, hydrated, ownedByReact } from './helpers'

/**
 * What only a browser shows of the notice pages: the copy button, the archive's year select
 * (scripts), axe. What the server sends (texts, links, the 404 page, the archive without JavaScript) is in
 * tests/http/notice-pages.spec.ts.
 */

const EXAM = 'First term examination timetable'
const LAST_YEAR_EXAM = 'Second term examination timetable'

/** The id of a seeded notice, from its link on /notices. */
async function noticeId(page: Page, title: string, type: string, year?: string): Promise<number> {
  await page.goto(`/notices?${year ? `year=${year}&` : ''}type=${type}`)
  const href = await page.getByTestId('notice-link').filter({ hasText: title }).getAttribute('href')
  const id = Number(/^\/notices\/(\d+)$/.exec(href ?? '')?.[1])
  expect(id, `link of ${title}: ${href}`).toBeGreaterThan(0)
  return id
}

test('copy link copies the page address', async ({ page, context }) => {
  const id = await noticeId(page, EXAM, 'Examination')
  await page.goto(`/notices/${id}`)
  const address = await page.getByTestId('notice-address').inputValue()
  expect(address).toMatch(new RegExp(`^https?://[^/]+/notices/${id}$`))
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByTestId('copy-link').click()
  await expect(page.getByTestId('copy-status')).toHaveText(en.notices.copied)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)
})

test('no axe violations on a notice page, in English and in Marathi', async ({ page }) => {
  const id = await noticeId(page, EXAM, 'Examination')
  for (const path of [`/notices/${id}`, `/mr/notices/${id}`]) {
    await page.goto(path)
    await hydrated(page)
    const { violations } = await axe(page)
    expect(
      violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      ),
      path,
    ).toEqual([])
  }
})

test('the archive: choosing a year in the select opens that year, keeping the type', async ({ page }) => {
  const current = currentAcademicYear()
  const last = shiftAcademicYear(current, -1)
  await page.goto('/notices?type=Examination')
  const year = page.getByLabel(en.notices.yearLabel)
  await expect(year).toHaveValue(current)
  // The select's own change handler, not the page's first hydrated node: React hydrates the page
  // in parts, and a choice made before the select's part is hydrated only changes the select.
  await ownedByReact(year)
  await year.selectOption(last)
  await expect(page).toHaveURL(new RegExp(`/notices\\?year=${last}&type=Examination$`))
  await expect(page.getByTestId('notice').filter({ hasText: LAST_YEAR_EXAM })).toHaveCount(1)
  await expect(page.getByText(en.notices.yearNote(last))).toBeVisible()
})
