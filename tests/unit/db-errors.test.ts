import { describe, expect, it } from 'vitest'

import { databaseUnavailable, DatabaseUnavailableError, isDatabaseUnavailable } from '@/lib/db-errors'

/** An error shaped like the driver's: libsql's LibsqlError (code, rawCode), node-postgres' (code). */
const withCode = (message: string, props: Record<string, unknown>) => Object.assign(new Error(message), props)

describe('databaseUnavailable', () => {
  it('recognises SQLite lock errors as busy', () => {
    expect(databaseUnavailable(withCode('SQLITE_BUSY: database is locked', { code: 'SQLITE_BUSY', rawCode: 5 }))).toBe(
      'busy',
    )
    expect(databaseUnavailable(withCode('x', { code: 'SQLITE_BUSY_SNAPSHOT', rawCode: 517 }))).toBe('busy')
    expect(databaseUnavailable(withCode('x', { code: 'SQLITE_LOCKED' }))).toBe('busy')
    expect(databaseUnavailable(withCode('x', { rawCode: 6 }))).toBe('busy')
    expect(databaseUnavailable(new Error('database table is locked: grievances'))).toBe('busy')
  })

  it('recognises a read-only SQLite database', () => {
    expect(
      databaseUnavailable(
        withCode('SQLITE_READONLY: attempt to write a readonly database', { code: 'SQLITE_READONLY', rawCode: 8 }),
      ),
    ).toBe('readonly')
    expect(databaseUnavailable(withCode('x', { code: 'SQLITE_READONLY_DBMOVED', rawCode: 1032 }))).toBe('readonly')
    expect(databaseUnavailable(new Error('attempt to write a readonly database'))).toBe('readonly')
  })

  it('recognises PostgreSQL being unreachable, restarting or read-only', () => {
    expect(databaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' }))).toBe(
      'connection',
    )
    expect(
      databaseUnavailable(
        new AggregateError([withCode('a', { code: 'ECONNREFUSED' }), withCode('b', { code: 'ECONNREFUSED' })]),
      ),
    ).toBe('connection')
    expect(
      databaseUnavailable(withCode('terminating connection due to administrator command', { code: '57P01' })),
    ).toBe('connection')
    expect(databaseUnavailable(withCode('the database system is starting up', { code: '57P03' }))).toBe('connection')
    expect(databaseUnavailable(withCode('sorry, too many clients already', { code: '53300' }))).toBe('connection')
    expect(databaseUnavailable(withCode('connection failure', { code: '08006' }))).toBe('connection')
    expect(databaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe('connection')
    expect(databaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe('connection')
    expect(databaseUnavailable(withCode('cannot execute INSERT in a read-only transaction', { code: '25006' }))).toBe(
      'readonly',
    )
  })

  it('follows cause chains (DrizzleQueryError, wrappers of the app)', () => {
    const driver = withCode('SQLITE_BUSY: database is locked', { code: 'SQLITE_BUSY', rawCode: 5 })
    const drizzle = new Error('Failed query: insert into "grievances" ... params: Asha,...', { cause: driver })
    expect(databaseUnavailable(new Error('outer', { cause: drizzle }))).toBe('busy')
  })

  it('survives a cause cycle', () => {
    const a = new Error('a') as Error & { cause?: unknown }
    const b = new Error('b', { cause: a })
    a.cause = b
    expect(databaseUnavailable(a)).toBeNull()
  })

  it('keeps the kind of DatabaseUnavailableError, which carries no query values', () => {
    const e = new DatabaseUnavailableError('readonly')
    expect(databaseUnavailable(e)).toBe('readonly')
    expect(e.message).toBe('database unavailable (readonly)')
  })

  it('leaves every other error alone (500)', () => {
    for (const e of [
      new Error('boom'),
      withCode('UNIQUE constraint failed: grievances.reference', { code: 'SQLITE_CONSTRAINT', rawCode: 2067 }),
      withCode('no such table: x', { code: 'SQLITE_ERROR', rawCode: 1 }),
      withCode('duplicate key value violates unique constraint', { code: '23505' }),
      withCode('syntax error', { code: '42601' }),
      withCode('ENOENT', { code: 'ENOENT' }),
      'a string',
      null,
      undefined,
      42,
    ]) {
      expect(isDatabaseUnavailable(e), String(e)).toBe(false)
    }
  })
})
