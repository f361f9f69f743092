import { describe, expect, it } from 'vitest'

import { errorForLog } from '../../http/log-errors.mjs'

/** Shaped as Drizzle throws it: SQL and values in the message, again as `query`/`params`, the driver's error as `cause`. */
function failedQuery() {
  const driver = Object.assign(
    new Error('SQLITE_CONSTRAINT_NOTNULL: NOT NULL constraint failed: grievances.institution_id'),
    { name: 'LibsqlError', code: 'SQLITE_CONSTRAINT_NOTNULL', rawCode: 1299 },
  )
  const sql = 'select "id", "email" from "grievances" where "grievances"."email" = ? and "grievances"."mobile" = ?'
  return Object.assign(new Error(`Failed query: ${sql}\nparams: asha@example.org,9876543210`, { cause: driver }), {
    name: 'DrizzleQueryError',
    query: sql,
    params: ['asha@example.org', '9876543210'],
  })
}

describe('errorForLog', () => {
  it('keeps no SQL values of a failed query, in message, stack, params or cause', () => {
    const logged = errorForLog(failedQuery())
    const text = JSON.stringify(logged)
    expect(text).not.toContain('asha@example.org')
    expect(text).not.toContain('9876543210')
    expect(text).not.toContain('params')
    expect(text).not.toContain('select')
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'database query on "grievances" failed',
      cause: { type: 'LibsqlError', code: 'SQLITE_CONSTRAINT_NOTNULL' },
    })
    expect(logged.stack).toMatch(/^\s+at /)
  })

  it('drops the values a driver quotes in its message (PostgreSQL)', () => {
    const pg = Object.assign(new Error('invalid input syntax for type integer: "asha@example.org"'), {
      name: 'DatabaseError',
      code: '22P02',
    })
    expect(errorForLog(pg)).toMatchObject({ message: 'invalid input syntax for type integer: "…"', code: '22P02' })
  })

  it('logs a client’s error (4xx) by name, status and sentence, without a stack', () => {
    const refused = Object.assign(new Error('where[id][in] takes whole-number ids.'), { name: 'APIError', status: 400 })
    expect(errorForLog(refused)).toEqual({
      type: 'APIError',
      message: 'where[id][in] takes whole-number ids.',
      status: 400,
    })
  })

  it('keeps the first line of any other message, and the stack frames of a fault', () => {
    const fault = new TypeError('x is undefined\nsecond line with data')
    const logged = errorForLog(fault)
    expect(logged.message).toBe('x is undefined')
    expect(String(logged.stack)).not.toContain('second line')
    expect(errorForLog('a string with asha@example.org')).toEqual({
      type: 'string',
      message: '(not an Error; not logged)',
    })
  })
})
