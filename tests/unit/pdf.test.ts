import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { checkPdf } from '@/services/pdf-actions'
import { looksLikeCompletePdf } from '@/lib/upload-rules'
import { makeMarathiPdf, makePdf } from '@/seed/pdf'

describe('makePdf', () => {
  it('writes a PDF whose cross-reference offsets point at its objects', () => {
    const pdf = makePdf('Notice (2025)', ['Line one', 'Ünïcode is replaced'])
    const text = pdf.toString('latin1')
    expect(text.startsWith('%PDF-1.4')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    const startxref = Number(/startxref\n(\d+)/.exec(text)![1])
    expect(text.slice(startxref, startxref + 4)).toBe('xref')
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
    expect(offsets).toHaveLength(6)
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`))
    expect(text).toContain('(Notice \\(2025\\)) Tj')
  })
})

describe('makeMarathiPdf', () => {
  it('writes a PDF with the Marathi text as a greyscale image, in Marathi, that an upload accepts', async () => {
    const title = 'शिक्षक-पालक संघ सदस्य 2025-2026'
    const pdf = await makeMarathiPdf(title, ['विद्या विकास मराठी माध्यमिक शाळा, दादर'])
    const text = pdf.toString('latin1')
    const startxref = Number(/startxref\n(\d+)/.exec(text)![1])
    expect(text.slice(startxref, startxref + 4)).toBe('xref')
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
    expect(offsets).toHaveLength(6)
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`))
    expect(text).toContain('/Lang (mr)')
    // The document title in UTF-16, so that a viewer shows it in Devanagari.
    expect(text).toContain(`/Title <FEFF${Buffer.from(title, 'utf16le').swap16().toString('hex').toUpperCase()}>`)

    // The page's image: a JPEG as long as its dictionary says, greyscale, with dark text on white.
    const dict =
      /\/Width (\d+) \/Height (\d+) \/ColorSpace \/DeviceGray \/BitsPerComponent 8 \/Filter \/DCTDecode \/Length (\d+) >>\nstream\n/.exec(
        text,
      )!
    const start = dict.index + dict[0].length
    const jpeg = pdf.subarray(start, start + Number(dict[3]))
    expect(pdf.subarray(start + jpeg.length, start + jpeg.length + 10).toString('latin1')).toBe('\nendstream')
    const meta = await sharp(jpeg).metadata()
    expect([meta.format, meta.channels, meta.width, meta.height]).toEqual(['jpeg', 1, Number(dict[1]), Number(dict[2])])
    const stats = await sharp(jpeg).stats()
    expect(stats.channels[0]!.max).toBeGreaterThan(240)
    expect(stats.channels[0]!.min).toBeLessThan(40)
    // Drawn at 144 dpi: half as many points as pixels, inside the page's margins.
    expect(text).toContain(
      `q ${meta.width! / 2} 0 0 ${meta.height! / 2} 56 ${842 - 56 - meta.height! / 2} cm /Im1 Do Q`,
    )
    expect(meta.width! / 2).toBeLessThanOrEqual(483)

    expect((await fileTypeFromBuffer(pdf))?.mime).toBe('application/pdf')
    expect(looksLikeCompletePdf(pdf)).toBe(true)
    expect(await checkPdf(pdf)).toEqual({ completePdf: true, activeContent: null, uncheckable: null })
  })
})
