/**
 * What staff may upload to the media library, decided by the file's content (not its name or the
 * type the browser claims): JPEG, PNG and WebP images up to 10 MB, PDF documents up to 20 MB.
 * Pure functions; the Media collection's beforeOperation hook feeds them what `file-type` detected.
 * Every refusal is a sentence an editor can act on.
 */

export const MB = 1024 * 1024
export const MAX_IMAGE_BYTES = 10 * MB
export const MAX_PDF_BYTES = 20 * MB
/**
 * Images can have at most 50 megapixels and 12,000 pixels on a side. Decoding takes about 4 bytes a
 * pixel, so this bounds one upload at some 200 MB of memory, on a server that makes the sizes while
 * it answers visitors (a 10 MB PNG of one colour can claim 400 megapixels). It is above what phones
 * and most cameras take (12-48 megapixels, at most 8,000 or so pixels wide), and visitors never see
 * more than 1,600 pixels a side anyway (the stored original is scaled down to that, Media.ts).
 */
export const MAX_IMAGE_PIXELS = 50_000_000
export const MAX_IMAGE_SIDE = 12_000
/** Request bodies are cut off above this (http/body-limit.mjs), with this message. */
export {
  BODY_LIMIT_BYTES as UPLOAD_CUTOFF_BYTES,
  BODY_LIMIT_MESSAGE as UPLOAD_CUTOFF_MESSAGE,
} from '../../http/body-limit.mjs'

/** A file type as `file-type` reports it (or as sniffText below guesses it for text files). */
export type DetectedType = { mime: string; ext: string }

type Accepted = { kind: 'image' | 'pdf'; ext: string; extensions: string[]; name: string }

/** The accepted types; `ext` is the extension a stored file gets. */
export const ACCEPTED_TYPES: Record<string, Accepted> = {
  'image/jpeg': { kind: 'image', ext: 'jpg', extensions: ['jpg', 'jpeg', 'jpe', 'jfif'], name: 'a JPEG image' },
  'image/png': { kind: 'image', ext: 'png', extensions: ['png'], name: 'a PNG image' },
  'image/webp': { kind: 'image', ext: 'webp', extensions: ['webp'], name: 'a WebP image' },
  'application/pdf': { kind: 'pdf', ext: 'pdf', extensions: ['pdf'], name: 'a PDF document' },
}
export const ACCEPTED_MIME_TYPES = Object.keys(ACCEPTED_TYPES)

export const ONLY_ACCEPTED = 'Only JPEG, PNG or WebP images and PDF documents can be uploaded'

/** Plain-language names of what people try to upload instead. */
const DESCRIPTIONS: Record<string, string> = {
  'application/x-msdownload': 'a Windows program',
  'application/vnd.microsoft.portable-executable': 'a Windows program',
  'application/x-msi': 'a Windows installer',
  'application/x-elf': 'a Linux program',
  'application/x-mach-binary': 'a Mac program',
  'application/x-apple-diskimage': 'a Mac disk image',
  'application/java-archive': 'a Java program',
  'application/x-sh': 'a script',
  'text/x-script': 'a script',
  'text/javascript': 'a script',
  'text/html': 'a web page (HTML)',
  'application/xml': 'an XML file',
  'image/svg+xml': 'an SVG drawing, which can contain scripts; export it as PNG',
  'image/gif': 'a GIF image; save it as PNG',
  'image/heic': 'an HEIC photo (the iPhone format); export it as JPEG',
  'image/heif': 'an HEIF photo (the iPhone format); export it as JPEG',
  'image/avif': 'an AVIF image; save it as JPEG or PNG',
  'image/tiff': 'a TIFF image; save it as JPEG or PNG',
  'image/bmp': 'a BMP image; save it as PNG',
  'image/vnd.adobe.photoshop': 'a Photoshop file; export it as JPEG or PNG',
  'application/zip': 'a ZIP archive',
  'application/x-rar-compressed': 'a RAR archive',
  'application/x-7z-compressed': 'a 7-Zip archive',
  'application/gzip': 'a compressed archive',
  'application/msword': 'a Word document; save it as PDF',
  'application/x-cfb': 'an old Office document; save it as PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'a Word document; save it as PDF',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'an Excel workbook; save it as PDF',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation':
    'a PowerPoint presentation; save it as PDF',
  'application/vnd.oasis.opendocument.text': 'a text document; save it as PDF',
  'text/plain': 'a text file',
}

