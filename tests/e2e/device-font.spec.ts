import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { inflateSync } from 'node:zlib'

import { chromium } from '@playwright/test'

import { expect, test } from './fixtures'
import { faceLoaded, PHONE } from './helpers'

/**
 * A phone that has Noto Sans Devanagari (Android ships it) shows a Marathi page in its own copy and
 * downloads no font (src/app/(site)/devanagari-font.css names it with local()). The device here is
 * a browser whose fontconfig also reads @fontsource's fonts, which carry the family's real names
 * (Noto Sans Devanagari Regular, NotoSansDevanagari-Bold), unwrapped from WOFF to the TrueType a
 * system font is; the suite's other browser has no such font and downloads the site's
 * (marathi.spec.ts).
 */

/** The TrueType font a WOFF 1.0 file wraps: its tables inflated where compressed, laid out again. */
function woffToTrueType(woff: Buffer): Buffer {
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
test('with Noto Sans Devanagari on the device, a Marathi page downloads no font file', async ({ baseURL }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'device-font-'))
  const files = path.resolve('node_modules/@fontsource/noto-sans-devanagari/files')
  for (const weight of [400, 700]) {
    const woff = readFileSync(path.join(files, `noto-sans-devanagari-devanagari-${weight}-normal.woff`))
    writeFileSync(path.join(dir, `noto-sans-devanagari-${weight}.ttf`), woffToTrueType(woff))
  }
  writeFileSync(
    path.join(dir, 'fonts.conf'),
    `<?xml version="1.0"?>
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${dir}</dir>
  <cachedir>${path.join(dir, 'cache')}</cachedir>
</fontconfig>`,
  )
  const config = test.info().project.use.launchOptions ?? {}
  const browser = await chromium.launch({
    ...config,
    env: { ...process.env, FONTCONFIG_FILE: path.join(dir, 'fonts.conf') },
  })
  try {
    const page = await browser.newPage({ viewport: PHONE, baseURL })
    const downloaded: string[] = []
    page.on('request', (r) => {
      if (/\.woff2?(\?|$)/.test(r.url())) downloaded.push(r.url())
    })
    await page.goto('/mr/aboutus')
    await faceLoaded(page, '16px "Noto Sans Devanagari"', 'संस्था')
    await faceLoaded(page, '700 16px "Noto Sans Devanagari"', 'संस्था')
    expect(await page.locator('h1').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(
      /^"?Noto Sans Devanagari/,
    )
    expect(downloaded).toEqual([])
  } finally {
    await browser.close()
    rmSync(dir, { recursive: true, force: true })
  }
})
