import { describe, expect, it, vi } from 'vitest'

import { DEFAULT_MAGAZINE, getFooterMagazine } from '@/content/magazine'

// Hoisted above the imports by Vitest: the content layer is loaded with these in place. Loaded with
// the file, not inside the test, whose 5 s the first load of the content layer could exceed on a
// busy machine.
vi.mock('@/content/payload', () => ({
  getPayloadClient: async () => {
    throw new Error('database unavailable')
  },
}))
vi.mock('@/services/logger', () => ({ logger: { error: vi.fn(), warn: vi.fn(), info: vi.fn() } }))

describe('getFooterMagazine', () => {
  it('falls back to the default cover and the 2023 yearbook when loading fails', async () => {
    await expect(getFooterMagazine()).resolves.toEqual(DEFAULT_MAGAZINE)
    expect(DEFAULT_MAGAZINE.pdf).toMatch(/2023/)
  })
})
