import { describe, expect, it } from 'vitest'

import { imageSource, publicFileUrl, toMediaRef, webImage } from '@/content/media'

const doc = {
  url: '/cms-api/media/file/photo.jpg',
  alt: 'A school',
  width: 2000,
  height: 1500,
  mimeType: 'image/jpeg',
  sizes: {
    full: { url: '/cms-api/media/file/photo-1600x1200.webp', width: 1600, height: 1200 },
    card: { url: '/cms-api/media/file/photo-400x300.webp', width: 400, height: 300 },
    grid: { url: '/cms-api/media/file/photo-800x600.webp', width: 800, height: 600 },
  },
}

describe('toMediaRef', () => {
  it('keeps the generated sizes, narrowest first, and drops the ones not made', () => {
    const ref = toMediaRef({ ...doc, sizes: { ...doc.sizes, full: { url: null, width: null, height: null } } })!
    expect(ref.sizes.map((s) => s.width)).toEqual([400, 800])
    expect(toMediaRef({ url: '/x.pdf', mimeType: 'application/pdf' })).toEqual({
      url: '/x.pdf',
      alt: '',
      width: null,
      height: null,
      mimeType: 'application/pdf',
      sizes: [],
    })
    expect(toMediaRef(7)).toBeNull()
  })
})

describe('imageSource', () => {
  const ref = toMediaRef(doc)!

  it('picks the narrowest size wide enough at 2x', () => {
    expect(imageSource(ref, 150).url).toMatch(/400x300/)
    expect(imageSource(ref, 200).url).toMatch(/400x300/)
    expect(imageSource(ref, 300)).toEqual({ url: '/cms-api/media/file/photo-800x600.webp', width: 800, height: 600 })
    expect(imageSource(ref, 800).url).toMatch(/1600x1200/)
  })

  it('never the original when it is wider than 1600 px: the full size instead', () => {
    expect(imageSource(ref, 1000).url).toMatch(/1600x1200/)
  })

  it('uses the original only when it is wider than every size, at most 1600 px, and still needed', () => {
    const small = toMediaRef({
      ...doc,
      width: 1000,
      height: 750,
      sizes: { card: doc.sizes.card, grid: doc.sizes.grid },
    })!
    expect(imageSource(small, 300).url).toMatch(/800x600/)
    expect(imageSource(small, 800).url).toBe(doc.url)
  })

  it('falls back to the original without sizes (PDF covers, older uploads, small logos)', () => {
    const none = toMediaRef({ ...doc, width: 240, height: 240, sizes: undefined })!
    expect(imageSource(none, 72)).toEqual({ url: doc.url, width: 240, height: 240 })
  })
})

describe('webImage: what links and /api/v1 hand out for an upload', () => {
  it('the full size (1600 px WebP) of a larger photo, never the original', () => {
    expect(webImage(toMediaRef(doc)!)).toEqual({
      url: '/cms-api/media/file/photo-1600x1200.webp',
      width: 1600,
      height: 1200,
    })
  })

  it('the original when the photo is smaller than the full size (no full size was made)', () => {
    const small = toMediaRef({
      ...doc,
      width: 1000,
      height: 750,
      sizes: { card: doc.sizes.card, grid: doc.sizes.grid },
    })!
    expect(webImage(small).url).toBe(doc.url)
    const exactly = toMediaRef({
      ...doc,
      width: 800,
      height: 600,
      sizes: { card: doc.sizes.card, grid: doc.sizes.grid },
    })!
    expect(webImage(exactly).url).toMatch(/800x600/)
  })

  it('a portrait photo: the full size (1600 px high), never the taller original', () => {
    const portrait = toMediaRef({
      ...doc,
      width: 1500,
      height: 2000,
      sizes: {
        card: { url: '/c.webp', width: 400, height: 533 },
        grid: { url: '/g.webp', width: 800, height: 1067 },
        full: { url: '/f.webp', width: 1200, height: 1600 },
      },
    })!
    expect(webImage(portrait).url).toBe('/f.webp')
    expect(imageSource(portrait, 800).url).toBe('/f.webp')
  })

  it('a PDF, and an image without sizes, as themselves', () => {
    expect(publicFileUrl(toMediaRef({ url: '/x.pdf', mimeType: 'application/pdf' })!)).toBe('/x.pdf')
    expect(publicFileUrl(toMediaRef({ ...doc, sizes: undefined })!)).toBe(doc.url)
  })
})
