/**
 * A one-second micro-cache for public pages, used by src/proxy.ts. Rendering a page costs tens of
 * milliseconds of CPU; serving the same HTML again costs almost nothing. Within the time to live,
 * concurrent and repeated requests for a path share one render, so a burst of visitors costs one
 * render per path per second, and edits still show within a second (the data cache is expired by
 * tags at once; this cache only ever holds a page for `ttlMs`).
 *
 * The Content-Security-Policy needs a fresh script nonce in every response: the cached HTML keeps
 * the nonce it was rendered with, and each response gets it replaced by its own. That nonce was
 * made before the page was rendered, so stored content cannot know or contain it.
 */
export type CachedPage = { html: string; nonce: string; contentType: string; expires: number }

export class PageCache {
  private readonly pages = new Map<string, CachedPage>()
  private readonly pending = new Map<string, Promise<CachedPage | null>>()

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  /** The cached page, or one render shared by every concurrent caller; null when not cacheable. */
  async get(key: string, render: () => Promise<CachedPage | null>, now = Date.now()): Promise<CachedPage | null> {
    const hit = this.pages.get(key)
    if (hit && hit.expires > now) return hit
    let pending = this.pending.get(key)
    if (!pending) {
      pending = render()
        .then((page) => {
          if (page) this.store(key, page)
          return page
        })
        .catch(() => null)
        .finally(() => this.pending.delete(key))
      this.pending.set(key, pending)
    }
    return pending
  }

  expiry(now = Date.now()) {
    return now + this.ttlMs
  }

  private store(key: string, page: CachedPage) {
    this.pages.delete(key)
    this.pages.set(key, page)
    // Oldest first: Map keeps insertion order.
    while (this.pages.size > this.maxEntries) this.pages.delete(this.pages.keys().next().value!)
  }
}

/** The cached HTML with this response's nonce in place of the one it was rendered with. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.html.split(page.nonce).join(nonce)
}

/** Only plain page views: not the admin, APIs, files, client-side navigations or server actions. */
export function isCacheablePageRequest(method: string, pathname: string, headers: Headers): boolean {
  if (method !== 'GET') return false
  if (/^\/(admin|cms-api|api|_next)(\/|$)/.test(pathname)) return false
  return !headers.has('rsc') && !headers.has('next-action') && !headers.has('next-router-state-tree')
}
