import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'

import { Pagination } from '@/components/Pagination'
import { SiteLink } from '@/components/SiteLink'
import { ExternalLink } from '@/components/FileLinks'
import { PageTitle } from '@/components/PageText'
import { buttonClass } from '@/components/classes'
import { getPayloadClient } from '@/content/payload'
import { textLang } from '@/i18n/fallback'
import type { Lang } from '@/i18n/lang'
import { localePath, sitePathOf } from '@/i18n/paths'
import { getI18n } from '@/i18n/server'
import { pageHref, pageOf } from '@/lib/paging'
import { clientAddress, takeToken } from '@/services/rate-limit'
import { HITS_PER_PAGE, search, type SearchGroup, type SearchHit, type SearchResult } from '@/search/query'
import type { Snippet } from '@/search/snippet'
import { MAX_QUERY_CHARS } from '@/search/tokenize'

export async function generateMetadata(): Promise<Metadata> {
  const { dict: t } = await getI18n()
  // Result pages are not for search engines' own indexes.
  return { title: t.search.title, description: t.search.description, robots: { index: false, follow: true } }
}

type Props = { searchParams: Promise<{ q?: string | string[]; page?: string | string[] }> }

/**
 * Site search (src/search): a plain GET form and the results grouped by kind, each with the place
 * it leads to and a passage with the matching words marked; PDF matches name their pages. Works
 * without JavaScript. Rate-limited per client address (RATE_LIMIT_SEARCH).
 */
