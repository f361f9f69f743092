import { describe, expect, it } from 'vitest'

import { isUndecodablePath } from '@/lib/request-path'

describe('isUndecodablePath', () => {
  it('finds percent-escapes that are not UTF-8 in any segment', () => {
    for (const p of ['/institutions/%ff', '/api/v1/trustee/%c0%ae%c0%ae%c0%af', '/gallery/%E0%A4', '/x/%', '/a/%zz/b'])
      expect(isUndecodablePath(p), p).toBe(true)
  })
  it('passes plain paths, valid escapes, NUL and encoded slashes (the routes refuse those themselves)', () => {
    for (const p of [
      '/',
      '/institutions/1',
      '/gallery/2025-2026/0',
      '/api/v1/trustee/%2e%2e',
      '/x/%E0%A4%86',
      '/api/v1/trustee/1%00',
      '/a/..%2F..%2Fetc',
    ]) {
      expect(isUndecodablePath(p), p).toBe(false)
    }
  })
})
