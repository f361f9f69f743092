import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ERASE_CONTEXT } from '@/grievances/history'
import { eraseExpiredGrievances } from '@/grievances/jobs/retention'
import { ERASED } from '@/grievances/workflow'
import { formatDateTime } from '@/lib/dates'

import { api, json } from './api'
import { migratedPayload } from './payload'

/** The grievance desk: history of changes, closing dates, CSV export and retention. */

let payload: Payload
let schoolA: number
let schoolB: number
const password = 'desk-test-password-1'
const users: Record<'officer' | 'editor' | 'admin', { id: number; email: string; token: string }> = {} as never
const DAY = 24 * 60 * 60 * 1000

const complaint = (institute: number, extra: Record<string, unknown> = {}) => ({
  name: 'Asha',
  mname: 'Rao',
  dob: '2004-05-17',
  type: 'Marksheet',
  enrollment: 'EN-1',
  mobile: '9876543210',
  email: 'asha@example.org',
  message: 'My marksheet is wrong.',
  tid: '1',
  institute_id: String(institute),
  ...extra,
})

/** File a grievance the way the public does; returns its id. */
async function file(institute = schoolA, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await api('POST', 'complaint', json(complaint(institute, extra)))
  expect(res.status).toBe(200)
  const { reference } = res.data as { reference: string }
  const { docs } = await payload.find({
    collection: 'grievances',
    where: { reference: { equals: reference } },
    depth: 0,
  })
  return docs[0]!.id
}

const asUser = (who: keyof typeof users) => ({
  user: { ...users[who], collection: 'users', role: who, allInstitutions: who === 'officer' } as never,
  overrideAccess: false,
})

/** Payload's REST API in-process, as /cms-api/[...slug] serves it. */
function rest(path: string, token?: string) {
  const request = new Request(`http://test.local/cms-api/${path}`, {
    headers: token ? { Authorization: `JWT ${token}` } : {},
  })
  return handleEndpoints({ config, request })
}

/** Backdate a grievance's closing (the hook never lets the API set it). */
const closedDaysAgo = (id: number, days: number) =>
  payload.update({
    collection: 'grievances',
    id,
    data: { closedAt: new Date(Date.now() - days * DAY).toISOString() },
    context: { [ERASE_CONTEXT]: true },
  })

beforeAll(async () => {
  payload = await migratedPayload()
  const ctx = { disableRevalidate: true }
  const school = (name: string) =>
    payload.create({
      collection: 'institutions',
      data: { name, address: 'Dadar', kind: 'school', medium: 'english', _status: 'published' },
      context: ctx,
    })
  schoolA = (await school('School A')).id
  schoolB = (await school('School B')).id
  for (const role of ['officer', 'editor', 'admin'] as const) {
    const email = `${role}@desk.test`
    // The desk's officer is a society-wide one (an explicit choice: an empty list means none).
    const { id } = await payload.create({
      collection: 'users',
      data: { email, password, role, allInstitutions: role === 'officer' },
    })
    const { token } = await payload.login({ collection: 'users', data: { email, password } })
    users[role] = { id, email, token: token! }
  }
})
afterAll(() => payload?.destroy())

