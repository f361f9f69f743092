import { describe, expect, it } from 'vitest'

import { capSrcSet, imgAttributes } from '@/components/Img'

const set = [128, 256, 384, 640, 828, 1200, 1920].map((w) => `/_next/image?url=%2Fa.webp&w=${w}&q=75 ${w}w`).join(', ')

describe('capSrcSet', () => {
  it('stops at the first candidate as wide as the file', () => {
    expect(capSrcSet(set, 400)).toBe(
      [128, 256, 384, 640].map((w) => `/_next/image?url=%2Fa.webp&w=${w}&q=75 ${w}w`).join(', '),
    )
    expect(capSrcSet(set, 384)?.split(', ').at(-1)).toBe('/_next/image?url=%2Fa.webp&w=384&q=75 384w')
  })

  it('keeps every candidate for a file wider than all of them, or of unknown width', () => {
    expect(capSrcSet(set, 4000)).toBe(set)
    expect(capSrcSet(set, null)).toBe(set)
    expect(capSrcSet(undefined, 400)).toBeUndefined()
  })

  it('leaves density descriptors alone', () => {
    const dense = '/_next/image?url=%2Fa.webp&w=64&q=75 1x, /_next/image?url=%2Fa.webp&w=128&q=75 2x'
    expect(capSrcSet(dense, 64)).toBe(dense)
  })
})

describe('imgAttributes', () => {
  it('gives an image shown at one width (sizes="150px") its 1x and 2x candidates only, in its ratio', () => {
    const a = imgAttributes({ src: '/cms-api/media/file/cover.webp', width: 300, height: 400, sizes: '150px' })
    const candidates = a.srcSet!.split(', ')
    expect(candidates.map((c) => c.split(' ')[1])).toEqual(['1x', '2x'])
    const widths = candidates.map((c) => Number(/[?&]w=(\d+)/.exec(c)![1]))
    expect(widths[0]).toBeGreaterThanOrEqual(150)
    expect(widths[1]).toBeGreaterThanOrEqual(300)
    expect(a.sizes).toBeUndefined()
    expect([a.width, a.height]).toEqual([150, 200])
  })

  it('keeps width descriptors and sizes for an image whose width follows the screen', () => {
    const a = imgAttributes({
      src: '/cms-api/media/file/a.webp',
      width: 800,
      height: 533,
      sizes: '(min-width: 640px) 240px, 100vw',
    })
    expect(a.sizes).toBe('(min-width: 640px) 240px, 100vw')
    expect(a.srcSet!.split(', ').length).toBeGreaterThan(2)
    expect(a.srcSet!.split(', ').every((c) => / \d+w$/.test(c))).toBe(true)
    expect([a.width, a.height]).toEqual([800, 533])
  })
})
