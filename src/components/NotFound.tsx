import type { Metadata } from 'next'
import {
  getAccessFallbackHTTPStatus,
  isHTTPAccessFallbackError,
} from 'next/dist/client/components/http-access-fallback/http-access-fallback'
import type { ReactNode } from 'react'

import { buttonClass } from '@/components/classes'
import { SiteLink as Link } from '@/components/SiteLink'
import { getI18n } from '@/i18n/server'

import { recordNotFound } from '../../page-cache/render-record.mjs'

/**
 * The site's 404 page, inside the site's header (search box included), navigation and footer, in
 * the address's language. The page that shows it records "not found" (recordNotFound, as
 * withNotFound and [...missing] do), and server.mjs answers 404 (page-cache/render-record.mjs). This
 * view does not record it itself: Next.js renders not-found.tsx's element into every page's payload
 * (the fallback of its not-found boundary), shown or not.
 *
 * Why pages render it themselves: in a production build, Next.js 16 answers a page that calls
 * notFound() with an error document (`<html id="__next_error__">`, no `lang`, an empty body) whose
 * not-found content appears only once its scripts run. A page wrapped in `withNotFound` still calls
 * notFound() where something is missing; the wrapper renders this page in its place.
 */
export async function NotFoundView() {
  const { dict: t } = await getI18n()
  return (
    <div className="py-10 text-center" data-testid="not-found">
      <p className="text-6xl font-bold text-gold">404</p>
      <h1 className="mt-2 text-3xl font-bold text-brand">{t.notFound.title}</h1>
      <p className="mt-2 text-muted">{t.notFound.text}</p>
      <Link href="/" className={`${buttonClass} mt-6`}>
        {t.notFound.home}
      </Link>
    </div>
  )
}

/** The 404 page's title, kept out of search engines. */
export async function notFoundMetadata(): Promise<Metadata> {
  const { dict: t } = await getI18n()
  return { title: t.notFound.title, robots: { index: false, follow: true } }
}

const isNotFound = (error: unknown) => isHTTPAccessFallbackError(error) && getAccessFallbackHTTPStatus(error) === 404

/** A page (or a component) that shows the site's 404 page wherever it, or what it awaits, calls notFound(). */
export function withNotFound<P>(Page: (props: P) => Promise<ReactNode> | ReactNode) {
  return async function PageOrNotFound(props: P): Promise<ReactNode> {
    try {
      return await Page(props)
    } catch (error) {
      if (!isNotFound(error)) throw error
      recordNotFound()
      return <NotFoundView />
    }
  }
}

/** A page's generateMetadata that gives the 404 page's title wherever it calls notFound(). */
export function metadataWithNotFound<P>(generate: (props: P) => Promise<Metadata>) {
  return async function metadataOrNotFound(props: P): Promise<Metadata> {
    try {
      return await generate(props)
    } catch (error) {
      if (!isNotFound(error)) throw error
      return notFoundMetadata()
    }
  }
}
