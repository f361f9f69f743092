/**
 * Content in two languages (payload.config.ts `localization`): English is required where the model
 * says so; Marathi can be entered field by field, and what is left empty reads as the English.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { makePdf } from '@/seed/pdf'

import { migratedPayload } from './payload'

let payload: Payload
beforeAll(async () => {
  payload = await migratedPayload()
})
afterAll(() => payload?.destroy())

const rich = (text: string) => ({
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
        children: text ? [{ type: 'text', text, detail: 0, format: 0, mode: 'normal', style: '', version: 1 }] : [],
      },
    ],
  },
})

const errorPaths = (error: unknown) =>
  ((error as { data?: { errors?: { path: string }[] } }).data?.errors ?? []).map((e) => e.path)

describe('content in English and Marathi', () => {
  let id: number

  beforeAll(async () => {
    id = (
      await payload.create({
        collection: 'institutions',
        data: {
          name: 'Vidya Vikas School',
          address: 'Dadar',
          schoolInfo: [{ title: 'About', content: rich('Founded in 1950.') }],
        } as never,
      })
    ).id
  })

  it('takes a Marathi name alone: the other texts, required in English, stay empty and show the English', async () => {
    await payload.update({ collection: 'institutions', id, locale: 'mr', data: { name: 'विद्या विकास शाळा' } as never })
    const mr = await payload.findByID({ collection: 'institutions', id, locale: 'mr' })
    expect(mr).toMatchObject({
      name: 'विद्या विकास शाळा',
      address: 'Dadar',
      schoolInfo: [{ title: 'About', content: rich('Founded in 1950.') }],
    })
    const all = await payload.findByID({ collection: 'institutions', id, locale: 'all' })
    expect((all.address as unknown as Record<string, unknown>).mr ?? null).toBeNull()
    expect((await payload.findByID({ collection: 'institutions', id, locale: 'en' })).name).toBe('Vidya Vikas School')
  })

  it('stores emptied Marathi texts and rich text as nothing, so they fall back to English', async () => {
    const row = (await payload.findByID({ collection: 'institutions', id, locale: 'en' })).schoolInfo![0]!
    await payload.update({
      collection: 'institutions',
      id,
      locale: 'mr',
      data: { address: '', schoolInfo: [{ id: row.id, title: 'आमच्याविषयी', content: rich('') }] } as never,
    })
    const mr = await payload.findByID({ collection: 'institutions', id, locale: 'mr' })
    expect(mr).toMatchObject({
      address: 'Dadar',
      schoolInfo: [{ title: 'आमच्याविषयी', content: rich('Founded in 1950.') }],
    })
    const all = await payload.findByID({ collection: 'institutions', id, locale: 'all' })
    expect((all.schoolInfo![0] as unknown as { content: Record<string, unknown> }).content.mr ?? null).toBeNull()
  })

  it('still requires the English, and checks a Marathi value that is given', async () => {
    const missing = await payload
      .create({ collection: 'institutions', data: { name: 'No address' } as never })
      .catch((e: unknown) => e)
    expect(errorPaths(missing)).toEqual(['address'])
    const tooLong = await payload
      .update({ collection: 'institutions', id, locale: 'mr', data: { name: 'न'.repeat(201) } as never })
      .catch((e: unknown) => e)
    expect(errorPaths(tooLong)).toEqual(['name'])
    const cleared = await payload
      .update({ collection: 'institutions', id, locale: 'en', data: { address: '' } as never })
      .catch((e: unknown) => e)
    expect(errorPaths(cleared)).toEqual(['address'])
  })

  it('lets a Marathi PDF sit beside the English one, and serves the English where there is none', async () => {
    const pdf = (name: string) => {
      const data = makePdf(name)
      return payload.create({
        collection: 'media',
        data: { alt: name },
        file: { name: `${name}.pdf`, mimetype: 'application/pdf', size: data.length, data },
      })
    }
    const [english, marathi] = [await pdf('circular'), await pdf('paripatrak')]
    const type = await payload.create({ collection: 'notice-types', data: { code: 'CIRCULAR' } })
    const notice = await payload.create({
      collection: 'notices',
      data: {
        title: 'Holiday',
        type: type.id,
        academicYear: '2025-2026',
        file: english.id,
        _status: 'published',
      } as never,
    })
    expect((await payload.findByID({ collection: 'notices', id: notice.id, locale: 'mr', depth: 0 })).file).toBe(
      english.id,
    )
    await payload.update({ collection: 'notices', id: notice.id, locale: 'mr', data: { file: marathi.id } as never })
    expect((await payload.findByID({ collection: 'notices', id: notice.id, locale: 'mr', depth: 0 })).file).toBe(
      marathi.id,
    )
    expect((await payload.findByID({ collection: 'notices', id: notice.id, locale: 'en', depth: 0 })).file).toBe(
      english.id,
    )
  })
})

describe('site settings in Marathi', () => {
  it('takes some header lines in Marathi and leaves the others to the English, with no English copied into Marathi', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'en',
      data: { title: 'Vidya Vikas Education Society', isoLine: 'ISO line' },
    })
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'mr',
      data: { title: 'विद्या विकास शिक्षण संस्था', isoLine: '' },
    })
    const mr = await payload.findGlobal({ slug: 'site-settings', locale: 'mr', fallbackLocale: false })
    expect(mr.title).toBe('विद्या विकास शिक्षण संस्था')
    expect(mr.isoLine ?? null).toBeNull()
    expect(mr.awardLine ?? null).toBeNull()
    const shown = await payload.findGlobal({ slug: 'site-settings', locale: 'mr' })
    expect(shown.isoLine).toBe('ISO line')
  })

  it('still requires each line in English', async () => {
    await expect(payload.updateGlobal({ slug: 'site-settings', locale: 'en', data: { title: ' ' } })).rejects.toThrow(
      /title/i,
    )
  })
})
