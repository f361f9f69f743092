/**
 * An institution's Downloads and Staff Directory sections (src/collections/Downloads.ts,
 * StaffMembers.ts): one school's editor keeps only their school's rows, by any door of
 * /cms-api (documents, drafts, versions, lists); search finds a download by the words of its PDF
 * and a person by name, and never a draft; the public reads keep the school's order, put the head
 * first and fall back to English (and the English file) where Marathi is not given.
 */
import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { makePdf } from '@/seed/pdf'
import { search, type SearchResult } from '@/search/query'

import { cms, login } from './cms'
import { migratedPayload } from './payload'

const PASSWORD = 'a-long-enough-password'

let payload: Payload
let editor: string
let own: number
let other: number
let ownPdf: number
let otherPdf: number

const upload = async (name: string, lines: string[]) => {
  const data = makePdf(name, lines)
  return (
    await payload.create({
      collection: 'media',
      data: { alt: name },
      file: { data, name: `${name}.pdf`, mimetype: 'application/pdf', size: data.length },
      depth: 0,
    })
  ).id
}

const school = async (name: string) =>
  (
    await payload.create({
      collection: 'institutions',
      data: { name, address: 'Dadar', _status: 'published' } as never,
    })
  ).id

type Spec = {
  slug: CollectionSlug
  data: (institution: number) => Record<string, unknown>
  patch: Record<string, string>
}
const SPECS: Spec[] = [
  {
    slug: 'downloads',
    data: (institution) => ({ institution, kind: 'bonafide', title: 'Bonafide application', file: ownPdf }),
    patch: { title: 'Taken over' },
  },
  {
    slug: 'staff-members',
    data: (institution) => ({ institution, group: 'teaching', name: 'A teacher', designation: 'TGT' }),
    patch: { name: 'Taken over' },
  },
]

const make = async (spec: Spec, institution: number, status: 'published' | 'draft', extra = {}) =>
  (
    await payload.create({
      collection: spec.slug,
      data: { ...spec.data(institution), ...extra, _status: status } as never,
      draft: status === 'draft',
      depth: 0,
    })
  ).id as number

const hits = (result: SearchResult) =>
  result.status === 'done' ? result.groups.flatMap((g) => g.hits.map((h) => ({ kind: g.kind, ...h }))) : []

beforeAll(async () => {
  payload = await migratedPayload()
  own = await school('Own school')
  other = await school('Other school')
  ownPdf = await upload('own-form', ['A form.'])
  otherPdf = await upload('other-form', ['A word only a draft holds: quizzically.'])
  await payload.create({
    collection: 'users',
    data: { email: 'dir-editor@test.local', role: 'editor', institutions: [own], password: PASSWORD },
  })
  editor = await login('dir-editor@test.local', PASSWORD)
})
afterAll(() => payload?.destroy())

describe.each(SPECS)('$slug of another school', (spec) => {
  it('its editor cannot read its draft or versions, nor change, move or delete it', async () => {
    const draft = await make(spec, other, 'draft')
    const published = await make(spec, other, 'published')
    expect((await cms('GET', `${spec.slug}/${draft}?draft=true`, { token: editor })).status).toBe(404)
    expect((await cms('GET', `${spec.slug}/${published}`, { token: editor })).status).toBe(404)
    const list = await cms('GET', `${spec.slug}?draft=true&limit=100&depth=0`, { token: editor })
    expect((list.body.docs as { institution: number }[]).filter((d) => d.institution !== own)).toEqual([])

    const versions = await cms('GET', `${spec.slug}/versions?where[parent][in]=${draft},${published}&depth=0`, {
      token: editor,
    })
    expect(versions.body.docs ?? []).toEqual([])
    const [version] = (
      await payload.findVersions({ collection: spec.slug, where: { parent: { equals: draft } }, limit: 1 })
    ).docs
    expect((await cms('GET', `${spec.slug}/versions/${version!.id}`, { token: editor })).status).not.toBe(200)

    for (const id of [draft, published]) {
      expect((await cms('PATCH', `${spec.slug}/${id}`, { token: editor, json: spec.patch })).status).toBe(403)
      expect((await cms('DELETE', `${spec.slug}/${id}`, { token: editor })).status).toBe(403)
      const after = (await payload.findByID({ collection: spec.slug, id, draft: true, depth: 0 })) as never
      const [field, value] = Object.entries(spec.patch)[0]!
      expect(after[field]).not.toBe(value)
    }
  })

  it('its editor keeps their own school’s rows and cannot create one for another school', async () => {
    const created = await cms('POST', spec.slug, { token: editor, json: { ...spec.data(own), _status: 'published' } })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = (created.body.doc as { id: number }).id
    expect((await cms('PATCH', `${spec.slug}/${id}`, { token: editor, json: { order: 5 } })).status).toBe(200)
    const mine = await cms('GET', `${spec.slug}/versions?where[parent][equals]=${id}`, { token: editor })
    expect((mine.body.docs ?? []).length).toBeGreaterThan(0)

    const before = (await payload.count({ collection: spec.slug })).totalDocs
    for (const path of [spec.slug, `${spec.slug}?draft=true`]) {
      const res = await cms('POST', path, { token: editor, json: { ...spec.data(other), _status: 'draft' } })
      expect(res.status).toBe(400)
    }
    expect((await cms('PATCH', `${spec.slug}/${id}`, { token: editor, json: { institution: other } })).status).toBe(400)
    expect((await payload.count({ collection: spec.slug })).totalDocs).toBe(before)
  })
})