describe('history and closing', () => {
  it('records every status and note change with who, when and from → to, and sets closedAt', async () => {
    const id = await file()
    const created = await payload.findByID({ collection: 'grievances', id })
    expect(created).toMatchObject({ status: 'new', history: [], closedAt: null })

    await payload.update({ collection: 'grievances', id, data: { status: 'in-progress' }, ...asUser('officer') })
    await payload.update({
      collection: 'grievances',
      id,
      data: { internalNote: 'Called the school office.' },
      ...asUser('officer'),
    })
    const resolved = await payload.update({
      collection: 'grievances',
      id,
      data: { status: 'resolved' },
      ...asUser('admin'),
    })
    expect(resolved.closedAt).toEqual(expect.any(String))
    expect(resolved.history!.map(({ change, from, to, byName }) => ({ change, from, to, byName }))).toEqual([
      { change: 'status', from: 'new', to: 'in-progress', byName: users.officer.email },
      { change: 'note', from: '', to: 'Called the school office.', byName: users.officer.email },
      { change: 'status', from: 'in-progress', to: 'resolved', byName: users.admin.email },
    ])
    expect(resolved.history![0]!.by).toMatchObject({ id: users.officer.id })
    expect(Date.now() - Date.parse(resolved.history![2]!.at)).toBeLessThan(60_000)

    // Saving without a change adds nothing; reopening clears closedAt.
    const same = await payload.update({
      collection: 'grievances',
      id,
      data: { status: 'resolved', internalNote: 'Called the school office.' },
      ...asUser('officer'),
    })
    expect(same.history).toHaveLength(3)
    expect(same.closedAt).toBe(resolved.closedAt)
    const reopened = await payload.update({
      collection: 'grievances',
      id,
      data: { status: 'new' },
      ...asUser('officer'),
    })
    expect(reopened.closedAt).toBeNull()
    expect(reopened.history).toHaveLength(4)
  })

  it('cannot be rewritten through the API: history, closedAt, erasedAt and the reference are kept', async () => {
    const id = await file()
    const before = await payload.update({
      collection: 'grievances',
      id,
      data: { status: 'rejected' },
      ...asUser('officer'),
    })
    const after = await payload.update({
      collection: 'grievances',
      id,
      data: { history: [], closedAt: '2000-01-01T00:00:00.000Z', erasedAt: '2000-01-01T00:00:00.000Z' },
      ...asUser('officer'),
    })
    expect(after).toMatchObject({ reference: before.reference, closedAt: before.closedAt, erasedAt: null })
    expect(after.history).toHaveLength(1)
    // The reference is what the complainant was given: changing it is refused outright.
    await expect(
      payload.update({ collection: 'grievances', id, data: { reference: 'GRV-FAKE' }, ...asUser('officer') }),
    ).rejects.toThrow('What the complainant filed cannot be changed.')
    expect((await payload.findByID({ collection: 'grievances', id })).reference).toBe(before.reference)
  })

  it("keeps the filing date and the due date: an officer's PATCH is refused with a sentence, and the CSV keeps the real date", async () => {
    const id = await file()
    const filed = await payload.findByID({ collection: 'grievances', id })
    const patch = (data: Record<string, unknown>) =>
      handleEndpoints({
        config,
        request: new Request(`http://test.local/cms-api/grievances/${id}`, {
          method: 'PATCH',
          headers: { Authorization: `JWT ${users.officer.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(data),
        }),
      })
    const forged = await patch({ createdAt: '2020-01-01T00:00:00.000Z', reply: 'We are looking into it.' })
    expect(forged.status).toBe(400)
    expect((await forged.json()).errors[0].message).toBe('The filing date is kept by the desk and cannot be changed.')
    const dueForged = await patch({ dueAt: '2099-01-01T00:00:00.000Z' })
    expect(dueForged.status).toBe(400)
    expect((await dueForged.json()).errors[0].message).toBe('The due date is kept by the desk and cannot be changed.')
    // Sending the stored values back (a client saving the whole document) is no change.
    expect(
      (await patch({ createdAt: filed.createdAt, dueAt: filed.dueAt, updatedAt: filed.updatedAt, reply: 'Noted.' }))
        .status,
    ).toBe(200)
    // The server's own updates keep it too: only filing sets it.
    await payload.update({
      collection: 'grievances',
      id,
      data: { createdAt: '2020-01-01T00:00:00.000Z', status: 'in-progress' },
    })

    const after = await payload.findByID({ collection: 'grievances', id })
    expect(after).toMatchObject({ createdAt: filed.createdAt, dueAt: filed.dueAt, reply: 'Noted.' })
    expect(after.history!.map((h) => h.change)).toEqual(['reply', 'status'])
    const csv = await (await rest(`grievances/export.csv?search=${filed.reference}`, users.officer.token)).text()
    expect(csv.trimEnd().split('\r\n')[1]).toContain(
      `${filed.reference},In progress,${formatDateTime(filed.createdAt)},`,
    )
  })

  it('lets neither editors nor visitors change a grievance', async () => {
    const id = await file()
    await expect(
      payload.update({ collection: 'grievances', id, data: { status: 'resolved' }, ...asUser('editor') }),
    ).rejects.toThrow()
    await expect(
      payload.update({ collection: 'grievances', id, data: { status: 'resolved' }, overrideAccess: false }),
    ).rejects.toThrow()
  })
})

describe('GET /cms-api/grievances/export.csv', () => {
  let resolvedRef: string
  beforeAll(async () => {
    const id = await file(schoolB, { message: '=HYPERLINK("http://evil.example","click")', name: "Bina D'Souza" })
    resolvedRef = (
      await payload.update({
        collection: 'grievances',
        id,
        data: { status: 'resolved', internalNote: '+91 called back' },
        ...asUser('officer'),
      })
    ).reference
  })

  it('downloads the filtered grievances as an escaped CSV attachment, never cached', async () => {
    const res = await rest(
      'grievances/export.csv?where[status][equals]=resolved&where[institution][equals]=' + schoolB,
      users.officer.token,
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="grievances-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const text = await res.text()
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toMatch(
      /^Reference,Status,Filed \(IST\),Closed \(IST\),Institution,Issue type,First name,Last name,/,
    )
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`${resolvedRef},Resolved,`)
    expect(lines[1]).toContain(",School B,Marksheet,Bina D'Souza,Rao,2004-05-17,")
    // Formula injection defused: the cells start with an apostrophe.
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`)
    expect(lines[1]).toContain(`,'+91 called back,`)
  })

  it('honours the list search box and answers all rows without filters', async () => {
    const one = await (await rest(`grievances/export.csv?search=${resolvedRef}`, users.officer.token)).text()
    expect(one.trimEnd().split('\r\n')).toHaveLength(2)
    const all = await (await rest('grievances/export.csv', users.admin.token)).text()
    const { totalDocs } = await payload.count({ collection: 'grievances' })
    expect(all.trimEnd().split('\r\n')).toHaveLength(totalDocs + 1)
  })

  it('refuses visitors and staff without access to grievances, and unknown fields', async () => {
    expect((await rest('grievances/export.csv')).status).toBe(401)
    expect((await rest('grievances/export.csv', users.editor.token)).status).toBe(403)
    expect((await rest('grievances/export.csv?where[nope][equals]=1', users.officer.token)).status).toBe(400)
  })
})

describe('retention', () => {
  it('erases personal data of grievances closed more than the retention period ago, keeping the anonymous record', async () => {
    const old = await file(schoolA, { message: 'Old and closed.' })
    const recent = await file(schoolA, { message: 'Recently closed.' })
    const open = await file(schoolA, { message: 'Still open.' })
    await payload.update({
      collection: 'grievances',
      id: old,
      data: { internalNote: 'Spoke to Asha on 98765.' },
      ...asUser('officer'),
    })
    for (const id of [old, recent])
      await payload.update({ collection: 'grievances', id, data: { status: 'resolved' }, ...asUser('officer') })
    await payload.update({ collection: 'grievances', id: open, data: { status: 'in-progress' }, ...asUser('officer') })
    await closedDaysAgo(old, 400)
    await closedDaysAgo(recent, 10)
    // An open grievance with an old (stale) closedAt is not closed: kept.
    await closedDaysAgo(open, 400)

    const now = new Date()
    expect(await eraseExpiredGrievances(payload, { now, days: 365 })).toBe(1)
    const erased = await payload.findByID({ collection: 'grievances', id: old, depth: 0 })
    expect(erased).toMatchObject({
      firstName: ERASED,
      lastName: ERASED,
      dateOfBirth: ERASED,
      email: ERASED,
      mobile: ERASED,
      message: ERASED,
      enrollmentNumber: null,
      internalNote: null,
      erasedAt: now.toISOString(),
      status: 'resolved',
      institution: schoolA,
      issueType: 'Marksheet',
      reference: expect.stringMatching(/^GRV-/),
    })
    expect(erased.history!.map((h) => [h.change, h.from, h.to])).toEqual([
      ['note', ERASED, ERASED],
      ['status', 'new', 'resolved'],
      ['erased', null, null],
    ])
    for (const id of [recent, open]) {
      expect(await payload.findByID({ collection: 'grievances', id })).toMatchObject({
        firstName: 'Asha',
        email: 'asha@example.org',
        erasedAt: null,
      })
    }
    // Already erased: nothing more to do.
    expect(await eraseExpiredGrievances(payload, { now, days: 365 })).toBe(0)
    // An erased grievance still saves (the erased values pass the required-field checks).
    await payload.update({ collection: 'grievances', id: old, data: { status: 'rejected' }, ...asUser('officer') })
  })

  it('is a scheduled task on the retention queue', async () => {
    const task = payload.config.jobs.tasks?.find((t) => t.slug === 'eraseExpiredGrievances')
    expect(task?.schedule?.[0]).toMatchObject({ cron: '30 2 * * *', queue: 'retention' })
    expect((payload.config.jobs.autoRun as { queue: string }[]).map((a) => a.queue)).toContain('retention')
    const job = await payload.jobs.queue({ task: 'eraseExpiredGrievances', queue: 'retention', input: {} })
    await payload.jobs.runByID({ id: job.id })
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { id: { equals: job.id } },
      overrideAccess: true,
    })
    // Completed jobs are deleted; a failed one would remain with an error.
    expect(docs.filter((d) => d.hasError)).toEqual([])
  })
})
