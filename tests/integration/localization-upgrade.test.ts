/**
 * Upgrading a database made before localization: every text is kept, as English.
 *
 * The old database, with content in every kind of field, is built by upgrade.ts (SQLite, or
 * PostgreSQL with PG_TEST_URL); then everything is read back through Payload in English and in
 * Marathi (which falls back to English).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bool, dialect, upgradedPayload, type Query, type SqlTag } from './upgrade'

let payload: Payload
let sql: SqlTag

const LOCALIZATION = /_localization$/

// ---------------------------------------------------------------------------------------------
// The content of the previous release, as its schema stored it.

const T0 = '2025-06-01T10:00:00.000Z'
const T1 = '2025-06-02T10:00:00.000Z'
const richText = (text: string) =>
  JSON.stringify({
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: [
        {
          type: 'paragraph',
          format: '',
          indent: 0,
          version: 1,
          direction: 'ltr',
          textFormat: 0,
          children: [{ type: 'text', text, detail: 0, format: 0, mode: 'normal', style: '', version: 1 }],
        },
      ],
    },
  })
const stamps = { created_at: T0, updated_at: T0 }

function seedRows(bool: (b: boolean) => unknown): [string, Record<string, unknown>][] {
  const trustee = {
    name: 'Shri Anant Kulkarni',
    designation: 'Chairman',
    position: 'Managing Trustee',
    info: 'Forty years in education.',
    more_info: 'Founded the science wing.',
  }
  const institution = {
    name: 'Vidya Vikas English School',
    address: 'Senapati Bapat Marg, Dadar (West)',
    principal_name: 'Smt. Priya Joshi',
    principal_designation: 'Principal',
    principal_education: 'M.A., M.Ed.',
    principal_info: 'Teaches mathematics.',
  }
  const notice = {
    title: 'Holiday on Monday',
    description: 'The school stays closed on Monday.',
    academic_year: '2025-2026',
    date: T0,
  }
  const magazine = { title: 'Vidya Vikas Patrika 2025', issue_date: T0 }
  const achievement = {
    achiever_name: 'Rohan Patil',
    achievement: 'State chess champion',
    description: 'Under-14 category.',
    by: 'student',
    academic_year: '2025-2026',
  }
  const prefixed = (o: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [`version_${k}`, v]))
  const version = (parent: number, status: 'published' | 'draft', latest: boolean, at = T0) => ({
    parent_id: parent,
    version__status: status,
    version_created_at: T0,
    version_updated_at: at,
    latest: bool(latest),
    created_at: at,
    updated_at: at,
  })
  return [
    [
      'media',
      {
        id: 1,
        alt: 'Portrait of the chairman',
        filename: 'portrait.png',
        mime_type: 'image/png',
        filesize: 100,
        width: 10,
        height: 10,
        url: '/cms-api/media/file/portrait.png',
        ...stamps,
      },
    ],
    [
      'media',
      {
        id: 2,
        alt: 'Holiday circular',
        filename: 'circular.pdf',
        mime_type: 'application/pdf',
        filesize: 200,
        url: '/cms-api/media/file/circular.pdf',
        ...stamps,
      },
    ],
    [
      'media',
      {
        id: 3,
        alt: null,
        filename: 'results.pdf',
        mime_type: 'application/pdf',
        filesize: 300,
        url: '/cms-api/media/file/results.pdf',
        ...stamps,
      },
    ],
    ['notice_types', { id: 1, code: 'CIRCULAR', order: 1, ...stamps }],
    ['achievement_types', { id: 1, code: 'SPORTS', order: 1, ...stamps }],

    // A published trustee with a newer draft.
    ['trustees', { id: 1, ...trustee, photo_id: 1, order: 1, _status: 'published', ...stamps }],
    ['_trustees_v', { id: 1, ...prefixed({ ...trustee, photo_id: 1, order: 1 }), ...version(1, 'published', false) }],
    [
      '_trustees_v',
      {
        id: 2,
        ...prefixed({
          ...trustee,
          name: 'Shri Anant Kulkarni (draft)',
          designation: 'Chairman emeritus',
          photo_id: 1,
          order: 1,
        }),
        ...version(1, 'draft', true, T1),
      },
    ],

    // An institution with rich text, PDF, photo and strength sections, and its version.
    [
      'institutions',
      {
        id: 1,
        ...institution,
        kind: 'school',
        medium: 'english',
        logo_id: 1,
        order: 1,
        _status: 'published',
        ...stamps,
      },
    ],
    [
      'institutions_school_info',
      { id: 'a1', _order: 1, _parent_id: 1, title: 'About us', content: richText('Founded in 1950.') },
    ],
    [
      'institutions_school_info',
      { id: 'a2', _order: 2, _parent_id: 1, title: 'Our history', content: richText('Moved to Dadar in 1972.') },
    ],
    [
      'institutions_contact',
      { id: 'c1', _order: 1, _parent_id: 1, title: 'Office', content: richText('Open 9 to 5.') },
    ],
    ['institutions_past_results', { id: 'p1', _order: 1, _parent_id: 1, title: 'SSC results 2025', file_id: 3 }],
    [
      'institutions_infrastructure',
      { id: 'i1', _order: 1, _parent_id: 1, image_id: 1, caption: 'The library', added_at: T0 },
    ],
    ['institutions_strength', { id: 's1', _order: 1, _parent_id: 1, standard: 'V', boys: 20, girls: 22 }],
    [
      '_institutions_v',
      {
        id: 1,
        ...prefixed({ ...institution, kind: 'school', medium: 'english', logo_id: 1, order: 1 }),
        ...version(1, 'published', true),
      },
    ],
    [
      '_institutions_v_version_school_info',
      { id: 1, _uuid: 'a1', _order: 1, _parent_id: 1, title: 'About us', content: richText('Founded in 1950.') },
    ],
    [
      '_institutions_v_version_school_info',
      {
        id: 2,
        _uuid: 'a2',
        _order: 2,
        _parent_id: 1,
        title: 'Our history',
        content: richText('Moved to Dadar in 1972.'),
      },
    ],
    [
      '_institutions_v_version_contact',
      { id: 1, _uuid: 'c1', _order: 1, _parent_id: 1, title: 'Office', content: richText('Open 9 to 5.') },
    ],
    [
      '_institutions_v_version_past_results',
      { id: 1, _uuid: 'p1', _order: 1, _parent_id: 1, title: 'SSC results 2025', file_id: 3 },
    ],
    [
      '_institutions_v_version_infrastructure',
      { id: 1, _uuid: 'i1', _order: 1, _parent_id: 1, image_id: 1, caption: 'The library', added_at: T0 },
    ],
    [
      '_institutions_v_version_strength',
      { id: 1, _uuid: 's1', _order: 1, _parent_id: 1, standard: 'V', boys: 20, girls: 22 },
    ],

    // A notice with a PDF, a magazine and an achievement: their tables are rebuilt on SQLite.
    ['notices', { id: 1, ...notice, type_id: 1, file_id: 2, _status: 'published', ...stamps }],
    ['_notices_v', { id: 1, ...prefixed({ ...notice, type_id: 1, file_id: 2 }), ...version(1, 'published', true) }],
    ['magazines', { id: 1, ...magazine, cover_id: 1, pdf_id: 2, _status: 'published', ...stamps }],
    ['_magazines_v', { id: 1, ...prefixed({ ...magazine, cover_id: 1, pdf_id: 2 }), ...version(1, 'published', true) }],
    [
      'achievements',
      { id: 1, ...achievement, type_id: 1, institution_id: 1, file_id: 3, _status: 'published', ...stamps },
    ],
    [
      '_achievements_v',
      {
        id: 1,
        ...prefixed({ ...achievement, type_id: 1, institution_id: 1, file_id: 3 }),
        ...version(1, 'published', true),
      },
    ],

    // A gallery photo with a caption, an RTI item (rich text), site settings.
    [
      'gallery_images',
      {
        id: 1,
        image_id: 1,
        caption: 'Annual day 2025',
        academic_year: '2025-2026',
        institution_id: 1,
        order: 1,
        _status: 'published',
        ...stamps,
      },
    ],
    [
      '_gallery_images_v',
      {
        id: 1,
        ...prefixed({
          image_id: 1,
          caption: 'Annual day 2025',
          academic_year: '2025-2026',
          institution_id: 1,
          order: 1,
        }),
        ...version(1, 'published', true),
      },
    ],
    [
      'rti_items',
      {
        id: 1,
        title: 'Public information officer',
        description: richText('Write to the secretary.'),
        order: 1,
        _status: 'published',
        ...stamps,
      },
    ],
    [
      'site_settings',
      {
        id: 1,
        title: 'Test Education Society',
        iso_line: 'ISO line',
        award_line: 'Award line',
        address_line: 'Address line',
        ...stamps,
      },
    ],
  ]
}

/** Builds the previous release's database with content, then starts Payload on it. */
beforeAll(async () => {
  ;({ payload, sql } = await upgradedPayload(LOCALIZATION, seedRows(bool)))
})
afterAll(() => payload?.destroy())