/** What a file is, for a message: "a Windows program", "an MP4 video", "a file of unknown type". */
export function describeType(detected: DetectedType | undefined): string {
  if (!detected) return 'a file of unknown type'
  const known = ACCEPTED_TYPES[detected.mime]?.name ?? DESCRIPTIONS[detected.mime]
  if (known) return known
  const [family] = detected.mime.split('/')
  const EXT = detected.ext.toUpperCase()
  const article = /^[AEFHILMNORSX]/.test(EXT) ? 'an' : 'a'
  if (family === 'video') return `${article} ${EXT} video`
  if (family === 'audio') return `${article} ${EXT} audio file`
  if (family === 'image') return `${article} ${EXT} image`
  return `${article} ${EXT} file`
}

/**
 * `file-type` recognises binary formats only. For the rest, look at the start of the text: markup
 * and scripts must never be accepted, and the message should say what they are.
 */
export function sniffText(head: string): DetectedType | undefined {
  const s = head
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 4096)
    .toLowerCase()
  if (!s) return undefined
  if (/<svg[\s>]/.test(s)) return { mime: 'image/svg+xml', ext: 'svg' }
  if (/^<!doctype html|<(html|head|body|script|iframe|meta|a|div|p|img|form|style)[\s>/]/.test(s))
    return { mime: 'text/html', ext: 'html' }
  if (s.startsWith('<?xml') || s.startsWith('<')) return { mime: 'application/xml', ext: 'xml' }
  if (s.startsWith('#!')) return { mime: 'text/x-script', ext: 'sh' }
  // Mostly printable characters: some kind of text (a script, CSV, a note...).
  const printable = s.replace(/[^\x09\x0a\x0d\x20-\x7e]/g, '').length
  if (printable / s.length > 0.95) return { mime: 'text/plain', ext: 'txt' }
  return undefined
}

/** The extension of a file name, lower case, without the dot; '' when it has none. */
export function extensionOf(name: string): string {
  const m = /\.([a-z0-9]{1,10})$/i.exec(name.trim())
  return m?.[1]?.toLowerCase() ?? ''
}

/** One decimal, rounded up, so that a file over a limit never reads as "10.0 MB". */
export function formatMB(bytes: number): string {
  return `${(Math.ceil((bytes / MB) * 10) / 10).toFixed(1)} MB`
}

/** True when the bytes look like a complete PDF (the same test as Payload's validatePDF). */
export function looksLikeCompletePdf(data: Uint8Array): boolean {
  const latin1 = new TextDecoder('latin1')
  const text = (from: number, to: number) => latin1.decode(data.subarray(from, to))
  if (!text(0, 8).startsWith('%PDF-')) return false
  const end = text(Math.max(0, data.length - 1024), data.length)
  return end.includes('%%EOF') && end.includes('xref')
}

export type UploadCheck = {
  /** What the content is: file-type's answer, or sniffText's for text files. */
  detected: DetectedType | undefined
  /** The file name as uploaded. */
  name: string
  /** The real size in bytes. */
  size: number
  /** For PDFs: whether the bytes are a complete PDF (looksLikeCompletePdf). */
  completePdf?: boolean
  /** For PDFs: what in it would act when opened (pdf-actions.ts checkPdf), or null. */
  activeContent?: string | null
  /** For PDFs: why it could not be checked for such content, a sentence (pdf-actions.ts), or null. */
  uncheckable?: string | null
  /** For images: their size in pixels, as their header states it (`frames` for animations). */
  dimensions?: { width: number; height: number; frames?: number }
}

