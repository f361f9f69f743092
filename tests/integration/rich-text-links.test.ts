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
const withLink = (url: string) => ({
  root: {
    type: 'root', format: '', indent: 0, version: 1, direction: 'ltr',
    children: [
      {
        type: 'paragraph', format: '', indent: 0, version: 1, direction: 'ltr', textFormat: 0, textStyle: '',
        children: [text('See '), { type: 'link', version: 3, id: 'l1', direction: 'ltr', format: '', indent: 0, fields: { linkType: 'custom', url, newTab: false }, children: [text('here')] }],
      },
    ],
  },
})
const award = (url: string) =>
  payload.create({ collection: 'awards', data: { awardeeName: `Link ${url}`.slice(0, 200), content: withLink(url) as never, order: 1, _status: 'published' }, context: { disableRevalidate: true } })
const awards = async () => (await payload.count({ collection: 'awards' })).totalDocs

describe('a link in rich text', () => {
  it.each(['https://example.org/results', 'http://example.org', '/notices', '#fees', 'mailto:office@example.org', 'tel:+912224141234'])('%s is saved', async (url) => {
    const doc = await award(url)
    expect(JSON.stringify(doc.content)).toContain(url)
  })

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '//evil.example', '/\\evil.example'])(
    '%s is refused with a message, and nothing is stored',
    async (url) => {
      const before = await awards()
      await expect(award(url)).rejects.toThrow(/invalid/i)
      expect(await awards()).toBe(before)
    },
  )

  it("says what to do, on the link's address", async () => {
    const error = (await award('javascript:alert(1)').catch((e: unknown) => e)) as { status: number; data: { errors: { path: string; message: string }[] } }
    expect(error.status).toBe(400)
    expect(error.data.errors).toContainEqual(expect.objectContaining({ path: 'content.url', message: RICH_TEXT_LINK_MESSAGE }))
  })
})
