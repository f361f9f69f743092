/** Largest request body accepted (ARCHITECTURE/issue: 16 KB). */
export const MAX_BODY_BYTES = 16 * 1024

export type BodyResult =
  { ok: true; value: unknown; empty: boolean } | { ok: false; status: 400 | 413 | 415; message: string }

/**
 * Read a JSON request body without trusting its size or type: refuse more than MAX_BODY_BYTES
 * (even when Content-Length lies or is absent), a non-JSON content type, and malformed JSON.
 */
export async function readJsonBody(request: Request): Promise<BodyResult> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES)
    return { ok: false, status: 413, message: `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.` }

  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > MAX_BODY_BYTES) {
        await reader.cancel()
        return { ok: false, status: 413, message: `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.` }
      }
      chunks.push(value)
    }
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks))
  if (text.trim() === '') return { ok: true, value: undefined, empty: true }

  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/json')
    return { ok: false, status: 415, message: 'Send the body as JSON (Content-Type: application/json).' }
  try {
    return { ok: true, value: JSON.parse(text), empty: false }
  } catch {
    return { ok: false, status: 400, message: 'The request body is not valid JSON.' }
  }
}
