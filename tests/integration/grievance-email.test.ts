import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mailSink } from './smtp'

/**
 * Mail about a new grievance, against a local SMTP server on a random port. The app reads SMTP_* at
 * import, so everything that loads the config is imported after the server is listening.
 */

const smtp = mailSink()
const { inbox } = smtp

let payload: Payload
let api: typeof import('./api').api
let json: typeof import('./api').json
let schoolA: number

beforeAll(async () => {
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(await smtp.listen())
  process.env.SMTP_FROM = 'Society grievance desk <desk@society.test>'
  ;({ api, json } = await import('./api'))
  payload = await (await import('./payload')).migratedPayload()
  const school = async (name: string) =>
    (
      await payload.create({
        collection: 'institutions',
        data: { name, address: 'Dadar', kind: 'school', medium: 'english', _status: 'published' },
        context: { disableRevalidate: true },
      })
    ).id
  schoolA = await school('School A')
  const schoolB = await school('School B')
  const user = (email: string, role: 'officer' | 'admin', institutions: number[] = []) =>
    payload.create({
      collection: 'users',
      data: {
        email,
        password: 'email-test-password',
        role,
        institutions,
        allInstitutions: email.startsWith('officer-all'),
      },
    })
  await user('officer-a@society.test', 'officer', [schoolA])
  await user('officer-all@society.test', 'officer')
  await user('officer-b@society.test', 'officer', [schoolB])
  await user('admin@society.test', 'admin')
})
afterAll(async () => {
  await payload?.destroy()
  await smtp.close()
})

const complaint = {
  name: 'Asha',
  mname: 'Rao',
  dob: '2004-05-17',
  type: 'Marksheet',
  enrollment: 'EN-2021-17',
  mobile: '9876543210',
  email: 'asha@example.org',
  message: 'My marksheet has a spelling mistake in my name.',
  tid: '1',
}

