/**
 * Through the Media collection: a PDF that would run JavaScript (XFA forms included), start a
 * program, open a local file or share, or send form data is
 * refused over HTTP (/cms-api/media, as the admin uploads) with a sentence, and nothing of it is
 * stored or served; clean PDFs are still stored. The detector itself: tests/unit/pdf-actions.test.ts.
 */
import { REST_POST } from '@payloadcms/next/routes'
import config from '@payload-config'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PDF_PASSWORD_MESSAGE } from '@/services/pdf-actions'
import { makePdf } from '@/seed/pdf'

import { ACTIVE, CLEAN, passwordPdf } from '../fixtures/pdf-active/corpus'
import { migratedPayload } from './payload'

let payload: Payload
let token: string

beforeAll(async () => {
  payload = await migratedPayload()
  const credentials = { email: 'pdf-actions-editor@example.org', password: 'pdf-actions-test-password' }
  await payload.create({ collection: 'users', data: { ...credentials, role: 'admin', name: 'Admin' } as never })
  token = (await payload.login({ collection: 'users', data: credentials })).token!
})
afterAll(() => payload?.destroy())

const post = (pdf: Buffer, name: string) => {
  const body = new FormData()
  body.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), name)
  body.append('_payload', JSON.stringify({ alt: 'A circular' }))
  const request = new Request('http://test.local/cms-api/media', {
    method: 'POST',
    body,
    headers: { Authorization: `JWT ${token}` },
  })
  return REST_POST(config)(request, { params: Promise.resolve({ slug: ['media'] }) })
}
const stored = async () => (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs

describe('uploading a PDF that would act when opened', () => {
  it.each([
    ['open action after a content stream', 'JavaScript'],
    ['catalog in an object stream, CR-only line ends', 'JavaScript'],
    ['open action in a hex- and Flate-encoded object stream', 'JavaScript'],
    ['link annotation with JavaScript, packed', 'JavaScript'],
    ['JavaScript name tree', 'JavaScript'],
    ['Launch as the open action', 'an action that starts a program'],
    ['XFA form with a script (the reported file)', 'an XFA form, which can carry scripts'],
    ['open action to a file: address', 'a link that opens a program or file'],
    ['open action to a file: address written as a hex string', 'a link that opens a program or file'],
    ['remote go-to to a network share as the open action', 'a link that opens a program or file'],
    ['submit a form field to an outside address', 'a form action that sends or loads data'],
  ])(
    'is refused with a sentence, and nothing is stored: %s',
    async (name, what) => {
      const before = await stored()
      const res = await post(ACTIVE[name]!(), 'circular.pdf')
      expect(res.status).toBe(400)
      expect(JSON.stringify(await res.json())).toContain(
        `This PDF contains ${what}, which would run when a visitor opens it, so the site does not accept it.`,
      )
      expect(await stored()).toBe(before)
    },
    60_000,
  )

  it('a PDF that needs a password is refused: it cannot be checked', async () => {
    const res = await post(passwordPdf(), 'locked.pdf')
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain(PDF_PASSWORD_MESSAGE)
  }, 60_000)
})

describe('clean PDFs are still stored', () => {
  it.each([
    ['the seed’s notice', () => makePdf('Annual report', ['Line one'])],
    ['objects packed in a Flate object stream', CLEAN['objects packed in a Flate object stream']!],
    ['a page with a font stream of random bytes', CLEAN['a page with a font stream of random bytes']!],
    [
      'links to the web and a mail address',
      CLEAN['links to the web and a mail address, plain, hex, packed, in outlines and the open action']!,
    ],
  ])(
    '%s',
    async (_name, make) => {
      const res = await post(make(), 'report.pdf')
      expect(res.status, JSON.stringify(await res.clone().json())).toBe(201)
      expect((await res.json()).doc).toMatchObject({ mimeType: 'application/pdf' })
    },
    60_000,
  )
})
