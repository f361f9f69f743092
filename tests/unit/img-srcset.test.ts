import { describe, expect, it } from 'vitest'

import { capSrcSet } from '@/components/Img'

const set = [128, 256, 384, 640, 828, 1200, 1920].map((w) => `/_next/image?url=%2Fa.webp&w=${w}&q=75 ${w}w`).join(', ')

describe('capSrcSet', () => {
  it('stops at the first candidate as wide as the file', () => {
    expect(capSrcSet(set, 400)).toBe([128, 256, 384, 640].map((w) => `/_next/image?url=%2Fa.webp&w=${w}&q=75 ${w}w`).join(', '))
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
