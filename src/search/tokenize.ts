import { stemmer } from 'stemmer'

/**
 * Words for the search index and for queries, the same rules for both (pure; unit-tested).
 *
 * Text is normalized (NFKC, lower case, no zero-width joiners or soft hyphens), cut into words by
 * Intl.Segmenter and then at anything that is not a letter, digit or combining mark. Combining
 * marks stay inside words: Devanagari vowel signs (matras) and the virama are marks, and a word
 * like "शिक्षण" must stay one word. Latin words are also stemmed (Porter: "examinations" and
 * "examination" → "examin"); other scripts are kept as written (Marathi needs no stemming here).
 */

const SEGMENTER = new Intl.Segmenter('en', { granularity: 'word' })
/** Apostrophes inside words ("don't") are dropped; zero-width (non-)joiners and soft hyphens too. */
const DROP = /[\u00ad\u200b-\u200d\u2060\ufeff'’]/g
export const SPLIT = /[^\p{L}\p{N}\p{M}]+/u
const LATIN = /^[a-z0-9]+$/
/** Longest term kept (longer words are cut: they still match their own beginning). */
export const MAX_TERM = 60

export const normalize = (text: string) => text.normalize('NFKC').toLowerCase().replace(DROP, '')

/** The words of a text in order, normalized (not stemmed). */
export function words(text: string): string[] {
  const out: string[] = []
  for (const { segment, isWordLike } of SEGMENTER.segment(normalize(text))) {
    if (!isWordLike) continue
    for (const w of segment.split(SPLIT)) if (w && /[\p{L}\p{N}]/u.test(w)) out.push(w.slice(0, MAX_TERM))
  }
  return out
}

export const isLatin = (word: string) => LATIN.test(word)

/** The stem of a word: Porter's for Latin letters (not numbers), the word itself otherwise. */
export const stem = (word: string) => (isLatin(word) && /[a-z]/.test(word) ? stemmer(word) : word)

/**
 * The terms a word is indexed under: the word as written (for prefixes and typos) and its stem
 * (for other forms of the same word), once if they are equal.
 */
export function termsOf(word: string): string[] {
  const s = stem(word)
  return s === word ? [word] : [word, s]
}

/** Term → how often it occurs in a text. */
export function termCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>()
  for (const w of words(text)) for (const t of termsOf(w)) counts.set(t, (counts.get(t) ?? 0) + 1)
  return counts
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'

/**
 * Every word one edit away from `word` (a letter deleted, replaced, inserted, or two neighbours
 * swapped), for Latin words of at least TYPO_MIN letters: one typo is tolerated by looking these
 * up among the indexed words. About 54 × length candidates, a few hundred for a long word.
 */
export const TYPO_MIN = 5
export function oneEditVariants(word: string): string[] {
  if (word.length < TYPO_MIN || !/^[a-z]+$/.test(word)) return []
  const out = new Set<string>()
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i)
    const tail = word.slice(i)
    if (tail) out.add(head + tail.slice(1))
    if (tail.length > 1) out.add(head + tail[1] + tail[0] + tail.slice(2))
    for (const c of LETTERS) {
      if (tail && c !== tail[0]) out.add(head + c + tail.slice(1))
      out.add(head + c + tail)
    }
  }
  out.delete(word)
  return [...out]
}

/** Limits of a query: longer ones are refused with a message, extra words are ignored. */
export const MAX_QUERY_CHARS = 200
export const MAX_QUERY_WORDS = 8
/** Shortest word that also matches as a prefix of longer words ("exam" → "examination"). */
export const PREFIX_MIN = 3

/**
 * A Devanagari word's closing vowel sign changes with its case ending: "परीक्षा" is "परीक्षेचे",
 * "परीक्षेत" in other sentences, "शाळा" is "शाळेच्या". Without it, the word's beginning matches those
 * forms (a light stand-in for a Marathi stemmer).
 */
const CLOSING_VOWEL_SIGN = /[\u093e-\u094c]$/u
function prefixOf(word: string): string | null {
  const stripped = word.replace(CLOSING_VOWEL_SIGN, '')
  const prefix = stripped !== word && [...stripped].length >= 2 ? stripped : word
  return prefix.length >= PREFIX_MIN ? prefix : null
}

export type QueryWord = {
  /** The word as typed, normalized. */
  word: string
  /** Terms that match it exactly: the word and its stem. */
  exact: string[]
  /** The word as the beginning of longer indexed words, or null when too short. */
  prefix: string | null
  /** One-edit variants (Latin words of TYPO_MIN letters or more). */
  typos: string[]
}

export type ParsedQuery = { kind: 'empty' } | { kind: 'too-long' } | { kind: 'words'; words: QueryWord[] }

/**
 * What a visitor typed, as words to look up. Nothing of the query reaches the database as syntax:
 * it is cut into words by the same rules as the index (quotes, operators, `*`, `NEAR(`, control
 * characters are separators), and each term is a bound parameter.
 */
export function parseQuery(raw: unknown): ParsedQuery {
  if (typeof raw !== 'string') return { kind: 'empty' }
  if (raw.length > MAX_QUERY_CHARS) return { kind: 'too-long' }
  const seen = new Set<string>()
  const list: QueryWord[] = []
  for (const word of words(raw)) {
    if (seen.has(word) || list.length >= MAX_QUERY_WORDS) continue
    seen.add(word)
    list.push({ word, exact: termsOf(word), prefix: prefixOf(word), typos: oneEditVariants(word) })
  }
  return list.length ? { kind: 'words', words: list } : { kind: 'empty' }
}
