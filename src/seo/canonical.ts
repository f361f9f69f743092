/**
 * The query parameters each page reads, the one place for them: a page's canonical address, og:url
 * and hreflang links keep these and leave out any other, so that a link with `?x=…` never becomes
 * the address search engines index or link previews show. Each known parameter is kept once (its
 * first value, the one the page reads), in this table's order; a page not listed keeps none.
 */
const PAGE_QUERIES: [page: RegExp, params: readonly string[] | RegExp][] = [
  [/^\/notices$/, ['type', 'year', 'page']],
  [/^\/search$/, ['q', 'page']],
  [/^\/events$/, ['institution', 'category']],
  [/^\/studentachievements$/, ['year', 'page']],
  [/^\/(rti|importantlinks|mediatalks|awards)$/, ['page']],
  [/^\/institutions\/[^/]+\/[^/]+$/, ['page']],
  // One page number per institution's gallery (?p<id>=n).
  [/^\/gallery\/all$/, /^p\d+$/],
  [/^\/gallery\/[^/]+(\/[^/]+)?$/, ['page']],
]

/** A site path (without language prefix, query allowed) with only the query its page reads. */
export function canonicalPath(path: string): string {
  const at = path.indexOf('?')
  if (at < 0) return path
  const pathname = path.slice(0, at)
  const params = PAGE_QUERIES.find(([page]) => page.test(pathname))?.[1]
  if (!params) return pathname
  const query = new URLSearchParams(path.slice(at + 1))
  const names = Array.isArray(params)
    ? params
    : [...new Set(query.keys())].filter((name) => (params as RegExp).test(name))
  const kept = new URLSearchParams()
  for (const name of names) {
    const value = query.get(name)
    if (value) kept.set(name, value)
  }
  const search = kept.toString()
  return search ? `${pathname}?${search}` : pathname
}
