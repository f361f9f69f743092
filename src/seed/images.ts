import sharp from 'sharp'

/**
 * Demo images drawn locally from SVG and encoded as small WebP files: no downloads, and the
 * repository holds only this code, not the pictures.
 */

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

// Effort 2, as for the media library's own sizes (Media.ts): the same quality, in a slightly larger
// file, encoded in less than half the time of the default effort (4). Every demo picture is made
// this way at the demo's first start and in each integration run.
async function render(svg: string, width: number): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize({ width }).webp({ quality: 70, effort: 2 }).toBuffer()
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

/** A round institution logo with its short name. */
export function logo(short: string, hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
    <circle cx="120" cy="120" r="116" fill="hsl(${hue},55%,32%)"/>
    <circle cx="120" cy="120" r="98" fill="none" stroke="#f2c14e" stroke-width="6"/>
    <path d="M70 150 120 134l50 16V96l-50-16-50 16z" fill="#fff" opacity=".9"/>
    <text x="120" y="200" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="700" fill="#fff">${escapeXml(short)}</text>
  </svg>`
  return render(svg, 240)
}

/** A landscape picture (gallery, infrastructure, awards): sky, hills, a building and a caption. */
export function scene(caption: string, hue: number, variant: number): Promise<Buffer> {
  const sun = 80 + ((variant * 137) % 640)
  const hill = 300 + ((variant * 53) % 90)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="533" viewBox="0 0 800 533">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},60%,78%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},55%,90%)"/>
    </linearGradient></defs>
    <rect width="800" height="533" fill="url(#s)"/>
    <circle cx="${sun}" cy="110" r="48" fill="hsl(45,95%,65%)"/>
    <path d="M0 ${hill} Q200 ${hill - 90} 400 ${hill} T800 ${hill - 20} V533 H0z" fill="hsl(${(hue + 100) % 360},35%,45%)"/>
    <rect x="${260 + (variant % 5) * 40}" y="${hill - 120}" width="220" height="150" fill="hsl(${hue},30%,92%)" stroke="hsl(${hue},40%,30%)" stroke-width="4"/>
    <path d="M${250 + (variant % 5) * 40} ${hill - 118} l120 -70 l120 70z" fill="hsl(${hue},50%,35%)"/>
    <rect x="0" y="453" width="800" height="80" fill="rgba(0,0,0,.45)"/>
    <text x="400" y="505" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#fff">${escapeXml(caption)}</text>
  </svg>`
  return render(svg, 800)
}
