/**
 * Notice and achievement types are named in each language (row 7): staff give a type its
 * Marathi name, and every place that shows the type (the content layer that the tabs, labels,
 * cards and share cards read, and the feeds) uses the name of the page's language. The code stays
 * what addresses and /api/v1 use. A Marathi name not given yet falls back to the English name,
 * a type without any name to its code.
 */
import { XMLParser } from 'fast-xml-parser'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listAchievements } from '@/content/achievements'
import { listNotices, listNoticeTypes } from '@/content/notices'
import { noticeFeed } from '@/seo/notice-feed'

import { migratedPayload } from './payload'

let payload: Payload
const ctx = { disableRevalidate: true }
const YEAR = '2025-2026'
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' })

beforeAll(async () => {
  payload = await migratedPayload()
  const exam = (
    await payload.create({
      collection: 'notice-types',
      data: { code: 'Examination', name: 'Examinations', order: 1 },
      context: ctx,
    })
  ).id
  await payload.update({ collection: 'notice-types', id: exam, locale: 'mr', data: { name: 'परीक्षा' }, context: ctx })
  // English name only: Marathi pages show it (marked English by the page, src/i18n/fallback.ts).
  await payload.create({
    collection: 'notice-types',
    data: { code: 'Circular', name: 'Circulars', order: 2 },
    context: ctx,
  })
  // No name at all: its code.
  await payload.create({ collection: 'notice-types', data: { code: 'General', order: 3 }, context: ctx })
  const school = (
    await payload.create({
      collection: 'institutions',
      data: { name: 'School', address: 'Dadar', _status: 'published' } as never,
      context: ctx,
    })
  ).id
  await payload.create({
    collection: 'notices',
    data: {
      title: 'Timetable',
      type: exam,
      academicYear: YEAR,
      date: new Date(Date.now() - 3600_000).toISOString(),
      _status: 'published',
    },
    context: ctx,
  })
  const sports = (
    await payload.create({
      collection: 'achievement-types',
      data: { code: 'Social Service', name: 'Social service' },
      context: ctx,
    })
  ).id
  await payload.update({
    collection: 'achievement-types',
    id: sports,
    locale: 'mr',
    data: { name: 'समाजसेवा' },
    context: ctx,
  })
  await payload.create({
    collection: 'achievements',
    data: {
      achieverName: 'Sneha Joshi',
      achievement: 'Blood donation camp',
      type: sports,
      academicYear: YEAR,
      by: 'student',
      institution: school,
      _status: 'published',
    } as never,
    context: ctx,
  })
})
afterAll(() => payload?.destroy())

describe('type names', () => {
  it('the tabs: each type named in the page language, codes unchanged', async () => {
    expect(await listNoticeTypes('en')).toMatchObject([
      { code: 'Examination', name: 'Examinations' },
      { code: 'Circular', name: 'Circulars' },
      { code: 'General', name: 'General' },
    ])
    expect((await listNoticeTypes('mr')).map((t) => [t.code, t.name])).toEqual([
      ['Examination', 'परीक्षा'],
      ['Circular', 'Circulars'],
      ['General', 'General'],
    ])
  })

  it("a notice's type and an achievement's type in each language, the codes for the API", async () => {
    const [en] = await listNotices({ type: 'Examination', lang: 'en' })
    const [mr] = await listNotices({ type: 'Examination', lang: 'mr' })
    expect([en!.category, en!.categoryName]).toEqual(['Examination', 'Examinations'])
    expect([mr!.category, mr!.categoryName]).toEqual(['Examination', 'परीक्षा'])
    const [a] = await listAchievements({ lang: 'mr' })
    expect([a!.typeCode, a!.typeName]).toEqual(['Social Service', 'समाजसेवा'])
    expect((await listAchievements({ lang: 'en' }))[0]!.typeName).toBe('Social service')
  })

  it("a type's Marathi feed is titled with its Marathi name; its items' category is named in Marathi with the code as term", async () => {
    const rss = xml.parse((await noticeFeed('mr', 'rss', 'Examination'))!).rss.channel
    expect(rss.title).toContain('परीक्षा सूचना')
    expect(rss.title).not.toContain('Examination')
    expect(rss.item.category).toBe('परीक्षा')
    const atom = xml.parse((await noticeFeed('mr', 'atom', 'Examination'))!).feed
    expect(atom.entry.category).toMatchObject({ '@term': 'Examination', '@label': 'परीक्षा' })
    expect(xml.parse((await noticeFeed('en', 'rss', 'Examination'))!).rss.channel.title).toContain('Examinations')
  })
})
