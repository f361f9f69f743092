import { describe, expect, it } from 'vitest'

import { makePdf } from '@/seed/pdf'
import {
  describeType,
  extensionOf,
  formatMB,
  isImageMime,
  looksLikeCompletePdf,
  MAX_IMAGE_PIXELS,
  MAX_NAME_BASE,
  MB,
  pixelProblem,
  sniffText,
  storedName,
  uploadProblem,
} from '@/lib/upload-rules'

const jpeg = { mime: 'image/jpeg', ext: 'jpg' }
const pdf = { mime: 'application/pdf', ext: 'pdf' }
const exe = { mime: 'application/x-msdownload', ext: 'exe' }

describe('uploadProblem', () => {
  it('accepts JPEG, PNG and WebP images up to 10 MB and PDFs up to 20 MB', () => {
    expect(uploadProblem({ detected: jpeg, name: 'a.jpg', size: 10 * MB })).toBeNull()
    expect(uploadProblem({ detected: { mime: 'image/png', ext: 'png' }, name: 'a.png', size: 1000 })).toBeNull()
    expect(uploadProblem({ detected: { mime: 'image/webp', ext: 'webp' }, name: 'a.webp', size: 1000 })).toBeNull()
    expect(uploadProblem({ detected: pdf, name: 'a.pdf', size: 20 * MB })).toBeNull()
  })

  it('says how large a too large file is', () => {
    expect(uploadProblem({ detected: jpeg, name: 'a.jpg', size: 12.4 * MB })).toMatch(
      /^Images can be at most 10 MB; this one is 12\.4 MB\./,
    )
    expect(uploadProblem({ detected: jpeg, name: 'a.jpg', size: 10 * MB + 1 })).toContain('this one is 10.1 MB')
    expect(uploadProblem({ detected: pdf, name: 'a.pdf', size: 21 * MB })).toMatch(
      /^PDF documents can be at most 20 MB; this one is 21\.0 MB\./,
    )
  })

  it('names what a refused file is', () => {
    expect(uploadProblem({ detected: exe, name: 'setup.exe', size: 100 })).toBe(
      'Only JPEG, PNG or WebP images and PDF documents can be uploaded; this file is a Windows program.',
    )
    expect(uploadProblem({ detected: { mime: 'video/mp4', ext: 'mp4' }, name: 'clip.mp4', size: 100 })).toContain(
      'this file is an MP4 video.',
    )
    expect(uploadProblem({ detected: undefined, name: 'x.bin', size: 100 })).toContain(
      'this file is a file of unknown type.',
    )
    expect(uploadProblem({ detected: { mime: 'image/svg+xml', ext: 'svg' }, name: 'logo.svg', size: 100 })).toContain(
      'an SVG drawing',
    )
  })

  it('says when the name claims an accepted type the content is not', () => {
    expect(uploadProblem({ detected: { mime: 'text/html', ext: 'html' }, name: 'notice.PDF', size: 100 })).toBe(
      'This file is named .pdf but is not a PDF document; it is a web page (HTML). Only JPEG, PNG or WebP images and PDF documents can be uploaded.',
    )
    expect(uploadProblem({ detected: exe, name: 'photo.jpeg', size: 100 })).toMatch(
      /^This file is named \.jpeg but is not a JPEG image; it is a Windows program\./,
    )
  })

  it('refuses empty files and damaged PDFs', () => {
    expect(uploadProblem({ detected: undefined, name: 'a.pdf', size: 0 })).toBe('This file is empty.')
    expect(uploadProblem({ detected: pdf, name: 'a.pdf', size: 100, completePdf: false })).toMatch(
      /damaged or incomplete/,
    )
  })
})

describe('sniffText', () => {
  it('recognises markup and scripts that file-type does not', () => {
    expect(sniffText('<svg xmlns="http://www.w3.org/2000/svg"></svg>')?.mime).toBe('image/svg+xml')
    expect(sniffText('<?xml version="1.0"?>\n<svg>')?.mime).toBe('image/svg+xml')
    expect(sniffText('\uFEFF  <!DOCTYPE html><html>')?.mime).toBe('text/html')
    expect(sniffText('<script>alert(1)</script>')?.mime).toBe('text/html')
    expect(sniffText('<?xml version="1.0"?><feed/>')?.mime).toBe('application/xml')
    expect(sniffText('#!/bin/sh\nrm -rf /')?.mime).toBe('text/x-script')
    expect(sniffText('name,class\nAsha,10')?.mime).toBe('text/plain')
    expect(sniffText('')).toBeUndefined()
    expect(sniffText('\u0000\u0001\u0002\u0003binary')).toBeUndefined()
  })
})

