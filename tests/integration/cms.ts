import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'

/**
 * Payload's own REST API (/cms-api), called in-process through the same Next.js route handlers the
 * server mounts, with real logins: the access rules are exercised exactly as the admin uses them.
 */
const handlers = { GET: REST_GET(config), POST: REST_POST(config), PATCH: REST_PATCH(config), DELETE: REST_DELETE(config) }
export type Method = keyof typeof handlers

export type CmsResponse = {
  status: number
  headers: Headers
  body: Record<string, unknown> & { docs?: unknown[]; doc?: unknown; errors?: unknown[] }
}

export async function cms(method: Method, path: string, opts: { token?: string; json?: unknown; form?: FormData; headers?: Record<string, string> } = {}): Promise<CmsResponse> {
  const url = new URL(`http://test.local/cms-api/${path}`)
  const headers = new Headers(opts.headers)
  if (opts.token) headers.set('Authorization', `JWT ${opts.token}`)
  let body: BodyInit | undefined
  if (opts.json !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(opts.json)
  } else if (opts.form) body = opts.form
  const request = new Request(url, { method, headers, body })
  const slug = url.pathname.replace(/^\/cms-api\//, '').split('/')
  const res = await handlers[method](request, { params: Promise.resolve({ slug }) })
  const text = await res.text()
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : {} }
}

/** Log in through the REST API; returns the token. */
export async function login(email: string, password: string): Promise<string> {
  const res = await cms('POST', 'users/login', { json: { email, password } })
  if (res.status !== 200) throw new Error(`login of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.token as string
}
