import type { Lang } from './lang'

/**
 * Which texts on a Marathi page are English. A Marathi field that staff left empty shows its
 * English (Payload's fallback); such text must carry lang="en" so that a screen reader switches
 * voice. The rule is read from the text itself: on a Marathi page, a text with Latin letters and no
 * Devanagari is English. That marks every fallback (English text never holds Devanagari, apart
 * from the society's motto) and also a Marathi field that staff filled with Latin text (a
 * programme name such as 'B.Sc. Computer Science'), which a Marathi voice would misread too. It
 * needs no second read of the English document.
 */
const DEVANAGARI = /[\u0900-\u097f\ua8e0-\ua8ff]/
const LATIN = /[a-z]/i

/** 'en' for an English text on a Marathi page, else undefined (the element inherits the page's lang). */
export function textLang(pageLang: Lang, text: string | null | undefined): 'en' | undefined {
  if (pageLang !== 'mr' || !text) return undefined
  return LATIN.test(text) && !DEVANAGARI.test(text) ? 'en' : undefined
}

/** The same for sanitized HTML (rich text): only the visible text counts, not tags and attributes. */
export function htmlLang(pageLang: Lang, html: string | null | undefined): 'en' | undefined {
  if (pageLang !== 'mr' || !html) return undefined
  return textLang(pageLang, html.replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;|&#\d+;/gi, ' '))
}
