import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { cleanImage, imageDimensions, metadataIn } from '@/services/image-clean'

import { pngClaiming } from '../fixtures/png-claiming'

/** src/services/image-clean.ts for each accepted image type (the JPEG path end to end is tests/integration/photo-privacy.test.ts). */

const base = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } })
const EXIF = {
  IFD0: { Artist: 'Jane Photographer', Copyright: 'Jane' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 0/1' },
}

describe('metadataIn', () => {
  it('finds EXIF, XMP and ICC in PNG and WebP, and nothing in a clean file', async () => {
    for (const format of ['png', 'webp'] as const) {
      const mime = `image/${format}`
      const tagged = await base()
        .withExif(EXIF)
        .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"></x:xmpmeta>')
        .withIccProfile('p3')
        .toFormat(format)
        .toBuffer()
      expect(metadataIn(tagged, mime).sort(), format).toEqual(['exif', 'icc', 'xmp'])
      expect(metadataIn(await base().toFormat(format).toBuffer(), mime), format).toEqual([])
    }
  })
})

describe('cleanImage', () => {
  it('PNG: metadata gone, upright, lossless (same pixels), palette images stay palette', async () => {
    const tagged = await base().withExif(EXIF).withMetadata({ orientation: 8 }).png().toBuffer()
    const { data, width, height, changed } = await cleanImage(tagged, 'image/png')
    expect([changed, width, height]).toEqual([true, 200, 300])
    expect(metadataIn(data, 'image/png')).toEqual([])
    const meta = await sharp(data).metadata()
    expect([meta.format, meta.exif, meta.orientation]).toEqual(['png', undefined, undefined])
    expect([...(await sharp(data).extract({ left: 5, top: 5, width: 1, height: 1 }).raw().toBuffer())]).toEqual([
      200, 80, 20,
    ])

    const palette = await base().withExif(EXIF).png({ palette: true }).toBuffer()
    const cleanedPalette = await cleanImage(palette, 'image/png')
    expect((await sharp(cleanedPalette.data).metadata()).isPalette).toBe(true)
  })

  it('WebP: metadata gone; a lossless WebP stays lossless, an animated one keeps its frames', async () => {
    const lossless = await base().withExif(EXIF).webp({ lossless: true }).toBuffer()
    const cleaned = await cleanImage(lossless, 'image/webp')
    expect(metadataIn(cleaned.data, 'image/webp')).toEqual([])
    expect(cleaned.data.includes(Buffer.from('VP8L'))).toBe(true)
    expect([...(await sharp(cleaned.data).extract({ left: 5, top: 5, width: 1, height: 1 }).raw().toBuffer())]).toEqual(
      [200, 80, 20],
    )

    const frames = await Promise.all(
      [10, 120, 240].map((r) =>
        sharp({ create: { width: 60, height: 40, channels: 3, background: { r, g: 0, b: 0 } } })
          .png()
          .toBuffer(),
      ),
    )
    const animated = await sharp(frames, { join: { animated: true } })
      .withExif(EXIF)
      .webp({ loop: 0, delay: [100, 100, 100] })
      .toBuffer()
    expect((await sharp(animated).metadata()).pages).toBe(3)
    expect(metadataIn(animated, 'image/webp')).toContain('exif')
    const cleanedAnimation = await cleanImage(animated, 'image/webp')
    expect(metadataIn(cleanedAnimation.data, 'image/webp')).toEqual([])
    expect((await sharp(cleanedAnimation.data).metadata()).pages).toBe(3)
    expect([cleanedAnimation.width, cleanedAnimation.height]).toEqual([60, 40])
  })

  it('a file with nothing to remove is returned as it is (no second encoding)', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const clean = await base().toFormat(format).toBuffer()
      const result = await cleanImage(clean, `image/${format}`)
      expect(result.changed).toBe(false)
      expect(result.data).toBe(clean)
    }
  })

  it('with maxSide, a larger image is scaled down to fit (upright first), a smaller one is left as it is', async () => {
    const wide = await base(600, 450).jpeg().toBuffer()
    const scaled = await cleanImage(wide, 'image/jpeg', { maxSide: 400 })
    expect([scaled.changed, scaled.width, scaled.height]).toEqual([true, 400, 300])
    expect(await sharp(scaled.data).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 300 })
    // Stored sideways (600 × 450, orientation 6): upright it is 450 × 600, so 300 × 400.
    const sideways = await base(600, 450).withMetadata({ orientation: 6 }).png().toBuffer()
    expect(await cleanImage(sideways, 'image/png', { maxSide: 400 })).toMatchObject({ width: 300, height: 400 })
    const frames = await Promise.all(
      [10, 240].map((r) =>
        sharp({ create: { width: 300, height: 600, channels: 3, background: { r, g: 0, b: 0 } } })
          .png()
          .toBuffer(),
      ),
    )
    const animation = await sharp(frames, { join: { animated: true } })
      .webp({ loop: 0, delay: [100, 100] })
      .toBuffer()
    const scaledAnimation = await cleanImage(animation, 'image/webp', { maxSide: 400 })
    expect(scaledAnimation).toMatchObject({ width: 200, height: 400 })
    expect((await sharp(scaledAnimation.data).metadata()).pages).toBe(2)
    const small = await base(400, 225).webp().toBuffer()
    expect((await cleanImage(small, 'image/webp', { maxSide: 400 })).data).toBe(small)
  })
})

describe('imageDimensions', () => {
  it('reads what the header states without decoding the picture', async () => {
    expect(await imageDimensions(await base(300, 200).png().toBuffer())).toEqual({ width: 300, height: 200, frames: 1 })
    // A PNG whose header claims 20,000 × 20,000 pixels (400 megapixels) over a few bytes of data.
    const png = await pngClaiming(20_000, 20_000)
    expect(await imageDimensions(png)).toEqual({ width: 20_000, height: 20_000, frames: 1 })
    await expect(imageDimensions(Buffer.from('not an image'))).rejects.toThrow()
  })
})
