import { describe, expect, it } from 'vitest'

import { clientAddressOf, parseTrustProxy } from '../../http/client-address.mjs'

const none = parseTrustProxy(undefined)

describe('parseTrustProxy', () => {
  it('trusts nothing by default, reads hops and lists of proxies, refuses anything else', () => {
    for (const off of [undefined, '', ' ', '0', 'false', 'off']) expect(parseTrustProxy(off)).toBeNull()
    expect(parseTrustProxy('2')).toEqual({ hops: 2 })
    expect(parseTrustProxy('10.0.0.5, 10.0.1.0/24, loopback, fd00::/8')).toHaveProperty('proxies')
    for (const bad of ['true', 'nginx', '10.0.0.300', '10.0.0.0/x', '10.0.0.0/8/1', '-1'])
      expect(() => parseTrustProxy(bad)).toThrow(/TRUST_PROXY/)
  })
})

describe('clientAddressOf', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddressOf('203.0.113.9', undefined, none)).toBe('203.0.113.9')
    expect(clientAddressOf('203.0.113.9', '10.9.8.7', none)).toBe('203.0.113.9')
    expect(clientAddressOf('203.0.113.9', ['1.1.1.1', '2.2.2.2'], none)).toBe('203.0.113.9')
    expect(clientAddressOf('::ffff:203.0.113.9', '10.9.8.7', none)).toBe('203.0.113.9')
    expect(clientAddressOf(undefined, '10.9.8.7', none)).toBe('unknown')
  })

  it('with a number of hops, takes the entry that many hops away: a client cannot push it aside', () => {
    const one = parseTrustProxy('1')
    expect(clientAddressOf('127.0.0.1', '198.51.100.7', one)).toBe('198.51.100.7')
    // The client sent its own X-Forwarded-For; nginx appended the address it saw.
    expect(clientAddressOf('127.0.0.1', '10.9.8.7, 198.51.100.7', one)).toBe('198.51.100.7')
    expect(clientAddressOf('127.0.0.1', ['10.9.8.7', '198.51.100.7'], one)).toBe('198.51.100.7')
    // Two proxies (a CDN, then nginx).
    expect(clientAddressOf('127.0.0.1', 'forged, 198.51.100.7, 192.0.2.1', parseTrustProxy('2'))).toBe('198.51.100.7')
    // Fewer entries than hops: the farthest there is.
    expect(clientAddressOf('127.0.0.1', undefined, parseTrustProxy('2'))).toBe('127.0.0.1')
    expect(clientAddressOf('127.0.0.1', '198.51.100.7', parseTrustProxy('3'))).toBe('198.51.100.7')
  })

  it('with a list of proxies, takes the first address from the socket leftwards that is not one of them', () => {
    const proxies = parseTrustProxy('loopback, 10.0.0.0/8')
    expect(clientAddressOf('127.0.0.1', '198.51.100.7', proxies)).toBe('198.51.100.7')
    expect(clientAddressOf('127.0.0.1', 'forged, 198.51.100.7, 10.1.2.3', proxies)).toBe('198.51.100.7')
    // Not from a trusted proxy: the header is ignored.
    expect(clientAddressOf('203.0.113.9', '198.51.100.7', proxies)).toBe('203.0.113.9')
    // A trusted proxy without the header: the proxy is the client.
    expect(clientAddressOf('127.0.0.1', undefined, proxies)).toBe('127.0.0.1')
    expect(clientAddressOf('::1', 'junk', proxies)).toBe('junk')
  })

  it('without a socket address (no server.mjs), trusts the other end when TRUST_PROXY is set', () => {
    expect(clientAddressOf(undefined, 'forged, 198.51.100.7', parseTrustProxy('1'))).toBe('198.51.100.7')
    expect(clientAddressOf(undefined, 'forged, 198.51.100.7', parseTrustProxy('loopback'))).toBe('198.51.100.7')
    expect(clientAddressOf(undefined, undefined, parseTrustProxy('1'))).toBe('unknown')
  })

  it('keeps keys short', () => {
    expect(clientAddressOf('127.0.0.1', 'x'.repeat(500), parseTrustProxy('1'))).toHaveLength(100)
  })
})
