// @ts-check
/**
 * Gzip a cached page once, and still give every response its own script nonce.
 *
 * A cached page is kept as the pieces between the places its render nonce appears. Each piece is
 * compressed once, as a raw deflate stream ended by a sync flush (byte-aligned, not final), so
 * that a response is assembled by interleaving those compressed pieces with the new nonce as a
 * "stored" (uncompressed) deflate block — a valid deflate stream (RFC 1951) — inside a gzip
 * wrapper (RFC 1952) whose CRC-32 is computed over this response's bytes. Per response this costs
 * a CRC over the page (tens of microseconds) instead of compressing it again (most of a
 * millisecond on a large page).
 *
 * So that a piece still compresses against the text before it (Next.js repeats the page's text in
 * its inline data), each piece is compressed with the preceding 32 KB as a preset dictionary, in
 * which every nonce is replaced by as many zero bytes. The browser's decompressor has the response's
 * nonce in those places instead; that is safe because no back-reference can reach into them: a
 * reference copies bytes that the piece itself contains, and a page without zero bytes never
 * matches zeros (a page with one is compressed without dictionaries). The new nonce must then have
 * the render nonce's length, or the distances would shift: otherwise the page is gzipped whole.
 */
import { constants, crc32, deflateRawSync, gzipSync } from 'node:zlib'

/** Gzip member header: magic, deflate, no flags, no modification time, no extra flags, Unix. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03])
/** A final, empty stored block: ends the deflate stream (every piece before it is non-final). */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff])
/** Deflate's window: how far back a reference can reach, and so the useful dictionary length. */
const WINDOW = 32 * 1024
const LEVEL = 6 // as Next.js (and nginx's gzip_comp_level 6 in the benchmark)

/**
 * @typedef {{ pieces: Buffer[], deflated: Buffer[], size: number, nonceLength: number, gzip?: Buffer[] }} Spliceable
 * pieces: the uncompressed bytes between nonce occurrences (one more than there are nonces);
 * deflated: each piece compressed; size: the length of the pieces together; nonceLength: the
 * render nonce's length in bytes; gzip: the whole gzip stream of a body without nonces, once made.
 */

/**
 * Split `body` where `nonce` appears and compress each piece once; with a null nonce the body
 * (text or bytes) stays one piece.
 */
export function prepare(/** @type {string | Buffer} */ body, /** @type {string | null} */ nonce) {
  const pieces = nonce ? String(body).split(nonce).map((piece) => Buffer.from(piece, 'utf8')) : [Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8')]
  const nonceLength = nonce ? Buffer.byteLength(nonce) : 0
  const useDictionary = !body.includes('\0')
  const blank = Buffer.alloc(nonceLength)
  /** @type {Buffer} */
  let history = Buffer.alloc(0)
  const deflated = pieces.map((piece, i) => {
    if (i > 0) history = lastWindow(history, blank)
    // An empty piece (nonces side by side, or at either end) adds no bytes. It is not given to
    // zlib either: on Node 20, crc32() of an empty buffer that went through deflateRawSync() is 0.
    if (!piece.length) return Buffer.alloc(0)
    const options = { level: LEVEL, finishFlush: constants.Z_SYNC_FLUSH }
    const out = deflateRawSync(piece, useDictionary && history.length ? { ...options, dictionary: history } : options)
    history = lastWindow(history, piece)
    return out
  })
  return { pieces, deflated, size: pieces.reduce((n, p) => n + p.length, 0), nonceLength }
}

/** The uncompressed body with `nonce` in each place: a list of buffers to write in order. */
export function plain(/** @type {Spliceable} */ page, /** @type {string} */ nonce) {
  const n = Buffer.from(nonce, 'utf8')
  /** @type {Buffer[]} */
  const out = []
  page.pieces.forEach((piece, i) => (i === 0 ? out.push(piece) : out.push(n, piece)))
  return out
}

/**
 * The gzip-compressed body with `nonce` in each place: a list of buffers to write in order. A body
 * without nonces (JSON) is the same for every response: assembled once and kept in `page.gzip`
 * (its CRC costs milliseconds on a list of several megabytes).
 */
export function gzipped(/** @type {Spliceable} */ page, /** @type {string} */ nonce) {
  if (page.nonceLength === 0 && !nonce) return (page.gzip ??= splice(page, nonce))
  return splice(page, nonce)
}

function splice(/** @type {Spliceable} */ page, /** @type {string} */ nonce) {
  const n = Buffer.from(nonce, 'utf8')
  if (n.length !== page.nonceLength) return [gzipSync(Buffer.concat(plain(page, nonce)), { level: LEVEL })]
  const stored = Buffer.concat([storedBlockHeader(n.length), n])
  /** @type {Buffer[]} */
  const out = [GZIP_HEADER]
  let crc = 0
  page.pieces.forEach((piece, i) => {
    if (i > 0) {
      out.push(stored)
      crc = crc32(n, crc)
    }
    if (!piece.length) return
    out.push(/** @type {Buffer} */ (page.deflated[i]))
    crc = crc32(piece, crc)
  })
  const length = page.size + n.length * (page.pieces.length - 1)
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(length % 2 ** 32, 4)
  out.push(FINAL_BLOCK, trailer)
  return out
}

/** A non-final stored block's header at a byte boundary: BFINAL 0, BTYPE 00, LEN, NLEN. */
function storedBlockHeader(/** @type {number} */ length) {
  const header = Buffer.alloc(5)
  header.writeUInt16LE(length, 1)
  header.writeUInt16LE(~length & 0xffff, 3)
  return header
}

/** The last WINDOW bytes of a followed by b. */
function lastWindow(/** @type {Buffer} */ a, /** @type {Buffer} */ b) {
  if (b.length >= WINDOW) return b.subarray(b.length - WINDOW)
  return Buffer.concat([a.subarray(Math.max(0, a.length + b.length - WINDOW)), b])
}
