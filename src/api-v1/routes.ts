import { getTrustee, listTrustees } from '@/content/trustees'

import { trusteeRow } from './resources/trustee'

export type Method = 'GET' | 'POST'

export type RouteContext = {
  /** Path parameters by name; ids are already checked to be positive integers. */
  params: Record<string, number>
  query: URLSearchParams
  request: Request
}

/** A handler returns the `data` of the envelope, or null for 404. */
export type Handler = (ctx: RouteContext) => Promise<unknown>

export type Route = { method: Method; path: string; handler: Handler }

/**
 * The table of the public contract: one line per resource path. `:id` matches a positive integer.
 * Later issues add the rest of SPEC.md section 7 here.
 */
export const ROUTES: Route[] = [
  { method: 'GET', path: 'trustee', handler: async () => (await listTrustees()).map(trusteeRow) },
  {
    method: 'GET',
    path: 'trustee/:id',
    handler: async ({ params }) => {
      const trustee = await getTrustee(params.id!)
      return trustee ? trusteeRow(trustee) : null
    },
  },
]
