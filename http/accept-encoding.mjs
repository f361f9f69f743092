// @ts-check
/**
 * Whether a client takes a content coding: its Accept-Encoding gives that coding (or else `*`) a
 * weight above 0 (RFC 9110 section 12.5.3). One parser for the micro-cache's gzip and the
 * precompressed build files' brotli and gzip.
 * @param {string | undefined} acceptEncoding
 * @param {string} coding lower case: 'gzip', 'br'
 */
export function accepts(acceptEncoding, coding) {
  /** @type {Map<string, number>} */
  const weights = new Map()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim())
    const q = params.find((p) => p.startsWith('q='))
    if (name) weights.set(name, q ? Number(q.slice(2)) || 0 : 1)
  }
  return (weights.get(coding) ?? weights.get('*') ?? 0) > 0
}
