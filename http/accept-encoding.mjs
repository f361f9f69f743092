// @ts-check
/**
 * Whether a client takes a content coding: its Accept-Encoding gives that coding (or else `*`) a
 * weight above 0 (RFC 9110 section 12.5.3). One parser for the micro-cache's gzip and the
 * precompressed build files' brotli and gzip.
 * @param {string | undefined} acceptEncoding
 * @param {string} coding lower case: 'gzip', 'br'
 */
export function accepts(acceptEncoding, coding) {
  const value = acceptEncoding ?? ''
  if (value.length > MAX_REMEMBERED_LENGTH) return weightOf(value, coding) > 0
  let answers = remembered.get(coding)
  if (!answers) remembered.set(coding, (answers = new Map()))
  let yes = answers.get(value)
  if (yes === undefined) {
    yes = weightOf(value, coding) > 0
    if (answers.size >= MAX_REMEMBERED) answers.clear()
    answers.set(value, yes)
  }
  return yes
}

/**
 * Answers given, per coding and Accept-Encoding value: browsers send a handful of values, and every
 * request one of them (a kept page's hit reads it). Bounded, in count and in the length of a value
 * remembered, so that made-up values cannot fill memory.
 * @type {Map<string, Map<string, boolean>>}
 */
const remembered = new Map()
const MAX_REMEMBERED = 100
const MAX_REMEMBERED_LENGTH = 200

/** The weight Accept-Encoding gives `coding` (or else `*`), 0 when it names neither. */
function weightOf(/** @type {string} */ acceptEncoding, /** @type {string} */ coding) {
  /** @type {Map<string, number>} */
  const weights = new Map()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim())
    const q = params.find((p) => p.startsWith('q='))
    if (name) weights.set(name, q ? Number(q.slice(2)) || 0 : 1)
  }
  return weights.get(coding) ?? weights.get('*') ?? 0
}