/** Why this upload is refused, in words for the editor; null when it is acceptable. */
export function uploadProblem({
  detected,
  name,
  size,
  completePdf = true,
  activeContent = null,
  uncheckable = null,
  dimensions,
}: UploadCheck): string | null {
  if (size === 0) return 'This file is empty.'
  const accepted = detected ? ACCEPTED_TYPES[detected.mime] : undefined
  if (!accepted) {
    const ext = extensionOf(name)
    const claimed = Object.values(ACCEPTED_TYPES).find((a) => a.extensions.includes(ext))
    const what = describeType(detected)
    if (claimed) return `This file is named .${ext} but is not ${claimed.name}; it is ${what}. ${ONLY_ACCEPTED}.`
    return `${ONLY_ACCEPTED}; this file is ${what}.`
  }
  if (accepted.kind === 'image' && size > MAX_IMAGE_BYTES) {
    return `Images can be at most ${MAX_IMAGE_BYTES / MB} MB; this one is ${formatMB(size)}. Save it smaller (for example 2000 pixels wide) and upload it again.`
  }
  if (accepted.kind === 'pdf' && size > MAX_PDF_BYTES) {
    return `PDF documents can be at most ${MAX_PDF_BYTES / MB} MB; this one is ${formatMB(size)}. Save it with smaller images or split it.`
  }
  if (accepted.kind === 'image' && dimensions) return pixelProblem(dimensions)
  if (accepted.kind === 'pdf' && !completePdf) {
    return 'This PDF is damaged or incomplete. Save or export it again and upload the new file.'
  }
  if (accepted.kind === 'pdf' && activeContent) {
    return `This PDF contains ${activeContent}, which would run when a visitor opens it, so the site does not accept it. Print it to a new PDF (“Save as PDF” or “Microsoft Print to PDF”) and upload that file.`
  }
  if (accepted.kind === 'pdf' && uncheckable) return uncheckable
  return null
}

const thousands = (n: number) => n.toLocaleString('en-US')

/** Why an image of this many pixels is refused (MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE); null when it is not. */
export function pixelProblem({ width, height, frames = 1 }: NonNullable<UploadCheck['dimensions']>): string | null {
  const megapixels = (width * height * frames) / 1_000_000
  if (width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE && megapixels * 1_000_000 <= MAX_IMAGE_PIXELS) return null
  const what =
    frames > 1
      ? `${frames} frames of ${thousands(width)} × ${thousands(height)} pixels`
      : `${thousands(width)} × ${thousands(height)} pixels`
  return (
    `Images can have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels and ${thousands(MAX_IMAGE_SIDE)} pixels on a side; ` +
    `this one has ${what} (${thousands(Math.ceil(megapixels))} megapixels). Save it smaller (for example 2000 pixels wide) and upload it again.`
  )
}

/** Whether a refusal is about size (answered 413 rather than 400). */
export function isTooLarge({ detected, size }: Pick<UploadCheck, 'detected' | 'size'>): boolean {
  const accepted = detected ? ACCEPTED_TYPES[detected.mime] : undefined
  if (!accepted) return false
  return size > (accepted.kind === 'pdf' ? MAX_PDF_BYTES : MAX_IMAGE_BYTES)
}

/** The longest readable part of a stored name; the random part and the sizes' "-1600x1200" follow it. */
export const MAX_NAME_BASE = 40

/**
 * The name an accepted file is stored under: a short, readable part from the uploaded name, a random
 * part, and the extension of what the file really is ("Annual Day (2).JPG" that is a PNG becomes
 * "annual-day-2-<random>.png"). Payload names an image's sizes after it ("…-<random>-400x300.webp"),
 * so no two records ever share a file, whatever their names, types or shapes: an upload can never
 * overwrite, nor a deletion remove, another record's original or sizes. The random part also keeps
 * the addresses of files not yet linked from a published page from being guessed, and the short base
 * keeps every name, sizes included, far below the file system's 255-byte limit.
 *
 * `token` is the random part (storageToken); passed in so that the rule itself stays pure.
 */
export function storedName(name: string, mime: string, token: string): string {
  const accepted = ACCEPTED_TYPES[mime]
  if (!accepted) throw new Error(`storedName: not an accepted type: ${mime}`)
  const ext = extensionOf(name)
  const base = ext ? name.trim().slice(0, -(ext.length + 1)) : name
  const readable = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_NAME_BASE)
    .replace(/^-+|-+$/g, '')
  return `${readable || (accepted.kind === 'pdf' ? 'document' : 'image')}-${token}.${accepted.ext}`
}

/** Whether a stored file (by its MIME type) is an image, which then needs alternative text. */
export const isImageMime = (mime: string | null | undefined) => !!mime && ACCEPTED_TYPES[mime]?.kind === 'image'

export const ALT_REQUIRED_MESSAGE =
  'Describe what the image shows (alternative text): people who cannot see it, and search engines, read this instead.'

/** An image whose type is right but whose picture cannot be read (cut short, corrupted). */
export const DAMAGED_IMAGE_MESSAGE =
  'This image is damaged or incomplete and cannot be shown. Save or export it again and upload the new file.'