// ---------------------------------------------------------------------------------------------

type Locale = 'en' | 'mr'

/** Everything the seed wrote, read through Payload in one language. */
async function readAll(locale: Locale) {
  const opts = { locale, depth: 0 } as const
  const versions = async (
    collection: 'trustees' | 'institutions' | 'notices' | 'magazines' | 'achievements' | 'gallery-images',
  ) =>
    (await payload.findVersions({ collection, ...opts, sort: 'createdAt', where: { parent: { equals: 1 } } })).docs.map(
      (d) => d.version,
    )
  return {
    trustee: await payload.findByID({ collection: 'trustees', id: 1, ...opts }),
    trusteeDraft: await payload.findByID({ collection: 'trustees', id: 1, ...opts, draft: true }),
    trusteeVersions: await versions('trustees'),
    institution: await payload.findByID({ collection: 'institutions', id: 1, ...opts }),
    institutionVersions: await versions('institutions'),
    notice: await payload.findByID({ collection: 'notices', id: 1, ...opts }),
    noticeVersions: await versions('notices'),
    magazine: await payload.findByID({ collection: 'magazines', id: 1, ...opts }),
    magazineVersions: await versions('magazines'),
    achievement: await payload.findByID({ collection: 'achievements', id: 1, ...opts }),
    achievementVersions: await versions('achievements'),
    galleryImage: await payload.findByID({ collection: 'gallery-images', id: 1, ...opts }),
    galleryVersions: await versions('gallery-images'),
    rti: await payload.findByID({ collection: 'rti-items', id: 1, ...opts }),
    media: (await payload.find({ collection: 'media', ...opts, sort: 'id' })).docs,
    siteSettings: await payload.findGlobal({ slug: 'site-settings', ...opts }),
  }
}

