import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { pauseLongReads, READ_SLICE_MS } from '@/access/cms-queries/read-limits'

/** The hook as Payload calls it after each document of a read. */
const afterRead = (req: Partial<PayloadRequest>, doc = { id: 1 }) =>
  (pauseLongReads as unknown as (args: { doc: unknown; req: unknown }) => Promise<unknown>)({ doc, req })

/** Whether the event loop ran other work (a setImmediate queued first) before `run` finished. */
async function letOthersIn(run: () => Promise<unknown>): Promise<boolean> {
  let ran = false
  setImmediate(() => (ran = true))
  await run()
  return ran
}

describe('a long read over the API lets other requests in', () => {
  it('pauses once it has held the thread for a slice, and starts a new slice', async () => {
    const req = { payloadAPI: 'REST', context: { readLastPause: performance.now() - READ_SLICE_MS - 1 } }
    expect(await letOthersIn(() => afterRead(req as Partial<PayloadRequest>))).toBe(true)
    expect(performance.now() - (req.context.readLastPause as number)).toBeLessThan(READ_SLICE_MS)
  })

  it('goes on without a pause within a slice, and returns the document as it was', async () => {
    const req = { payloadAPI: 'REST', context: {} as Record<string, unknown> }
    const doc = { id: 7, title: 'Fees' }
    let result: unknown
    expect(await letOthersIn(async () => (result = await afterRead(req as Partial<PayloadRequest>, doc)))).toBe(false)
    expect(result).toBe(doc)
    expect(typeof req.context.readLastPause).toBe('number')
    expect(await letOthersIn(() => afterRead(req as Partial<PayloadRequest>))).toBe(false)
  })

  it('never pauses the server’s own reads', async () => {
    const req = { payloadAPI: 'local', context: { readLastPause: performance.now() - 1000 } }
    expect(await letOthersIn(() => afterRead(req as Partial<PayloadRequest>))).toBe(false)
  })
})
