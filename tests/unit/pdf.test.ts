import { describe, expect, it } from 'vitest'

import { makePdf } from '@/seed/pdf'

describe('makePdf', () => {
  it('writes a PDF whose cross-reference offsets point at its objects', () => {
    const pdf = makePdf('Notice (2025)', ['Line one', 'Ünïcode is replaced'])
    const text = pdf.toString('latin1')
    expect(text.startsWith('%PDF-1.4')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    const startxref = Number(/startxref\n(\d+)/.exec(text)![1])
    expect(text.slice(startxref, startxref + 4)).toBe('xref')
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
    expect(offsets).toHaveLength(6)
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`))
    expect(text).toContain('(Notice \\(2025\\)) Tj')
  })
})
