import { describe, expect, it } from 'vitest'

import { en } from '@/i18n/en'
import { mr } from '@/i18n/mr'

/**
 * The Marathi dictionary (src/i18n/mr.ts): the type check already refuses a missing key; these
 * tests catch an English string left in place, a lost placeholder and Devanagari digits.
 */

const DEVANAGARI = /[\u0900-\u097F]/
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/

/** Sample arguments for the function-valued keys: distinctive enough to find in the output. */
const ARGS = ['Q7', 'Z42'] as const

type Leaf = { path: string; value: string }

/** Every string of a dictionary by its dotted path; functions are called with ARGS. */
function leaves(node: unknown, path = ''): Leaf[] {
  if (typeof node === 'string') return [{ path, value: node }]
  if (typeof node === 'function')
    return [{ path, value: String((node as (...a: string[]) => unknown)(...ARGS.slice(0, node.length))) }]
  if (Array.isArray(node)) return node.flatMap((item, i) => leaves(item, `${path}.${i}`))
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key))
  throw new Error(`unexpected ${typeof node} at ${path}`)
}

/**
 * Values that are rightly the same in both languages: brand names, numbers, contact details, the
 * motto (Sanskrit on both sites) and two templates made only of their arguments. Keep it small.
 */
const SAME_IN_BOTH = new Set([
  'nav.sses',
  'about.figures.0.value',
  'about.figures.1.value',
  'about.figures.2.value',
  'about.figures.3.value',
  'contact.societies.0.phone',
  'contact.societies.0.email',
  'contact.societies.0.website',
  'contact.societies.1.phone',
  'contact.societies.1.email',
  'contact.societies.1.website',
  'home.motto',
  'home.quoteVideo',
  'gallery.imagesOf',
  'gallery.counter',
])

/** Marathi values with no Devanagari: the other language's name and code, and the same-as-English ones. */
const NOT_DEVANAGARI = new Set(
  [...SAME_IN_BOTH].filter((p) => p !== 'home.motto').concat(['language.other', 'language.otherCode']),
)

const english = new Map(leaves(en).map((l) => [l.path, l.value]))
const marathi = leaves(mr)

describe('the Marathi dictionary', () => {
  it('has exactly the English paths (array lengths included)', () => {
    expect(marathi.map((l) => l.path)).toEqual([...english.keys()])
  })

  it('translates every string except a small allowlist', () => {
    const same = marathi.filter((l) => l.value === english.get(l.path)).map((l) => l.path)
    expect(same.filter((p) => !SAME_IN_BOTH.has(p))).toEqual([])
    // An allowlisted value that has since been translated leaves the list.
    expect([...SAME_IN_BOTH].filter((p) => !same.includes(p))).toEqual([])
  })

  it('writes Devanagari wherever a text is meant for people', () => {
    const without = marathi
      .filter((l) => !DEVANAGARI.test(l.value) && !NOT_DEVANAGARI.has(l.path))
      .map((l) => `${l.path}: ${l.value}`)
    expect(without).toEqual([])
  })

  it('keeps Latin digits (the rule for Marathi pages)', () => {
    expect(marathi.filter((l) => DEVANAGARI_DIGIT.test(l.value)).map((l) => l.path)).toEqual([])
  })

  it('keeps every argument of the function-valued keys', () => {
    const check = (fn: unknown, path: string) => {
      const f = fn as (...a: string[]) => string
      const out = f(...ARGS.slice(0, f.length))
      for (const arg of ARGS.slice(0, f.length)) expect(out, path).toContain(arg)
    }
    const walk = (node: unknown, path: string) => {
      if (typeof node === 'function') check(node, path)
      else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, `${path}.${k}`)
    }
    walk(mr, 'mr')
  })

  it('names English as the other language, in English', () => {
    expect(mr.language).toMatchObject({ other: 'English', otherCode: 'en', label: 'भाषा' })
    expect(DEVANAGARI.test(mr.language.switchLabel)).toBe(true)
  })

  it('labels every issue type (the values sent stay the English codes)', () => {
    expect(Object.keys(mr.grievance.issueTypes)).toEqual(Object.keys(en.grievance.issueTypes))
    for (const label of Object.values(mr.grievance.issueTypes)) expect(label).toMatch(DEVANAGARI)
  })
})
