/** The pure rules behind the staff side's hardening. */
import { deflateSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { secretFieldPaths } from '@/access/cms-queries/fields'
import { acceptedBody } from '@/services/cms-request'
import { pdfStructuralActions } from '@/services/pdf-actions'
import { isTooLarge, MB, uploadProblem } from '@/lib/upload-rules'
import { siteOrigins } from '@/lib/urls'

const PDF = { mime: 'application/pdf', ext: 'pdf' }
const pdf = (...objects: string[]) =>
  Buffer.from(
    `%PDF-1.7\n${objects.map((o, i) => `${i + 1} 0 obj\n${o}\nendobj\n`).join('')}xref\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  )

describe('pdfStructuralActions', () => {
  it('finds JavaScript in an open action, a name tree or a page action', () => {
    expect(
      pdfStructuralActions(
        pdf('<< /Type /Catalog /OpenAction 2 0 R >>', '<< /S /JavaScript /JS (app.alert\\(1\\)) >>'),
      ),
    ).toBe('JavaScript')
    expect(pdfStructuralActions(pdf('<< /Type /Catalog /Names << /JavaScript 2 0 R >> >>'))).toBe('JavaScript')
    expect(pdfStructuralActions(pdf('<< /Type /Page /AA << /O << /S /JavaScript /JS 3 0 R >> >> >>'))).toBe(
      'JavaScript',
    )
  })

  it('sees through #-escaped names', () => {
    expect(pdfStructuralActions(pdf('<< /S /J#61vaScript /J#53 (x) >>'))).toBe('JavaScript')
  })

  it('finds a program launch', () => {
    expect(pdfStructuralActions(pdf('<< /Type /Catalog /OpenAction << /S /Launch /F (cmd.exe) >> >>'))).toBe(
      'an action that starts a program',
    )
  })

  it('looks inside compressed object streams', () => {
    const packed = deflateSync(Buffer.from('4 0 << /S /JavaScript /JS (app.alert\\(1\\)) >>', 'latin1'))
    const objStm = Buffer.concat([
      Buffer.from(
        `%PDF-1.7\n1 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
        'latin1',
      ),
      packed,
      Buffer.from('\nendstream\nendobj\ntrailer\n<< >>\n%%EOF\n', 'latin1'),
    ])
    expect(pdfStructuralActions(objStm)).toBe('JavaScript')
  })

  it('never reads stream bytes: an image or page content that happens to hold "/JS" is no script', () => {
    const bytes = Buffer.from('\x89binary /JS (x) /Launch /JavaScript\x00\xff', 'latin1')
    const doc = Buffer.concat([
      Buffer.from(
        `%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n2 0 obj\n<< /Length ${bytes.length} /Filter /DCTDecode >>\nstream\n`,
        'latin1',
      ),
      bytes,
      Buffer.from('\nendstream\nendobj\ntrailer\n<< >>\n%%EOF\n', 'latin1'),
    ])
    expect(pdfStructuralActions(doc)).toBeNull()
  })

  it('passes an ordinary document, including words like JSON or Launcher', () => {
    expect(
      pdfStructuralActions(
        pdf('<< /Type /Catalog /Pages 2 0 R >>', '<< /Title (JSON and the Launcher) /JSONish 1 /Launcher 2 >>'),
      ),
    ).toBeNull()
  })

  it('makes the upload refused with a sentence that says what to do', () => {
    const message = uploadProblem({ detected: PDF, name: 'circular.pdf', size: 1000, activeContent: 'JavaScript' })
    expect(message).toMatch(/^This PDF contains JavaScript, which would run when a visitor opens it/)
    expect(message).toMatch(/Save as PDF/)
  })
})

describe('isTooLarge', () => {
  it('is about each kind’s own limit', () => {
    expect(isTooLarge({ detected: PDF, size: 21 * MB })).toBe(true)
    expect(isTooLarge({ detected: PDF, size: 11 * MB })).toBe(false)
    expect(isTooLarge({ detected: { mime: 'image/png', ext: 'png' }, size: 11 * MB })).toBe(true)
    expect(isTooLarge({ detected: { mime: 'text/html', ext: 'html' }, size: 30 * MB })).toBe(false)
  })
})

describe('siteOrigins (Payload csrf list)', () => {
  it('is the site’s own origin', () => {
    expect(siteOrigins('https://society.example.org')).toEqual(['https://society.example.org'])
    expect(siteOrigins('https://society.example.org/')).toEqual(['https://society.example.org'])
  })
  it('names every loopback spelling of a local address', () => {
    expect(siteOrigins('http://localhost:3000')).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ])
  })
})

describe('secretFieldPaths', () => {
  it('finds secret fields in where clauses at any depth, through relationships, and in sorts', () => {
    expect(secretFieldPaths({ 'changedBy.sessions.id': { like: 'a' } }, undefined)).toEqual(['changedBy.sessions.id'])
    expect(
      secretFieldPaths(
        { or: [{ title: { equals: 'x' } }, { and: [{ 'uploadedBy.hash': { exists: true } }] }] },
        undefined,
      ),
    ).toEqual(['uploadedBy.hash'])
    expect(secretFieldPaths(undefined, '-changedBy.salt')).toEqual(['changedBy.salt'])
    expect(secretFieldPaths(undefined, ['title', 'changedBy__resetPasswordToken'])).toEqual([
      'changedBy__resetPasswordToken',
    ])
    expect(secretFieldPaths(undefined, 'title,-changedBy.lockUntil')).toEqual(['changedBy.lockUntil'])
  })
  it('lets ordinary queries through', () => {
    expect(secretFieldPaths({ title: { like: 'hash' }, 'institution.name': { equals: 'salt' } }, '-createdAt')).toEqual(
      [],
    )
  })
})

describe('acceptedBody (/cms-api)', () => {
  const h = (headers: Record<string, string>) => new Headers(headers)
  it('takes JSON, multipart forms and no body', () => {
    expect(acceptedBody('POST', h({ 'content-type': 'application/json; charset=utf-8', 'content-length': '2' }))).toBe(
      true,
    )
    expect(acceptedBody('POST', h({ 'content-type': 'multipart/form-data; boundary=x', 'content-length': '9' }))).toBe(
      true,
    )
    expect(acceptedBody('POST', h({}))).toBe(true)
    expect(acceptedBody('GET', h({ 'content-type': 'text/plain' }))).toBe(true)
  })
  it('takes a URL-encoded query sent as a POST with the method-override header (the admin’s long lists)', () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '20' }
    expect(acceptedBody('POST', h({ ...form, 'x-payload-http-method-override': 'GET' }))).toBe(true)
    expect(acceptedBody('POST', h({ ...form, 'x-http-method-override': 'GET' }))).toBe(true)
    expect(acceptedBody('POST', h({ ...form, 'x-http-method-override': 'DELETE' }))).toBe(false)
  })
  it('refuses any other body', () => {
    expect(
      acceptedBody('POST', h({ 'content-type': 'application/x-www-form-urlencoded', 'content-length': '5' })),
    ).toBe(false)
    expect(acceptedBody('PATCH', h({ 'content-type': 'text/plain', 'content-length': '5' }))).toBe(false)
    expect(acceptedBody('POST', h({ 'content-length': '5' }))).toBe(false)
  })
})
