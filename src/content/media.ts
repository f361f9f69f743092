/** The fields of an uploaded image or file that pages and /api/v1 need. */
export type MediaRef = { url: string; alt: string; width: number | null; height: number | null; mimeType: string | null }

type MediaDoc = {
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  mimeType?: string | null
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
  }
}