export default async function SearchPage({ searchParams }: Props) {
  const { lang, dict: t } = await getI18n()
  const params = await searchParams
  const raw = params.q
  const q = (Array.isArray(raw) ? raw[0] : raw) ?? ''
  let result: SearchResult | 'limited' = { status: 'empty' }
  if (q.trim()) {
    const wait = await takeToken('search', clientAddress(await headers()))
    result = wait ? 'limited' : await search(await getPayloadClient(), q, lang)
  }
  // What the visitor typed, shown back (React escapes it), without control characters.
  const shown = q.replace(/[\p{Cc}\p{Cf}]/gu, '').slice(0, MAX_QUERY_CHARS)
  // HITS_PER_PAGE hits a page, in the order of the groups (a page of 100 hits weighed 250 KB of HTML).
  const all = result !== 'limited' && result.status === 'done' ? result.groups : []
  const list = pageOf(
    all.flatMap((group) => group.hits.map((hit) => ({ kind: group.kind, hit }))),
    params.page,
    HITS_PER_PAGE,
  )
  const groups = all.flatMap((group): (SearchGroup & { count: number })[] => {
    const hits = list.items.filter((item) => item.kind === group.kind).map((item) => item.hit)
    return hits.length ? [{ kind: group.kind, hits, count: group.hits.length }] : []
  })

  return (
    <>
      <PageTitle intro={t.search.intro}>{t.search.title}</PageTitle>
      <form
        role="search"
        action={localePath(lang, '/search')}
        method="get"
        className="mb-6 flex max-w-2xl flex-wrap items-end gap-2"
      >
        <label htmlFor="search-q" className="w-full font-semibold text-navy">
          {t.search.queryLabel}
        </label>
        <input
          id="search-q"
          type="search"
          name="q"
          defaultValue={shown}
          maxLength={MAX_QUERY_CHARS}
          className="min-h-11 min-w-0 flex-1 rounded border border-brand/40 px-3"
        />
        <button type="submit" className={buttonClass}>
          {t.search.submit}
        </button>
      </form>
      <div role="status" data-testid="search-status">
        {result === 'limited' ? (
          <Message>{t.search.tooMany}</Message>
        ) : result.status === 'empty' ? (
          <Message>{t.search.empty}</Message>
        ) : result.status === 'too-long' ? (
          <Message>{t.search.tooLong}</Message>
        ) : result.total === 0 ? (
          <Message>{t.search.noResults(shown)}</Message>
        ) : (
          <p className="text-muted">{t.search.resultCount(result.total, shown)}</p>
        )}
      </div>
      {groups.map((group) => (
        <section
          key={group.kind}
          aria-labelledby={`results-${group.kind}`}
          className="mt-6"
          data-testid={`results-${group.kind}`}
        >
          <h2 id={`results-${group.kind}`} className="mb-3 text-xl font-bold text-brand">
            {t.search.kinds[group.kind]} <span className="text-base font-normal text-muted">({group.count})</span>
          </h2>
          <ul className="space-y-3">
            {group.hits.map((hit) => (
              <li key={`${hit.href}:${hit.title}`} className="rounded-lg bg-white p-4 shadow" data-testid="search-hit">
                <Hit hit={hit} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <Pagination page={list.page} pages={list.pages} href={(n) => pageHref('/search', n, { q: shown })} />
    </>
  )
}

function Message({ children }: { children: ReactNode }) {
  return <p className="rounded border border-dashed border-brand/30 bg-white p-4 text-muted">{children}</p>
}

/** Text with the matching words in <mark> (React escapes every part). */
function Marked({ parts }: { parts: Snippet['parts'] }) {
  return (
    <>
      {parts.map((p, i) =>
        p.mark ? (
          <mark key={i} className="rounded-sm bg-gold/40 px-0.5 text-inherit">
            {p.text}
          </mark>
        ) : (
          p.text
        ),
      )}
    </>
  )
}

/**
 * A link to where a hit is: a page of the site (in the page's language), a file (served the same in
 * both languages) or an outside address (important links).
 */
async function PlaceLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  if (/^https?:\/\//i.test(href))
    return (
      <ExternalLink href={href} className={className}>
        {children}
      </ExternalLink>
    )
  if (href.startsWith('/') && sitePathOf(href.split(/[?#]/)[0]!) !== null)
    return (
      <SiteLink href={href} className={className}>
        {children}
      </SiteLink>
    )
  return (
    <a href={href} className={className}>
      {children}
    </a>
  )
}

/** A language named in itself: the mark of a hit in the other language. */
const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', mr: 'मराठी' }

async function Hit({ hit }: { hit: SearchHit }) {
  const { lang, dict: t } = await getI18n()
  // The hit's text is in another language than the page's: said by a small mark, and to screen readers by lang.
  const other = hit.lang && hit.lang !== lang ? hit.lang : undefined
  const textLangOf = other ?? textLang(lang, hit.title)
  return (
    <>
      <h3 className="font-bold">
        <PlaceLink href={hit.href} className="text-navy underline-offset-2 hover:underline">
          <span lang={textLangOf}>
            <Marked parts={hit.titleParts} />
          </span>
        </PlaceLink>
        {other && (
          <span
            lang={other}
            className="ml-2 inline-block rounded border border-muted/40 px-1.5 align-middle text-xs font-semibold text-muted"
            data-testid="search-hit-lang"
          >
            {LANGUAGE_NAMES[other]}
          </span>
        )}
      </h3>
      {hit.snippet && hit.snippet.parts.length > 0 && (
        <p
          className="mt-1 text-sm text-muted"
          lang={other ?? textLang(lang, hit.snippet.parts.map((p) => p.text).join(''))}
          data-testid="search-snippet"
        >
          {hit.snippet.cutStart && '… '}
          <Marked parts={hit.snippet.parts} />
          {hit.snippet.cutEnd && ' …'}
        </p>
      )}
      {hit.pages.length > 0 && (
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span>{t.search.pdfPages}</span>
          {hit.pages.map((p) => (
            <a key={p.page} href={p.href} className="font-semibold text-brand underline" data-testid="search-pdf-page">
              {t.search.pdfPage(p.page)}
            </a>
          ))}
        </p>
      )}
      {hit.pages.length === 0 && hit.fileHref && hit.fileHref !== hit.href && (
        <p className="mt-2 text-sm">
          <a href={hit.fileHref} className="font-semibold text-brand underline">
            {t.search.openPdf}
          </a>
        </p>
      )}
    </>
  )
}
