// @ts-check
/**
 * The client's address, for the rate limits (src/lib/rate-limit.ts). By default it is the address
 * of the connection's other end, and X-Forwarded-For is ignored: anyone can send that header, so
 * trusting it would give a client a new allowance with every request. Behind a reverse proxy or
 * load balancer, TRUST_PROXY says whom to believe:
 *
 * - a number of hops, `1` for one proxy (nginx in front): the address that many entries from the
 *   right of socket address + X-Forwarded-For (the proxy appends the address it saw);
 * - a list of the proxies' addresses or subnets, comma-separated (`10.0.0.5, 10.0.1.0/24`, or
 *   `loopback` for 127.0.0.0/8 and ::1): from the socket leftwards through X-Forwarded-For, the
 *   first address that is not one of them.
 *
 * server.mjs computes it for every request and passes it to the app in CLIENT_ADDRESS_HEADER,
 * replacing whatever a client sent in that header; the app reads only that header (when
 * server.mjs runs it, see src/lib/rate-limit.ts).
 */
import net from 'node:net'

export const CLIENT_ADDRESS_HEADER = 'x-client-address'

/** @typedef {{ hops: number } | { proxies: net.BlockList } | null} TrustProxy */

/**
 * TRUST_PROXY → how X-Forwarded-For is read: null (unset, empty, `0`, `false`, `off`: not at all),
 * a number of hops, or a list of proxies. Throws on anything else, so that a typo stops the server.
 * @param {string | undefined} value
 * @returns {TrustProxy}
 */
export function parseTrustProxy(value) {
  const text = (value ?? '').trim()
  if (text === '' || /^(0|false|off|no)$/i.test(text)) return null
  if (/^\d+$/.test(text)) return { hops: Number(text) }
  const proxies = new net.BlockList()
  for (const item of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    if (item === 'loopback') {
      proxies.addSubnet('127.0.0.0', 8, 'ipv4')
      proxies.addAddress('::1', 'ipv6')
      continue
    }
    const [address = '', bits, extra] = item.split('/')
    const family = net.isIP(address)
    if (!family || extra !== undefined || (bits !== undefined && !/^\d{1,3}$/.test(bits))) {
      throw new Error(
        `TRUST_PROXY: "${item}" is not a number of hops, an address, a subnet (address/bits) or "loopback"`,
      )
    }
    const type = family === 4 ? 'ipv4' : 'ipv6'
    if (bits === undefined) proxies.addAddress(address, type)
    else proxies.addSubnet(address, Number(bits), type)
  }
  return { proxies }
}

/** `::ffff:1.2.3.4` (IPv4 on an IPv6 socket) → `1.2.3.4`; trimmed. @param {string} address */
function normal(address) {
  const a = address.trim()
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(a)
  return mapped ? /** @type {string} */ (mapped[1]) : a
}

/** @param {net.BlockList} proxies @param {string} address */
function isProxy(proxies, address) {
  const family = net.isIP(address)
  return family !== 0 && proxies.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/**
 * The client's address (at most 100 characters) from the socket's address and X-Forwarded-For.
 * Without a socket address (the app under `next dev` or the tests, without server.mjs) the other
 * end is assumed to be a trusted proxy when TRUST_PROXY is set, and `unknown` otherwise.
 * @param {string | undefined} socketAddress
 * @param {string | string[] | null | undefined} forwardedFor
 * @param {TrustProxy} trust
 */
export function clientAddressOf(socketAddress, forwardedFor, trust) {
  const peer = normal(socketAddress ?? '')
  if (!trust) return (peer || 'unknown').slice(0, 100)
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map(normal)
    .filter(Boolean)
  // Nearest first: the socket, then X-Forwarded-For from right to left.
  const chain = [peer || 'unknown', ...forwarded.reverse()]
  let i = 0
  if ('hops' in trust) i = Math.min(trust.hops, chain.length - 1)
  else {
    if (!peer && chain.length > 1) i = 1
    while (i < chain.length - 1 && isProxy(trust.proxies, /** @type {string} */ (chain[i]))) i++
  }
  return /** @type {string} */ (chain[i]).slice(0, 100)
}
