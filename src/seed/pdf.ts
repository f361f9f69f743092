import { existsSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

/** A PDF file from its objects (numbered from 1 in order; the last is the document information). */
function assemble(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')]
  let length = parts[0]!.length
  const offsets: number[] = []
  const push = (part: string | Buffer) => {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part
    parts.push(bytes)
    length += bytes.length
  }
  objects.forEach((obj, i) => {
    offsets.push(length)
    push(`${i + 1} 0 obj\n`)
    push(obj)
    push('\nendobj\n')
  })
  const xref = length
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`)
  push(offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join(''))
  push(
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
  )
  return Buffer.concat(parts)
}

/**
 * A minimal, valid PDF with a title and a few lines of text (Helvetica, no embedded font), and a
 * page for each of `morePages` (lines of text). Its text is real text, which site search reads
 * (src/services/pdf-text.ts). Used for demo documents so that the seed needs no download and the
 * repository stays light.
 */
export function makePdf(title: string, lines: string[] = [], morePages: string[][] = []): Buffer {
  const esc = (s: string) => s.replace(/[^\x20-\x7e]/g, '-').replace(/([\\()])/g, '\\$1')
  const contents = [
    [
      'BT /F1 22 Tf 56 770 Td',
      `(${esc(title)}) Tj`,
      '/F1 12 Tf 0 -36 Td 16 TL',
      ...lines.map((l) => `(${esc(l)}) '`),
      'ET',
    ],
    ...morePages.map((page) => ['BT /F1 12 Tf 56 770 Td 16 TL', ...page.map((l) => `(${esc(l)}) '`), 'ET']),
  ].map((c) => c.join('\n'))
  const n = contents.length
  const font = 3 + 2 * n
  return assemble([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${contents.map((_, i) => `${3 + 2 * i} 0 R`).join(' ')}] /Count ${n} >>`,
    ...contents.flatMap((text, i) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${4 + 2 * i} 0 R >>`,
      `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    ]),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Title (${esc(title)}) /Producer (society-site seed) >>`,
  ])
}

/** Noto Sans Devanagari (a dependency of the site, @fontsource), for Marathi text in demo files. */
const DEVANAGARI_FONT = path.join(
  process.cwd(),
  'node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
)

/** A PDF text string in UTF-16 (any script), for the document information. */
const pdfString = (s: string) => `<FEFF${Buffer.from(s, 'utf16le').swap16().toString('hex').toUpperCase()}>`

/**
 * The Marathi counterpart of makePdf: a one-page PDF with the title and lines in Devanagari. PDF's
 * built-in fonts have no Devanagari and a hand-written PDF cannot shape conjuncts, so the text is
 * set by Pango and HarfBuzz (sharp's text renderer, with the site's Noto Sans Devanagari; digits
 * and Latin letters come from a system font) and placed on the page as a greyscale image. A demo
 * stand-in for a scanned or exported Marathi document: readable, but its text cannot be selected.
 */
export async function makeMarathiPdf(title: string, lines: string[] = []): Promise<Buffer> {
  const esc = (s: string) => s.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]!)
  const markup = [`<span size="x-large">${esc(title)}</span>`, '', ...lines.map(esc)].join('\n')
  // 144 dpi: two pixels to the point, so the image is sharp and its size in points is half its pixels.
  const { data, info } = await sharp({
    text: {
      text: markup,
      font: 'Noto Sans Devanagari, DejaVu Sans 12',
      fontfile: existsSync(DEVANAGARI_FONT) ? DEVANAGARI_FONT : undefined,
      dpi: 144,
      width: 2 * 483,
      spacing: 8,
      wrap: 'word',
    },
  })
    .negate()
    .toColourspace('b-w')
    .jpeg({ quality: 75 })
    .toBuffer({ resolveWithObject: true })
  const w = info.width / 2
  const h = info.height / 2
  const content = `q ${w} 0 0 ${h} 56 ${842 - 56 - h} cm /Im1 Do Q`
  return assemble([
    '<< /Type /Catalog /Pages 2 0 R /Lang (mr) >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width ${info.width} /Height ${info.height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode /Length ${data.length} >>\nstream\n`,
        'latin1',
      ),
      data,
      Buffer.from('\nendstream', 'latin1'),
    ]),
    `<< /Title ${pdfString(title)} /Producer (society-site seed) >>`,
  ])
}
