import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { RICH_TEXT_LINK_MESSAGE } from '@/lib/urls'

import { migratedPayload } from './payload'

/** Links in rich text are checked when saved: web, mail and phone addresses and site paths only. */

let payload: Payload
beforeAll(async () => {
  payload = await migratedPayload()
})
afterAll(() => payload?.destroy())

const text = (t: string) => ({ type: 'text', text: t, format: 0, style: '', mode: 'normal', detail: 0, version: 1 })
type LinkFields = { linkType: 'custom' | 'internal'; url?: string; doc?: { relationTo: string; value: number } }
const withLink = (url: string, fields: LinkFields = { linkType: 'custom', url }) => ({
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
        textStyle: '',
        children: [
          text('See '),
          {
            type: 'link',
            version: 3,
            id: 'l1',
            direction: 'ltr',
            format: '',
            indent: 0,
            fields: { ...fields, newTab: false },
            children: [text('here')],
          },
        ],
      },
    ],
  },
})
const award = (url: string, fields?: LinkFields) =>
  payload.create({
    collection: 'awards',
    data: {
      awardeeName: `Link ${url}`.slice(0, 200),
      content: withLink(url, fields) as never,
      order: 1,
      _status: 'published',
    },
    context: { disableRevalidate: true },
  })
const awards = async () => (await payload.count({ collection: 'awards' })).totalDocs

describe('a link in rich text', () => {
  it.each([
    'https://example.org/results',
    'http://example.org',
    '/notices',
    '#fees',
    'mailto:office@example.org',
    'tel:+912224141234',
  ])('%s is saved', async (url) => {
    const doc = await award(url)
    expect(JSON.stringify(doc.content)).toContain(url)
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/\\evil.example',
  ])('%s is refused with a message, and nothing is stored', async (url) => {
    const before = await awards()
    await expect(award(url)).rejects.toThrow(/invalid/i)
    expect(await awards()).toBe(before)
  })

  it("says what to do, on the link's address", async () => {
    const error = (await award('javascript:alert(1)').catch((e: unknown) => e)) as {
      status: number
      data: { errors: { path: string; message: string }[] }
    }
    expect(error.status).toBe(400)
    expect(error.data.errors).toContainEqual(
      expect.objectContaining({ path: 'content.url', message: RICH_TEXT_LINK_MESSAGE }),
    )
  })

  describe('to a document of the site (linkType: internal)', () => {
    const internal = async (url?: string) => {
      const target = await award('/notices')
      return { linkType: 'internal' as const, url, doc: { relationTo: 'awards', value: target.id } }
    }

    it('is saved without an address, or with a safe one left from the custom form', async () => {
      await expect(award('internal', await internal())).resolves.toMatchObject({ id: expect.any(Number) })
      const doc = await award('internal', await internal('/notices'))
      expect(JSON.stringify(doc.content)).toContain('"linkType":"internal"')
    })

    it.each(['javascript:alert(3)', 'data:text/html,<script>alert(1)</script>', '//evil.example'])(
      'with the address %s is refused, and nothing is stored',
      async (url) => {
        const fields = await internal(url)
        const before = await awards()
        const error = (await award('internal', fields).catch((e: unknown) => e)) as {
          status: number
          data: { errors: { message: string }[] }
        }
        expect(error.status).toBe(400)
        expect(error.data.errors).toContainEqual(expect.objectContaining({ message: RICH_TEXT_LINK_MESSAGE }))
        expect(await awards()).toBe(before)
      },
    )
  })
})
