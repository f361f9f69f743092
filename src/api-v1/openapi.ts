import { z } from 'zod'

import { env } from '@/config/env'

import { MAX_BODY_BYTES } from './body'
import { DEFAULT_LIMIT, MAX_LIMIT, MAX_PAGE, TOTAL_HEADER } from './paging'
import { PARAMS } from './params'
import { ROUTES, type Route } from './routes'

/**
 * The OpenAPI 3.1 document of the public contract, generated from the same route table and zod
 * schemas the dispatcher uses (src/api-v1/routes.ts, schemas.ts).
 */

type Json = Record<string, unknown>

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): Json => {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json
  delete json.$schema
  return json
}

const errorEnvelope: Json = {
  type: 'object',
  required: ['success', 'message'],
  properties: {
    success: { const: 0 },
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'A message per invalid field' },
  },
}

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
})

/** Every path takes it (src/api-v1/router.ts). */
const LOCALE_PARAM = {
  name: 'locale',
  in: 'query',
  required: false,
  schema: { type: 'string', enum: ['en', 'mr'], default: 'en' },
  description:
    'Language of texts and messages: en (English, the default) or mr (Marathi). A field without Marathi comes back in English; ' +
    'codes, dates, numbers, URLs and ids are the same in both. Absent means en; any other value, an empty one (`locale=`, `locale`) ' +
    'or another case (`MR`) included, answers 400 with errors.locale.',
}

/** Every list read takes them (src/api-v1/paging.ts); one-row reads and POSTs do not. */
const PAGING_PARAMS = [
  {
    name: 'page',
    in: 'query',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE },
    description:
      `Page number, from 1. With page or limit, data holds rows (page-1)*limit+1 … page*limit of the list (limit ${DEFAULT_LIMIT} ` +
      'when only page is given); a page beyond the last answers an empty array. Without both, data is the whole list. ' +
      'Anything but a whole number of 1 or more (an empty value included) answers 400 with errors.page.',
  },
  {
    name: 'limit',
    in: 'query',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: MAX_LIMIT },
    description:
      `Rows per page, from 1 to ${MAX_LIMIT} (${DEFAULT_LIMIT} when only page is given; page 1 when only limit is given). ` +
      `Anything else (more than ${MAX_LIMIT}, an empty value included) answers 400 with errors.limit.`,
  },
]

/** The header of every list answer, paged or not. */
const TOTAL_COUNT = {
  [TOTAL_HEADER]: {
    description: 'How many rows the whole list has (whatever page and limit ask for)',
    schema: { type: 'integer', minimum: 0 },
  },
}

/**
 * Conditional reads. A whole list (without page and limit) has the app's strong tag, of its bytes
 * (answer-cache.ts); any other read the production server keeps for everyone (a paged list, one
 * row) has the server's weak tag of its bytes (page-cache/response-cache.mjs, http/etag.mjs). Either
 * way If-None-Match with that tag answers 304 without a body while the answer is the same.
 */
const ETAG_HEADER = {
  ETag: {
    description:
      'A tag of this answer, to send back in If-None-Match. Whole lists (without page and limit) always have a strong tag; ' +
      'other reads have a weak one (W/"…") once the server keeps the answer, which may be from the second request on.',
    schema: { type: 'string' },
  },
}
const WHOLE_LIST_ETAG = {
  ETag: { description: 'A strong tag of this whole list, to send back in If-None-Match', schema: { type: 'string' } },
}
const IF_NONE_MATCH = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  schema: { type: 'string' },
  description:
    'An ETag of this answer the client has (strong or weak; compared weakly): 304 without a body while the answer is the same.',
}

