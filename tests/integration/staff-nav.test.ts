/**
 * The staff side shows each person what they may use :
 * - every collection and global is in a user's admin menu exactly when Payload's own access results
 *   let that user create or change something in it (an institution editor no longer finds Notices,
 *   Trustees or the reference lists there; a grievance officer only Grievances);
 * - a refusal is a sentence saying what they may not do and who can;
 * - the Marathi status reports a Marathi text written before its English last changed as out of date.
 */
import { createLocalReq, getAccessResults, type Payload, type TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { refusalFor } from '@/access/refusals'
import { documentMarathiStatus } from '@/translations/queries'

import { migratedPayload } from './payload'

const PASSWORD = 'staff-nav-password'
let payload: Payload
const users: Record<string, TypedUser> = {}

beforeAll(async () => {
  payload = await migratedPayload()
  const school = (
    await payload.create({
      collection: 'institutions',
      data: { name: 'Nav school', address: 'Dadar', _status: 'published' } as never,
    })
  ).id
  const make = async (key: string, data: Record<string, unknown>) => {
    const user = await payload.create({
      collection: 'users',
      data: { email: `${key}@nav.test`, password: PASSWORD, name: key, ...data } as never,
    })
    users[key] = { ...user, collection: 'users' } as TypedUser
  }
  await make('admin', { role: 'admin' })
  await make('editor', { role: 'editor', institutions: [school] })
  await make('unassigned', { role: 'editor', institutions: [] })
  await make('officer', { role: 'officer', allInstitutions: true })
})
afterAll(() => payload?.destroy())

type Hidden = (args: { user: unknown }) => boolean
/** The menu: the collections and globals not hidden from `user`. */
function menu(user: TypedUser): string[] {
  const visible = (entity: { slug: string; admin?: { hidden?: unknown } }) => {
    const hidden = entity.admin?.hidden
    return !(typeof hidden === 'function' ? (hidden as Hidden)({ user }) : hidden === true)
  }
  return [
    ...payload.config.collections.filter(visible).map((c) => c.slug),
    ...payload.config.globals.filter(visible).map((g) => `global:${g.slug}`),
  ]
}

/** What Payload's access results let `user` create or change. */
async function mayChange(user: TypedUser): Promise<string[]> {
  const permissions = await getAccessResults({ req: await createLocalReq({ user }, payload) })
  const collections = Object.entries(permissions.collections ?? {})
    .filter(([, p]) => (p as { create?: boolean }).create || (p as { update?: boolean }).update)
    .map(([slug]) => slug)
  const globals = Object.entries(permissions.globals ?? {})
    .filter(([, p]) => (p as { update?: boolean }).update)
    .map(([slug]) => `global:${slug}`)
  return [...collections, ...globals]
}

describe('the admin menu follows the access rules, role by role', () => {
  // A staff account reaches its own record through "Account", not through Users (administrators').
  const ownAccount = (slugs: string[]) => slugs.filter((s) => s !== 'users')

  for (const key of ['admin', 'editor', 'unassigned', 'officer']) {
    it(`${key}: in the menu exactly what they may create or change`, async () => {
      const allowed = ownAccount(await mayChange(users[key]!)).filter((slug) => !slug.startsWith('payload-'))
      expect(ownAccount(menu(users[key]!)).sort()).toEqual(allowed.sort())
    })
  }

  it('an institution editor: albums, events, alerts and notices, but not trustees or the reference lists', () => {
    const items = menu(users.editor!)
    expect(items).toEqual(
      expect.arrayContaining(['albums', 'events', 'alerts', 'notices', 'institutions', 'media', 'disclosures']),
    )
    for (const slug of [
      'media-talks',
      'trustees',
      'awards',
      'notice-types',
      'academic-years',
      'grievances',
      'users',
      'global:site-settings',
    ])
      expect(items).not.toContain(slug)
  })

  it('a grievance officer: grievances only', () => {
    expect(menu(users.officer!)).toEqual(['grievances'])
  })
})

describe('a refusal says what may not be done and who can', () => {
  it('notices, for an institution editor: theirs once they have an institution; media talks stay the society’s', () => {
    expect(refusalFor('notices', 'editor', 'notices')).toBe(
      'You can add notices once a society administrator assigns you an institution. Ask the society office.',
    )
    expect(refusalFor('media-talks', 'editor', 'media talks')).toBe(
      'Only society administrators publish media talks. Ask the society office.',
    )
  })
  it('an editor without an institution, an officer, and grievances', () => {
    expect(refusalFor('albums', 'editor', 'albums')).toBe(
      'You can add albums once a society administrator assigns you an institution. Ask the society office.',
    )
    expect(refusalFor('events', 'officer', 'events')).toBe(
      'Grievance officers work grievances only: events are kept by institution editors and society administrators.',
    )
    expect(refusalFor('grievances', 'admin', 'grievances')).toMatch(/filed by the public/)
  })
})

describe('Marathi older than its English is out of date', () => {
  it('an English sentence added after the Marathi was written is reported; a new Marathi clears it', async () => {
    const trustee = await payload.create({
      collection: 'trustees',
      data: { name: 'Shri Joshi', designation: 'Member', info: 'A teacher.', _status: 'published' } as never,
    })
    await payload.update({
      collection: 'trustees',
      id: trustee.id,
      locale: 'mr',
      data: { name: 'श्री जोशी', designation: 'सदस्य', info: 'शिक्षक.' } as never,
    })
    const status = () => documentMarathiStatus(payload, users.admin!, { collection: 'trustees', id: trustee.id })
    expect(await status()).toMatchObject({ complete: true, missing: [], outdated: [] })

    await payload.update({
      collection: 'trustees',
      id: trustee.id,
      locale: 'en',
      data: { info: 'A teacher. He founded the science club.' } as never,
    })
    const after = await status()
    expect(after.complete).toBe(false)
    expect(after.outdated.map((f) => f.path)).toEqual(['info'])

    await payload.update({
      collection: 'trustees',
      id: trustee.id,
      locale: 'mr',
      data: { info: 'शिक्षक. त्यांनी विज्ञान मंडळ सुरू केले.' } as never,
    })
    expect(await status()).toMatchObject({ complete: true, outdated: [] })
  })
})
