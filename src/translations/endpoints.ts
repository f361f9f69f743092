import type { Endpoint, PayloadRequest } from 'payload'

import { documentMarathiStatus, mayListMissingMarathi, missingMarathiReport } from './queries'

/**
 * The Marathi completeness of documents, under Payload's REST API (/cms-api):
 *
 * - GET /cms-api/marathi/status?collection=<slug>&id=<id> (or ?global=<slug>): which texts of this
 *   document, as last saved, have English but no Marathi. Any staff member, for the documents they
 *   may read (the read runs with their own access: 403 or 404 otherwise). The edit view's
 *   indicator asks this (src/translations/admin/MarathiStatus.tsx).
 * - GET /cms-api/marathi/missing: every published document whose Marathi is incomplete, per
 *   institution, as /admin/marathi shows it. Administrators only (403 for other staff).
 *
 * Answers are never cached: they change with every save.
 */

const NO_STORE = { 'Cache-Control': 'no-store' }
const error = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: NO_STORE })
const unauthorized = () => error(401, 'You are not allowed to perform this action.')

const param = (req: PayloadRequest, name: string) => {
  const value = req.query?.[name]
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}

export const marathiStatusEndpoint: Endpoint = {
  path: '/marathi/status',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return unauthorized()
    const collection = param(req, 'collection')
    const global = param(req, 'global')
    const id = param(req, 'id')
    if (collection ? !id || global : !global) return error(400, 'Give either collection and id, or global.')
    // Payload's Forbidden and NotFound become 403 and 404 (its endpoint handler answers them).
    const status = await documentMarathiStatus(
      req.payload,
      req.user,
      collection ? { collection, id: id! } : { global: global! },
    )
    return Response.json(status, { headers: NO_STORE })
  },
}

export const marathiMissingEndpoint: Endpoint = {
  path: '/marathi/missing',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return unauthorized()
    if (!mayListMissingMarathi(req.user))
      return error(403, 'Only society administrators can list the documents that lack Marathi.')
    return Response.json(await missingMarathiReport(req.payload, req.user), { headers: NO_STORE })
  },
}

export const marathiEndpoints: Endpoint[] = [marathiStatusEndpoint, marathiMissingEndpoint]
