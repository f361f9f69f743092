import { textLang } from '@/i18n/fallback'
import type { Lang } from '@/i18n/lang'

const SLOT = '\u0000'

/**
 * A UI text of the dictionary around a name ("छायाचित्रदालन: {name}"), the name marked English on
 * a Marathi page when it has no Marathi yet (src/i18n/fallback.ts), so that the template stays
 * Marathi and only the name is read as English. `text` is the dictionary's template function.
 */
export function NamedText({ text, name, lang }: { text: (name: string) => string; name: string; lang: Lang }) {
  const [before = '', after = ''] = text(SLOT).split(SLOT)
  return (
    <>
      {before}
      <span lang={textLang(lang, name)}>{name}</span>
      {after}
    </>
  )
}
