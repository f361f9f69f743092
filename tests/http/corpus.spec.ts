import { expect, test, type APIRequestContext } from '../e2e/fixtures'

import { currentAcademicYear } from '../../src/lib/academic-year'
import { buildCorpus, operationsOf, type CorpusCase, type Family, type GrievanceField } from '../corpus/requests'
import { inBatches, send, type Answer } from '../corpus/send'
import { adminAuth } from '../e2e/helpers'

/**
 * The bad-input corpus (tests/corpus/requests.ts) over real HTTP against the production server:
 * every answer is one of the case's expected statuses and never a 5xx; /api/v1 answers are the
 * contract's envelope and reveal no internals; pages never echo a hostile query as markup;
 * rejected requests store nothing (grievance rows and the visitor counter move only for accepted
 * requests); accepted hostile grievances are stored verbatim; the server still answers at the end.
 */

test.setTimeout(180_000)

/** Requests in flight at once: enough to be quick, few enough for a 2-core machine. */
const WIDTH = 8

/** Traces of internals that must never reach a visitor. */
const INTERNALS =
  /\bat [\w$.<>]+ \(|node_modules|\/work\/|\/src\/|\.tsx?:\d+|SQLITE|sqlite|drizzle|libsql|\bSELECT\b.*\bFROM\b|\bINSERT INTO\b|TypeError|ReferenceError|ZodError|"stack"/
/** Markup of the hostile strings, which must never come back unescaped in a page. */
const RAW_MARKUP = /<script>alert\(|<img src=x onerror=|<svg onload=/i

const GRIEVANCE_COLUMNS: Record<GrievanceField, string> = {
  name: 'firstName',
  mname: 'lastName',
  dob: 'dateOfBirth',
  type: 'issueType',
  enrollment: 'enrollmentNumber',
  mobile: 'mobile',
  email: 'email',
  message: 'message',
  tid: 'tid',
  institute_id: 'institution',
}

async function grievanceCount(request: APIRequestContext, auth: Record<string, string>): Promise<number> {
  const res = await request.get('/cms-api/grievances?limit=1&depth=0', { headers: auth })
  expect(res.status()).toBe(200)
  return (await res.json()).totalDocs
}

async function visitorCount(request: APIRequestContext, auth: Record<string, string>): Promise<number> {
  const res = await request.get('/cms-api/globals/visitor-counter?depth=0', { headers: auth })
  expect(res.status()).toBe(200)
  return Number((await res.json()).count ?? 0)
}

/** What is wrong with one answer, or null. */
function problem(c: CorpusCase, a: Answer): string | null {
  if (a.status >= 500 || a.status === 0) return `server error ${a.status}`
  if (!c.expect.includes(a.status)) return `status ${a.status}, expected ${c.expect.join('|')}`
  const type = String(a.headers['content-type'] ?? '')
  const api = c.path.startsWith('/api/v1') && c.envelope !== false

  if (api && a.status >= 400 && type.includes('application/json') === false && a.body.trim() !== '') {
    return `non-JSON ${a.status} answer: ${a.body.slice(0, 80)}`
  }
  if (type.includes('application/json')) {
    let json: unknown
    try {
      json = JSON.parse(a.body)
    } catch {
      return `invalid JSON: ${a.body.slice(0, 80)}`
    }
    if (INTERNALS.test(a.body)) return `internals in answer: ${a.body.slice(0, 200)}`
    if (c.envelope === false) return null
    const env = json as { success?: unknown; data?: unknown; message?: unknown; errors?: unknown }
    if (a.status === 200) {
      if (env.success !== 1 || !('data' in env)) return `200 without the success envelope: ${a.body.slice(0, 80)}`
    } else {
      const extra = Object.keys(env).filter((k) => !['success', 'message', 'errors'].includes(k))
      if (env.success !== 0 || typeof env.message !== 'string' || extra.length)
        return `error without the envelope: ${a.body.slice(0, 120)}`
      if (env.errors !== undefined) {
        if (
          typeof env.errors !== 'object' ||
          env.errors === null ||
          Object.values(env.errors).some((m) => typeof m !== 'string')
        ) {
          return `errors is not { field: message }: ${a.body.slice(0, 120)}`
        }
      }
      if (a.status === 400 && c.errorField && !(env.errors && c.errorField in (env.errors as object))) {
        return `400 does not name ${c.errorField}: ${a.body.slice(0, 160)}`
      }
      if (a.status === 405 && !a.headers.allow) return '405 without Allow'
    }
  } else if (a.status >= 400 && /node_modules|\/work\/|\bat [\w$.<>]+ \(\/|SQLITE|drizzle/.test(a.body)) {
    return `internals in page: ${a.body.slice(0, 200)}`
  }
  if (type.includes('text/html') && RAW_MARKUP.test(a.body))
    return `hostile markup echoed in page: ${RAW_MARKUP.exec(a.body)?.[0]}`
  return null
}

test('the bad-input corpus: right 4xx or a correct 200, never a 500; rejected requests store nothing', async ({
  request,
  baseURL,
}) => {
  const base = new URL(baseURL!)
  const auth = await adminAuth(request)

  const openapi = await (await request.get('/api/v1/openapi.json')).json()
  const ops = operationsOf(openapi)
  const institutes = (await (await request.get('/api/v1/institute')).json()).data as { id: number }[]
  const corpus = buildCorpus(ops, { institution: institutes[0]!.id, year: currentAcademicYear() })

  // Coverage: at least 300 cases; every /api/v1 path and every path parameter is attacked.
  expect(corpus.length).toBeGreaterThanOrEqual(300)
  for (const op of ops) {
    const prefix = `/api/v1/${op.path.split('/:')[0]}`
    expect(
      corpus.some((c) => c.path.startsWith(prefix) && c.family === 'method') || ops.length === 1,
      `${op.path} has method cases`,
    ).toBe(true)
    for (const p of op.pathParams)
      expect(
        corpus.some((c) => c.family === 'path-traversal' && c.name.includes(`${op.path} :${p}=`)),
        `${op.path} :${p}`,
      ).toBe(true)
  }

  const grievancesBefore = await grievanceCount(request, auth)
  const visitsBefore = await visitorCount(request, auth)
  const started = Date.now()

  const answers = await inBatches(corpus, WIDTH, async (c) => {
    try {
      return await send(base, c)
    } catch (error) {
      return { status: 0, headers: {}, body: String(error), ms: 0 } satisfies Answer
    }
  })
  const elapsed = Date.now() - started

  const failures: string[] = []
  const byFamily = new Map<Family, number>()
  const accepted: { c: CorpusCase; reference: string }[] = []
  let visits = 0
  corpus.forEach((c, i) => {
    const a = answers[i]!
    byFamily.set(c.family, (byFamily.get(c.family) ?? 0) + 1)
    const wrong = problem(c, a)
    if (wrong) failures.push(`[${c.family}] ${c.method} ${c.path.slice(0, 120)} (${c.name}): ${wrong}`)
    if (a.status === 200 && c.path === '/api/v1/complaint')
      accepted.push({ c, reference: JSON.parse(a.body).data.reference })
    if (a.status === 200 && c.path === '/api/v1/visitor') visits++
  })
  console.warn(
    `corpus: ${corpus.length} cases in ${elapsed} ms; ${[...byFamily].map(([f, n]) => `${f} ${n}`).join(', ')}`,
  )
  expect.soft(failures, failures.join('\n')).toEqual([])

  // Rejected requests stored nothing: exactly the accepted grievances are new rows, and the
  // visitor counter moved once per accepted visit.
  expect(await grievanceCount(request, auth)).toBe(grievancesBefore + accepted.length)
  expect(await visitorCount(request, auth)).toBe(visitsBefore + visits)

  // Accepted hostile grievances are stored verbatim, as text.
  const mismatches: string[] = []
  await inBatches(accepted, WIDTH, async ({ c, reference }) => {
    expect(reference).toMatch(/^GRV-\d{4}-[2-9A-Z]{6}$/)
    const res = await request.get(`/cms-api/grievances?where[reference][equals]=${reference}&depth=0`, {
      headers: auth,
    })
    const [doc] = (await res.json()).docs as Record<string, unknown>[]
    if (!doc) return void mismatches.push(`${c.name}: ${reference} not stored`)
    for (const [field, value] of Object.entries(c.stored ?? {})) {
      const column = GRIEVANCE_COLUMNS[field as GrievanceField]
      if (doc[column] !== value)
        mismatches.push(`${c.name}: ${column} is ${JSON.stringify(doc[column])}, sent ${JSON.stringify(value)}`)
    }
  })
  expect(mismatches, mismatches.join('\n')).toEqual([])

  // The server is still up and serving.
  expect((await request.get('/')).status()).toBe(200)
  expect((await request.get('/api/v1/trustee')).status()).toBe(200)
})
