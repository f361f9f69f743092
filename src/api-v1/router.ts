import { isDatabaseUnavailable } from '@/lib/db-errors'
import { fieldErrors } from '@/lib/field-errors'
import { logger } from '@/services/logger'
import { clientAddress, takeToken } from '@/services/rate-limit'

import { isLang, type Lang } from '@/i18n/lang'

import { answerResponse, cachedListAnswer } from './answer-cache'
import { readJsonBody } from './body'
import {
  BadRequest,
  badRequest,
  failure,
  methodNotAllowed,
  notFound,
  ok,
  serverError,
  TooManyRequests,
  tooManyRequests,
  unavailable,
} from './envelope'
import { pageOf, parsePaging, TOTAL_HEADER } from './paging'
import { PARAMS } from './params'
import { ROUTES, type Route } from './routes'

const LOCALE_MESSAGE = "locale must be 'en' or 'mr'."

type Match = { route: Route; params: Record<string, number | string> } | { route: Route; badParam: string }

/** Match a route's path against the request's segments: null when the shape differs. */
function match(route: Route, segments: string[]): Match | null {
  const pattern = route.path.split('/')
  if (pattern.length !== segments.length) return null
  const params: Record<string, number | string> = {}
  let badParam: string | null = null
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i]!
    const s = segments[i]!
    if (!p.startsWith(':')) {
      if (p !== s) return null
      continue
    }
    const value = PARAMS[p.slice(1)]!.parse(s)
    if (value === null) badParam ??= p.slice(1)
    else params[p.slice(1)] = value
  }
  return badParam ? { route, badParam } : { route, params }
}

/** The first value of each query parameter (repeated parameters do not turn into arrays). */
function firstValues(search: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of search) if (!(key in out)) out[key] = value
  return out
}

/** Answer one /api/v1 request: route it by path and method, validate its input, wrap the result. */
export async function routeApiRequest(method: string, request: Request, rawSegments: string[]): Promise<Response> {
  const segments = rawSegments.filter(Boolean)
  const matches = ROUTES.map((r) => match(r, segments)).filter((m): m is Match => m !== null)
  // A literal path beats a parameter ('notice/type' is not notice number "type").
  const exact = matches.filter((m) => 'params' in m)
  if (matches.length === 0) return notFound()

  const candidates = exact.length > 0 ? exact : matches
  const hit = candidates.find((m) => m.route.method === method)
  if (!hit) {
    const allowed = [...new Set(candidates.map((m) => m.route.method))]
    return methodNotAllowed(allowed)
  }
  if ('badParam' in hit)
    return badRequest(PARAMS[hit.badParam]!.message, { [hit.badParam]: PARAMS[hit.badParam]!.message })

  const { route } = hit
  if (route.rateLimit) {
    // Every attempt counts, valid or not: that is what a flood looks like.
    const wait = await takeToken(route.rateLimit, clientAddress(request.headers))
    if (wait !== null) return tooManyRequests(wait)
  }
  // Every path takes `locale` (en or mr; English when absent, as SPEC section 7's clients expect).
  const locale = new URL(request.url).searchParams.get('locale')
  if (locale !== null && !isLang(locale)) return badRequest(LOCALE_MESSAGE, { locale: LOCALE_MESSAGE })
  const lang: Lang = locale ?? 'en'
  // List reads take optional `page` and `limit` (src/api-v1/paging.ts); one-row reads and POSTs ignore them.
  const list = route.method === 'GET' && !route.single
  const paging = list ? parsePaging(new URL(request.url).searchParams) : { paging: null }
  try {
    const query = route.query ? route.query.safeParse(firstValues(new URL(request.url).searchParams)) : null
    if ((query && !query.success) || 'errors' in paging) {
      return badRequest('Invalid query parameters.', {
        ...(query && !query.success ? fieldErrors(query.error) : {}),
        ...('errors' in paging ? paging.errors : {}),
      })
    }

    let body: unknown
    if (route.method === 'POST') {
      const read = await readJsonBody(request)
      if (!read.ok) return failure(read.status, read.message)
      if (route.body) {
        if (read.empty || typeof read.value !== 'object' || read.value === null || Array.isArray(read.value)) {
          return badRequest('Send the fields as a JSON object.')
        }
        // The messages in the request's language where the route has them (the grievance's).
        const { schema, invalid } = route.bodyIn?.(lang) ?? {
          schema: route.body,
          invalid: 'Please correct the highlighted fields.',
        }
        const parsed = schema.safeParse(read.value)
        if (!parsed.success) return badRequest(invalid, fieldErrors(parsed.error))
        body = parsed.data
      }
    }

    const ctx = { params: hit.params, query: query?.data ?? {}, body, lang }
    // A whole list is made once and kept, serialized, while the content is unchanged (answer-cache.ts).
    if (list && !('paging' in paging && paging.paging) && !route.live) {
      // Keyed by the parsed query, so equivalent addresses (order, spaces) share one answer.
      const parsed = Object.entries(query?.data ?? {})
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1))
      const answer = await cachedListAnswer(`${segments.join('/')} ${JSON.stringify(parsed)} ${lang}`, async () => {
        const data = await route.handler(ctx)
        return data === null ? null : (data as unknown[])
      })
      return answer ? answerResponse(answer, request.headers.get('if-none-match')) : notFound()
    }
    const data = await route.handler(ctx)
    if (data === null) return notFound()
    if (list && Array.isArray(data)) {
      // The whole list's count, paged or not; the envelope is the same either way.
      const total = { [TOTAL_HEADER]: String(data.length) }
      return ok('paging' in paging && paging.paging ? pageOf(data, paging.paging) : data, total)
    }
    return ok(data)
  } catch (error) {
    if (error instanceof BadRequest) return badRequest(error.message, error.errors)
    if (error instanceof TooManyRequests) return tooManyRequests(error.seconds)
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, route: route.path, method }, 'api v1: database unavailable')
      return unavailable()
    }
    logger.error({ err: error, route: route.path, method }, 'api v1 handler failed')
    return serverError()
  }
}
