/**
 * Fees and admissions where parents look: an institution editor keeps the Fees section of
 * their own institution only (through /cms-api, as the admin does), the payment link is checked on
 * the server, search finds the fees for "fee", "fees", "fee structure", शुल्क and फी, and the
 * institution's page data carries the fees, admission facts and visit facts.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getInstitution } from '@/content/institutions'
import { search, type SearchResult } from '@/search/query'

import { cms, login } from './cms'
import { migratedPayload } from './payload'

let payload: Payload
let own: number
let other: number
let editor: string
const PASSWORD = 'Correct-Horse-Battery-9'

const feeRow = { course: 'Standard 1 to 4', period: 'term', amount: 125000, covers: 'Tuition and library' }
const hrefs = (r: SearchResult) =>
  r.status === 'done' ? (r.groups.find((g) => g.kind === 'institutions')?.hits.map((h) => h.href) ?? []) : []

beforeAll(async () => {
  payload = await migratedPayload()
  const make = async (name: string) =>
    (
      await payload.create({
        collection: 'institutions',
        data: { name, address: 'Dadar, Mumbai', kind: 'school', medium: 'english', _status: 'published' },
      })
    ).id
  own = await make('Own School')
  other = await make('Other School')
  await payload.create({
    collection: 'users',
    data: { email: 'fees-editor@test.local', role: 'editor', institutions: [own], password: PASSWORD },
  })
  editor = await login('fees-editor@test.local', PASSWORD)
})
afterAll(() => payload?.destroy())

describe('the Fees section through /cms-api', () => {
  it('an editor saves the fees of their own institution', async () => {
    const res = await cms('PATCH', `institutions/${own}`, {
      token: editor,
      json: {
        fees: {
          rows: [feeRow],
          concessions: 'Girls pay no tuition fee.',
          approvedBy: 'PTA executive committee',
          approvedOn: '2026-03-14',
          link: 'https://fees.example.org/own',
        },
      },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const doc = await payload.findByID({ collection: 'institutions', id: own, depth: 0 })
    expect(doc.fees?.rows?.[0]).toMatchObject({ course: 'Standard 1 to 4', period: 'term', amount: 125000 })
    expect(doc.fees?.link).toBe('https://fees.example.org/own')
  })

  it("an editor cannot change another institution's fees", async () => {
    const res = await cms('PATCH', `institutions/${other}`, {
      token: editor,
      json: { fees: { rows: [{ ...feeRow, amount: 1 }] } },
    })
    expect([403, 404]).toContain(res.status)
    const doc = await payload.findByID({ collection: 'institutions', id: other, depth: 0 })
    expect(doc.fees?.rows ?? []).toEqual([])
    // Nor through a bulk update that names it.
    const bulk = await cms('PATCH', `institutions?where[id][equals]=${other}`, {
      token: editor,
      json: { fees: { rows: [{ ...feeRow, amount: 2 }] } },
    })
    expect(bulk.body.docs ?? []).toEqual([])
    expect((await payload.findByID({ collection: 'institutions', id: other, depth: 0 })).fees?.rows ?? []).toEqual([])
  })

  it('a visitor cannot write fees at all', async () => {
    expect((await cms('PATCH', `institutions/${own}`, { json: { fees: { rows: [] } } })).status).toBe(403)
  })

  it.each([
    'javascript:alert(1)',
    'data:text/html,hi',
    '/fees',
    '//evil.example',
    'ftp://fees.example.org',
    'https://exa mple.org',
  ])('refuses the payment link %s', async (link) => {
    const res = await cms('PATCH', `institutions/${own}`, { token: editor, json: { fees: { link } } })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain('https://')
    expect((await payload.findByID({ collection: 'institutions', id: own, depth: 0 })).fees?.link).toBe(
      'https://fees.example.org/own',
    )
  })

  it('refuses a negative amount and a telephone number with letters', async () => {
    expect(
      (
        await cms('PATCH', `institutions/${own}`, {
          token: editor,
          json: { fees: { rows: [{ ...feeRow, amount: -5 }] } },
        })
      ).status,
    ).toBe(400)
    expect(
      (await cms('PATCH', `institutions/${own}`, { token: editor, json: { phone: 'call us maybe' } })).status,
    ).toBe(400)
    expect(
      (await cms('PATCH', `institutions/${own}`, { token: editor, json: { phone: '+91 22 2430 1101' } })).status,
    ).toBe(200)
  })
})

describe('search finds the fees', () => {
  beforeAll(async () => {
    const doc = await payload.findByID({ collection: 'institutions', id: own, depth: 0 })
    await payload.update({
      collection: 'institutions',
      id: own,
      locale: 'mr',
      data: {
        fees: {
          rows: (doc.fees?.rows ?? []).map((r) => ({ id: r.id, course: 'इयत्ता 1 ली ते 4 थी', covers: 'शिक्षण शुल्क' })),
          concessions: 'मुलींना शिक्षण शुल्क नाही.',
        },
      } as never,
    })
  })

  it.each([
    ['fee', 'en'],
    ['fees', 'en'],
    ['fee structure', 'en'],
    ['Own School fees', 'en'],
    ['शुल्क', 'mr'],
    ['फी', 'mr'],
    ['शुल्क रचना', 'mr'],
  ] as const)('"%s" (%s) leads to the Fees section', async (query, lang) => {
    expect(hrefs(await search(payload, query, lang, new Date(), { cache: false }))).toContain(
      `/institutions/${own}/fees`,
    )
  })

  it("another institution's empty Fees section is not a hit", async () => {
    expect(hrefs(await search(payload, 'fees', 'en', new Date(), { cache: false }))).not.toContain(
      `/institutions/${other}/fees`,
    )
  })
})

describe("the institution's page data", () => {
  it('holds the fees, admission facts and visit facts in each language', async () => {
    await payload.update({
      collection: 'institutions',
      id: own,
      data: {
        levels: ['primary', 'secondary'],
        board: 'state',
        area: 'Dadar',
        officeHours: 'Monday to Saturday, 9 to 4',
        admission: {
          closesOn: '2027-01-15',
          documents: 'Birth certificate\n\nLeaving certificate\n',
          faq: [{ question: 'Is there a test?', answer: 'No.' }],
        },
      },
    })
    const en = await getInstitution(own, 'en')
    expect(en).toMatchObject({
      levels: ['primary', 'secondary'],
      board: 'state',
      area: 'Dadar',
      phone: '+91 22 2430 1101',
    })
    expect(en!.fees.rows[0]).toMatchObject({ period: 'term', amount: 125000 })
    expect(en!.admission.documents).toEqual(['Birth certificate', 'Leaving certificate'])
    const mr = await getInstitution(own, 'mr')
    expect(mr!.fees.rows[0]!.course).toBe('इयत्ता 1 ली ते 4 थी')
    // Not translated: the English (fallback), as the other texts.
    expect(mr!.area).toBe('Dadar')
  })
})

describe('a change of the fees asks whether their approval date changes', () => {
  const approved = { rows: [feeRow], approvedBy: 'PTA executive committee', approvedOn: '2026-03-14T00:00:00.000Z' }
  let school: number
  beforeAll(async () => {
    school = (
      await payload.create({
        collection: 'institutions',
        data: {
          name: 'Approval School',
          address: 'Parel, Mumbai',
          kind: 'school',
          medium: 'english',
          fees: approved,
          _status: 'published',
        } as never,
      })
    ).id
  })
  const patch = (fees: Record<string, unknown>) =>
    cms('PATCH', `institutions/${school}`, { token: editor, json: { fees } })
  const stored = async () => (await payload.findByID({ collection: 'institutions', id: school, depth: 0 })).fees

  beforeAll(async () => {
    // The editor keeps this school too.
    const user = (
      await payload.find({ collection: 'users', where: { email: { equals: 'fees-editor@test.local' } }, depth: 0 })
    ).docs[0]!
    await payload.update({ collection: 'users', id: user.id, data: { institutions: [own, school] } as never })
  })

  it('refuses a new amount under the old date, at the date, saying what to do', async () => {
    const res = await patch({ ...approved, rows: [{ ...feeRow, amount: 130000 }] })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain('were the new fees approved on another date?')
    expect(JSON.stringify(res.body)).toContain('fees.approvedOn')
    expect((await stored())?.rows?.[0]?.amount).toBe(125000)
  })

  it('saves it with a new date, or with "the approval date stays" ticked (which is not kept)', async () => {
    expect(
      (await patch({ ...approved, rows: [{ ...feeRow, amount: 130000 }], approvedOn: '2026-06-01T00:00:00.000Z' }))
        .status,
    ).toBe(200)
    expect((await stored())?.rows?.[0]?.amount).toBe(130000)
    const res = await patch({
      ...approved,
      approvedOn: '2026-06-01T00:00:00.000Z',
      rows: [{ ...feeRow, amount: 131000 }],
      approvalStays: true,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect((await stored())?.rows?.[0]?.amount).toBe(131000)
    expect((await stored()) as Record<string, unknown>).not.toHaveProperty('approvalStays', true)
  })

  it('asks nothing when only the texts change, or a row is added with the date changed', async () => {
    const now = await stored()
    expect(
      (await patch({ ...now, rows: [{ ...now!.rows![0]!, course: 'Standards 1 to 4', covers: 'Tuition' }] })).status,
    ).toBe(200)
    expect(
      (
        await patch({
          ...now,
          approvedOn: '2026-07-01T00:00:00.000Z',
          rows: [...now!.rows!, { course: 'New admission', period: 'one-time', amount: 5000 }],
        })
      ).status,
    ).toBe(200)
    expect((await patch({ concessions: 'Sibling concession: 10 %.' })).status).toBe(200)
  })
})
