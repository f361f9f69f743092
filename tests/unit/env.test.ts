import { describe, expect, it } from 'vitest'

import { assertProductionSecret, DEMO_SECRET, isPostgres, sqliteSynchronous } from '@/config/env'

const strong = 'a'.repeat(40)

describe('assertProductionSecret', () => {
  it('refuses a missing, short or demo secret in production', () => {
    for (const secret of ['', 'short', DEMO_SECRET]) {
      expect(() => assertProductionSecret({ secret, demoMode: false, isProduction: true })).toThrow(/PAYLOAD_SECRET/)
    }
  })
  it('accepts a long secret in production', () => {
    expect(() => assertProductionSecret({ secret: strong, demoMode: false, isProduction: true })).not.toThrow()
  })
  it('lets development and demo mode run with the demo secret', () => {
    expect(() => assertProductionSecret({ secret: '', demoMode: false, isProduction: false })).not.toThrow()
    expect(() => assertProductionSecret({ secret: DEMO_SECRET, demoMode: true, isProduction: true })).not.toThrow()
  })
})

describe('isPostgres', () => {
  it('tells PostgreSQL URLs from SQLite files', () => {
    expect(isPostgres('postgres://u:p@h/db')).toBe(true)
    expect(isPostgres('postgresql://h/db')).toBe(true)
    expect(isPostgres('file:./data/payload.db')).toBe(false)
  })
})

describe('sqliteSynchronous', () => {
  it('is NORMAL unless FULL is asked for', () => {
    expect(sqliteSynchronous(undefined)).toBe('NORMAL')
    expect(sqliteSynchronous('off')).toBe('NORMAL')
    expect(sqliteSynchronous(' full ')).toBe('FULL')
    expect(sqliteSynchronous('FULL')).toBe('FULL')
  })
})
