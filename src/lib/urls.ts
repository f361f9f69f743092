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

/** An absolute http(s) address with a host, and nothing a browser would read differently (spaces, backslashes). */
export function isHttpUrl(value: string): boolean {
  if (/[\s\\]/.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== ''
  } catch {
    return false
  }
}

/**
 * A link inside rich text: what isSafeHref accepts, a #fragment of the same page, or a mailto:/tel:
 * address (the schemes the rich-text sanitizer keeps, src/lib/rich-text.ts).
 */
export function isSafeRichTextHref(value: string): boolean {
  if (isSafeHref(value) || /^#[\w-]*$/.test(value)) return true
  return /^(mailto|tel):[^\s\\]+$/i.test(value)
}

export const RICH_TEXT_LINK_MESSAGE =
  'Use an address that starts with https://, http://, mailto:, tel: or / (a page of this site).'

/**
 * Payload's validation of a rich-text link's address, the same rule for every link type: an address,
 * when there is one, is a safe one. Only an internal link (to a document) may have none.
 */
export function validateRichTextLink(
  value: string | null | undefined,
  options?: { siblingData?: unknown },
): true | string {
  if (!value)
    return (options?.siblingData as { linkType?: string } | undefined)?.linkType === 'internal'
      ? true
      : RICH_TEXT_LINK_MESSAGE
  return isSafeRichTextHref(value) ? true : RICH_TEXT_LINK_MESSAGE
}

/** True for an address that leaves this site. */
export const isExternal = (href: string) => /^https?:\/\//i.test(href)

/** An absolute URL for a path served by this site (file and image URLs in /api/v1). */
export function absoluteUrl(siteUrl: string, path: string | null | undefined): string | null {
  if (!path) return null
  if (isExternal(path)) return path
  return `${siteUrl}${path.startsWith('/') ? '' : '/'}${path}`
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']

/**
 * The origins staff sessions may come from (Payload's `csrf` list: a request carrying the login
 * cookie from any other origin is treated as anonymous). The site's own origin; when it is a
 * loopback address (demo, development, tests), the same port on the other loopback names too, since
 * a browser on the same machine may use either.
 */
export function siteOrigins(siteUrl: string): string[] {
  const url = new URL(siteUrl)
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin]
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`)
}

/**
 * Whether a link leaves this site: an http(s) address on another origin than `siteUrl`. Paths,
 * fragments, mailto: and tel: stay (a phone number or a mail opens elsewhere, but no other website).
 */
export function leavesSite(href: string, siteUrl: string): boolean {
  if (!isExternal(href)) return false
  try {
    return new URL(href).origin !== new URL(siteUrl).origin
  } catch {
    return true
  }
}
