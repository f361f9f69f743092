import { createHash } from 'node:crypto'

import { clientAddress, takeToken, waitText } from '@/services/rate-limit'

import { matchesEtag } from '../../http/etag.mjs'

import { cardImage, type CardContent } from './og-card'

/**
 * The share cards (/og/…) drawn once per content, and the drawing limited per address.
 *
 * Drawing a card costs tens of milliseconds of CPU (about 24 a second on two cores), so each is
 * drawn once and its PNG kept in memory, keyed on exactly what it shows: the texts of the card in
 * its language (a hash of them). Any edit that changes what a card shows (a notice's title, its
 * type, the society's name) changes the key, and an edit that does not leaves it drawn; the routes
 * still read the content on every request (through the content cache, src/content/cache.ts), so a
 * notice that is unpublished or not yet public answers 404 at once whatever is kept here.
 *
 * Memory: at most MAX_CARDS cards and MAX_BYTES of PNG together (least recently used dropped first),
 * plus the renders in flight, which the limit below bounds. Only a render counts against the
 * `shareCard` rate limit (src/services/rate-limit.ts); a card already drawn is served without counting,
 * so link-preview crawlers asking again and again for popular cards are never held back.
 * Concurrent requests for a card being drawn share its render (and only the first one counts).
 *
 * A card's address stays when what it shows changes (a notice's title is edited, or the notice is
 * taken down), so browsers and proxies must ask again each time (`no-cache`; never @vercel/og's
 * `immutable` for a year): the card carries its content key as a strong ETag, and asked again with
 * that tag the answer is a 304 without the PNG, like /api/v1's lists.
 */
export const MAX_CARDS = 300
export const MAX_BYTES = 24 * 1024 * 1024

type Drawn = { body: Uint8Array; headers: [string, string][] }
type Entry = { drawn: Promise<Drawn>; size: number }

const cards = new Map<string, Entry>()
let bytes = 0

function forget(key: string) {
  const entry = cards.get(key)
  if (!entry) return
  cards.delete(key)
  bytes -= entry.size
}

async function draw(content: CardContent): Promise<Drawn> {
  const image = await cardImage(content)
  if (!image.ok) throw new Error(`share card: the image could not be drawn (${image.status})`)
  return { body: new Uint8Array(await image.arrayBuffer()), headers: [...image.headers] }
}

/** How a card may be kept by others: asked again each time, with its tag (see above). */
const caching = (key: string) => ({ 'Cache-Control': 'public, no-cache', ETag: `"${key}"` })

function respond({ body, headers }: Drawn, key: string) {
  const all = new Headers(headers)
  for (const [name, value] of Object.entries(caching(key))) all.set(name, value)
  return new Response(body.slice(), { status: 200, headers: all })
}

/** The card with this content: drawn before (kept), or drawn now if the client's address may. */
export async function cardResponse(request: Request, content: CardContent): Promise<Response> {
  const key = createHash('sha256').update(JSON.stringify(content)).digest('base64url')
  if (matchesEtag(request.headers.get('if-none-match'), `"${key}"`))
    return new Response(null, { status: 304, headers: caching(key) })
  const hit = cards.get(key)
  if (hit) {
    cards.delete(key) // keep the Map in order of last use
    cards.set(key, hit)
    return respond(await hit.drawn, key)
  }

  const wait = await takeToken('shareCard', clientAddress(request.headers))
  if (wait) {
    return new Response(
      `Too many new share cards were asked for from your address. Please try again in ${waitText(wait)}.`,
      {
        status: 429,
        headers: {
          'Content-Type': 'text/plain; charset=utf-8',
          'Retry-After': String(wait),
          'Cache-Control': 'no-store',
        },
      },
    )
  }

  const entry: Entry = { drawn: draw(content), size: 0 }
  cards.set(key, entry)
  try {
    const drawn = await entry.drawn
    if (cards.get(key) === entry) {
      entry.size = drawn.body.byteLength
      bytes += entry.size
      while (cards.size > MAX_CARDS || bytes > MAX_BYTES) forget(cards.keys().next().value!)
    }
    return respond(drawn, key)
  } catch (error) {
    // A failed render is not kept.
    if (cards.get(key) === entry) forget(key)
    throw error
  }
}

/** What is kept (tests, and the memory bound above). */
export const keptCards = () => ({ cards: cards.size, bytes })

/** Forget every card (tests). */
export function clearCardCache() {
  cards.clear()
  bytes = 0
}