const rich = (text: string) => JSON.parse(richText(text))
const trustee = {
  name: 'Shri Anant Kulkarni',
  designation: 'Chairman',
  position: 'Managing Trustee',
  info: 'Forty years in education.',
  moreInfo: 'Founded the science wing.',
  photo: 1,
  order: 1,
}
const institution = {
  name: 'Vidya Vikas English School',
  address: 'Senapati Bapat Marg, Dadar (West)',
  logo: 1,
  kind: 'school',
  medium: 'english',
  principal: {
    name: 'Smt. Priya Joshi',
    designation: 'Principal',
    education: 'M.A., M.Ed.',
    info: 'Teaches mathematics.',
  },
  schoolInfo: [
    { id: 'a1', title: 'About us', content: rich('Founded in 1950.') },
    { id: 'a2', title: 'Our history', content: rich('Moved to Dadar in 1972.') },
  ],
  contact: [{ id: 'c1', title: 'Office', content: rich('Open 9 to 5.') }],
  pastResults: [{ id: 'p1', title: 'SSC results 2025', file: 3 }],
  infrastructure: [{ id: 'i1', image: 1, caption: 'The library', addedAt: T0 }],
  strength: [{ id: 's1', standard: 'V', boys: 20, girls: 22 }],
}
const notice = {
  title: 'Holiday on Monday',
  description: 'The school stays closed on Monday.',
  academicYear: '2025-2026',
  type: 1,
  file: 2,
}
const magazine = { title: 'Vidya Vikas Patrika 2025', cover: 1, pdf: 2 }
const achievement = {
  achieverName: 'Rohan Patil',
  achievement: 'State chess champion',
  description: 'Under-14 category.',
  by: 'student',
  type: 1,
  institution: 1,
  file: 3,
}
const gallery = { caption: 'Annual day 2025', image: 1, institution: 1, academicYear: '2025-2026' }

