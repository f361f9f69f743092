import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as healthz } from '@/app/healthz/route'
import { GET as readyz } from '@/app/readyz/route'

import { migratedPayload } from './payload'

/** GET /healthz (the process answers) and GET /readyz (the database answers too). */

let payload: Payload
beforeAll(async () => {
  payload = await migratedPayload()
})
afterAll(() => payload?.destroy())

describe('health checks', () => {
  it('/healthz answers 200 without asking anything else', async () => {
    const res = healthz()
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ ok: true })
  })

  it('/readyz answers 200 while the database answers, 503 with Retry-After when it does not', async () => {
    const ready = await readyz()
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ ready: true, database: 'ok' })

    const spy = vi
      .spyOn(payload.db as unknown as { execute: () => unknown }, 'execute')
      .mockRejectedValueOnce(new Error('database unreachable'))
    try {
      const down = await readyz()
      expect(down.status).toBe(503)
      expect(down.headers.get('retry-after')).toBe('5')
      expect(await down.json()).toEqual({ ready: false, database: 'unavailable' })
    } finally {
      spy.mockRestore()
    }
    expect((await readyz()).status).toBe(200)
  })
})
