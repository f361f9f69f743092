/** One account's requests to Payload's API, a few at a time (server/api-concurrency.mjs). */
import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import {
  apiClientKey,
  ConcurrencyGate,
  isCountedApiPath,
  payloadSigningKey,
  verifiedAccount,
} from '../../server/api-concurrency.mjs'

const key = payloadSigningKey('a-long-random-secret-of-at-least-32-characters')
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
/** A JWT as Payload signs it (HS256 under its derived key). */
function jwt(claims: object, signingKey = key, alg = 'HS256') {
  const head = `${b64({ alg, typ: 'JWT' })}.${b64(claims)}`
  return `${head}.${createHmac('sha256', signingKey).update(head).digest('base64url')}`
}
const exp = Math.floor(Date.now() / 1000) + 3600

describe('ConcurrencyGate', () => {
  it('runs perKey requests of a key at once, queues the next in order, refuses past the queue', async () => {
    const gate = new ConcurrencyGate({ perKey: 2, queuePerKey: 2 })
    const a = await gate.enter('k')
    const b = await gate.enter('k')
    const order: string[] = []
    const c = gate.enter('k').then((release) => (order.push('c'), release))
    const d = gate.enter('k').then((release) => (order.push('d'), release))
    expect(await gate.enter('k')).toBeNull()
    // Another key is not held up.
    const other = await gate.enter('other')
    expect(other).toBeTypeOf('function')
    await Promise.resolve()
    expect(order).toEqual([])
    a!()
    a!() // a second release changes nothing
    const releaseC = await c
    expect(order).toEqual(['c'])
    b!()
    await d
    expect(order).toEqual(['c', 'd'])
    releaseC!()
  })
})

describe('whose turn a request takes', () => {
  it('a valid session: its account, from the header or the cookie', () => {
    const token = jwt({ id: 7, collection: 'users', exp })
    expect(verifiedAccount(token, key)).toBe('users:7')
    expect(apiClientKey({ authorization: `JWT ${token}` }, '10.0.0.1', key)).toBe('account:users:7')
    expect(apiClientKey({ cookie: `theme=dark; payload-token=${token}` }, '10.0.0.2', key)).toBe('account:users:7')
  })

  it('a forged, expired or unsigned token counts as its client address, not the account it names', () => {
    for (const token of [
      jwt({ id: 7, collection: 'users', exp }, 'another-key'),
      jwt({ id: 7, collection: 'users', exp: 1000 }),
      jwt({ id: 7, exp }, key, 'none'),
      'not.a.jwt',
      'junk',
    ]) {
      expect(apiClientKey({ authorization: `JWT ${token}` }, '10.0.0.9', key)).toBe('address:10.0.0.9')
    }
    expect(apiClientKey({}, '10.0.0.9', key)).toBe('address:10.0.0.9')
  })

  it('the API takes turns, its files and exports do not', () => {
    expect(isCountedApiPath('/cms-api/institutions/versions')).toBe(true)
    expect(isCountedApiPath('/cms-api/users/login')).toBe(true)
    expect(isCountedApiPath('/cms-api/media/file/child-800x600.webp')).toBe(false)
    expect(isCountedApiPath('/cms-api/grievances/export.csv')).toBe(false)
    expect(isCountedApiPath('/notices')).toBe(false)
  })
})
