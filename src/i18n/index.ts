import { en, type Dictionary } from './en'

export type { Dictionary }

/** The dictionary of the site's language. One language today; Marathi will be chosen here. */
export function getDictionary(): Dictionary {
  return en
}

/** Shorthand for components that only need the strings. */
export const t = en
