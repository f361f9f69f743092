import sharp from 'sharp'

/**
 * Photos of children must not carry where and by whom they were taken. Every image the media library
 * stores (the original as well as its sizes) is re-encoded without its metadata: EXIF (GPS position,
 * camera owner, Artist, Copyright, dates), XMP, IPTC, ICC profiles, comments and text chunks. It is
 * first turned upright by its EXIF orientation (the orientation tag goes with the rest), and its
 * colours are converted from an embedded profile to sRGB, the web's colour space, so nothing changes
 * on screen when the profile is dropped.
 *
 * Used by the Media collection's upload hook (src/collections/Media.ts) and by `npm run media:clean`
 * for files stored before (src/lib/media-clean.ts).
 */

/** A kind of metadata found in an image file. */
export type MetadataKind = 'exif' | 'xmp' | 'iptc' | 'icc' | 'comment' | 'other'

export type CleanedImage = {
  data: Buffer
  width: number
  height: number
  /** False when the file had nothing to remove and was already upright: `data` is the input. */
  changed: boolean
}

const ascii = (b: Buffer, from: number, length: number) => b.toString('latin1', from, Math.min(b.length, from + length))

/**
 * JPEG: the APPn and COM segments before the image data. APP0 (JFIF) and APP14 (Adobe colour
 * transform) carry no personal data; everything else (EXIF, XMP, ICC, IPTC, MPF previews of phones,
 * maker data) is metadata.
 */
function jpegMetadata(b: Buffer): MetadataKind[] {
  const found: MetadataKind[] = []
  let i = 2
  while (i + 4 <= b.length && b[i] === 0xff) {
    const marker = b[i + 1]!
    if (marker === 0xff) {
      i += 1 // fill byte
      continue
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2
      continue
    }
    if (marker === 0xda || marker === 0xd9) break // start of scan / end of image
    const length = b.readUInt16BE(i + 2)
    const body = i + 4
    if (marker === 0xfe) found.push('comment')
    else if (marker === 0xe1)
      found.push(ascii(b, body, 6) === 'Exif\0\0' ? 'exif' : ascii(b, body, 4) === 'http' ? 'xmp' : 'other')
    else if (marker === 0xe2) found.push(ascii(b, body, 11) === 'ICC_PROFILE' ? 'icc' : 'other')
    else if (marker === 0xed) found.push('iptc')
    else if (marker >= 0xe1 && marker <= 0xef && marker !== 0xee) found.push('other')
    i += 2 + length
  }
  return found
}

/** PNG: the chunks that carry metadata (EXIF, text incl. XMP, ICC profile, modification time). */
function pngMetadata(b: Buffer): MetadataKind[] {
  const found: MetadataKind[] = []
  const kinds: Record<string, MetadataKind> = {
    eXIf: 'exif',
    iTXt: 'comment',
    tEXt: 'comment',
    zTXt: 'comment',
    iCCP: 'icc',
    tIME: 'other',
  }
  let i = 8
  while (i + 8 <= b.length) {
    const length = b.readUInt32BE(i)
    const type = ascii(b, i + 4, 4)
    // XMP is a text chunk with this keyword (iTXt by the standard, tEXt from libvips).
    if (/^(iTXt|tEXt|zTXt)$/.test(type) && ascii(b, i + 8, 17) === 'XML:com.adobe.xmp') found.push('xmp')
    else if (kinds[type]) found.push(kinds[type])
    if (type === 'IEND') break
    i += 12 + length
  }
  return found
}

/** WebP: the RIFF chunks EXIF, XMP and ICCP. */
function webpChunks(b: Buffer): string[] {
  const chunks: string[] = []
  let i = 12
  while (i + 8 <= b.length) {
    chunks.push(ascii(b, i, 4))
    const size = b.readUInt32LE(i + 4)
    i += 8 + size + (size % 2)
  }
  return chunks
}

function webpMetadata(b: Buffer): MetadataKind[] {
  const kinds: Record<string, MetadataKind> = { EXIF: 'exif', 'XMP ': 'xmp', ICCP: 'icc' }
  return webpChunks(b).flatMap((c) => (kinds[c] ? [kinds[c]] : []))
}

/** The metadata a JPEG, PNG or WebP file carries, by kind, in file order; [] when none. */
export function metadataIn(data: Buffer, mime: string): MetadataKind[] {
  if (mime === 'image/jpeg') return jpegMetadata(data)
  if (mime === 'image/png') return pngMetadata(data)
  if (mime === 'image/webp') return webpMetadata(data)
  return []
}

/** Formats this module cleans (the media library's image types). */
export const CLEANABLE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp']

/**
 * An image's size as its header states it, without decoding the picture (so a file that claims
 * 400 megapixels costs nothing to ask); `frames` for animated images. Throws for an unreadable header.
 */
export async function imageDimensions(data: Buffer): Promise<{ width: number; height: number; frames: number }> {
  const meta = await sharp(data, { limitInputPixels: false }).metadata()
  const frames = meta.pages ?? 1
  return { width: meta.width, height: frames > 1 ? (meta.pageHeight ?? meta.height) : meta.height, frames }
}

/**
 * The image upright, in sRGB, without any metadata, in the same format: JPEG at quality 90, PNG
 * lossless (a palette image stays a palette image), WebP at quality 90 or lossless when it was.
 * Animated WebP keeps its frames (it is not rotated: phones do not make animated WebP with an
 * orientation). With `maxSide`, a larger image is scaled down to fit in maxSide × maxSide (the
 * media library keeps no more than visitors may get). A file that carries no metadata, needs no
 * turning and fits is returned unchanged, so cleaning twice does not re-encode twice.
 */
export async function cleanImage(
  data: Buffer,
  mime: string,
  { maxSide }: { maxSide?: number } = {},
): Promise<CleanedImage> {
  const meta = await sharp(data).metadata()
  const found = metadataIn(data, mime)
  const turned = !!meta.orientation && meta.orientation !== 1
  const pages = meta.pages ?? 1
  const pageHeight = pages > 1 ? (meta.pageHeight ?? meta.height) : meta.height
  const tooLarge = !!maxSide && (meta.width > maxSide || pageHeight > maxSide)
  if (!found.length && !turned && !tooLarge) return { data, width: meta.width, height: pageHeight, changed: false }

  // Without keepMetadata/keepIccProfile/withMetadata, sharp converts from an embedded ICC profile
  // to sRGB and writes no EXIF, XMP, IPTC, ICC or comments.
  let image = pages > 1 ? sharp(data, { animated: true }) : sharp(data).rotate()
  // After rotate(), so that the bounds apply to the upright picture.
  if (tooLarge) image = image.resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
  if (mime === 'image/jpeg') {
    image = image.jpeg({
      quality: 90,
      mozjpeg: false,
      chromaSubsampling: meta.chromaSubsampling?.startsWith('4:4:4') ? '4:4:4' : '4:2:0',
    })
  } else if (mime === 'image/png') {
    image = image.png({ palette: meta.isPalette })
  } else if (mime === 'image/webp') {
    image = image.webp(webpChunks(data).includes('VP8L') ? { lossless: true } : { quality: 90 })
  } else {
    throw new Error(`cleanImage: unsupported type ${mime}`)
  }
  const { data: out, info } = await image.toBuffer({ resolveWithObject: true })
  return {
    data: out,
    width: info.width,
    height: pages > 1 ? (info.pageHeight ?? info.height) : info.height,
    changed: true,
  }
}
