import { expect, test, type APIRequestContext } from '../e2e/fixtures'

import { currentAcademicYear } from '../../src/lib/academic-year'
import { adminAuth } from '../e2e/helpers'

/**
 * Every publish, unpublish, schedule and delete reaches the public pages and /api/v1 within seconds
 * on the production server (cache tags expired by Payload hooks; schedules applied on each read).
 */

const SECONDS = { timeout: 10_000, intervals: [250, 500, 1000] }

async function noticeType(request: APIRequestContext): Promise<{ id: number; code: string }> {
  const { data } = await (await request.get('/api/v1/notice/type')).json()
  return { id: data[0].id, code: data[0].notice_code }
}

const onApi = async (request: APIRequestContext, title: string) => {
  const { data } = await (await request.get('/api/v1/notice')).json()
  return (data as { title: string }[]).some((n) => n.title === title)
}

const onPage = async (request: APIRequestContext, code: string, title: string) =>
  (await (await request.get(`/notices?type=${encodeURIComponent(code)}`)).text()).includes(title)

test('publish, unpublish, republish and delete of a notice reach /notices and /api/v1 within seconds', async ({
  request,
}) => {
  const auth = await adminAuth(request)
  const type = await noticeType(request)
  const title = `Exam timetable ${Date.now()}`
  // Warm the caches first, so the test proves they are expired rather than empty.
  expect(await onApi(request, title)).toBe(false)
  expect(await onPage(request, type.code, title)).toBe(false)

  const created = await request.post('/cms-api/notices', {
    headers: auth,
    data: {
      title,
      type: type.id,
      academicYear: currentAcademicYear(),
      date: new Date().toISOString(),
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const id = (await created.json()).doc.id
  await expect.poll(() => onApi(request, title), SECONDS).toBe(true)
  await expect.poll(() => onPage(request, type.code, title), SECONDS).toBe(true)

  await request.patch(`/cms-api/notices/${id}`, { headers: auth, data: { _status: 'draft' } })
  await expect.poll(() => onApi(request, title), SECONDS).toBe(false)
  await expect.poll(() => onPage(request, type.code, title), SECONDS).toBe(false)

  await request.patch(`/cms-api/notices/${id}`, { headers: auth, data: { _status: 'published' } })
  await expect.poll(() => onApi(request, title), SECONDS).toBe(true)

  expect((await request.delete(`/cms-api/notices/${id}`, { headers: auth })).status()).toBe(200)
  await expect.poll(() => onApi(request, title), SECONDS).toBe(false)
  await expect.poll(() => onPage(request, type.code, title), SECONDS).toBe(false)
  expect((await request.get(`/api/v1/notice/${id}`)).status()).toBe(404)
})

test('a scheduled notice appears at its publish time and leaves at its expiry by itself', async ({ request }) => {
  const auth = await adminAuth(request)
  const type = await noticeType(request)
  const title = `Holiday notice ${Date.now()}`
  const start = Date.now()
  const created = await request.post('/cms-api/notices', {
    headers: auth,
    data: {
      title,
      type: type.id,
      academicYear: currentAcademicYear(),
      date: new Date().toISOString(),
      publishAt: new Date(start + 3000).toISOString(),
      expiresAt: new Date(start + 7000).toISOString(),
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  expect(await onApi(request, title)).toBe(false)
  expect(await onPage(request, type.code, title)).toBe(false)
  await expect.poll(() => onApi(request, title), SECONDS).toBe(true)
  expect(await onPage(request, type.code, title)).toBe(true)
  await expect.poll(() => onApi(request, title), SECONDS).toBe(false)
  expect(await onPage(request, type.code, title)).toBe(false)
  // Still there for the staff, as an archive.
  const archived = await request.get(`/cms-api/notices/${(await created.json()).doc.id}`, { headers: auth })
  expect((await archived.json()).title).toBe(title)
})

test('publishing a change to an institution reaches its page and /api/v1 within seconds', async ({ request }) => {
  const auth = await adminAuth(request)
  const name = `Principal ${Date.now()}`
  const before = await request.get('/institutions/2/principal')
  expect(await before.text()).not.toContain(name)
  const res = await request.patch('/cms-api/institutions/2', {
    headers: auth,
    data: { principal: { name }, _status: 'published' },
  })
  expect(res.status()).toBe(200)
  await expect
    .poll(async () => (await (await request.get('/institutions/2/principal')).text()).includes(name), SECONDS)
    .toBe(true)
  await expect
    .poll(
      async () => JSON.stringify(await (await request.get('/api/v1/principal/institute/2')).json()).includes(name),
      SECONDS,
    )
    .toBe(true)
})
