import { en, type Dictionary } from './en'

/** PLACEHOLDER until the Marathi dictionary lands (branch mr-dict): English strings. */
export const mr: Dictionary = en
