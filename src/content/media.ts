/** A pre-generated, smaller WebP version of an uploaded image (Media's card, grid and full sizes). */
export type MediaSize = { url: string; width: number; height: number | null }

/** The fields of an uploaded image or file that pages and /api/v1 need. */
export type MediaRef = {
  url: string
  alt: string
  width: number | null
  height: number | null
  mimeType: string | null
  /** The image's pre-generated sizes, narrowest first; empty for PDFs and for older uploads. */
  sizes: MediaSize[]
}

type SizeDoc = { url?: string | null; width?: number | null; height?: number | null } | null | undefined

type MediaDoc = {
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  mimeType?: string | null
  sizes?: Record<string, SizeDoc> | null
}

function toSizes(sizes: MediaDoc['sizes']): MediaSize[] {
  return Object.values(sizes ?? {})
    .flatMap((s) => (s?.url && s.width ? [{ url: s.url, width: s.width, height: s.height ?? null }] : []))
    .sort((a, b) => a.width - b.width)
}

/** A populated upload field as a MediaRef; null when empty or not populated (an id only). */
export function toMediaRef(value: unknown): MediaRef | null {
  if (!value || typeof value !== 'object') return null
  const doc = value as MediaDoc
  if (!doc.url) return null
  return {
    url: doc.url,
    alt: doc.alt ?? '',
    width: doc.width ?? null,
    height: doc.height ?? null,
    mimeType: doc.mimeType ?? null,
    sizes: toSizes(doc.sizes),
  }
}

/** Device pixels per CSS pixel that image sources are chosen for (most phones and laptops). */
const DENSITY = 2

/**
 * The file to show an image from when it is displayed at most `cssWidth` CSS pixels wide: the
 * narrowest pre-generated size that is wide enough at 2x density, else the widest there is (the
 * original when it is wider than every size). next/image then makes its srcset (AVIF/WebP at the
 * widths the `sizes` attribute asks for) from that file instead of from the original upload, which
 * caps the bytes a large or dense screen downloads and spares the server decoding big originals.
 */
export function imageSource(ref: MediaRef, cssWidth: number): { url: string; width: number | null; height: number | null } {
  const need = cssWidth * DENSITY
  const original = { url: ref.url, width: ref.width, height: ref.height }
  const widest = ref.sizes.at(-1)
  const candidates = !widest || ref.width === null || ref.width > widest.width ? [...ref.sizes, original] : ref.sizes
  return candidates.find((c) => c.width !== null && c.width >= need) ?? candidates.at(-1)!
}
