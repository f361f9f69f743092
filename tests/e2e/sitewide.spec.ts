import { expect, test, type APIRequestContext } from './fixtures'

import { adminAuth, PHONE } from './helpers'

/**
 * The helplines' layout on a 375 px phone. What the server sends site-wide (helplines, policy
 * pages, the RTI disclosure, "Last updated", download labels, external links) is read over HTTP
 * in tests/http/sitewide.spec.ts.
 */

async function institutionOfKind(
  request: APIRequestContext,
  kind: string,
  headers: Record<string, string>,
): Promise<number> {
  const res = await request.get(`/cms-api/institutions?where[kind][equals]=${kind}&limit=1&depth=0`, { headers })
  const { docs } = await res.json()
  expect(docs.length, `a published ${kind}`).toBeGreaterThan(0)
  return docs[0].id as number
}

test('the helplines are readable on a 375 px phone: nothing wider than the screen, each a 44 px target', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE)
  await page.goto(`/institutions/${await institutionOfKind(request, 'degree-college', await adminAuth(request))}`)
  const links = page.getByTestId('helplines').locator('a')
  await expect(links).toHaveCount(4)
  for (const link of await links.all()) {
    const box = (await link.boundingBox())!
    expect(box.height).toBeGreaterThanOrEqual(44)
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
})
