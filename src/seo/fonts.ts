import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { inflateSync } from 'node:zlib'

import sharp from 'sharp'

/**
 * The self-hosted Noto Sans Devanagari (@fontsource, the same files the pages use) for the
 * generated link-preview cards, read from disk: the server never fetches a font.
 *
 * next/og (satori) draws Latin text well but cannot shape Devanagari: it puts ि after its consonant
 * and breaks every conjunct (vercel/satori#215, open). Text with Devanagari is therefore drawn by
 * sharp's Pango/HarfBuzz (libvips `text`) into an image that the card places like a picture.
 */

const FILES = path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules/@fontsource/noto-sans-devanagari/files')

type Weight = 400 | 700
const fontFile = (subset: 'latin' | 'devanagari', weight: Weight) =>
  path.join(FILES, `noto-sans-devanagari-${subset}-${weight}-normal.woff`)

let satoriFonts: Promise<{ name: string; data: Buffer; weight: Weight; style: 'normal' }[]> | null = null

/** Latin fonts for next/og's ImageResponse (it reads WOFF, not WOFF2), loaded once. */
export function cardFonts() {
  satoriFonts ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: 'Noto Sans',
      data: await readFile(fontFile('latin', weight)),
      weight,
      style: 'normal' as const,
    })),
  ).catch((error) => {
    satoriFonts = null
    throw error
  })
  return satoriFonts
}

/**
 * Pango (through fontconfig) reads TrueType, not @fontsource's WOFF: the WOFF 1.0 container
 * (w3.org/TR/WOFF) holds the same tables, each zlib-compressed; put them back in an sfnt file.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF file')
  const flavor = woff.readUInt32BE(4)
  const count = woff.readUInt16BE(12)
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + 20 * i
    const offset = woff.readUInt32BE(at + 4)
    const compressed = woff.readUInt32BE(at + 8)
    const length = woff.readUInt32BE(at + 12)
    const raw = woff.subarray(offset, offset + compressed)
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(raw) : raw,
    }
  })
  const headerSize = 12 + 16 * count
  const padded = (n: number) => (n + 3) & ~3
  const out = Buffer.alloc(headerSize + tables.reduce((sum, t) => sum + padded(t.data.length), 0))
  const power = 2 ** Math.floor(Math.log2(count))
  out.writeUInt32BE(flavor, 0)
  out.writeUInt16BE(count, 4)
  out.writeUInt16BE(power * 16, 6)
  out.writeUInt16BE(Math.log2(power), 8)
  out.writeUInt16BE(count * 16 - power * 16, 10)
  let offset = headerSize
  tables.forEach((t, i) => {
    out.writeUInt32BE(t.tag, 12 + 16 * i)
    out.writeUInt32BE(t.checksum, 16 + 16 * i)
    out.writeUInt32BE(offset, 20 + 16 * i)
    out.writeUInt32BE(t.data.length, 24 + 16 * i)
    t.data.copy(out, offset)
    offset += padded(t.data.length)
  })
  return out
}

let pangoFonts: Promise<Record<Weight, string>> | null = null

/**
 * The Devanagari fonts as TrueType files in the temporary directory, each registered with sharp's
 * fontconfig by a first small drawing (libvips keeps a font file once it has loaded it); the Latin
 * ones too, so that digits and English words inside Marathi text are Noto as well.
 */
function devanagariFonts(): Promise<Record<Weight, string>> {
  pangoFonts ??= (async () => {
    const dir = path.join(os.tmpdir(), 'society-site-fonts')
    await mkdir(dir, { recursive: true })
    const files = {} as Record<Weight, string>
    for (const weight of [400, 700] as const) {
      for (const subset of ['latin', 'devanagari'] as const) {
        const file = path.join(dir, `noto-sans-devanagari-${subset}-${weight}.ttf`)
        // Written beside and renamed (atomic): another instance on this machine may be reading it.
        const partial = `${file}.${process.pid}.partial`
        await writeFile(partial, woffToSfnt(await readFile(fontFile(subset, weight))))
        await rename(partial, file)
        await sharp({ text: { text: 'a', fontfile: file, font: 'Noto Sans Devanagari' } })
          .png()
          .toBuffer()
        if (subset === 'devanagari') files[weight] = file
      }
    }
    return files
  })().catch((error) => {
    pangoFonts = null
    throw error
  })
  return pangoFonts
}

export const hasDevanagari = (text: string) => /[\u0900-\u097F]/.test(text)

const escapeMarkup = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Text drawn by Pango: a transparent PNG (data: URL) `width` pixels wide at most, wrapped at words. */
export async function textImage(
  text: string,
  o: { size: number; weight: Weight; color: string; width: number },
): Promise<{ src: string; width: number; height: number }> {
  const files = await devanagariFonts()
  const png = await sharp({
    text: {
      text: `<span foreground="${o.color}">${escapeMarkup(text)}</span>`,
      font: `Noto Sans Devanagari ${o.weight === 700 ? 'Bold ' : ''}${o.size}`,
      fontfile: files[o.weight],
      width: o.width,
      wrap: 'word',
      rgba: true,
      spacing: Math.round(o.size * 0.35),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true })
  return { src: `data:image/png;base64,${png.data.toString('base64')}`, width: png.info.width, height: png.info.height }
}
