import type { ReactNode } from 'react'

import { env } from '@/config/env'
import type { MediaRef } from '@/content/media'
import { textLang } from '@/i18n/fallback'
import { fill } from '@/i18n/format'
import type { Lang } from '@/i18n/lang'
import { getI18n } from '@/i18n/server'
import { fileLabel } from '@/lib/file-size'
import { leavesSite } from '@/lib/urls'

import { buttonClass, secondaryButtonClass } from './classes'
import { ExternalIcon } from './ExternalIcon'

/** Links that open a file or another site in a new tab, and a PDF shown on the page. */

/** A file's format and size for its link, in the page's language: "PDF, 1.2 MB" (src/lib/file-size.ts). */
export const downloadLabel = (file: Pick<MediaRef, 'mimeType' | 'url' | 'filesize'>, lang: Lang): string =>
  fileLabel(file.mimeType, file.url, file.filesize, lang)

type ExternalLinkProps = {
  href: string
  children: ReactNode
  className?: string
  /** The file the link opens: its format and size are shown after the text ("(PDF, 1.2 MB)"). */
  file?: Pick<MediaRef, 'mimeType' | 'url' | 'filesize'> | null
}

/**
 * A link that opens in a new tab (no opener): a file of this site, or a page of another site. A link
 * that leaves the site says so, with an icon and screen-reader text (the one place that marks them;
 * rich text gets the same through RichHtml); a file's link names its format and size.
 */
export async function ExternalLink({ href, children, className, file }: ExternalLinkProps) {
  const { lang, dict: t } = await getI18n()
  const leaves = leavesSite(href, env.siteUrl)
  const label = file ? downloadLabel(file, lang) : ''
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      {...(leaves ? { 'data-external': 'true' } : {})}
    >
      {children}
      {label && (
        <span className="ml-1 font-normal whitespace-nowrap" data-testid="file-label">
          ({label})
        </span>
      )}
      {leaves && <ExternalIcon />}
      <span className="sr-only"> {leaves ? t.externalLink.leavesNewTab : t.common.newTab}</span>
    </a>
  )
}

/**
 * A PDF: its title, an embedded viewer on wide screens (phones' browsers do not show PDFs inline),
 * and links to open and download it everywhere.
 */
export async function PdfDocument({ title, url, file }: { title: string; url: string | null; file?: MediaRef | null }) {
  const { lang, dict: t } = await getI18n()
  return (
    <section className="rounded-lg bg-white p-4 shadow" data-testid="pdf-document">
      <h3 lang={textLang(lang, title)} className="text-lg font-bold text-navy">
        {title}
      </h3>
      {url ? (
        <>
          {/* An iframe, not <object>: the Content-Security-Policy has object-src 'none'. */}
          <iframe
            src={url}
            title={title}
            loading="lazy"
            className="mt-3 hidden h-[70vh] w-full rounded border md:block"
          />
          <div className="mt-3 flex flex-wrap gap-3">
            <ExternalLink href={url} className={buttonClass}>
              {t.common.openPdf}
            </ExternalLink>
            <a href={url} download className={secondaryButtonClass} data-testid="pdf-download">
              {file && downloadLabel(file, lang)
                ? fill(t.downloads.label, { label: downloadLabel(file, lang) })
                : t.common.download}
            </a>
          </div>
        </>
      ) : (
        <p className="mt-2 text-muted">{t.fallback.notAvailable}</p>
      )}
    </section>
  )
}
