/**
 * The content functions behind the site-wide parts, against a real database: helplines (the
 * defaults until administrators list some, Marathi names falling back to English), policy pages
 * (published only, with their change date), the RTI section 4(1)(b) disclosure, and the sitemap
 * listing /rti once although two sources date it.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getPolicy, listPolicyDates } from '@/content/policies'
import { getRtiDisclosure } from '@/content/rti-disclosure'
import { getHelplines } from '@/content/site-settings'
import { htmlToRichText } from '@/lib/import-html'
import { sitemapEntries, SITEMAP_SOURCES } from '@/seo/sitemap'

import { migratedPayload } from './payload'

let payload: Payload
const rich = (html: string) => htmlToRichText(html, payload.config)

beforeAll(async () => {
  payload = await migratedPayload()
})
afterAll(() => payload?.destroy())

describe('helplines', () => {
  it('are the defaults while none are listed, in the page’s language', async () => {
    expect((await getHelplines('en')).map((h) => h.number)).toEqual(['1098', '112', '181', '1800-180-5522'])
    expect((await getHelplines('mr'))[1]!.label).toBe('पोलीस')
  })

  it('are what administrators list, a Marathi name falling back to the English one', async () => {
    const saved = await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'en',
      data: {
        helplines: [
          { label: 'Counsellor', number: '022-2430 1299', scope: 'all' },
          { label: 'Anti-ragging squad', number: '98200 00000', scope: 'colleges' },
        ],
      },
    })
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'mr',
      data: { helplines: [{ ...saved.helplines![0]!, label: 'समुपदेशक' }, saved.helplines![1]!] },
    })
    await expect
      .poll(async () => (await getHelplines('en')).map((h) => `${h.label} ${h.number} ${h.scope}`), { timeout: 2_000 })
      .toEqual(['Counsellor 022-2430 1299 all', 'Anti-ragging squad 98200 00000 colleges'])
    expect((await getHelplines('mr')).map((h) => h.label)).toEqual(['समुपदेशक', 'Anti-ragging squad'])
  })

  it('refuses a number that cannot be dialled', async () => {
    await expect(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { helplines: [{ label: 'Bad', number: 'call us', scope: 'all' }] },
      }),
    ).rejects.toThrow(/Helplines/)
  })
})

describe('policy pages', () => {
  it('are read only when published, with their change date, in both languages', async () => {
    const draft = await payload.create({
      collection: 'policies',
      data: { kind: 'terms', title: 'Terms of use', content: await rich('<p>Draft terms.</p>'), _status: 'draft' },
      draft: true,
    })
    expect(await getPolicy('terms', 'en')).toBeNull()
    const published = await payload.update({ collection: 'policies', id: draft.id, data: { _status: 'published' } })
    await payload.update({ collection: 'policies', id: draft.id, locale: 'mr', data: { title: 'वापराच्या अटी' } })
    await expect.poll(async () => (await getPolicy('terms', 'en'))?.title, { timeout: 2_000 }).toBe('Terms of use')
    const mr = await getPolicy('terms', 'mr')
    expect(mr?.title).toBe('वापराच्या अटी')
    // The content has no Marathi: it reads as the English.
    expect(mr?.html).toContain('Draft terms.')
    expect((await getPolicy('terms', 'en'))!.updatedAt >= published.updatedAt).toBe(true)
    expect((await listPolicyDates()).map((p) => p.kind)).toEqual(['terms'])
  })

  it('keep one document per kind', async () => {
    await expect(
      payload.create({
        collection: 'policies',
        data: { kind: 'terms', title: 'Again', content: await rich('<p>x</p>'), _status: 'published' },
      }),
    ).rejects.toThrow()
  })
})

describe('RTI section 4(1)(b)', () => {
  it('has its 17 clauses, empty until written, and the officers once named', async () => {
    const before = await getRtiDisclosure('en')
    expect(before.clauses).toHaveLength(17)
    expect(before.clauses.every((c) => c.html === '')).toBe(true)
    expect(before.pio).toBeNull()
    await payload.updateGlobal({
      slug: 'rti-disclosure',
      locale: 'en',
      data: {
        item09: await rich('<p>The staff directory.</p>'),
        pio: { name: 'Shri A. B. Officer', phone: '022-2430 1234', email: 'rti@example.org' },
      },
    })
    await payload.updateGlobal({
      slug: 'rti-disclosure',
      locale: 'mr',
      data: { item09: await rich('<p>कर्मचारी निर्देशिका.</p>') },
    })
    await expect
      .poll(async () => (await getRtiDisclosure('en')).clauses[8]!.html, { timeout: 2_000 })
      .toContain('The staff directory.')
    const mr = await getRtiDisclosure('mr')
    expect(mr.clauses[8]!.html).toContain('कर्मचारी निर्देशिका.')
    // The officer's name has no Marathi: the English one is shown.
    expect(mr.pio).toMatchObject({ name: 'Shri A. B. Officer', phone: '022-2430 1234', email: 'rti@example.org' })
    expect(mr.updatedAt).not.toBeNull()
  })

  it('refuses an officer’s phone number that cannot be dialled', async () => {
    await expect(
      payload.updateGlobal({ slug: 'rti-disclosure', data: { pio: { name: 'X', phone: 'ring me' } } }),
    ).rejects.toThrow()
  })

  it('dates /rti in the sitemap once per language, with the newer of its items and its disclosure', async () => {
    const entries = await sitemapEntries(SITEMAP_SOURCES)
    const rti = entries.filter((e) => /\/rti$/.test(e.url))
    expect(rti).toHaveLength(2)
    const { updatedAt } = await getRtiDisclosure('en')
    expect(rti[0]!.lastModified).toBe(updatedAt)
    expect(entries.some((e) => e.url.endsWith('/terms-of-use'))).toBe(true)
  })
})
