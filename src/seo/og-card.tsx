import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { ImageResponse } from 'next/og'
import type { ReactNode } from 'react'

import { cardFonts, hasDevanagari, textImage } from './fonts'
import { CARD } from './urls'

/**
 * The link-preview cards (og:image, 1200×630, what WhatsApp and others show for a shared link):
 * next/og's ImageResponse draws the card; Devanagari text is drawn by Pango (src/seo/fonts.ts).
 */
const PAD = 64
const TEXT_WIDTH = CARD.width - 2 * PAD

const BRAND = '#7a1f1f'
const NAVY = '#1d3a6e'
const GOLD = '#f2c14e'
const PAPER = '#faf7f2'
const INK = '#1f1a17'

let crest: Promise<string> | null = null
/** The society's crest (public/brand), as a data: URL. */
function crestSrc() {
  crest ??= readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), 'public/brand/logo-crest.svg')).then(
    (svg) => `data:image/svg+xml;base64,${svg.toString('base64')}`,
  )
  return crest
}

type Line = { text: string; size: number; weight: 400 | 700; color: string }

/** One block of text: satori's own for Latin, a Pango picture when it has Devanagari. */
async function TextBlock({ text, size, weight, color }: Line): Promise<ReactNode> {
  if (hasDevanagari(text)) {
    const img = await textImage(text, { size, weight, color, width: TEXT_WIDTH })
    // eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not next/image
    return <img src={img.src} width={img.width} height={img.height} alt="" />
  }
  return <div style={{ display: 'flex', fontSize: size, fontWeight: weight, color, lineHeight: 1.3 }}>{text}</div>
}

/** Shorten a title that would not fit the card (about three lines at the title's size). */
export const clampText = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`

/**
 * A card: the society's name and crest on a band at the top, then an optional small label, the
 * headline and a line below it.
 */
export type CardContent = { society: string; label?: string; headline: string; footer?: string }

export async function cardImage(c: CardContent): Promise<ImageResponse> {
  const [fonts, crestUrl] = await Promise.all([cardFonts(), crestSrc()])
  const [society, label, headline, footer] = await Promise.all([
    TextBlock({ text: c.society, size: 40, weight: 700, color: '#ffffff' }),
    c.label ? TextBlock({ text: c.label, size: 34, weight: 700, color: NAVY }) : null,
    TextBlock({ text: clampText(c.headline, 140), size: 60, weight: 700, color: BRAND }),
    c.footer ? TextBlock({ text: c.footer, size: 34, weight: 400, color: INK }) : null,
  ])
  return new ImageResponse(
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        height: '100%',
        background: PAPER,
        fontFamily: 'Noto Sans',
      }}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 28,
          background: BRAND,
          padding: `28px ${PAD}px`,
          borderBottom: `10px solid ${GOLD}`,
        }}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- satori draws <img> */}
        <img src={crestUrl} width={96} height={96} alt="" />
        {society}
      </div>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 24,
          flexGrow: 1,
          padding: `32px ${PAD}px`,
        }}
      >
        {label}
        {headline}
        {footer}
      </div>
    </div>,
    { ...CARD, fonts },
  )
}
