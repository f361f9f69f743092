import { logger } from '@/lib/logger'

import { BadRequest, badRequest, methodNotAllowed, notFound, ok, serverError } from './envelope'
import { ROUTES, type Method, type Route } from './routes'

/** Largest id accepted; anything longer is not a row of ours. */
const MAX_ID = 2 ** 31 - 1

type Match = { route: Route; params: Record<string, number> } | { badId: string } | null

function match(route: Route, segments: string[]): Match {
  const pattern = route.path.split('/')
  if (pattern.length !== segments.length) return null
  const params: Record<string, number> = {}
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i]!
    const s = segments[i]!
    if (p.startsWith(':')) {
      const id = /^\d{1,10}$/.test(s) ? Number(s) : NaN
      if (!Number.isInteger(id) || id < 1 || id > MAX_ID) return { badId: p.slice(1) }
      params[p.slice(1)] = id
    } else if (p !== s) {
      return null
    }
  }
  return { route, params }
}

/** Answer one /api/v1 request: route it by path and method, wrap the result in the envelope. */
export async function dispatch(method: string, request: Request, segments: string[]): Promise<Response> {
  const clean = segments.filter(Boolean)
  const matches = ROUTES.map((r) => match(r, clean)).filter((m): m is NonNullable<Match> => m !== null)
  if (matches.length === 0) return notFound()

  const allowed = [...new Set(matches.flatMap((m) => ('route' in m ? [m.route.method] : [])))]
  const hit = matches.find((m) => 'route' in m && m.route.method === method)
  if (!hit || !('route' in hit)) {
    if (allowed.length > 0) return methodNotAllowed(allowed)
    const bad = matches.find((m) => 'badId' in m)
    return badRequest(`Invalid ${bad && 'badId' in bad ? bad.badId : 'id'}: expected a positive whole number.`)
  }

  try {
    const data = await hit.route.handler({ params: hit.params, query: new URL(request.url).searchParams, request })
    return data === null ? notFound() : ok(data)
  } catch (error) {
    if (error instanceof BadRequest) return badRequest(error.message, error.errors)
    logger.error({ err: error, route: hit.route.path, method }, 'api v1 handler failed')
    return serverError()
  }
}

export type { Method }
