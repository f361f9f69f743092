/** Payload's REST route handler's own rules (src/services/cms-request.ts). */
import { describe, expect, it } from 'vitest'

import { FILE_CACHE_CONTROL, NOT_FOUND_MESSAGE, withCmsRequestRules, withFileCaching } from '@/services/cms-request'

const context = { params: Promise.resolve({ slug: ['payload-migrations'] }) }
/** Payload's answer for a collection whose endpoints are off (`endpoints: false`). */
const payloadClosed = async (request: Request) =>
  Response.json({ message: `Cannot ${request.method} ${request.url}` }, { status: 501 })

describe('a collection without REST endpoints', () => {
  it('is 404 like any address that is not there, not 501 naming the address', async () => {
    const res = await withCmsRequestRules(payloadClosed)(
      new Request('http://site.test/cms-api/payload-migrations'),
      context,
    )
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ errors: [{ message: NOT_FOUND_MESSAGE }] })
  })

  it('leaves every other answer as Payload gave it', async () => {
    const ok = async () => Response.json({ docs: [] }, { status: 200 })
    const res = await withCmsRequestRules(ok)(new Request('http://site.test/cms-api/notices'), context)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ docs: [] })
  })
})

describe('a served file', () => {
  const file = async () => new Response('bytes', { status: 200, headers: { 'content-type': 'image/webp' } })
  it('may be kept by a cache only if it asks again before each use', async () => {
    const res = await withFileCaching(file)(
      new Request('http://site.test/cms-api/media/file/child-800x600.webp'),
      context,
    )
    expect(res.headers.get('cache-control')).toBe(FILE_CACHE_CONTROL)
    expect(FILE_CACHE_CONTROL).toBe('public, no-cache')
  })
  it('other answers and missing files are left alone', async () => {
    const json = await withFileCaching(async () => Response.json({ docs: [] }))(
      new Request('http://site.test/cms-api/media'),
      context,
    )
    expect(json.headers.get('cache-control')).toBeNull()
    const missing = await withFileCaching(async () => new Response(null, { status: 404 }))(
      new Request('http://site.test/cms-api/media/file/gone.webp'),
      context,
    )
    expect(missing.headers.get('cache-control')).toBeNull()
  })
})