function operation(route: Route): Json {
  const read = route.method === 'GET'
  const list = read && !route.single
  const wholeListTag = list && !route.live
  const pathParams = route.path
    .split('/')
    .filter((s) => s.startsWith(':'))
    .map((s) => ({
      name: s.slice(1),
      in: 'path',
      required: true,
      schema: PARAMS[s.slice(1)]!.schema,
      description: PARAMS[s.slice(1)]!.message,
    }))

  const queryParams = route.query
    ? Object.entries((toSchema(route.query, 'input').properties ?? {}) as Record<string, Json>).map(
        ([name, schema]) => ({
          name,
          in: 'query',
          required: ((toSchema(route.query!, 'input').required as string[] | undefined) ?? []).includes(name),
          schema,
        }),
      )
    : []

  const row = toSchema(route.row, 'output')
  const data = route.single ? row : { type: 'array', items: row }

  const responses: Json = {
    200: {
      description: 'Success',
      ...(read ? { headers: { ...(list ? TOTAL_COUNT : {}), ...ETAG_HEADER } } : {}),
      content: {
        'application/json': {
          schema: { type: 'object', required: ['success', 'data'], properties: { success: { const: 1 }, data } },
        },
      },
    },
    ...(read
      ? {
          304: {
            description: 'Not modified: the answer is the one If-None-Match names (no body)',
            headers: wholeListTag ? WHOLE_LIST_ETAG : ETAG_HEADER,
          },
        }
      : {}),
    405: error('Method not allowed for this path'),
    503: error('The database is locked, read-only or unreachable for now; try again after Retry-After seconds'),
  }
  responses[400] = error(
    list
      ? 'Invalid parameters (an unknown locale, a bad page or limit among them)'
      : 'Invalid parameters or fields (an unknown locale among them)',
  )
  if (pathParams.length || route.query?.shape.institute) responses[404] = error('Unknown or unpublished id')
  if (route.method === 'POST') {
    responses[413] = error(`Body larger than ${MAX_BODY_BYTES} bytes`)
    responses[415] = error('Body is not JSON')
  }
  if (route.rateLimit) {
    responses[429] = {
      ...error('Too many requests from this address'),
      headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 1 } } },
    }
  }

  return {
    summary: route.summary,
    operationId: `${route.method.toLowerCase()}_${route.path.replace(/[^a-z0-9]+/gi, '_')}`,
    parameters: [
      ...pathParams,
      ...queryParams,
      ...(list ? PAGING_PARAMS : []),
      LOCALE_PARAM,
      ...(read ? [IF_NONE_MATCH] : []),
    ],
    ...(route.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(route.body, 'input') } } } }
      : {}),
    responses,
  }
}

/**
 * The document, for the site at `siteUrl` (SITE_URL): its one server. The paths start with
 * /api/v1, so the server is the site's own address.
 */
export function buildOpenApi(siteUrl: string = env.siteUrl): Json {
  const paths: Record<string, Json> = {}
  for (const route of ROUTES) {
    const path = '/api/v1/' + route.path.replace(/:(\w+)/g, '{$1}')
    paths[path] = { ...(paths[path] ?? {}), [route.method.toLowerCase()]: operation(route) }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Education society public API',
      version: '1.0.0',
      description:
        'The public JSON contract. Every answer is an envelope: { success: 1, data } or { success: 0, message, errors? }. ' +
        'Only published content is returned; file and image URLs are absolute; dates are ISO 8601. ' +
        `List reads take optional page and limit (at most ${MAX_LIMIT} rows a page) and send the whole list's count in ${TOTAL_HEADER}; ` +
        'without them data is the whole list, sent with an ETag and a Cache-Control that has clients check it before each use (no-cache, or max-age=0 with s-maxage=1 for shared caches): send the ETag back in If-None-Match ' +
        'and an unchanged list answers 304 without a body. Other reads (a page of a list, one row) are tagged too once the server keeps them (a weak ETag).',
      // The contract carries the society's own published content: reuse is what its copyright policy allows.
      license: { name: 'Copyright policy of the society', url: `${siteUrl}/copyright-policy` },
    },
    servers: [{ url: siteUrl, description: 'This site' }],
    // Public: no operation asks for credentials (the grievance and visitor POSTs are limited by address instead).
    security: [],
    paths,
    components: { schemas: { Error: errorEnvelope } },
  }
}