describe(`upgrading a ${dialect} database to localization`, () => {
  let en: Awaited<ReturnType<typeof readAll>>

  it('applies the localization migration on start', async () => {
    const { docs } = await payload.find({ collection: 'payload-migrations', pagination: false, sort: 'name' })
    // It, and those after it (albums, the object storage columns, the site settings' Marathi lines, events), on top of it.
    const names = docs.map((d) => d.name)
    expect(names.filter((name) => LOCALIZATION.test(name ?? ''))).toHaveLength(1)
    const after = names.slice(names.findIndex((name) => LOCALIZATION.test(name ?? '')) + 1)
    expect(after.map((name) => name?.replace(/^\d{8}_\d{6}_/, ''))).toEqual([
      'albums',
      's3_storage',
      'site_settings_lines',
      'alerts',
      'events',
      'query_indexes',
      'search_index',
      'search_title_index',
      'regulators',
      'committees',
      'search_committees_policies',
      'type_names',
      'school_notices',
      'fees_admission_finder',
      'subscriptions',
      'grievance_mail',
      'alert_confirm',
      'admission_enquiries',
      'admission_classes',
      'downloads_staff_directory',
    ])
  })

  it('keeps every text as English: documents, arrays, groups, rich text, files, versions, drafts', async () => {
    en = await readAll('en')
    expect(en.trustee).toMatchObject({ id: 1, ...trustee, _status: 'published' })
    expect(en.trusteeDraft).toMatchObject({
      ...trustee,
      name: 'Shri Anant Kulkarni (draft)',
      designation: 'Chairman emeritus',
      _status: 'draft',
    })
    expect(en.trusteeVersions).toMatchObject([
      { ...trustee, _status: 'published' },
      { ...trustee, name: 'Shri Anant Kulkarni (draft)', designation: 'Chairman emeritus', _status: 'draft' },
    ])
    expect(en.institution).toMatchObject({ id: 1, ...institution, _status: 'published' })
    expect(en.institutionVersions).toMatchObject([institution])
    expect(en.notice).toMatchObject({ ...notice, date: T0 })
    expect(en.noticeVersions).toMatchObject([notice])
    expect(en.magazine).toMatchObject(magazine)
    expect(en.magazineVersions).toMatchObject([magazine])
    expect(en.achievement).toMatchObject(achievement)
    expect(en.achievementVersions).toMatchObject([achievement])
    expect(en.galleryImage).toMatchObject(gallery)
    expect(en.galleryVersions).toMatchObject([gallery])
    expect(en.rti).toMatchObject({ title: 'Public information officer', description: rich('Write to the secretary.') })
    expect(en.media.map((m) => [m.id, m.alt ?? null, m.filename])).toEqual([
      [1, 'Portrait of the chairman', 'portrait.png'],
      [2, 'Holiday circular', 'circular.pdf'],
      [3, null, 'results.pdf'],
    ])
    expect(en.siteSettings).toMatchObject({
      title: 'Test Education Society',
      isoLine: 'ISO line',
      awardLine: 'Award line',
      addressLine: 'Address line',
    })
  })

  it('shows the English in Marathi (fallback) until a translation is entered', async () => {
    // (An empty English value reads as null in English and as undefined through the fallback.)
    expect(withoutNulls(await readAll('mr'))).toEqual(withoutNulls(en))
  })

  it('fills every _locales table with exactly one English row per parent row, and no Marathi', async () => {
    const list =
      dialect === 'sqlite'
        ? (
            await lowLevel<{ name: string }>(
              `SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '%_locales'`,
            )
          ).map((r) => r.name)
        : (
            await lowLevel<{ name: string }>(
              `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_name LIKE '%_locales'`,
            )
          ).map((r) => r.name)
    expect(list.length).toBeGreaterThan(40)
    for (const table of list) {
      const parent = table.slice(0, -'_locales'.length)
      const parents = Number((await lowLevel<{ n: number }>(`SELECT count(*) AS n FROM "${parent}"`))[0]?.n)
      const byLocale = await lowLevel<{ l: string; n: number }>(
        `SELECT "_locale" AS l, count(*) AS n FROM "${table}" GROUP BY "_locale"`,
      )
      const orphans = await lowLevel<{ n: number }>(
        `SELECT count(*) AS n FROM "${table}" l LEFT JOIN "${parent}" p ON p.id = l."_parent_id" WHERE p.id IS NULL`,
      )
      expect({ table, rows: byLocale.map((r) => [r.l, Number(r.n)]), orphans: Number(orphans[0]?.n) }).toEqual({
        table,
        rows: parents ? [['en', parents]] : [],
        orphans: 0,
      })
    }
  })

  it('lists every upgraded text as still missing its Marathi (src/translations/completeness.ts, locale "all")', async () => {
    const { missingTranslations } = await import('@/translations/completeness')
    const institutionDoc = await payload.findByID({ collection: 'institutions', id: 1, locale: 'all', depth: 0 })
    expect(missingTranslations(payload.collections.institutions.config.fields, institutionDoc)).toEqual([
      'name',
      'address',
      'schoolInfo.0.title',
      'schoolInfo.0.content',
      'schoolInfo.1.title',
      'schoolInfo.1.content',
      'strength.0.standard',
      'pastResults.0.title',
      'pastResults.0.file',
      'principal.name',
      'principal.designation',
      'principal.education',
      'principal.info',
      'contact.0.title',
      'contact.0.content',
      'infrastructure.0.caption',
    ])
    const trusteeDoc = await payload.findByID({ collection: 'trustees', id: 1, locale: 'all', depth: 0 })
    expect(missingTranslations(payload.collections.trustees.config.fields, trusteeDoc)).toEqual([
      'name',
      'designation',
      'position',
      'info',
      'moreInfo',
    ])
  })

  it('keeps working: a Marathi translation and a Marathi PDF are stored beside the English', async () => {
    await payload.update({ collection: 'notices', id: 1, locale: 'mr', data: { title: 'सोमवारी सुट्टी', file: 3 } })
    expect(await payload.findByID({ collection: 'notices', id: 1, locale: 'mr', depth: 0 })).toMatchObject({
      title: 'सोमवारी सुट्टी',
      description: notice.description,
      file: 3,
    })
    expect(await payload.findByID({ collection: 'notices', id: 1, locale: 'en', depth: 0 })).toMatchObject(notice)
  })

  it('down() puts the English back into the old columns, and up() again keeps it', async () => {
    const before = withoutNulls(await readAll('en'))
    const migrations = (dialect === 'postgres'
      ? (await import('@/migrations-postgres')).migrations
      : (await import('@/migrations')).migrations) as unknown as {
      name: string
      up: (args: never) => Promise<void>
      down: (args: never) => Promise<void>
    }[]
    const at = migrations.findIndex((m) => LOCALIZATION.test(m.name))
    const args = { db: (payload.db as unknown as { drizzle: unknown }).drizzle, payload, req: {} } as never
    // Down to before localization (the later migrations first, as `migrate:down` would), then up.
    for (const m of migrations.slice(at).reverse()) await m.down(args)
    const restored = await lowLevel<{ n: number }>(
      `SELECT count(*) AS n FROM "notices" WHERE "title" = 'Holiday on Monday' AND "file_id" = 2`,
    )
    expect(Number(restored[0]?.n)).toBe(1)
    for (const m of migrations.slice(at)) await m.up(args)
    expect(withoutNulls(await readAll('en'))).toEqual(before)
  })
})

/** The same value with every null turned into undefined (which toEqual treats as absent). */
function withoutNulls(value: unknown): unknown {
  if (value === null) return undefined
  if (Array.isArray(value)) return value.map(withoutNulls)
  if (typeof value === 'object')
    return Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, withoutNulls(v)]))
  return value
}

/** A read-only query on Payload's own connection. */
async function lowLevel<T>(text: string): Promise<T[]> {
  const db = (
    payload.db as unknown as {
      drizzle: { all?: (q: Query) => Promise<T[]>; execute: (q: Query) => Promise<{ rows: T[] }> }
    }
  ).drizzle
  return dialect === 'sqlite' ? db.all!(sql.raw(text)) : (await db.execute(sql.raw(text))).rows
}
