import { normalize, SPLIT, termsOf, type QueryWord } from './tokenize'

/**
 * A short passage of a matched text around the first match, with the matching words marked. Plain
 * text parts: the page renders them as React text (escaped) and the marked ones inside <mark>.
 */
export type Snippet = { parts: { text: string; mark: boolean }[]; cutStart: boolean; cutEnd: boolean }

/** Characters of context before the first match, and the snippet's length. */
const BEFORE = 60
const LENGTH = 220

const SEGMENTER = new Intl.Segmenter('en', { granularity: 'word' })

/** Whether a word of the text matches one of the query's words (as the index would match it). */
export function matcher(query: QueryWord[], typoTerms: ReadonlySet<string>) {
  const exact = new Set(query.flatMap((q) => q.exact))
  const prefixes = query.flatMap((q) => (q.prefix ? [q.prefix] : []))
  const known = new Map<string, boolean>()
  const wordMatches = (w: string) =>
    typoTerms.has(w) || termsOf(w).some((t) => exact.has(t)) || prefixes.some((p) => w.startsWith(p))
  return (segment: string) => {
    let match = known.get(segment)
    if (match === undefined) {
      match = normalize(segment)
        .split(SPLIT)
        .some((w) => w !== '' && wordMatches(w))
      known.set(segment, match)
    }
    return match
  }
}

/** `isMatch`: one matcher for every text of a query's results, so each distinct word is looked at once. */
export function highlight(
  text: string,
  query: QueryWord[],
  typoTerms: ReadonlySet<string>,
  isMatch = matcher(query, typoTerms),
): Snippet {
  const clean = text.replace(/\s+/g, ' ').trim()
  // Read words only as far as needed: up to the first match, then to the end of the snippet.
  const seen: Intl.SegmentData[] = []
  let to = LENGTH
  let matched = false
  for (const s of SEGMENTER.segment(clean)) {
    if (!matched && s.isWordLike && isMatch(s.segment)) {
      matched = true
      to = Math.max(0, s.index - BEFORE) + LENGTH
    }
    if (matched && s.index >= to) break
    seen.push(s)
    // Without a match so far, keep only what the snippet could still need.
    if (!matched && seen.length > 400) seen.splice(0, 200)
  }
  const firstAt = matched ? seen.find((s) => s.isWordLike && isMatch(s.segment))!.index : 0
  const from = Math.max(0, firstAt - BEFORE)
  to = from + LENGTH
  const parts: Snippet['parts'] = []
  let startIndex = -1
  let endIndex = 0
  for (const s of seen) {
    const end = s.index + s.segment.length
    // Whole words only: a word that starts before `from` or ends after `to` is left out.
    if (s.index < from || end > to) continue
    if (startIndex < 0) startIndex = s.index
    endIndex = end
    const mark = s.isWordLike === true && isMatch(s.segment)
    const last = parts[parts.length - 1]
    if (last && !last.mark && !mark) last.text += s.segment
    else parts.push({ text: s.segment, mark })
  }
  if (parts[0] && !parts[0].mark) parts[0].text = parts[0].text.trimStart()
  const tail = parts[parts.length - 1]
  if (tail && !tail.mark) tail.text = tail.text.trimEnd()
  return { parts, cutStart: startIndex > 0, cutEnd: endIndex < clean.length }
}
