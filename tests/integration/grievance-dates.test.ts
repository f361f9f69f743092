import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mailSink } from './smtp'

/**
 * One date rule for the grievance desk (src/lib/dates.ts): a grievance filed at
 * 01:06 on 26/11 in India (19:36 on 25/11 in UTC) is due on 11/12/2026 (15 days, computed in
 * India) in the stored date, the mails, the CSV export and the status page; times are India's,
 * DD/MM/yyyy HH:mm, the zone stated where a reader cannot know it. SMTP_* are read at import, so
 * the config is loaded after the mail sink listens.
 */
const smtp = mailSink()
const { inbox } = smtp

let payload: Payload
let school: number
const FILED = '2026-11-25T19:36:20.532Z'

beforeAll(async () => {
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(await smtp.listen())
  process.env.SMTP_FROM = 'Society grievance desk <desk@society.test>'
  payload = await (await import('./payload')).migratedPayload()
  school = (
    await payload.create({
      collection: 'institutions',
      data: { name: 'Dates School', address: 'Dadar', kind: 'school', medium: 'english', _status: 'published' },
      context: { disableRevalidate: true },
    })
  ).id
  await payload.create({
    collection: 'users',
    data: { email: 'dates-admin@society.test', password: 'dates-test-password', role: 'admin' },
  })
})
afterAll(async () => {
  await payload?.destroy()
  await smtp.close()
})

async function fileAt(reference: string, createdAt: string) {
  return payload.create({
    collection: 'grievances',
    data: {
      reference,
      status: 'new',
      institution: school,
      issueType: 'Marksheet',
      firstName: 'Asha',
      lastName: 'Rao',
      dateOfBirth: '2004-05-17',
      email: 'asha@example.org',
      mobile: '9876543210',
      message: 'My marksheet is wrong.',
      createdAt,
    },
    depth: 0,
  })
}

describe('the grievance desk dates', () => {
  it('is due at the end of the Indian day 15 days after the Indian filing day, late at night or early in the morning alike', async () => {
    const early = await fileAt('GRV-2026-DATE01', FILED)
    expect(early.dueAt).toBe('2026-12-11T18:29:59.999Z') // 11/12/2026 23:59:59.999 IST
    const late = await fileAt('GRV-2026-DATE02', '2026-11-26T18:20:00.000Z') // 26/11 23:50 IST
    expect(late.dueAt).toBe('2026-12-11T18:29:59.999Z')
  })

  it('the mails give the filing time in India with the zone, and the due day', async () => {
    inbox.length = 0
    const { queueGrievanceEmails } = await import('@/grievances/jobs/emails')
    const g = (
      await payload.find({ collection: 'grievances', where: { reference: { equals: 'GRV-2026-DATE01' } }, depth: 0 })
    ).docs[0]!
    await queueGrievanceEmails(payload, g.id)
    await payload.jobs.run({ queue: 'email' })
    expect(inbox).toHaveLength(2)
    for (const mail of inbox) {
      expect(mail.body).toContain('Filed: 26/11/2026 01:06 IST')
      expect(mail.body).not.toMatch(/UTC|2026-11-25/)
    }
    expect(inbox.find((m) => m.to.includes('asha@example.org'))!.body).toContain('Answer due by: 11/12/2026')
    expect(inbox.find((m) => !m.to.includes('asha@example.org'))!.body).toContain('Due: 11/12/2026')
  })

  it("the CSV states the zone in its header and gives India's day and time", async () => {
    const config = (await import('@payload-config')).default
    const { handleEndpoints } = await import('payload')
    const { token } = await payload.login({
      collection: 'users',
      data: { email: 'dates-admin@society.test', password: 'dates-test-password' },
    })
    const res = await handleEndpoints({
      config,
      request: new Request('http://test.local/cms-api/grievances/export.csv?where[reference][equals]=GRV-2026-DATE01', {
        headers: { Authorization: `JWT ${token}` },
      }),
    })
    expect(res.status).toBe(200)
    const [header, row] = (await res.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    const cells = header!.split(',')
    expect(cells.slice(0, 4)).toEqual(['Reference', 'Status', 'Filed (IST)', 'Closed (IST)'])
    const values = row!.split(',')
    expect(values[cells.indexOf('Filed (IST)')]).toBe('26/11/2026 01:06')
    expect(values[cells.indexOf('Due (IST)')]).toBe('11/12/2026 23:59')
    expect(row).not.toContain('2026-11-25')
  })

  it('the status page shows the same days', async () => {
    const { lookUpGrievanceStatus } = await import('@/grievances/status')
    const data = new FormData()
    data.set('reference', 'GRV-2026-DATE01')
    data.set('contact', '98765 43210')
    const answer = await lookUpGrievanceStatus(data, 'en', new Headers({ 'x-forwarded-for': '10.9.9.9' }))
    expect(answer).toMatchObject({ kind: 'found', filed: '26/11/2026', due: '11/12/2026' })
  })
})
