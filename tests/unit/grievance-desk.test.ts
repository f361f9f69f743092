import { describe, expect, it } from 'vitest'

import { retentionDays, smtpSettings } from '@/config/env'
import { exportQuery } from '@/grievances/export'
import { csvCell, toCsv } from '@/lib/csv'
import { describeHistoryEntry, isClosed } from '@/grievances/workflow'

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(42)).toBe('42')
  })

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1")
    expect(csvCell('+91 98765')).toBe("'+91 98765")
    expect(csvCell('-2')).toBe("'-2")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\t=1')).toBe("'\t=1")
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('a=b')).toBe('a=b')
  })

  it('writes a BOM, a header and CRLF lines', () => {
    expect(toCsv(['A', 'B'], [['1', 'x,y']])).toBe('\uFEFFA,B\r\n1,"x,y"\r\n')
  })
})

describe('exportQuery', () => {
  it('combines the list filters and the search box; sorts newest first by default', () => {
    expect(exportQuery({})).toEqual({ where: {}, sort: '-createdAt' })
    const where = { status: { equals: 'new' } }
    expect(exportQuery({ where, search: ' GRV-2026 ', sort: 'reference' })).toEqual({
      where: { and: [where, { or: [{ reference: { like: 'GRV-2026' } }] }] },
      sort: 'reference',
    })
    expect(exportQuery({ where: 'x', sort: 'a;drop' }).sort).toBe('-createdAt')
  })
})

describe('grievance desk rules', () => {
  it('knows closed statuses', () => {
    expect(['resolved', 'rejected'].map(isClosed)).toEqual([true, true])
    expect(['new', 'in-progress', undefined].map(isClosed)).toEqual([false, false, false])
  })

  it('describes history entries for the admin', () => {
    expect(
      describeHistoryEntry({
        at: '2026-11-21T14:02:33.000Z',
        byName: 'o@x.org',
        change: 'status',
        from: 'new',
        to: 'resolved',
      }),
    ).toBe('21/11/2026 19:32 IST · o@x.org · status New → Resolved')
    expect(describeHistoryEntry({ change: 'note', from: '', to: 'x' })).toBe('system · internal note added')
    expect(describeHistoryEntry({ change: 'note', from: 'x', to: 'y' })).toBe('system · internal note changed')
  })
})

describe('SMTP and retention settings', () => {
  it('turns mail on only with SMTP_HOST', () => {
    expect(smtpSettings({})).toBeNull()
    expect(smtpSettings({ SMTP_HOST: 'mail.example.org' })).toEqual({
      host: 'mail.example.org',
      port: 587,
      secure: false,
      user: undefined,
      pass: undefined,
      fromAddress: 'no-reply@mail.example.org',
      fromName: 'Grievance desk',
    })
  })

  it('reads port, TLS, login and the sender', () => {
    expect(
      smtpSettings({
        SMTP_HOST: 'h',
        SMTP_SECURE: 'true',
        SMTP_USER: 'u',
        SMTP_PASS: 'p',
        SMTP_FROM: '"Society" <desk@society.org>',
      }),
    ).toMatchObject({
      port: 465,
      secure: true,
      user: 'u',
      pass: 'p',
      fromAddress: 'desk@society.org',
      fromName: 'Society',
    })
    expect(smtpSettings({ SMTP_HOST: 'h', SMTP_PORT: '2525', SMTP_FROM: 'desk@society.org' })).toMatchObject({
      port: 2525,
      secure: false,
      fromAddress: 'desk@society.org',
      fromName: 'Grievance desk',
    })
  })

  it('reads the retention period in whole days, 365 by default', () => {
    expect(retentionDays(undefined)).toBe(365)
    expect(retentionDays('30')).toBe(30)
    for (const bad of ['', '0', '-5', '1.5', 'year']) expect(retentionDays(bad)).toBe(365)
  })
})
