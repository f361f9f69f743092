import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ERASE_CONTEXT } from '@/grievances/history'
import { monthlySummary } from '@/grievances/summary'

import { migratedPayload } from './payload'

/** The monthly summary's figures per institution on a known set of grievances (September 2026). */

let payload: Payload
let schoolA: number
let schoolB: number
const tokens: Record<string, string> = {}
const users: Record<
  string,
  { id: number; email: string; role: string; institutions: number[]; allInstitutions: boolean }
> = {}
let n = 0

/** A grievance filed at `filed`, with its status, closing and due date as given (dates in UTC). */
async function grievance(
  institution: number,
  filed: string,
  { status = 'new', closed, due }: { status?: string; closed?: string; due?: string } = {},
) {
  const doc = await payload.create({
    collection: 'grievances',
    data: {
      reference: `GRV-2026-SUM${String(++n).padStart(3, '0')}`,
      status: 'new',
      institution,
      issueType: 'Other',
      firstName: 'A',
      lastName: 'B',
      dateOfBirth: '2000-01-01',
      email: 'a@example.org',
      mobile: '9876543210',
      message: 'x',
      createdAt: `${filed}Z`,
    },
    depth: 0,
  })
  const dueAt = due ? `${due}Z` : new Date(Date.parse(`${filed}Z`) + 15 * 86_400_000).toISOString()
  // The hook never lets anyone set these; the retention job's context writes them as they are.
  await payload.update({
    collection: 'grievances',
    id: doc.id,
    data: { status: status as never, closedAt: closed ? `${closed}Z` : null, dueAt },
    context: { [ERASE_CONTEXT]: true },
  })
}

beforeAll(async () => {
  payload = await migratedPayload()
  const school = async (name: string) =>
    (
      await payload.create({
        collection: 'institutions',
        data: { name, address: 'Dadar', kind: 'school', medium: 'english', _status: 'published' },
        context: { disableRevalidate: true },
      })
    ).id
  schoolA = await school('A School')
  schoolB = await school('B College')
  const user = async (key: string, role: 'admin' | 'officer' | 'editor', institutions: number[] = []) => {
    const email = `${key}@summary.test`
    const password = 'summary-test-password'
    const { id } = await payload.create({
      collection: 'users',
      data: { email, password, role, institutions, allInstitutions: false },
    })
    users[key] = { id, email, role, institutions, allInstitutions: false }
    tokens[key] = (await payload.login({ collection: 'users', data: { email, password } })).token!
  }
  await user('admin', 'admin')
  await user('officerB', 'officer', [schoolB])
  await user('editor', 'editor', [schoolA])

  await grievance(schoolA, '2026-09-02T10:00:00', { status: 'resolved', closed: '2026-09-05T10:00:00' }) // 3 days
  await grievance(schoolA, '2026-09-10T10:00:00', { status: 'rejected', closed: '2026-09-20T10:00:00' }) // 10 days
  await grievance(schoolA, '2026-08-20T10:00:00', { status: 'resolved', closed: '2026-09-03T10:00:00' }) // 14 days, filed in August
  await grievance(schoolA, '2026-09-01T10:00:00', { status: 'in-progress' }) // due 16 Sept: overdue at the month's end
  await grievance(schoolA, '2026-09-25T10:00:00') // due 10 Oct: not overdue yet
  await grievance(schoolA, '2026-08-01T10:00:00', { status: 'resolved', closed: '2026-10-05T10:00:00' }) // open and overdue on 30 Sept
  await grievance(schoolA, '2026-10-02T10:00:00') // October: not counted
  await grievance(schoolA, '2026-07-01T10:00:00', { status: 'resolved', closed: '2026-08-01T10:00:00' }) // closed before: not counted
  await grievance(schoolB, '2026-09-15T00:00:00', { status: 'resolved', closed: '2026-09-16T12:00:00' }) // 1.5 days
})
afterAll(() => payload?.destroy())

const as = (key: string) => ({ ...users[key]!, collection: 'users' }) as never

describe('monthly summary', () => {
  it('counts received, resolved, rejected, median days to close and overdue per institution', async () => {
    const rows = await monthlySummary(payload, '2026-09', { user: as('admin'), now: new Date('2026-11-23T12:00:00Z') })
    expect(rows).toEqual([
      {
        institution: schoolA,
        name: 'A School',
        received: 4,
        resolved: 2,
        rejected: 1,
        medianDaysToClose: 10,
        overdue: 2,
      },
      {
        institution: schoolB,
        name: 'B College',
        received: 1,
        resolved: 1,
        rejected: 0,
        medianDaysToClose: 1.5,
        overdue: 0,
      },
    ])
    // October: one received at A; overdue at its end (capped at "now"): the one filed 25 Sept (due 10 Oct) and the one filed 1 Sept.
    const october = await monthlySummary(payload, '2026-10', {
      user: as('admin'),
      now: new Date('2026-11-23T12:00:00Z'),
    })
    expect(october.find((r) => r.institution === schoolA)).toMatchObject({
      received: 1,
      resolved: 1,
      rejected: 0,
      medianDaysToClose: 65,
      overdue: 3,
    })
  })

  it('an officer sees only their institutions; an editor none', async () => {
    const officer = await monthlySummary(payload, '2026-09', { user: as('officerB') })
    expect(officer.map((r) => r.name)).toEqual(['B College'])
    await expect(monthlySummary(payload, '2026-09', { user: as('editor') })).rejects.toThrow()
  })

  it('downloads as CSV with the same figures', async () => {
    const get = (query: string, token?: string) =>
      handleEndpoints({
        config,
        request: new Request(`http://test.local/cms-api/grievances/summary.csv${query}`, {
          headers: token ? { Authorization: `JWT ${token}` } : {},
        }),
      })
    const res = await get('?month=2026-09', tokens.admin)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    const text = (await res.text()).replace(/^\uFEFF/, '')
    expect(text.trim().split('\r\n')).toEqual([
      'Institution,Received,Resolved,Rejected,Median days to close,Overdue',
      'A School,4,2,1,10,2',
      'B College,1,1,0,1.5,0',
    ])
    expect((await get('?month=2026-13', tokens.admin)).status).toBe(400)
    expect((await get('?month=2026-09')).status).toBe(401)
  })
})
