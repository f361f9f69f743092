/**
 * Upgrading to grievances that keep their language, approval mail choices and staff invitations
 * (migration `grievance_mail`): a grievance filed before keeps everything and its history, and is
 * English (the only language the form stored before); an existing administrator gets a mail per
 * waiting notice; the upgraded database takes a Marathi grievance, a complainant's answer in the
 * history (a new value of PostgreSQL's enum) and the new jobs. The migrations after it apply too:
 * an alert saved before `alert_confirm` (when saving published it) stays confirmed, on the site.
 *
 * The old database is built by upgrade.ts (SQLite, or PostgreSQL with PG_TEST_URL).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { bool, upgradedPayload } from './upgrade'

let payload: Payload

const MIGRATION = /_grievance_mail$/

const T0 = '2026-06-01T10:00:00.000Z'
const stamps = { created_at: T0, updated_at: T0 }

function rows(bool: (b: boolean) => unknown): [string, Record<string, unknown>][] {
  return [
    ['institutions', { id: 1, kind: 'school', medium: 'marathi', order: 1, _status: 'published', ...stamps }],
    ['institutions_locales', { id: 1, name: 'Vidya Vikas Vidyalaya', address: 'Dadar', _locale: 'en', _parent_id: 1 }],
    ['users', { id: 1, email: 'office@society.test', role: 'admin', all_institutions: bool(false), ...stamps }],
    [
      'grievances',
      {
        id: 1,
        reference: 'GRV-2026-OLD234',
        status: 'resolved',
        institution_id: 1,
        closed_at: T0,
        due_at: T0,
        open: bool(false),
        issue_type: 'Marksheet',
        first_name: 'Asha',
        last_name: 'Rao',
        date_of_birth: '2004-05-17',
        email: 'asha@example.org',
        mobile: '9876543210',
        message: 'Spelling of my name.',
        reply: 'Corrected.',
        ...stamps,
      },
    ],
    [
      'grievances_history',
      {
        _order: 1,
        _parent_id: 1,
        id: 'h-1',
        at: T0,
        change: 'status',
        by_name: 'office@society.test',
        from: 'new',
        to: 'resolved',
      },
    ],
    ['alerts', { id: 1, level: 'emergency', starts_at: T0, ends_at: '2099-01-01T00:00:00.000Z', ...stamps }],
    ['alerts_locales', { id: 1, message: 'Schools closed today', _locale: 'en', _parent_id: 1 }],
  ]
}

beforeAll(async () => {
  ;({ payload } = await upgradedPayload(MIGRATION, rows(bool)))
})
afterAll(() => payload?.destroy())

it('a grievance filed before keeps its record and history, and is English', async () => {
  const g = await payload.findByID({ collection: 'grievances', id: 1, depth: 0, overrideAccess: true })
  expect(g).toMatchObject({ reference: 'GRV-2026-OLD234', status: 'resolved', reply: 'Corrected.', language: 'en' })
  expect(g.history?.map((h) => [h.change, h.from, h.to])).toEqual([['status', 'new', 'resolved']])
})

it('an existing administrator is mailed for each waiting notice, and has no invitation yet', async () => {
  const u = await payload.findByID({ collection: 'users', id: 1, depth: 0, overrideAccess: true })
  expect(u.approvalMails).toBe('each')
  expect(u.invitedAt ?? null).toBeNull()
})

it('an alert saved before alerts had a state stays confirmed, on the site', async () => {
  const a = await payload.findByID({ collection: 'alerts', id: 1, depth: 0, overrideAccess: true })
  expect(a).toMatchObject({ message: 'Schools closed today', state: 'confirmed' })
  expect(new Date(a.confirmedAt!).toISOString()).toBe(T0)
  const { listLiveAlerts } = await import('@/content/alerts')
  expect((await listLiveAlerts('en')).map((l) => l.id)).toEqual([1])
})

it('the upgraded database takes a Marathi grievance, an answer in the history and the new jobs', async () => {
  const g = await payload.create({
    collection: 'grievances',
    overrideAccess: true,
    data: {
      reference: 'GRV-2026-NEW234',
      status: 'new',
      institution: 1,
      issueType: 'Other',
      firstName: 'आशा',
      lastName: 'राव',
      dateOfBirth: '2004-05-17',
      email: 'a@example.org',
      mobile: '9876543210',
      message: 'x',
      language: 'mr',
    },
  })
  expect(g.language).toBe('mr')
  const { ANSWER_CONTEXT } = await import('@/grievances/history')
  const answered = await payload.update({
    collection: 'grievances',
    id: 1,
    data: { status: 'in-progress' },
    overrideAccess: true,
    context: { [ANSWER_CONTEXT]: 'Not yet received.' },
  })
  expect(answered.history?.map((h) => h.change)).toEqual(['status', 'answer', 'status'])
  for (const task of ['grievanceAnswered', 'noticeApprovalMail', 'noticeApprovalDigest', 'staffInvitation'] as const) {
    const input =
      task === 'noticeApprovalDigest'
        ? {}
        : task === 'noticeApprovalMail'
          ? { notice: 1, step: 'submitted' }
          : task === 'staffInvitation'
            ? { user: 1 }
            : { grievance: 1 }
    await payload.jobs.queue({ task, input: input as never })
  }
  expect((await payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs).toBe(4)
})
