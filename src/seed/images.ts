import sharp from 'sharp'

/**
 * Demo images drawn locally from SVG and encoded as small WebP files: no downloads, and the
 * repository holds only this code, not the pictures.
 */

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

async function render(svg: string, width: number): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize({ width }).webp({ quality: 70 }).toBuffer()
}

/** A portrait placeholder with the person's initials on a coloured background. */
export function portrait(name: string, hue: number): Promise<Buffer> {
  const initials = name
    .replace(/^(Dr|Shri|Smt|Prof|Adv|Mr|Mrs|Ms)\.?\s+/i, '')
    .split(/\s+/)
    .map((p) => p[0])
    .slice(0, 2)
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="0 0 400 500">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},45%,62%)"/><stop offset="1" stop-color="hsl(${hue},50%,38%)"/>
    </linearGradient></defs>
    <rect width="400" height="500" fill="url(#g)"/>
    <circle cx="200" cy="190" r="92" fill="hsl(${hue},35%,85%)"/>
    <path d="M40 500c10-110 80-170 160-170s150 60 160 170z" fill="hsl(${hue},35%,85%)"/>
    <text x="200" y="222" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="86" font-weight="700" fill="hsl(${hue},50%,30%)">${escapeXml(initials)}</text>
  </svg>`
  return render(svg, 400)
}

/** A magazine cover with a title and a year. */
export function cover(title: string, year: string, hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400">
    <rect width="300" height="400" fill="hsl(${hue},55%,30%)"/>
    <rect x="16" y="16" width="268" height="368" fill="none" stroke="#f2c14e" stroke-width="4"/>
    <circle cx="150" cy="270" r="60" fill="hsl(${hue},45%,45%)"/>
    <text x="150" y="120" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-size="34" fill="#fff">${escapeXml(title)}</text>
    <text x="150" y="180" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-size="50" font-weight="700" fill="#f2c14e">${escapeXml(year)}</text>
  </svg>`
  return render(svg, 300)
}
