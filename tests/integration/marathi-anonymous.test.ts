/**
 * The Marathi completeness endpoints (src/translations/endpoints.ts) under /cms-api, as a visitor sees
 * them (SECURITY.md's table): both answer 401 whatever is asked, and any other path or method
 * under /cms-api/marathi is Payload's 404 for a route that does not exist.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cms } from './cms'
import { migratedPayload } from './payload'

let payload: Payload
beforeAll(async () => {
  payload = await migratedPayload()
})
afterAll(() => payload?.destroy())

describe('/cms-api/marathi/* for a visitor', () => {
  it.each([
    'marathi/status',
    'marathi/status?collection=notices&id=1',
    'marathi/status?global=site-settings',
    'marathi/missing',
    'marathi/missing?institution=1',
  ])('GET %s is 401', async (path) => {
    const res = await cms('GET', path)
    expect(res.status).toBe(401)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it.each([
    ['GET', 'marathi'],
    ['GET', 'marathi/other'],
    ['POST', 'marathi/status'],
    ['POST', 'marathi/missing'],
  ] as const)('%s %s is 404: no such route', async (method, path) => {
    const res = await cms(method, path)
    expect(res.status).toBe(404)
    expect(JSON.stringify(res.body)).toContain('Route not found')
  })
})
