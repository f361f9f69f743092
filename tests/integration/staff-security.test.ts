/**
 * The staff side's doors beyond read/create/update/delete, tried as an attacker would
 * through Payload's REST API with real logins: unlocking accounts, versions, an officer whose
 * institutions are gone, the complainant's own words, drafts in another institution, cross-origin
 * cookies, queries through `changedBy` and other relationships, document locks, and 4xx instead of 500. The production-only
 * rows (upload sizes, file policies, the reset mail, the login limit's message) are in
 * tests/faults/staff-side.test.mjs.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FILED_MESSAGE, MOVE_MESSAGE } from '@/grievances/Grievances'

import { cms, login } from './cms'
import { migratedPayload } from './payload'

const PASSWORD = 'a-long-enough-password'
const SITE = 'http://test.local' // SITE_URL of the integration tests (tests/integration/setup.ts)

let payload: Payload
let own: number
let other: number
let achievementType: number
const token: Record<'admin' | 'editor' | 'officer', string> = { admin: '', editor: '', officer: '' }
const ids: Record<'admin' | 'editor' | 'officer', number> = { admin: 0, editor: 0, officer: 0 }

const grievance = (institution: number, reference: string) => ({
  reference,
  status: 'new' as const,
  institution,
  issueType: 'Other' as const,
  firstName: 'Asha',
  lastName: 'Rao',
  dateOfBirth: '2000-01-01',
  email: 'asha@example.org',
  mobile: '9876543210',
  message: 'Please help',
})

const achievement = (institution: number, extra: Record<string, unknown> = {}) => ({
  achieverName: 'A student',
  achievement: 'First prize',
  by: 'student',
  type: achievementType,
  academicYear: '2025-2026',
  institution,
  ...extra,
})

beforeAll(async () => {
  payload = await migratedPayload()
  const published = { _status: 'published' }
  own = (
    await payload.create({
      collection: 'institutions',
      data: { name: 'Own school', address: 'Dadar', ...published } as never,
    })
  ).id
  other = (
    await payload.create({
      collection: 'institutions',
      data: { name: 'Other school', address: 'Parel', ...published } as never,
    })
  ).id
  achievementType = (await payload.create({ collection: 'achievement-types', data: { code: 'SPORTS' } })).id
  for (const role of ['admin', 'editor', 'officer'] as const) {
    const email = `${role}@security.local`
    const user = await payload.create({
      collection: 'users',
      data: { email, password: PASSWORD, role, institutions: role === 'admin' ? [] : [own] },
    })
    ids[role] = user.id
    token[role] = await login(email, PASSWORD)
  }
})
afterAll(() => payload?.destroy())

describe('1. unlocking accounts', () => {
  it('only administrators unlock an account', async () => {
    await payload.update({
      collection: 'users',
      id: ids.admin,
      data: { loginAttempts: 5, lockUntil: new Date(Date.now() + 60_000).toISOString() } as never,
    })
    for (const role of ['officer', 'editor'] as const) {
      const res = await cms('POST', 'users/unlock', { token: token[role], json: { email: 'admin@security.local' } })
      expect(res.status, role).toBe(403)
    }
    expect((await cms('POST', 'users/unlock', { json: { email: 'admin@security.local' } })).status).toBe(403)
    const locked = await payload.findByID({ collection: 'users', id: ids.admin, showHiddenFields: true })
    expect(locked.lockUntil).toBeTruthy()

    expect(
      (await cms('POST', 'users/unlock', { token: token.admin, json: { email: 'admin@security.local' } })).status,
    ).toBe(200)
    const unlocked = await payload.findByID({ collection: 'users', id: ids.admin, showHiddenFields: true })
    expect(unlocked.lockUntil ?? null).toBeNull()
  })
})

describe('2. versions and drafts', () => {
  it('an editor reads the versions of their own institution only', async () => {
    await payload.update({
      collection: 'institutions',
      id: other,
      data: { address: 'Unpublished change' },
      draft: true,
    })
    const theirs = await cms('GET', `institutions/versions?where[parent][equals]=${other}`, { token: token.editor })
    expect(theirs.body.docs ?? []).toEqual([])
    const all = await cms('GET', 'institutions/versions?limit=100&depth=0', { token: token.editor })
    expect(all.status).toBe(200)
    const parents = new Set((all.body.docs as { parent: number }[]).map((v) => v.parent))
    expect([...parents]).toEqual([own])
  })

  it('an editor reads versions of their own institution’s achievements, not others’', async () => {
    const mine = (
      await payload.create({ collection: 'achievements', data: achievement(own, { _status: 'published' }) as never })
    ).id
    const theirs = (
      await payload.create({ collection: 'achievements', data: achievement(other, { _status: 'published' }) as never })
    ).id
    const list = await cms('GET', 'achievements/versions?limit=100&depth=0', { token: token.editor })
    const parents = new Set((list.body.docs as { parent: number }[]).map((v) => v.parent))
    expect(parents.has(mine)).toBe(true)
    expect(parents.has(theirs)).toBe(false)
  })

  it('officers and visitors read no versions at all', async () => {
    for (const t of [token.officer, undefined]) {
      const res = await cms('GET', 'achievements/versions', { token: t })
      expect(res.status).toBe(403)
      expect((await cms('GET', 'trustees/versions', { token: t })).status).toBe(403)
    }
  })

  it('the administrator reads every version', async () => {
    const res = await cms('GET', `institutions/versions?where[parent][equals]=${other}`, { token: token.admin })
    expect((res.body.docs as unknown[]).length).toBeGreaterThan(0)
  })
})

describe('3. an officer’s scope never fails open', () => {
  it('an officer whose only institution was deleted sees no grievance', async () => {
    const gone = (
      await payload.create({
        collection: 'institutions',
        data: { name: 'Closing school', address: 'Worli', _status: 'published' } as never,
      })
    ).id
    await payload.create({ collection: 'grievances', data: grievance(own, 'GRV-2026-SCOPE1') })
    await payload.create({
      collection: 'users',
      data: { email: 'lonely@security.local', password: PASSWORD, role: 'officer', institutions: [gone] },
    })
    const lonely = await login('lonely@security.local', PASSWORD)
    await payload.delete({ collection: 'institutions', id: gone })
    const res = await cms('GET', 'grievances?depth=0&limit=100', { token: lonely })
    expect(res.status).toBe(200)
    expect(res.body.docs).toEqual([])
    expect((await cms('GET', 'grievances/count', { token: lonely })).body.totalDocs).toBe(0)
  })

  it('"All institutions" is an explicit choice that only an administrator makes', async () => {
    const chief = await payload.create({
      collection: 'users',
      data: { email: 'chief@security.local', password: PASSWORD, role: 'officer' },
    })
    const chiefToken = await login('chief@security.local', PASSWORD)
    expect((await cms('GET', 'grievances?depth=0', { token: chiefToken })).body.docs).toEqual([])
    // The officer cannot give it to themselves.
    await cms('PATCH', `users/${chief.id}`, { token: chiefToken, json: { allInstitutions: true } })
    expect((await payload.findByID({ collection: 'users', id: chief.id })).allInstitutions).toBe(false)
    const set = await cms('PATCH', `users/${chief.id}`, { token: token.admin, json: { allInstitutions: true } })
    expect(set.status).toBe(200)
    const all = await cms('GET', 'grievances?depth=0&limit=100', { token: chiefToken })
    expect((all.body.docs as unknown[]).length).toBe((await payload.count({ collection: 'grievances' })).totalDocs)
  })
})

describe('4. what the complainant filed', () => {
  let id: number
  beforeAll(async () => {
    id = (await payload.create({ collection: 'grievances', data: grievance(own, 'GRV-2026-FILED1') })).id
  })

  it('an officer cannot rewrite the complainant’s words nor move the grievance', async () => {
    const res = await cms('PATCH', `grievances/${id}`, {
      token: token.officer,
      json: { institution: other, email: 'changed@x', message: 'rewritten' },
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain(FILED_MESSAGE)
    const moved = await cms('PATCH', `grievances/${id}`, { token: token.officer, json: { institution: other } })
    expect(moved.status).toBe(400)
    expect(JSON.stringify(moved.body)).toContain(MOVE_MESSAGE)
    const doc = await payload.findByID({ collection: 'grievances', id, depth: 0 })
    expect(doc).toMatchObject({ institution: own, email: 'asha@example.org', message: 'Please help' })
  })

  it('nor can an administrator change what was filed', async () => {
    for (const field of [
      'firstName',
      'lastName',
      'dateOfBirth',
      'enrollmentNumber',
      'email',
      'mobile',
      'message',
      'issueType',
      'reference',
    ]) {
      const value = field === 'issueType' ? 'Marksheet' : 'changed'
      const res = await cms('PATCH', `grievances/${id}`, { token: token.admin, json: { [field]: value } })
      expect(res.status, field).toBe(400)
    }
    expect((await payload.findByID({ collection: 'grievances', id })).firstName).toBe('Asha')
  })

  it('saving the unchanged document (as the admin form does) still works', async () => {
    const doc = await payload.findByID({ collection: 'grievances', id, depth: 0 })
    const fields = Object.fromEntries(
      Object.entries(doc).filter(([key]) => !['id', 'createdAt', 'updatedAt', 'history'].includes(key)),
    )
    const res = await cms('PATCH', `grievances/${id}`, {
      token: token.officer,
      json: { ...fields, status: 'in-progress' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
  })

  it('an administrator moves a grievance, and the move is in the history', async () => {
    const res = await cms('PATCH', `grievances/${id}`, { token: token.admin, json: { institution: other } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const doc = await payload.findByID({ collection: 'grievances', id, depth: 0 })
    expect(doc.institution).toBe(other)
    const move = doc.history?.find((h) => h.change === 'institution')
    expect(move).toMatchObject({
      byName: 'admin@security.local',
      from: `Own school (#${own})`,
      to: `Other school (#${other})`,
    })
  })
})

describe('5. drafts obey the same rules', () => {
  it('an editor cannot create a draft in another institution', async () => {
    const before = (await payload.count({ collection: 'achievements' })).totalDocs
    const res = await cms('POST', 'achievements?draft=true', {
      token: token.editor,
      json: { ...achievement(other), _status: 'draft' },
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain('only add content to the institutions assigned to you')
    expect((await payload.count({ collection: 'achievements' })).totalDocs).toBe(before)
  })

  it('a draft with a javascript: link is refused', async () => {
    const res = await cms('POST', 'portal-links?draft=true', {
      token: token.editor,
      json: { institution: own, category: 'ADMISSION-PORTAL', url: 'javascript:alert(1)', _status: 'draft' },
    })
    expect(res.status).toBe(400)
  })

  it('an editor still saves drafts of their own institution', async () => {
    const res = await cms('POST', 'achievements?draft=true', {
      token: token.editor,
      json: { ...achievement(own), _status: 'draft' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
  })
})

describe('6. cookies from another origin', () => {
  const newAdmin = (email: string) => {
    const form = new FormData()
    form.append('_payload', JSON.stringify({ email, password: PASSWORD, role: 'admin' }))
    return form
  }
  const count = async (email: string) =>
    (await payload.count({ collection: 'users', where: { email: { equals: email } } })).totalDocs

  it('a cross-origin request carrying the administrator’s cookie is anonymous', async () => {
    const res = await cms('POST', 'users', {
      form: newAdmin('evil@x.test'),
      headers: { cookie: `payload-token=${token.admin}`, origin: 'http://evil.example' },
    })
    expect(res.status).toBe(403)
    expect(await count('evil@x.test')).toBe(0)
    // Without Origin, a browser's Sec-Fetch-Site says where it comes from.
    const noOrigin = await cms('POST', 'users', {
      form: newAdmin('evil2@x.test'),
      headers: { cookie: `payload-token=${token.admin}`, 'sec-fetch-site': 'cross-site' },
    })
    expect(noOrigin.status).toBe(403)
    expect(await count('evil2@x.test')).toBe(0)
  })

  it('the site’s own origin works', async () => {
    const res = await cms('POST', 'users', {
      form: newAdmin('fine@x.test'),
      headers: { cookie: `payload-token=${token.admin}`, origin: SITE },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
  })
})

describe('7. nothing about staff accounts through changedBy', () => {
  beforeAll(async () => {
    const type = (await payload.create({ collection: 'notice-types', data: { code: 'GENERAL' } })).id
    const notice = {
      title: 'A notice',
      type,
      academicYear: '2025-2026',
      date: new Date().toISOString(),
      _status: 'published',
    }
    await cms('POST', 'notices', { token: token.admin, json: notice })
  })

  it('visitors cannot query, sort by or see who changed a document', async () => {
    for (const query of [
      'where[changedBy.sessions.id][like]=a',
      'where[changedBy.email][like]=admin',
      'where[changedBy][exists]=true',
      'sort=changedBy.hash',
      'sort=changedBy.salt',
      'sort=changedBy.resetPasswordToken',
    ]) {
      const res = await cms('GET', `notices?${query}`)
      // 400 where the path is refused, 403 where the read is (visitors read nothing here).
      expect([400, 403], query).toContain(res.status)
      expect(res.body.docs, query).toBeUndefined()
    }
    const list = await cms('GET', 'notices?depth=1')
    expect(list.status).toBe(403)
    expect(JSON.stringify(list.body)).not.toContain('changedBy')
  })

  it('staff cannot reach an account’s hidden fields either', async () => {
    for (const query of [
      'where[changedBy.sessions.id][like]=a',
      'where[changedBy.hash][like]=a',
      'sort=changedBy.salt',
      'where[uploadedBy.resetPasswordToken][exists]=true',
    ]) {
      const slug = query.includes('uploadedBy') ? 'media' : 'notices'
      const res = await cms('GET', `${slug}?${query}`, { token: token.editor })
      expect(res.status, query).toBe(400)
    }
  })
})

describe('7b. sorting and filtering through a relationship follow read access on it', () => {
  it('an editor cannot sort or filter by the email of whoever changed a document, nor through versions', async () => {
    for (const query of [
      'sort=changedBy.email',
      'sort=-changedBy.name',
      'where[changedBy.email][less_than]=m',
      'where[or][0][changedBy.email][like]=admin',
    ]) {
      const res = await cms('GET', `notices?${query}`, { token: token.editor })
      expect(res.status, query).toBe(400)
      expect(JSON.stringify(res.body), query).toContain('may not read all of')
      expect(res.body.docs, query).toBeUndefined()
    }
    const versions = await cms('GET', 'notices/versions?sort=version.changedBy.email', { token: token.editor })
    expect(versions.status).toBe(400)
  })

  it('nor sort by the name of institutions they read only in part', async () => {
    await payload.create({ collection: 'achievements', data: { ...achievement(own), _status: 'published' } as never })
    const res = await cms('GET', 'achievements?sort=institution.name', { token: token.editor })
    expect(res.status).toBe(400)
    // Their own field and the relationship's id stay sortable and filterable.
    const own_ = await cms('GET', `achievements?sort=-institution&where[institution][equals]=${own}`, {
      token: token.editor,
    })
    expect(own_.status).toBe(200)
  })

  it('whoever may read the related collection in full may sort and filter through it', async () => {
    const type = (await payload.find({ collection: 'notice-types', limit: 1 })).docs[0]!.id
    await cms('POST', 'notices', {
      token: token.admin,
      json: { title: 'Sorted', type, academicYear: '2025-2026', date: new Date().toISOString(), _status: 'published' },
    })
    const admin = await cms('GET', 'notices?sort=changedBy.email&where[changedBy.email][like]=admin', {
      token: token.admin,
    })
    expect(admin.status).toBe(200)
    expect((admin.body.docs as unknown[]).length).toBeGreaterThan(0)
    // Notice types are read by all staff.
    const officer = await cms('GET', 'notices?sort=type.code&where[type.code][equals]=GENERAL', {
      token: token.officer,
    })
    expect(officer.status, JSON.stringify(officer.body)).toBe(200)
  })
})

describe('8. document locks', () => {
  it('staff cannot forge, change or delete locks', async () => {
    const forged = await cms('POST', 'payload-locked-documents', {
      token: token.editor,
      json: { document: { relationTo: 'institutions', value: other }, user: { relationTo: 'users', value: ids.admin } },
    })
    expect(forged.status).toBe(403)
    const lock = await payload.create({
      collection: 'payload-locked-documents',
      data: { document: { relationTo: 'institutions', value: own }, user: { relationTo: 'users', value: ids.admin } },
    })
    // Handing the administrator's lock to someone else, or deleting it, is refused...
    const handed = await cms('PATCH', `payload-locked-documents/${lock.id}`, {
      token: token.editor,
      json: { user: { relationTo: 'users', value: ids.officer } },
    })
    expect(handed.status).toBe(403)
    expect((await cms('DELETE', `payload-locked-documents/${lock.id}`, { token: token.editor })).status).toBe(403)
    // ...taking it over for oneself (the admin's "take over") is allowed.
    const taken = await cms('PATCH', `payload-locked-documents/${lock.id}`, {
      token: token.editor,
      json: { user: { relationTo: 'users', value: ids.editor } },
    })
    expect(taken.status, JSON.stringify(taken.body)).toBe(200)
    expect((await cms('DELETE', `payload-locked-documents/${lock.id}`, { token: token.editor })).status).toBe(200)
    expect((await cms('GET', 'payload-locked-documents')).status).toBe(403)
  })

  it('only someone who may change the document takes its lock over', async () => {
    const type = (await payload.find({ collection: 'notice-types', limit: 1 })).docs[0]!.id
    const notice = await payload.create({
      collection: 'notices',
      data: {
        title: 'Locked notice',
        type,
        academicYear: '2025-2026',
        date: new Date().toISOString(),
        _status: 'published',
      } as never,
    })
    const lockOn = (document: { relationTo: 'institutions' | 'notices'; value: number } | null) =>
      payload.create({
        collection: 'payload-locked-documents',
        data: {
          ...(document ? { document } : { globalSlug: 'site-settings' }),
          user: { relationTo: 'users', value: ids.admin },
        },
      })
    const takeOver = (role: 'editor' | 'officer', lock: number) =>
      cms('PATCH', `payload-locked-documents/${lock}`, {
        token: token[role],
        json: { user: { relationTo: 'users', value: ids[role] } },
      })
    const holder = async (lock: number) => {
      const { user } = await payload.findByID({ collection: 'payload-locked-documents', id: lock, depth: 0 })
      return (user as { value: number }).value
    }

    const refused: [string, 'editor' | 'officer', Awaited<ReturnType<typeof lockOn>>][] = [
      ['another institution', 'editor', await lockOn({ relationTo: 'institutions', value: other })],
      ['a notice (administrators only)', 'editor', await lockOn({ relationTo: 'notices', value: notice.id })],
      ['site settings (administrators only)', 'editor', await lockOn(null)],
      [
        'their own institution, which officers do not edit',
        'officer',
        await lockOn({ relationTo: 'institutions', value: own }),
      ],
    ]
    for (const [what, role, lock] of refused) {
      expect((await takeOver(role, lock.id)).status, what).toBe(403)
      expect(await holder(lock.id), what).toBe(ids.admin)
    }
    // A bulk change has no document to check: refused too.
    const bulk = await cms('PATCH', `payload-locked-documents?where[id][equals]=${refused[0]![2].id}`, {
      token: token.editor,
      json: { user: { relationTo: 'users', value: ids.editor } },
    })
    expect(bulk.status).not.toBe(500)
    expect(await holder(refused[0]![2].id)).toBe(ids.admin)

    const mine = await lockOn({ relationTo: 'institutions', value: own })
    expect((await takeOver('editor', mine.id)).status).toBe(200)
    expect(await holder(mine.id)).toBe(ids.editor)
  })
})

describe('11. a 4xx where the request is wrong', () => {
  it.each([
    ['users/versions', 403],
    ['grievances/versions', 403],
    ['media/versions', 403],
    ['globals/site-settings/versions', 403],
    ['media/file/no-such-file.jpg', 404],
  ])('GET %s → %i', async (path, status) => {
    for (const t of [token.admin, token.officer, undefined]) {
      const res = await cms('GET', path, { token: t })
      expect(res.status, `${path} ${t ? 'staff' : 'anonymous'}`).toBe(status)
    }
  })

  it('a read sent as a POST with a URL-encoded query still works (the admin does this)', async () => {
    const res = await cms('POST', 'notices', {
      token: token.admin,
      raw: { type: 'application/x-www-form-urlencoded', body: 'depth=0&limit=1' },
      headers: { 'X-Payload-HTTP-Method-Override': 'GET' },
    })
    expect(res.status).toBe(200)
    expect(res.body.docs).toHaveLength(1)
  })

  it.each([
    ['application/x-www-form-urlencoded', 'title=A+notice'],
    ['text/plain', '{"title":"A notice"}'],
  ])('a %s body → 415', async (type, body) => {
    const before = (await payload.count({ collection: 'notices' })).totalDocs
    const res = await cms('POST', 'notices', { token: token.admin, raw: { type, body } })
    expect(res.status).toBe(415)
    expect((await payload.count({ collection: 'notices' })).totalDocs).toBe(before)
  })
})