describe('email on a new grievance', () => {
  it('answers the complaint at once and queues the mail; the queue sends the acknowledgement and the officer notification', async () => {
    const res = await api('POST', 'complaint', json({ ...complaint, institute_id: String(schoolA) }))
    expect(res.status).toBe(200)
    const { reference } = res.data as { reference: string }
    // Nothing has been sent during the request: two jobs wait in the queue.
    expect(inbox).toHaveLength(0)
    const { docs: jobs } = await payload.find({ collection: 'payload-jobs', overrideAccess: true })
    expect(jobs.map((j) => [j.taskSlug, j.queue]).sort()).toEqual([
      ['grievanceAcknowledgement', 'email'],
      ['grievanceOfficerNotice', 'email'],
    ])

    await payload.jobs.run({ queue: 'email' })
    expect(inbox).toHaveLength(2)

    const ack = inbox.find((m) => m.to.includes('asha@example.org'))!
    expect(ack.to).toEqual(['asha@example.org'])
    expect(ack.from).toBe('desk@society.test')
    // The desk's own name (src/config/mail-senders.ts), at SMTP_FROM's address.
    expect(ack.body).toMatch(/^From: Grievance desk <desk@society\.test>/m)
    expect(ack.body).toContain(`Subject: Your grievance ${reference} has been received`)
    // A generic greeting; what was typed appears only as labelled, quoted data.
    expect(ack.body).toMatch(/\r?\n\r?\nHello,\r?\n/)
    expect(ack.body).toContain('  First name: "Asha"')
    expect(ack.body).toContain(`Its reference number is ${reference}.`)
    // No personal data beyond the name.
    for (const value of ['Rao', '9876543210', '2004-05-17', 'EN-2021-17', 'spelling mistake'])
      expect(ack.body).not.toContain(value)

    const notice = inbox.find((m) => m !== ack)!
    // Officers of the institution and society-wide officers ("All institutions"); not other institutions' officers, not admins.
    expect(notice.to).toEqual(['officer-a@society.test', 'officer-all@society.test'])
    expect(notice.body).toContain(`Subject: New grievance ${reference}`)
    expect(notice.body).toContain(`Reference: ${reference}`)
    expect(notice.body).toContain('Institution: School A')
    expect(notice.body).toContain('/admin/collections/grievances/')
    for (const value of ['Asha', 'asha@example.org', '9876543210', 'spelling mistake'])
      expect(notice.body).not.toContain(value)

    // Sent jobs are done and gone.
    expect((await payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs).toBe(0)
  })

  it('notifies the administrators when no officer covers the institution', async () => {
    const { grievanceRecipients } = await import('@/grievances/jobs/emails')
    const lonely = (
      await payload.create({
        collection: 'institutions',
        data: { name: 'School C', address: 'Dadar', kind: 'school', medium: 'english', _status: 'published' },
        context: { disableRevalidate: true },
      })
    ).id
    expect(await grievanceRecipients(payload, lonely)).toEqual(['officer-all@society.test'])
    await payload.delete({ collection: 'users', where: { email: { equals: 'officer-all@society.test' } } })
    expect(await grievanceRecipients(payload, lonely)).toEqual(['admin@society.test'])
  })

  it('refuses names and addresses that would put a link, a second line or a second recipient into the acknowledgement', async () => {
    const link = 'Win a prize at http://evil.example/claim now'.padEnd(100, 'x')
    for (const [field, value, message] of [
      ['name', link, "Use only letters, spaces and the marks . ' - in a name."],
      ['name', 'Asha\nVisit http://evil.example', "Use only letters, spaces and the marks . ' - in a name."],
      ['mname', 'Rao<script>', "Use only letters, spaces and the marks . ' - in a name."],
      ['email', 'a@b,second@example.org', 'Invalid email'],
      ['email', 'Display <x@y>', 'Invalid email'],
      ['email', 'Display<x@y>', 'Invalid email'],
      ['email', 'a@b;c@d', 'Invalid email'],
    ] as const) {
      const res = await api('POST', 'complaint', json({ ...complaint, [field]: value, institute_id: String(schoolA) }))
      expect(res.status, `${field}=${value}`).toBe(400)
      expect(res.body.errors?.[field]).toBe(message)
    }
    // Names as people write them, in Marathi too.
    for (const name of ["Anne-Marie O'Neil", 'J. R. R.', 'अक्षय', 'ज्ञानेश्वरी', 'श्री. कृष्ण']) {
      const res = await api(
        'POST',
        'complaint',
        json({ ...complaint, name, mobile: '9876543299', email: 'names@example.org', institute_id: String(schoolA) }),
      )
      expect(res.status, name).toBe(200)
    }
    await payload.delete({ collection: 'payload-jobs', where: {}, overrideAccess: true })
  })

  it('sends nothing to a stored address that is not one plain address (grievances filed before the rule)', async () => {
    inbox.length = 0
    const { id } = await payload.create({
      collection: 'grievances',
      overrideAccess: true,
      data: {
        reference: 'GRV-2026-OLDLST',
        status: 'new',
        institution: schoolA,
        issueType: 'Other',
        firstName: 'Old',
        lastName: 'Record',
        dateOfBirth: '2000-01-01',
        email: 'a@example.org,b@example.org',
        mobile: '9876500000',
        message: 'x',
      },
    })
    const { queueGrievanceEmails } = await import('@/grievances/jobs/emails')
    await queueGrievanceEmails(payload, id)
    await payload.jobs.run({ queue: 'email' })
    expect(inbox.flatMap((m) => m.to)).not.toContain('a@example.org')
    expect(inbox.flatMap((m) => m.to)).not.toContain('b@example.org')
  })

  it('keeps the complaint working when the mail server is down; the failure names no recipient', async () => {
    await smtp.close()
    inbox.length = 0
    const res = await api('POST', 'complaint', json({ ...complaint, institute_id: String(schoolA) }))
    expect(res.status).toBe(200)
    await payload.jobs.run({ queue: 'email' })
    expect(inbox).toHaveLength(0)
    const { docs } = await payload.find({ collection: 'payload-jobs', overrideAccess: true })
    expect(docs).toHaveLength(2)
    const logged = JSON.stringify(docs.map((d) => d.log))
    expect(logged).toMatch(/could not be sent \(ECONNECTION|ESOCKET/)
    for (const value of ['asha@example.org', 'officer-a@society.test', 'Asha']) expect(logged).not.toContain(value)
  })
})
