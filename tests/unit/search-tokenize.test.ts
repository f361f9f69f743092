import { describe, expect, it } from 'vitest'

import { highlight } from '@/search/snippet'
import {
  MAX_QUERY_CHARS,
  MAX_QUERY_WORDS,
  oneEditVariants,
  parseQuery,
  termCounts,
  termsOf,
  words,
} from '@/search/tokenize'

describe('words', () => {
  it('keeps Devanagari vowel signs and viramas inside words', () => {
    expect(words('विद्या विकास शिक्षण संस्थेच्या परीक्षा')).toEqual(['विद्या', 'विकास', 'शिक्षण', 'संस्थेच्या', 'परीक्षा'])
  })

  it('drops zero-width joiners, so a word typed with or without them is the same', () => {
    expect(words('क्‍ष')).toEqual(words('क्ष'))
  })

  it('lower-cases, drops apostrophes and splits at punctuation', () => {
    expect(words("Don't e-mail the PRINCIPAL's office: x.y")).toEqual([
      'dont',
      'e',
      'mail',
      'the',
      'principals',
      'office',
      'x',
      'y',
    ])
  })

  it('keeps digits as words', () => {
    expect(words('Results 2025-26')).toEqual(['results', '2025', '26'])
  })
})

describe('terms', () => {
  it('indexes an English word as written and by its stem', () => {
    expect(termsOf('examinations')).toEqual(['examinations', 'examin'])
    expect(termsOf('exam')).toEqual(['exam'])
  })

  it('leaves Marathi words as they are', () => {
    expect(termsOf('परीक्षा')).toEqual(['परीक्षा'])
  })

  it('counts terms of a text', () => {
    const counts = termCounts('Examination; examinations. Exam')
    expect(counts.get('examin')).toBe(2)
    expect(counts.get('exam')).toBe(1)
    expect(counts.get('examination')).toBe(1)
  })
})

describe('oneEditVariants', () => {
  it('covers a deletion, an insertion, a substitution and a swap', () => {
    const variants = oneEditVariants('examination')
    for (const typo of ['examnation', 'exammination', 'exsmination', 'examniation'])
      expect(oneEditVariants(typo)).toContain('examination')
    expect(variants).not.toContain('examination')
    expect(variants.length).toBeGreaterThan(500)
  })

  it('is empty for words under five letters, numbers and other scripts', () => {
    expect(oneEditVariants('exam')).toEqual([])
    expect(oneEditVariants('20256')).toEqual([])
    expect(oneEditVariants('परीक्षा')).toEqual([])
  })
})

describe('parseQuery', () => {
  it('turns SQL and full-text syntax into plain words', () => {
    const parsed = parseQuery(`"sports" OR NEAR(day* ') ; DROP TABLE notices; --`)
    expect(parsed.kind).toBe('words')
    if (parsed.kind !== 'words') return
    expect(parsed.words.map((w) => w.word)).toEqual(['sports', 'or', 'near', 'day', 'drop', 'table', 'notices'])
  })

  it('is empty for nothing, punctuation, control characters and what is not a string', () => {
    for (const q of ['', '   ', '"*()-:^', '\u0000\u0007\u001b', '…!?'])
      expect(parseQuery(q)).toEqual({ kind: 'empty' })
    for (const q of [undefined, null, 42, ['a', 'b']]) expect(parseQuery(q)).toEqual({ kind: 'empty' })
  })

  it('lets a Marathi word without its closing vowel sign match its other case forms', () => {
    const parsed = parseQuery('परीक्षा शाळा')
    if (parsed.kind !== 'words') throw new Error('words expected')
    expect(parsed.words.map((w) => w.prefix)).toEqual(['परीक्ष', 'शाळ'])
    expect('परीक्षेचे'.startsWith(parsed.words[0]!.prefix!)).toBe(true)
  })

  it('refuses queries over the length limit', () => {
    expect(parseQuery('a'.repeat(2000))).toEqual({ kind: 'too-long' })
    expect(parseQuery('a'.repeat(MAX_QUERY_CHARS)).kind).toBe('words')
  })

  it('keeps each word once, at most MAX_QUERY_WORDS of them, prefixes from three letters', () => {
    const parsed = parseQuery('a bb ccc dd ccc e f g h i j k')
    if (parsed.kind !== 'words') throw new Error('words expected')
    expect(parsed.words).toHaveLength(MAX_QUERY_WORDS)
    expect(parsed.words.map((w) => w.prefix)).toEqual([null, null, 'ccc', null, null, null, null, null])
  })
})

describe('highlight', () => {
  const query = (q: string) => {
    const parsed = parseQuery(q)
    if (parsed.kind !== 'words') throw new Error('words expected')
    return parsed.words
  }

  it('marks the matching words, other forms and prefixes included', () => {
    const s = highlight('The examinations begin on Monday; exam halls open at 8.', query('examination'), new Set())
    expect(s.parts.filter((p) => p.mark).map((p) => p.text)).toEqual(['examinations'])
    const p = highlight('Exams and examinations.', query('exa'), new Set())
    expect(p.parts.filter((x) => x.mark).map((x) => x.text)).toEqual(['Exams', 'examinations'])
  })

  it('marks typo matches and Marathi words', () => {
    expect(
      highlight('Annual examination', query('examnation'), new Set(['examination'])).parts.find((p) => p.mark)?.text,
    ).toBe('examination')
    expect(highlight('प्रथम सत्र परीक्षा वेळापत्रक', query('परीक्षा'), new Set()).parts.find((p) => p.mark)?.text).toBe(
      'परीक्षा',
    )
  })

  it('cuts a long text around the first match and says so', () => {
    const text = `${'word '.repeat(100)}target ${'word '.repeat(100)}`
    const s = highlight(text, query('target'), new Set())
    expect(s.cutStart).toBe(true)
    expect(s.cutEnd).toBe(true)
    expect(s.parts.map((p) => p.text).join('').length).toBeLessThanOrEqual(220)
    expect(s.parts.some((p) => p.mark && p.text === 'target')).toBe(true)
  })

  it('keeps markup as text (the page escapes it)', () => {
    const s = highlight('<script>alert(1)</script> notice', query('notice'), new Set())
    expect(s.parts.map((p) => p.text).join('')).toContain('<script>')
  })
})
