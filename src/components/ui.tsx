import type { ReactNode } from 'react'

import { htmlLang, textLang } from '@/i18n/fallback'
import { getI18n } from '@/i18n/server'
import type { SafeHtml } from '@/lib/rich-text'

import { buttonClass, secondaryButtonClass } from './classes'

export { buttonClass, secondaryButtonClass }

/** Small building blocks shared by the public pages. */

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

/** HTML produced on the server by richTextToHtml (Lexical → HTML → sanitize-html); the type admits nothing else. */
export async function RichHtml({ html, className = '' }: { html: SafeHtml; className?: string }) {
  const { lang } = await getI18n()
  return <div lang={htmlLang(lang, html)} className={`rich ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
}

/** An outside link: new tab, no opener, and said so to screen readers. */
export async function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const { dict: t } = await getI18n()
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {t.common.newTab}</span>
    </a>
  )
}


/**
 * A PDF: its title, an embedded viewer on wide screens (phones' browsers do not show PDFs inline),
 * and links to open and download it everywhere.
 */
export async function PdfDocument({ title, url }: { title: string; url: string | null }) {
  const { lang, dict: t } = await getI18n()
  return (
    <section className="rounded-lg bg-white p-4 shadow" data-testid="pdf-document">
      <h3 lang={textLang(lang, title)} className="text-lg font-bold text-navy">
        {title}
      </h3>
      {url ? (
        <>
          {/* An iframe, not <object>: the Content-Security-Policy has object-src 'none'. */}
          <iframe src={url} title={title} loading="lazy" className="mt-3 hidden h-[70vh] w-full rounded border md:block" />
          <div className="mt-3 flex flex-wrap gap-3">
            <ExternalLink href={url} className={buttonClass}>
              {t.common.openPdf}
            </ExternalLink>
            <a href={url} download className={secondaryButtonClass}>
              {t.common.download}
            </a>
          </div>
        </>
      ) : (
        <p className="mt-2 text-muted">{t.fallback.notAvailable}</p>
      )}
    </section>
  )
}
