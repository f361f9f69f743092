/**
 * The OpenAPI document says what the API does: its server (SITE_URL), a license, that no operation
 * needs credentials, and the conditional reads every GET answers (an ETag, If-None-Match, 304).
 * The same document passes `redocly lint` (recommended rules) without errors or warnings; that
 * linter is not a dependency of the project, so this test checks what its findings were about.
 */
import { describe, expect, it } from 'vitest'

import { buildOpenApi } from '@/api-v1/openapi'

type Operation = {
  parameters: { name: string; in: string }[]
  responses: Record<string, { headers?: Record<string, unknown> }>
}
type Doc = {
  servers?: { url: string }[]
  security?: unknown[]
  info: { license?: { name: string; url?: string } }
  paths: Record<string, Record<string, Operation>>
}

const doc = buildOpenApi('https://society.example.in') as Doc
const operations = (method: string) =>
  Object.entries(doc.paths).flatMap(([path, ops]) => (ops[method] ? [[path, ops[method]] as const] : []))

describe('the OpenAPI document', () => {
  it('names the site as its server, a license, and no security requirement', () => {
    expect(doc.servers).toEqual([{ url: 'https://society.example.in', description: 'This site' }])
    expect(doc.info.license).toEqual({ name: expect.any(String), url: 'https://society.example.in/copyright-policy' })
    expect(doc.security).toEqual([])
  })

  it('every GET (lists, pages and single rows) declares If-None-Match, its ETag and 304', () => {
    const gets = operations('get')
    expect(gets.length).toBeGreaterThan(20)
    expect(gets.map(([p]) => p)).toContain('/api/v1/notice/{id}')
    for (const [path, op] of gets) {
      expect(
        op.parameters.some((p) => p.in === 'header' && p.name === 'If-None-Match'),
        path,
      ).toBe(true)
      expect(op.responses['200']?.headers, path).toHaveProperty('ETag')
      expect(op.responses['304'], path).toBeDefined()
    }
  })

  it('POSTs are not conditional', () => {
    for (const [path, op] of operations('post')) {
      expect(op.responses['304'], path).toBeUndefined()
      expect(
        op.parameters.some((p) => p.name === 'If-None-Match'),
        path,
      ).toBe(false)
    }
  })
})
