import { expect, test, type APIRequestContext } from '../e2e/fixtures'

import { adminAuth, createStaff, parseHtml } from '../e2e/helpers'

/**
 * /admin/unused-uploads as the server renders it: the administrator's dashboard links to it and
 * the administrator gets the list (the demo's uploads are new, so "nothing to clear"); an
 * institution editor gets a refusal and no list. Which uploads are listed is
 * tests/integration/unused-uploads.test.ts.
 */

const page = async (request: APIRequestContext, path: string, auth: Record<string, string>) => {
  const res = await request.get(path, { headers: auth })
  expect(res.status()).toBe(200)
  return parseHtml(await res.text())
}

test('administrators get the list from their dashboard; editors a refusal', async ({ request }) => {
  const admin = await adminAuth(request)
  const dashboard = await page(request, '/admin', admin)
  expect(dashboard.querySelector('a[href="/admin/unused-uploads"]')?.textContent).toBe('files nothing uses')

  const list = await page(request, '/admin/unused-uploads', admin)
  expect(list.querySelector('h1')?.textContent).toBe('Uploads nothing uses')
  expect(list.querySelector('[data-unused-uploads-none]')?.textContent).toContain('Nothing to clear')
  expect(list.querySelector('[data-access-refusal]')).toBeNull()

  const editor = { email: `unused-editor-${Date.now()}@example.org`, password: 'unused-editor-password' }
  await createStaff(request, { ...editor, role: 'editor', institutions: [1] })
  const login = await request.post('/cms-api/users/login', { data: editor })
  const token = (await login.json()).token as string
  const refused = await page(request, '/admin/unused-uploads', { Authorization: `JWT ${token}` })
  expect(refused.querySelector('[data-access-refusal]')?.textContent).toContain('Only society administrators')
  expect(refused.querySelector('[data-unused-uploads-none], [data-unused-upload], table')).toBeNull()
})
