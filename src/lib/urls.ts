/**
 * A link staff may enter: a path on this site ("/notices") or an http(s) address.
 * Refuses javascript:, data: and protocol-relative ("//evil") addresses.
 */
export function isSafeHref(value: string): boolean {
  // Browsers read a backslash as a slash: a path like /\evil.org would leave the site.
  if (/[\s\\]/.test(value)) return false
  if (/^\/(?!\/)/.test(value)) return true
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/** True for an address that leaves this site. */
export const isExternal = (href: string) => /^https?:\/\//i.test(href)

/** An absolute URL for a path served by this site (file and image URLs in /api/v1). */
export function absoluteUrl(siteUrl: string, path: string | null | undefined): string | null {
  if (!path) return null
  if (isExternal(path)) return path
  return `${siteUrl}${path.startsWith('/') ? '' : '/'}${path}`
}
