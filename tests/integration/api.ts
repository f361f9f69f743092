import { DELETE, GET, PATCH, POST, PUT } from '@/app/api/v1/[[...path]]/route'

const handlers = { GET, POST, PUT, PATCH, DELETE }

/** Call the /api/v1 route handler in-process, as Next.js would. `path` may carry a query string. */
export async function api(method: keyof typeof handlers, path: string, init: RequestInit = {}) {
  const url = new URL(`http://test.local/api/v1/${path}`)
  const request = new Request(url, { method, ...init })
  const segments = url.pathname
    .replace(/^\/api\/v1\//, '')
    .split('/')
    .map(decodeURIComponent)
  const res = await handlers[method](request, { params: Promise.resolve({ path: segments }) })
  const text = await res.text()
  let body: { success: number; data?: unknown; message?: string; errors?: Record<string, string> }
  try {
    body = JSON.parse(text)
  } catch {
    throw new Error(`not JSON (${res.status}): ${text.slice(0, 200)}`)
  }
  return { status: res.status, headers: res.headers, body, data: body.data as never }
}

export const json = (value: unknown): RequestInit => ({
  body: JSON.stringify(value),
  headers: { 'content-type': 'application/json' },
})
