import { describe, expect, it } from 'vitest'

import { fileFormat, fileLabel, formatFileSize } from '@/lib/file-size'

describe('file labels', () => {
  it('names the format from the MIME type or the extension', () => {
    expect(fileFormat('application/pdf', '/media/x')).toBe('PDF')
    expect(fileFormat(null, '/media/notice-1.pdf')).toBe('PDF')
    expect(fileFormat(null, '/media/sheet.xlsx?v=2')).toBe('XLSX')
    expect(fileFormat(null, '/media/file')).toBe('')
  })

  it('writes sizes in KB and MB', () => {
    expect(formatFileSize(850)).toBe('1 KB')
    expect(formatFileSize(5300)).toBe('5 KB')
    expect(formatFileSize(1_258_291)).toBe('1.2 MB')
    expect(formatFileSize(1024 * 1024)).toBe('1.0 MB')
    expect(formatFileSize(25 * 1024 * 1024)).toBe('25 MB')
    expect(formatFileSize(null)).toBe('')
    expect(formatFileSize(Number.NaN)).toBe('')
  })

  it('joins format and size', () => {
    expect(fileLabel('application/pdf', '/a.pdf', 1_258_291)).toBe('PDF, 1.2 MB')
    expect(fileLabel('application/pdf', '/a.pdf', null)).toBe('PDF')
    expect(fileLabel(null, '/a', null)).toBe('')
  })
})

describe('file labels on Marathi pages', () => {
  it('keep the Latin digits and the format, with the units as Marathi readers write them', () => {
    expect(fileLabel('application/pdf', '/a.pdf', 32 * 1024, 'mr')).toBe('PDF, 32 केबी')
    expect(fileLabel('application/pdf', '/a.pdf', 1_258_291, 'mr')).toBe('PDF, 1.2 एमबी')
    expect(formatFileSize(25 * 1024 * 1024, 'mr')).toBe('25 एमबी')
    expect(fileLabel('application/pdf', '/a.pdf', null, 'mr')).toBe('PDF')
  })
})
