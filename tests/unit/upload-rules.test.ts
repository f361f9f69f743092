import { describe, expect, it } from 'vitest'

import { makePdf } from '@/seed/pdf'
import {
  correctedName,
  describeType,
  extensionOf,
  formatMB,
  isImageMime,
  looksLikeCompletePdf,
  MB,
  sniffText,
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
    expect(uploadProblem({ detected: jpeg, name: 'a.jpg', size: 12.4 * MB })).toMatch(/^Images can be at most 10 MB; this one is 12\.4 MB\./)
    expect(uploadProblem({ detected: jpeg, name: 'a.jpg', size: 10 * MB + 1 })).toContain('this one is 10.1 MB')
    expect(uploadProblem({ detected: pdf, name: 'a.pdf', size: 21 * MB })).toMatch(/^PDF documents can be at most 20 MB; this one is 21\.0 MB\./)
  })

  it('names what a refused file is', () => {
    expect(uploadProblem({ detected: exe, name: 'setup.exe', size: 100 })).toBe(
      'Only JPEG, PNG or WebP images and PDF documents can be uploaded; this file is a Windows program.',
    )
    expect(uploadProblem({ detected: { mime: 'video/mp4', ext: 'mp4' }, name: 'clip.mp4', size: 100 })).toContain('this file is an MP4 video.')
    expect(uploadProblem({ detected: undefined, name: 'x.bin', size: 100 })).toContain('this file is a file of unknown type.')
    expect(uploadProblem({ detected: { mime: 'image/svg+xml', ext: 'svg' }, name: 'logo.svg', size: 100 })).toContain('an SVG drawing')
  })

  it('says when the name claims an accepted type the content is not', () => {
    expect(uploadProblem({ detected: { mime: 'text/html', ext: 'html' }, name: 'notice.PDF', size: 100 })).toBe(
      'This file is named .pdf but is not a PDF document; it is a web page (HTML). Only JPEG, PNG or WebP images and PDF documents can be uploaded.',
    )
    expect(uploadProblem({ detected: exe, name: 'photo.jpeg', size: 100 })).toMatch(/^This file is named \.jpeg but is not a JPEG image; it is a Windows program\./)
  })

  it('refuses empty files and damaged PDFs', () => {
    expect(uploadProblem({ detected: undefined, name: 'a.pdf', size: 0 })).toBe('This file is empty.')
    expect(uploadProblem({ detected: pdf, name: 'a.pdf', size: 100, completePdf: false })).toMatch(/damaged or incomplete/)
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

describe('correctedName', () => {
  it('makes the extension agree with the content', () => {
    expect(correctedName('photo.jpg', 'image/png')).toBe('photo.png')
    expect(correctedName('photo.JPEG', 'image/jpeg')).toBe('photo.JPEG')
    expect(correctedName('scan', 'application/pdf')).toBe('scan.pdf')
    expect(correctedName('report.final.png', 'application/pdf')).toBe('report.final.pdf')
    expect(correctedName('.jpg', 'image/webp')).toBe('file.webp')
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
