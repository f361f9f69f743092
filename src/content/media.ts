/** A pre-generated, smaller WebP version of an uploaded image (Media's card, grid and full sizes). */
export type MediaSize = { url: string; width: number; height: number | null }

/** The fields of an uploaded image or file that pages and /api/v1 need. */
export type MediaRef = {
  url: string
  alt: string
  width: number | null
  height: number | null
  mimeType: string | null
  /** The file's size in bytes, when the upload records it (a download's label: "PDF, 1.2 MB"). */
  filesize?: number
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
  filesize?: number | null
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
    ...(typeof doc.filesize === 'number' ? { filesize: doc.filesize } : {}),
    sizes: toSizes(doc.sizes),
  }
}

/** The widest or tallest version of a photo that leaves the server (the Media collection's `full` size, a 1600 px box). */
export const MAX_WEB_WIDTH = 1600

/** A file to show or link an image from: a pre-generated size or the original. */
export type ImageFile = { url: string; width: number | null; height: number | null }

const isImage = (ref: MediaRef) => !!ref.mimeType?.startsWith('image/')

/**
 * The versions of an image that may be sent to visitors, narrowest first: its sizes, plus the
 * original only when it is no wider than MAX_WEB_WIDTH (then no `full` size was made) or when it has
 * no sizes at all (uploads older than the sizes). Originals are stored without metadata anyway
 * (src/services/image-clean.ts); this keeps a phone's 4000 px photo from being what a visitor downloads.
 */
function webCandidates(ref: MediaRef): ImageFile[] {
  const original = { url: ref.url, width: ref.width, height: ref.height }
  if (!ref.sizes.length) return [original]
  const widest = ref.sizes.at(-1)!
  const originalFits =
    ref.width !== null && ref.width <= MAX_WEB_WIDTH && (ref.height ?? 0) <= MAX_WEB_WIDTH && ref.width > widest.width
  return originalFits ? [...ref.sizes, original] : ref.sizes
}

/**
 * The web-sized version of an image, for links and for /api/v1 (`avtar_url` and the like): the
 * `full` size (WebP, at most 1600 px), or the original when the image is smaller than that. A
 * non-image (a PDF) is its own file.
 */
export function webImage(ref: MediaRef): ImageFile {
  if (!isImage(ref)) return { url: ref.url, width: ref.width, height: ref.height }
  return webCandidates(ref).at(-1)!
}

/** The URL to link or hand out for an upload: webImage's for images, the file itself otherwise. */
export const publicFileUrl = (ref: MediaRef): string => webImage(ref).url

/** Device pixels per CSS pixel that image sources are chosen for (most phones and laptops). */
const DENSITY = 2

/**
 * The file to show an image from when it is displayed at most `cssWidth` CSS pixels wide: the
 * narrowest web version (webCandidates) that is wide enough at 2x density, else the widest of them.
 * next/image then makes its srcset (AVIF/WebP at the widths the `sizes` attribute asks for) from
 * that file instead of from the original upload, which caps the bytes a large or dense screen
 * downloads and spares the server decoding big originals.
 */
export function imageSource(ref: MediaRef, cssWidth: number): ImageFile {
  const need = cssWidth * DENSITY
  const candidates = webCandidates(ref)
  return candidates.find((c) => c.width !== null && c.width >= need) ?? candidates.at(-1)!
}
