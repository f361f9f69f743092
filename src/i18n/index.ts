import { en, type Dictionary } from './en'
import type { Lang } from './lang'
import { mr } from './mr'

export type { Dictionary }
export { DEFAULT_LANG, isLang, LANGS, LANG_TAG, otherLang, type Lang } from './lang'

const DICTIONARIES: Record<Lang, Dictionary> = { en, mr }

/** The UI strings of one language. */
export function getDictionary(lang: Lang = 'en'): Dictionary {
  return DICTIONARIES[lang]
}

/** @deprecated English only; being replaced by getDictionary(lang) page by page. */
export const t = en