describe('search', () => {
  it('finds a download by the words of its PDF, with its page, and leads to the school’s Downloads', async () => {
    const file = await upload('tc-form', ['Bring the counterfoil of the xylophonist receipt.'])
    await make(SPECS[0]!, own, 'published', {
      title: 'Transfer certificate application',
      kind: 'transfer-certificate',
      file,
    })
    await make(SPECS[0]!, other, 'draft', { title: 'Draft form', file: otherPdf })
    const found = hits(await search(payload, 'xylophonist', 'en', new Date(), { cache: false }))
    expect(found).toEqual([
      expect.objectContaining({
        kind: 'downloads',
        title: 'Transfer certificate application',
        href: `/institutions/${own}/downloads`,
        pages: [expect.objectContaining({ page: 1 })],
      }),
    ])
    expect(hits(await search(payload, 'quizzically', 'en', new Date(), { cache: false }))).toEqual([])
  })

  it('a school’s fee receipt format does not outrank its Fees section for “fees” and the school’s name', async () => {
    const school = (
      await payload.create({
        collection: 'institutions',
        data: {
          name: 'Girgaon school',
          address: 'Girgaon',
          fees: { rows: [{ course: 'Std V', period: 'year', amount: 24000 }], approvedOn: '2026-04-02' },
          _status: 'published',
        } as never,
      })
    ).id
    await make(SPECS[0]!, school, 'published', { title: 'Fee receipt format', kind: 'fee-receipt' })
    const found = hits(await search(payload, 'fees Girgaon', 'en', new Date(), { cache: false }))
    expect(found[0]!.href).toBe(`/institutions/${school}/fees`)
    expect(found.map((h) => h.href)).toContain(`/institutions/${school}/downloads`)
  })

  it('finds a person by name in both languages, and not a draft', async () => {
    const id = await make(SPECS[1]!, own, 'published', { name: 'Hrishikesh Vaidyanathan', designation: 'PGT' })
    await payload.update({ collection: 'staff-members', id, locale: 'mr', data: { name: 'हृषीकेश वैद्यनाथन' } as never })
    await make(SPECS[1]!, other, 'draft', { name: 'Draft Zephyrine' })
    for (const [q, lang] of [
      ['Vaidyanathan', 'en'],
      ['वैद्यनाथन', 'mr'],
    ] as const) {
      expect(hits(await search(payload, q, lang, new Date(), { cache: false })), q).toEqual([
        expect.objectContaining({ kind: 'staff', href: `/institutions/${own}/staff-directory` }),
      ])
    }
    expect(hits(await search(payload, 'Zephyrine', 'en', new Date(), { cache: false }))).toEqual([])
  })
})

describe('the public reads', () => {
  it('downloads in the school’s order, in Marathi where given, the English file where no Marathi one is', async () => {
    const school3 = await school('Third school')
    const marathiPdf = await upload('marathi-form', ['Marathi file.'])
    const second = await make(SPECS[0]!, school3, 'published', { title: 'Second', order: 20 })
    await make(SPECS[0]!, school3, 'published', { title: 'First', order: 10 })
    await make(SPECS[0]!, school3, 'draft', { title: 'Draft', order: 1 })
    await payload.update({
      collection: 'downloads',
      id: second,
      locale: 'mr',
      data: { title: 'दुसरा', file: marathiPdf },
    })
    const { listDownloads } = await import('@/content/downloads')
    const en = await listDownloads(school3, 'en')
    expect(en.map((d) => [d.title, d.file?.url])).toEqual([
      ['First', expect.stringContaining('own-form')],
      ['Second', expect.stringContaining('own-form')],
    ])
    expect(en[0]!.file).toMatchObject({ mimeType: 'application/pdf', filesize: expect.any(Number) })
    const mr = await listDownloads(school3, 'mr')
    expect(mr.map((d) => [d.title, d.file?.url])).toEqual([
      ['First', expect.stringContaining('own-form')],
      ['दुसरा', expect.stringContaining('marathi-form')],
    ])
  })

  it('the staff directory: the head first, then teachers, then other staff, each in the school’s order', async () => {
    const school4 = await school('Fourth school')
    const staff = SPECS[1]!
    await make(staff, school4, 'published', { name: 'Clerk', group: 'support', order: 1 })
    await make(staff, school4, 'published', { name: 'Teacher B', order: 20 })
    await make(staff, school4, 'published', { name: 'Teacher A', order: 10 })
    await make(staff, school4, 'published', { name: 'Head', group: 'head', designation: 'Principal', order: 50 })
    await make(staff, school4, 'draft', { name: 'Not yet', group: 'head' })
    const { listStaff } = await import('@/content/staff-directory')
    expect((await listStaff(school4, 'en')).map((p) => p.name)).toEqual(['Head', 'Teacher A', 'Teacher B', 'Clerk'])
  })

  it('the compliance view counts the teacher and faculty items as met once the directory is published', async () => {
    const college = await school('A college')
    await payload.create({
      collection: 'disclosures',
      data: { institution: college, board: 'ugc', items: [], _status: 'published' } as never,
    })
    const { disclosureCheck } = await import('@/dashboard/compliance')
    const faculty = async () =>
      (await disclosureCheck(payload, [college], new Date())).findings.filter(
        (f) => f.label === 'Faculty and qualifications',
      )
    expect(await faculty()).toHaveLength(1)
    await make(SPECS[1]!, college, 'draft')
    expect(await faculty()).toHaveLength(1)
    await make(SPECS[1]!, college, 'published')
    expect(await faculty()).toEqual([])
  })

  it('refuses an office email that is not an address', async () => {
    await expect(make(SPECS[1]!, own, 'published', { email: 'call the office' })).rejects.toThrow(/email/i)
  })
})
