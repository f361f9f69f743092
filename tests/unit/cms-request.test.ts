/** Payload's REST route handler's own rules (src/lib/cms-request.ts). */
import { describe, expect, it } from 'vitest'

import { NOT_FOUND_MESSAGE, withCmsRequestRules } from '@/lib/cms-request'

const context = { params: Promise.resolve({ slug: ['payload-migrations'] }) }
/** Payload's answer for a collection whose endpoints are off (`endpoints: false`). */
const payloadClosed = async (request: Request) => Response.json({ message: `Cannot ${request.method} ${request.url}` }, { status: 501 })

describe('a collection without REST endpoints', () => {
  it('is 404 like any address that is not there, not 501 naming the address', async () => {
    const res = await withCmsRequestRules(payloadClosed)(new Request('http://site.test/cms-api/payload-migrations'), context)
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
