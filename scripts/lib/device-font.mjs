// @ts-check
/**
 * A browser that has Noto Sans Devanagari installed, as an Android phone has: a fontconfig file
 * that also reads @fontsource's copies of the family (whose names are the family's real ones, Noto
 * Sans Devanagari Regular and NotoSansDevanagari-Bold, which src/app/(site)/devanagari-font.css
 * asks for with local()), unwrapped from WOFF to the TrueType a system font is. A browser started
 * with FONTCONFIG_FILE set to it finds them as its own (tests/e2e/device-font.spec.ts; the
 * bench's Lighthouse phone, bench/floor.mjs).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { inflateSync } from 'node:zlib'

const FILES = path.resolve(import.meta.dirname, '../../node_modules/@fontsource/noto-sans-devanagari/files')

/**
 * The TrueType font a WOFF 1.0 file wraps: its tables inflated where compressed, laid out again.
 * @param {Buffer} woff
 */
function woffToTrueType(woff) {
  const count = woff.readUInt16BE(12)
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20
    const [offset, stored, length] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)]
    const raw = woff.subarray(offset, offset + stored)
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: stored < length ? inflateSync(raw) : raw,
    }
  })
  const header = Buffer.alloc(12 + 16 * count)
  const power = 2 ** Math.floor(Math.log2(count))
  header.writeUInt32BE(woff.readUInt32BE(4), 0) // the font's own flavour (TrueType)
  header.writeUInt16BE(count, 4)
  header.writeUInt16BE(power * 16, 6)
  header.writeUInt16BE(Math.log2(power), 8)
  header.writeUInt16BE(count * 16 - power * 16, 10)
  let offset = header.length
  const bodies = tables.map((table, i) => {
    header.writeUInt32BE(table.tag, 12 + i * 16)
    header.writeUInt32BE(table.checksum, 16 + i * 16)
    header.writeUInt32BE(offset, 20 + i * 16)
    header.writeUInt32BE(table.data.length, 24 + i * 16)
    const padded = Buffer.alloc((table.data.length + 3) & ~3)
    table.data.copy(padded)
    offset += padded.length
    return padded
  })
  return Buffer.concat([header, ...bodies])
}

/**
 * A new temporary folder holding the fonts (400 and 700) and a fontconfig file that adds them to
 * the system's: the environment to start a browser with, and a function that removes the folder.
 */
export function deviceFont() {
  const dir = mkdtempSync(path.join(tmpdir(), 'device-font-'))
  return {
    env: { ...process.env, FONTCONFIG_FILE: writeConfig(dir) },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}

/** @param {string} dir */
function writeConfig(dir) {
  for (const weight of [400, 700]) {
    const woff = readFileSync(path.join(FILES, `noto-sans-devanagari-devanagari-${weight}-normal.woff`))
    writeFileSync(path.join(dir, `noto-sans-devanagari-${weight}.ttf`), woffToTrueType(woff))
  }
  const file = path.join(dir, 'fonts.conf')
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${dir}</dir>
  <cachedir>${path.join(dir, 'cache')}</cachedir>
</fontconfig>`,
  )
  return file
}
