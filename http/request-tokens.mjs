// @ts-check
/**
 * Script nonces and request ids, one rule each, for server.mjs and src/proxy.ts (which renders
 * pages, also under `next dev` where server.mjs does not run).
 */

/** A fresh, unguessable nonce: 128 bits, base64 (24 characters). */
export function newNonce() {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}

/** The request id to log and send back: the client's or proxy's own when it is a plain token, else a new one. */
export function requestIdFrom(/** @type {unknown} */ given) {
  return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : crypto.randomUUID()
}
