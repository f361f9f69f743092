import { DELETE, GET, PATCH, POST } from '@/app/(payload)/cms-api/[...slug]/route'

/**
 * Payload's own REST API (/cms-api), called in-process through the very route handlers the server
 * mounts (src/app/(payload)/cms-api), with real logins: the access rules are exercised exactly as the admin uses them.
 */
const handlers = { GET, POST, PATCH, DELETE }
export type Method = keyof typeof handlers

export type CmsResponse = {
  status: number
  headers: Headers
  body: Record<string, unknown> & { docs?: unknown[]; doc?: unknown; errors?: unknown[] }
}

type CmsOptions = {
  token?: string
  json?: unknown
  form?: FormData
  /** A body of any other type, sent as is. */
  raw?: { type: string; body: string }
  headers?: Record<string, string>
}

export async function cms(method: Method, path: string, opts: CmsOptions = {}): Promise<CmsResponse> {
  const url = new URL(`http://test.local/cms-api/${path}`)
  const headers = new Headers(opts.headers)
  if (opts.token) headers.set('Authorization', `JWT ${opts.token}`)
  let body: BodyInit | undefined
  if (opts.json !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(opts.json)
  } else if (opts.form) body = opts.form
  else if (opts.raw) {
    headers.set('content-type', opts.raw.type)
    body = opts.raw.body
  }
  const request = new Request(url, { method, headers, body })
  const slug = url.pathname.replace(/^\/cms-api\//, '').split('/')
  const res = await handlers[method](request, { params: Promise.resolve({ slug }) })
  const text = await res.text()
  let parsed: CmsResponse['body'] = {}
  try {
    parsed = text ? JSON.parse(text) : {}
  } catch {
    parsed = { text }
  }
  return { status: res.status, headers: res.headers, body: parsed }
}

/** Log in through the REST API; returns the token. */
export async function login(email: string, password: string): Promise<string> {
  const res = await cms('POST', 'users/login', { json: { email, password } })
  if (res.status !== 200) throw new Error(`login of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.token as string
}