describe('storedName', () => {
  const token = '0123456789abcdef0123'
  it('a short readable part, the random part, and the extension of what the file is', () => {
    expect(storedName('trustee-1.png', 'image/png', token)).toBe(`trustee-1-${token}.png`)
    expect(storedName('photo.jpg', 'image/png', token)).toBe(`photo-${token}.png`)
    expect(storedName('photo.JPEG', 'image/jpeg', token)).toBe(`photo-${token}.jpg`)
    expect(storedName('scan', 'application/pdf', token)).toBe(`scan-${token}.pdf`)
    expect(storedName('Report.Final (2).png', 'application/pdf', token)).toBe(`report-final-2-${token}.pdf`)
    expect(storedName('Śaṅkar Café.webp', 'image/webp', token)).toBe(`sankar-cafe-${token}.webp`)
  })

  it('a name with nothing readable (only an extension, Marathi, symbols) says what the file is', () => {
    expect(storedName('.jpg', 'image/webp', token)).toBe(`image-${token}.webp`)
    expect(storedName('परिपत्रक.pdf', 'application/pdf', token)).toBe(`document-${token}.pdf`)
    expect(storedName('../../etc/passwd', 'application/pdf', token)).toBe(`etc-passwd-${token}.pdf`)
  })

  it('a long name is shortened, so the names of the sizes stay far below 255 bytes', () => {
    const name = storedName(`${'annual day photo '.repeat(15)}.jpg`, 'image/jpeg', token)
    expect(name).toBe(`${'annual-day-photo-'.repeat(3).slice(0, MAX_NAME_BASE).replace(/-+$/, '')}-${token}.jpg`)
    expect(Buffer.byteLength(name.replace(/\.jpg$/, '-16000x12000.webp'))).toBeLessThan(100)
  })
})

describe('pixelProblem', () => {
  it('accepts up to 50 megapixels and 12,000 pixels a side', () => {
    expect(pixelProblem({ width: 8660, height: 5773 })).toBeNull()
    expect(pixelProblem({ width: 12_000, height: 4000 })).toBeNull()
    expect(MAX_IMAGE_PIXELS).toBe(50_000_000)
  })

  it('refuses more, saying how many pixels the image has', () => {
    expect(pixelProblem({ width: 20_000, height: 20_000 })).toBe(
      'Images can have at most 50 megapixels and 12,000 pixels on a side; this one has 20,000 × 20,000 pixels (400 megapixels). Save it smaller (for example 2000 pixels wide) and upload it again.',
    )
    expect(pixelProblem({ width: 9000, height: 6000 })).toContain('this one has 9,000 × 6,000 pixels (54 megapixels)')
    expect(pixelProblem({ width: 13_000, height: 100 })).toContain('this one has 13,000 × 100 pixels (2 megapixels)')
    expect(pixelProblem({ width: 2000, height: 2000, frames: 20 })).toContain(
      'this one has 20 frames of 2,000 × 2,000 pixels (80 megapixels)',
    )
  })

  it('is part of uploadProblem for images', () => {
    const png = { mime: 'image/png', ext: 'png' }
    expect(
      uploadProblem({ detected: png, name: 'a.png', size: 1000, dimensions: { width: 16_000, height: 16_000 } }),
    ).toContain('(256 megapixels)')
    expect(
      uploadProblem({ detected: png, name: 'a.png', size: 1000, dimensions: { width: 1600, height: 1200 } }),
    ).toBeNull()
  })
})

describe('helpers', () => {
  it('extensionOf, formatMB, describeType, isImageMime', () => {
    expect(extensionOf('a.b.JPG')).toBe('jpg')
    expect(extensionOf('noext')).toBe('')
    expect(formatMB(12.4 * MB)).toBe('12.4 MB')
    expect(formatMB(20 * MB)).toBe('20.0 MB')
    expect(describeType({ mime: 'application/x-dwg', ext: 'dwg' })).toBe('a DWG file')
    expect(describeType({ mime: 'application/x-foo', ext: 'foo' })).toBe('an FOO file')
    expect(isImageMime('image/webp')).toBe(true)
    expect(isImageMime('application/pdf')).toBe(false)
    expect(isImageMime(null)).toBe(false)
  })

  it('looksLikeCompletePdf', () => {
    expect(looksLikeCompletePdf(makePdf('T', ['x']))).toBe(true)
    expect(looksLikeCompletePdf(makePdf('T', ['x']).subarray(0, 100))).toBe(false)
    expect(looksLikeCompletePdf(Buffer.from('<html>%PDF-'))).toBe(false)
  })
})
