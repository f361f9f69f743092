import { describe, expect, it, vi } from 'vitest'

vi.mock('@/content/payload', () => ({
  getPayloadClient: async () => {
    throw new Error('database unavailable')
  },
}))
vi.mock('@/services/logger', () => ({ logger: { error: vi.fn(), warn: vi.fn(), info: vi.fn() } }))

describe('getFooterMagazine', () => {
  it('falls back to the default cover and the 2023 yearbook when loading fails', async () => {
    const { DEFAULT_MAGAZINE, getFooterMagazine } = await import('@/content/magazine')
    await expect(getFooterMagazine()).resolves.toEqual(DEFAULT_MAGAZINE)
    expect(DEFAULT_MAGAZINE.pdf).toMatch(/2023/)
  })
})
