import { headers } from 'next/headers'
import { cache } from 'react'

import { getDictionary, type Dictionary } from './index'
import { isLang, type Lang } from './lang'

/**
 * The language of the page being rendered, for server components at any depth: the proxy
 * (src/proxy.ts) sets it from the address alone (src/i18n/paths.ts), the same rule that routed the
 * request to app/(site)/[lang]. Once per request.
 */
export const getLang = cache(async (): Promise<Lang> => {
  const value = (await headers()).get('x-site-lang')
  return isLang(value) ? value : 'en'
})

/** The page's language and its UI strings. */
export async function getI18n(): Promise<{ lang: Lang; dict: Dictionary }> {
  const lang = await getLang()
  return { lang, dict: getDictionary(lang) }
}

/** The address of the page being rendered, without its language prefix, with its query. */
export const getSitePath = cache(async (): Promise<string> => (await headers()).get('x-site-path') ?? '/')
