import type { ReactNode } from 'react'

import { env } from '@/config/env'
import { mediaFileLabels } from '@/content/media-files'
import { htmlLang } from '@/i18n/fallback'
import { getI18n } from '@/i18n/server'
import { labelFileLinks, linkedMediaFiles, markExternalLinks, type SafeHtml } from '@/lib/rich-text'

/** The text blocks every public page is built of: its title, the fallback of an empty list, rich text. */

export function PageTitle({ children, intro }: { children: ReactNode; intro?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-3xl font-bold text-brand">{children}</h1>
      {intro && <p className="mt-2 max-w-3xl text-muted">{intro}</p>}
    </div>
  )
}

/** The SPEC's fallback for an empty list or section. */
export async function Empty({ text }: { text?: string }) {
  const { dict } = await getI18n()
  return (
    <p className="rounded border border-dashed border-brand/30 bg-white p-6 text-center text-muted" data-testid="empty">
      {text ?? dict.fallback.noData}
    </p>
  )
}

/**
 * HTML produced on the server by richTextToHtml (Lexical → HTML → sanitize-html); the type admits
 * nothing else. Its links that leave the site get the same icon and screen-reader text as
 * ExternalLink's (markExternalLinks); its links to uploaded files their format and size.
 */
export async function RichHtml({ html, className = '' }: { html: SafeHtml; className?: string }) {
  const { lang, dict: t } = await getI18n()
  // Links to uploaded files name their format and size, like every download link.
  const files = linkedMediaFiles(html)
  const labelled = files.length
    ? labelFileLinks(html, new Map(Object.entries(await mediaFileLabels(files.sort(), lang))))
    : html
  const marked = markExternalLinks(labelled, env.siteUrl, t.externalLink)
  return (
    <div lang={htmlLang(lang, html)} className={`rich ${className}`} dangerouslySetInnerHTML={{ __html: marked }} />
  )
}
