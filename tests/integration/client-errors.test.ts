/**
 * Requests the database would refuse (D2), through Payload's REST handler as the admin
 * and the site use it, as an officer and anonymously: each gets a 4xx with a sentence instead of a
 * 500, before any query runs (src/access/cms-queries/values.ts); deleting what others must point at gets a
 * 409 and deletes nothing (src/services/delete-guard.ts). What the log keeps of a failing request is
 * tested on the production server (tests/faults/client-errors.test.mjs).
 */
import type { Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MAX_CONDITIONS } from '@/access/cms-queries/values'

import { cms, login } from './cms'
import { migratedPayload } from './payload'

const PASSWORD = 'a-long-enough-password'
let payload: Payload
let institution: number
let admin = ''
let officer = ''

beforeAll(async () => {
  payload = await migratedPayload()
  institution = (
    await payload.create({
      collection: 'institutions',
      data: { name: 'Own school', address: 'Dadar', _status: 'published' } as never,
    })
  ).id
  await payload.create({
    collection: 'users',
    data: { email: 'officer@errors.local', password: PASSWORD, role: 'officer', institutions: [institution] },
  })
  await payload.create({
    collection: 'users',
    data: { email: 'admin@errors.local', password: PASSWORD, role: 'admin' },
  })
  admin = await login('admin@errors.local', PASSWORD)
  officer = await login('officer@errors.local', PASSWORD)
  await payload.create({
    collection: 'grievances',
    data: {
      reference: 'GRV-2026-ERR001',
      status: 'new',
      institution,
      issueType: 'Other',
      firstName: 'Asha',
      lastName: 'Rao',
      dateOfBirth: '2000-01-01',
      email: 'asha@example.org',
      mobile: '9876543210',
      message: 'Please help',
    } as never,
  })
})
afterAll(async () => {
  await payload?.destroy()
})

const manyOrs = Array.from({ length: 300 }, (_, i) => `where[or][${i}][institution][equals]=${i + 1}`).join('&')

describe('a query the database would refuse gets a 4xx that says why', () => {
  it.each([
    ['notices?where[id][in]=abc', 400, 'where[id][in] takes whole-number ids.'],
    ['notices?where[date][greater_than]=notadate', 400, 'where[date][greater_than] takes a date, such as 2026-01-31.'],
    ['notices?limit=1e309', 400, 'limit must be a whole number, 0 or more.'],
    ['notices?limit=-1', 400, 'limit must be a whole number, 0 or more.'],
    ['notices?page=99999999999999999999', 400, 'page must be a whole number, 1 or more.'],
    ['notices?depth=1e309', 400, 'depth must be a whole number, 0 or more.'],
    ['notices?where[title][near]=1,2', 400, 'where[title][near]: near works only on map points, and title is not one.'],
    ['notices/abc', 404, 'There is no such document: its id is not one this collection uses.'],
    ['notices/distinct', 404, 'There is no such document: its id is not one this collection uses.'],
    [
      `institutions?${manyOrs}`,
      400,
      `A query can hold at most ${MAX_CONDITIONS} conditions; use “in” with a list instead of many “or”s.`,
    ],
  ])('GET %s → %i', async (path, status, message) => {
    for (const token of [admin, officer, undefined]) {
      const res = await cms('GET', path, { token })
      expect(res.status, `${path} ${token ? 'staff' : 'anonymous'}`).toBe(status)
      expect(res.body.errors).toEqual([{ message }])
    }
  })

  it.each([
    ['grievances?where[email][equals]=asha@example.org&where[id][in]=abc', 'where[id][in] takes whole-number ids.'],
    ['grievances?where[institution][equals]=abc', 'where[institution][equals] takes whole-number ids of institutions.'],
    ['grievances?where[institution.id][in]=1,x', 'where[institution.id][in] takes whole-number ids.'],
    [
      `grievances?${manyOrs}`,
      `A query can hold at most ${MAX_CONDITIONS} conditions; use “in” with a list instead of many “or”s.`,
    ],
    [
      'grievances/export.csv?where[createdAt][greater_than]=notadate',
      'where[createdAt][greater_than] takes a date, such as 2026-01-31.',
    ],
  ])('an officer’s failing filter: %s → 400', async (path, message) => {
    const res = await cms('GET', path, { token: officer })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([{ message }])
  })

  it('good values still work: ids, dates, lists, paging', async () => {
    const ok = [
      `grievances?where[institution][equals]=${institution}&where[createdAt][greater_than]=2020-01-01&limit=5&page=1&depth=0`,
      `grievances?where[id][in]=1,2,3`,
      `institutions/${institution}?depth=0`,
      `grievances?where[or][0][institution][equals]=${institution}&where[or][1][status][equals]=new`,
    ]
    for (const path of ok) {
      const res = await cms('GET', path, { token: officer })
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200)
    }
    expect(
      (await cms('GET', `grievances?where[institution][equals]=${institution}`, { token: officer })).body.docs,
    ).toHaveLength(1)
  })
})

describe('deleting what others still point at', () => {
  it('an institution with a grievance → 409 with a sentence, and nothing is deleted', async () => {
    const res = await cms('DELETE', `institutions/${institution}`, { token: admin })
    expect(res.status).toBe(409)
    expect(res.body.errors).toEqual([
      { message: 'This institution cannot be deleted: 1 grievance still points at it. Move or delete them first.' },
    ])
    expect((await payload.findByID({ collection: 'institutions', id: institution })).id).toBe(institution)
    expect((await payload.count({ collection: 'grievances' })).totalDocs).toBe(1)
  })

  it('a notice type that a notice (a collection with drafts) still uses → 409; unused, it is deleted', async () => {
    const used = (await payload.create({ collection: 'notice-types', data: { code: 'CIRCULAR' } as never })).id
    const unused = (await payload.create({ collection: 'notice-types', data: { code: 'RESULT' } as never })).id
    await payload.create({
      collection: 'notices',
      data: { title: 'A notice', type: used, date: '2026-01-05', _status: 'published' } as never,
    })
    const refused = await cms('DELETE', `notice-types/${used}`, { token: admin })
    expect(refused.status).toBe(409)
    expect(refused.body.errors).toEqual([
      { message: 'This notice type cannot be deleted: 1 notice still points at it. Move or delete them first.' },
    ])
    expect((await cms('DELETE', `notice-types/${unused}`, { token: admin })).status).toBe(200)
  })
})

describe("Payload's own server-side queries", () => {
  it('pass Date objects as dates: the admin edit view asks for recent document locks so (it rendered blank when they were refused)', async () => {
    const user = (await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1 })).docs[0]!
    const where: Where = {
      and: [
        { 'document.value': { equals: institution } },
        { 'document.relationTo': { equals: 'institutions' } },
        { updatedAt: { greater_than: new Date(Date.now() - 300_000) } },
      ],
    }
    const found = await payload.find({
      collection: 'payload-locked-documents',
      depth: 1,
      overrideAccess: false,
      user: { ...user, collection: 'users' } as never,
      where,
    })
    expect(found.totalDocs).toBe(0)
  })
})
