/**
 * The bad-input corpus: hostile and malformed requests against every /api/v1 path and every page
 * route, each with the statuses that are a right answer. Pure data: `buildCorpus` turns the route
 * table (as the server publishes it in /api/v1/openapi.json, generated from src/api-v1/routes.ts)
 * and the page routes (src/lib/navigation.ts) into concrete requests; tests/e2e/corpus.spec.ts sends
 * them over real HTTP to the production server.
 *
 * Paths are raw request targets, sent byte for byte (no client-side normalisation of `..`,
 * `%2e%2e` or `%2F`), so the server sees exactly what an attacker would send.
 */
import { INSTITUTION_SECTIONS } from '../../src/lib/institution-sections'
import { NAV_ROUTES } from '../../src/lib/navigation'
import { isName } from '../../src/grievances/rules'

export type Family =
  | 'malformed-json'
  | 'non-object-json'
  | 'content-type'
  | 'wrong-type'
  | 'missing-field'
  | 'huge'
  | 'control-chars'
  | 'mixed-scripts'
  | 'sql-injection'
  | 'html-js'
  | 'path-traversal'
  | 'bad-id'
  | 'query'
  | 'method'
  | 'unknown-path'

export type GrievanceField =
  'name' | 'mname' | 'dob' | 'type' | 'enrollment' | 'mobile' | 'email' | 'message' | 'tid' | 'institute_id'

export type CorpusCase = {
  family: Family
  name: string
  method: string
  /** The raw request target, already percent-encoded. */
  path: string
  headers?: Record<string, string>
  body?: string | Buffer
  /** Send the body with Transfer-Encoding: chunked (no Content-Length). */
  chunked?: boolean
  /** The right answers. Never 5xx. */
  expect: number[]
  /** An accepted grievance must be stored with exactly these values (after the schema's trim). */
  stored?: Partial<Record<GrievanceField, string>>
  /** A 400 must name this field in `errors`. */
  errorField?: string
  /** False when the server rightly answers from outside /api/v1 (the path normalises elsewhere). */
  envelope?: boolean
}

/** One operation of /api/v1, as described by /api/v1/openapi.json. */
export type ApiOperation = {
  method: 'GET' | 'POST'
  /** Under /api/v1, with `:name` parameters, e.g. `trustee/:id`. */
  path: string
  pathParams: string[]
  query: { name: string; required: boolean; schema: { enum?: string[]; pattern?: string; type?: string } }[]
}

export type Fixtures = {
  /** A published institution. */
  institution: number
  /** The current academic year, YYYY-YYYY. */
  year: string
}

/** Turn /api/v1/openapi.json into the operation list the corpus is built from. */
export function operationsOf(openapi: {
  paths: Record<
    string,
    Record<string, { parameters?: { name: string; in: string; required?: boolean; schema?: object }[] }>
  >
}): ApiOperation[] {
  const ops: ApiOperation[] = []
  for (const [fullPath, methods] of Object.entries(openapi.paths)) {
    if (!fullPath.startsWith('/api/v1/')) continue
    const path = fullPath.slice('/api/v1/'.length).replace(/\{(\w+)\}/g, ':$1')
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? []
      ops.push({
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params
          .filter((p) => p.in === 'query')
          .map((p) => ({
            name: p.name,
            required: !!p.required,
            schema: (p.schema ?? {}) as ApiOperation['query'][number]['schema'],
          })),
      })
    }
  }
  return ops
}

// ---------------------------------------------------------------------------------------------
// Hostile strings
// ---------------------------------------------------------------------------------------------

export const SQL_INJECTION = [
  "' OR 1=1 --",
  '1; DROP TABLE grievances; --',
  '" OR ""="',
  "') UNION SELECT email, mobile FROM grievances --",
]

export const HTML_JS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '"><svg onload=alert(1)>',
  "</textarea><script>alert('x')</script>",
]

/** Valid text in any language: stored verbatim (200). */
export const MIXED_SCRIPTS = [
  'आशा Asha 🎓 Аsha', // Devanagari, Latin, emoji, Cyrillic А posing as Latin A
  'मराठी शाळा क्र. ५',
  'раураl.com ℮ 𝓐𝓼𝓱𝓪', // Cyrillic homoglyphs of "paypal", mathematical script letters
  'Ame\u0301lie Z\u0361a\u0300l\u0338g\u0489o', // combining marks
  'zero\u200bwidth\u200djoiner\ufeffbom',
  'evil\u202egnp.exe', // right-to-left override
]

/** C0 control characters (other than tab/newline) and lone surrogates: refused in grievances (400). */
export const CONTROL_CHARS = [
  'A\u0000B',
  '\u001b[31mred\u001b[0m',
  'bell\u0007',
  'del\u007f',
  'back\bspace',
  'lone \ud800 surrogate',
  '\ud83d',
]

/** Path-parameter traversal and encoding tricks (each already a raw URL segment). */
export const TRAVERSAL = [
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '....%2F%2F....%2F%2Fetc%2Fpasswd',
  '..%252F..%252Fetc%252Fpasswd', // double-encoded
  '1%00', // encoded NUL
  '..%5C..%5Cwindows%5Cwin.ini',
  '%c0%ae%c0%ae%c0%af', // overlong UTF-8 for ../ (does not decode)
  '%ff', // not UTF-8
]
/**
 * A dot segment spelled `%2e%2e`: URL rules make it `..`, so the server normalises the path and
 * redirects (308) to, or serves, the parent path inside the site. Never a file outside it.
 */
const DOT_SEGMENT = '%2e%2e'

/** Numbers that are not a usable id: 400 for an integer path parameter of /api/v1, 404 for a page. */
const BAD_INTEGERS = ['-1', '1.5', '1e309', '99999999999999999999', '2147483648', 'abc', '%2B1']

const esc = encodeURIComponent

// ---------------------------------------------------------------------------------------------
// The grievance
// ---------------------------------------------------------------------------------------------

export const validGrievance = (f: Fixtures): Record<GrievanceField, string> => ({
  name: 'Asha',
  mname: 'Rao',
  dob: '2004-05-17',
  type: 'Verification',
  enrollment: 'EN-2021-117',
  mobile: '9876543210',
  email: 'asha@example.org',
  message: 'Please verify my degree certificate.',
  tid: '1',
  institute_id: String(f.institution),
})

const GRIEVANCE_FIELDS: GrievanceField[] = [
  'name',
  'mname',
  'dob',
  'type',
  'enrollment',
  'mobile',
  'email',
  'message',
  'tid',
  'institute_id',
]
/** Free text: any printable string up to its length limit is accepted and stored verbatim ... */
const FREE_TEXT: GrievanceField[] = ['name', 'mname', 'enrollment', 'message']
/** ... except that a name must be a name (letters of any script, spaces, . ' ’ -: isName). */
const acceptedText = (field: GrievanceField, value: string) =>
  FREE_TEXT.includes(field) && (field === 'name' || field === 'mname' ? isName(value.trim()) : true)

const JSON_HEADERS = { 'content-type': 'application/json' }

const complaint = (
  family: Family,
  name: string,
  body: unknown,
  expect: number[],
  extra: Partial<CorpusCase> = {},
): CorpusCase => ({
  family,
  name,
  method: 'POST',
  path: '/api/v1/complaint',
  headers: JSON_HEADERS,
  body: typeof body === 'string' ? body : JSON.stringify(body),
  expect,
  ...extra,
})

/** Put `value` in `field` of a valid grievance: accepted (and stored verbatim) only in free-text fields. */
function hostileField(
  family: Family,
  f: Fixtures,
  field: GrievanceField,
  value: string,
  accepted: boolean,
): CorpusCase {
  const body = { ...validGrievance(f), [field]: value }
  return complaint(
    family,
    `${field} = ${JSON.stringify(value).slice(0, 40)}`,
    body,
    accepted ? [200] : [400],
    accepted ? { stored: { [field]: value.trim() } } : { errorField: field },
  )
}

function grievanceCases(f: Fixtures): CorpusCase[] {
  const valid = validGrievance(f)
  const validJson = JSON.stringify(valid)
  const cases: CorpusCase[] = []

  // Malformed and truncated JSON, to both write endpoints: 400.
  const malformed = [
    '{',
    '{"name"',
    '{"name":',
    '{"name":"Asha"',
    '{"name":"Asha",',
    validJson.slice(0, validJson.length - 1),
    validJson.slice(0, validJson.length / 2),
    '[',
    '"unterminated',
    'nul',
    'tru',
    "{'name':'Asha'}",
    '{"name":"Asha",}',
    '{name:"Asha"}',
    'NaN',
    '{"a":1}}',
    '{"name":"\\x41"}',
    '{"name":"\\ud800\\u"}',
    '<?xml version="1.0"?><grievance/>',
  ]
  for (const [i, body] of malformed.entries()) {
    cases.push(complaint('malformed-json', `complaint #${i} ${JSON.stringify(body.slice(0, 30))}`, body, [400]))
    cases.push({
      family: 'malformed-json',
      name: `visitor #${i} ${JSON.stringify(body.slice(0, 30))}`,
      method: 'POST',
      path: '/api/v1/visitor',
      headers: JSON_HEADERS,
      body,
      expect: [400],
    })
  }

  // A UTF-8 byte order mark before the JSON is allowed (RFC 8259 lets parsers ignore it).
  cases.push(
    complaint('malformed-json', 'complaint with a byte order mark', '\ufeff' + validJson, [200], {
      stored: { name: valid.name },
    }),
  )
  cases.push({
    family: 'malformed-json',
    name: 'visitor with a byte order mark',
    method: 'POST',
    path: '/api/v1/visitor',
    headers: JSON_HEADERS,
    body: '\ufeff{}',
    expect: [200],
  })

  // Well-formed JSON that is not an object of fields: 400 for a grievance. A visit takes no body,
  // so any well-formed JSON is a visit (200).
  for (const body of ['null', '[]', '"text"', '1', 'true', '[' + validJson + ']']) {
    cases.push(complaint('non-object-json', `complaint ${body.slice(0, 20)}`, body, [400]))
    cases.push({
      family: 'non-object-json',
      name: `visitor ${body.slice(0, 20)}`,
      method: 'POST',
      path: '/api/v1/visitor',
      headers: JSON_HEADERS,
      body,
      expect: [200],
    })
  }
  // Empty body to the grievance: 400 (fields are required); empty visit: 200.
  cases.push(complaint('non-object-json', 'complaint empty body', '', [400]))
  cases.push({
    family: 'non-object-json',
    name: 'visitor empty body, no content type',
    method: 'POST',
    path: '/api/v1/visitor',
    expect: [200],
  })

  // Wrong content types for a valid JSON body: 415. application/json with parameters or in capitals is still JSON.
  const boundary = '----corpus7MA4YWxkTrZu0gW'
  const multipart =
    Object.entries(valid)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${boundary}--\r\n`
  const types: [string, string | undefined, string, number[]][] = [
    ['text/plain', 'text/plain', validJson, [415]],
    ['multipart/form-data', `multipart/form-data; boundary=${boundary}`, multipart, [415]],
    ['form-urlencoded', 'application/x-www-form-urlencoded', new URLSearchParams(valid).toString(), [415]],
    ['missing', undefined, validJson, [415]],
    ['application/xml', 'application/xml', validJson, [415]],
    ['text/json', 'text/json', validJson, [415]],
    ['application/jsonp', 'application/jsonp', validJson, [415]],
    ['application/json-patch+json', 'application/json-patch+json', validJson, [415]],
    ['empty content type', '', validJson, [415]],
    ['application/json with charset', 'application/json; charset=utf-8', validJson, [200]],
    ['APPLICATION/JSON', 'APPLICATION/JSON', validJson, [200]],
  ]
  for (const [label, type, body, expect] of types) {
    const headers: Record<string, string> = type === undefined ? {} : { 'content-type': type }
    cases.push(
      complaint('content-type', `complaint ${label}`, body, expect, {
        headers,
        ...(expect[0] === 200 ? { stored: { name: valid.name } } : {}),
      }),
    )
    const visitorBody = body === validJson ? '{}' : body
    cases.push({
      family: 'content-type',
      name: `visitor ${label}`,
      method: 'POST',
      path: '/api/v1/visitor',
      headers,
      body: visitorBody,
      expect,
    })
  }

  // Every field with every wrong JSON type: 400 naming the field. (institute_id and tid also
  // accept a number, so theirs are numbers that are not valid.)
  for (const field of GRIEVANCE_FIELDS) {
    const wrong: [string, unknown][] = [
      ['number', field === 'institute_id' ? 1.5 : field === 'tid' ? 2 : 42],
      ['array', [valid[field]]],
      ['object', { value: valid[field] }],
      ['null', null],
      ['boolean', true],
      ['empty string', field === 'enrollment' ? undefined : ''],
    ]
    for (const [label, value] of wrong) {
      if (value === undefined) continue
      cases.push(
        complaint('wrong-type', `${field} as ${label}`, { ...valid, [field]: value }, [400], { errorField: field }),
      )
    }
    // Missing: 400, except the optional enrollment number.
    const { [field]: _omit, ...rest } = valid
    void _omit
    cases.push(
      complaint(
        'missing-field',
        `${field} missing`,
        rest,
        field === 'enrollment' ? [200] : [400],
        field === 'enrollment' ? { stored: { name: valid.name } } : { errorField: field },
      ),
    )
  }
  // Values that look right to a loose parser but are not what the contract takes.
  const lookalikes: [GrievanceField, string][] = [
    ['mobile', '९८७६५४३२१०'], // Devanagari digits
    ['mobile', '+91 98765 4321'], // nine digits after the country code
    ['dob', '2004-02-30'],
    ['dob', '17/05/2004'],
    ['dob', '3000-01-01'],
    ['dob', '1899-12-31'],
    ['type', 'verification'],
    ['type', 'Other '.repeat(3)],
    ['tid', '01'],
    ['institute_id', '１'], // fullwidth digit
    ['institute_id', '0'],
    ['institute_id', '999999999'], // well formed, no such institution
    ['institute_id', '-1'],
    ['institute_id', '1e3'],
    ['email', 'not-an-email'],
    ['email', 'a@b@c'],
  ]
  for (const [field, value] of lookalikes) cases.push(hostileField('wrong-type', f, field, value, false))
  // Mobile numbers as people write them are taken and stored as their ten digits (normalizeMobile).
  for (const value of ['+919876543210', '98765 43210', '+91 98765-43210']) {
    cases.push(
      complaint(
        'wrong-type',
        `mobile = ${JSON.stringify(value)}, as people write it`,
        { ...valid, mobile: value },
        [200],
        { stored: { mobile: '9876543210' } },
      ),
    )
  }

  // Huge bodies (over 16 KB): 413, whether or not Content-Length tells the truth.
  const bigMessage = { ...valid, message: 'x'.repeat(20_000) }
  cases.push(complaint('huge', 'complaint 20 KB message', bigMessage, [413]))
  cases.push(complaint('huge', 'complaint 1 MB body', { ...valid, message: 'y'.repeat(1_000_000) }, [413]))
  cases.push(
    complaint('huge', 'complaint 20 KB body, chunked (no Content-Length)', bigMessage, [413], { chunked: true }),
  )
  cases.push(
    complaint('huge', 'complaint declares 10 MB, sends little', validJson, [413], {
      headers: { ...JSON_HEADERS, 'content-length': String(10_000_000) },
    }),
  )
  cases.push(complaint('huge', 'complaint 20 KB of whitespace', ' '.repeat(20_000) + validJson, [413]))
  cases.push(
    complaint('huge', 'complaint 20 KB wrong content type', 'z'.repeat(20_000), [413], {
      headers: { 'content-type': 'text/plain' },
    }),
  )
  cases.push({
    family: 'huge',
    name: 'visitor 20 KB',
    method: 'POST',
    path: '/api/v1/visitor',
    headers: JSON_HEADERS,
    body: JSON.stringify({ pad: 'v'.repeat(20_000) }),
    expect: [413],
  })
  cases.push({
    family: 'huge',
    name: 'visitor 20 KB chunked',
    method: 'POST',
    path: '/api/v1/visitor',
    headers: JSON_HEADERS,
    body: JSON.stringify({ pad: 'v'.repeat(20_000) }),
    chunked: true,
    expect: [413],
  })
  // Huge fields inside 16 KB: 400 naming the field.
  const limits: [GrievanceField, number][] = [
    ['name', 101],
    ['mname', 101],
    ['enrollment', 51],
    ['message', 5001],
    ['email', 255],
    ['mobile', 31],
    ['dob', 31],
    ['type', 5000],
    ['institute_id', 5000],
    ['tid', 5000],
  ]
  for (const [field, length] of limits) {
    const value =
      field === 'email'
        ? 'a'.repeat(length - 12) + '@example.org'
        : field === 'mobile' || field === 'institute_id'
          ? '9'.repeat(length)
          : 'h'.repeat(length)
    cases.push(hostileField('huge', f, field, value, false))
  }
  // Exactly at the limits: accepted.
  cases.push(hostileField('huge', f, 'message', 'm'.repeat(5000), true))
  cases.push(hostileField('huge', f, 'name', 'n'.repeat(100), true))
  // Deep nesting and many keys, inside 16 KB.
  cases.push(complaint('huge', 'complaint nested 3000 deep', '['.repeat(3000) + ']'.repeat(3000), [400]))
  cases.push(
    complaint('huge', 'name nested 2000 deep', `{"name":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`, [400], {
      errorField: 'name',
    }),
  )
  cases.push(
    complaint(
      'huge',
      '1000 unknown keys around a valid grievance',
      { ...Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${i}`, i])), ...valid },
      [200],
      { stored: { name: valid.name } },
    ),
  )
  cases.push(
    complaint(
      'huge',
      '__proto__ and constructor keys',
      `{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}},${validJson.slice(1)}`,
      [200],
      { stored: { name: valid.name } },
    ),
  )

  // Control characters in every free-text field: 400 (they have no place in a form's text and
  // PostgreSQL cannot store NUL). Tab and newline are ordinary text in a message.
  for (const field of FREE_TEXT) {
    for (const value of CONTROL_CHARS) cases.push(hostileField('control-chars', f, field, value, false))
  }
  cases.push(hostileField('control-chars', f, 'message', 'line one\nline two\ttabbed\r\nend', true))
  // Other scripts, emoji, homoglyphs, combining marks, bidi and zero-width characters: ordinary text, stored verbatim.
  for (const field of FREE_TEXT) {
    for (const value of MIXED_SCRIPTS)
      cases.push(hostileField('mixed-scripts', f, field, value, acceptedText(field, value)))
  }

  // SQL and HTML/JS in every field: stored verbatim as text where the field is free text, 400 elsewhere.
  for (const [family, values] of [
    ['sql-injection', SQL_INJECTION],
    ['html-js', HTML_JS],
  ] as const) {
    for (const value of values) {
      for (const field of GRIEVANCE_FIELDS)
        cases.push(hostileField(family, f, field, value, acceptedText(field, value)))
    }
  }
  // Addresses whose local part is hostile: accepted as text when it is one plain address (isPlainEmail),
  // refused when it has what would make a list or a display name (angle brackets, parentheses, spaces).
  cases.push(hostileField('html-js', f, 'email', '<script>alert(1)</script>@example.org', false))
  cases.push(hostileField('sql-injection', f, 'email', "'OR'1'='1'--@example.org", true))

  return cases
}

// ---------------------------------------------------------------------------------------------
// Every /api/v1 path
// ---------------------------------------------------------------------------------------------

/** A value for each path parameter that names something (or a well-formed unknown id: 404). */
function validParam(name: string, f: Fixtures): { value: string; expect: number[] } {
  switch (name) {
    case 'institute':
      return { value: String(f.institution), expect: [200] }
    case 'galleryInstitute':
      return { value: '0', expect: [200] }
    case 'year':
      return { value: f.year, expect: [200] }
    default:
      return { value: '1', expect: [200, 404] }
  }
}

function validQueryValue(q: ApiOperation['query'][number], f: Fixtures): string {
  if (q.schema.enum?.length) return q.schema.enum[0]!
  if (q.name === 'year') return f.year
  // An institution's id: /notice's `institution` as /institute's `institute`.
  if (q.name === 'institute' || q.name === 'institution') return String(f.institution)
  if (q.schema.type === 'integer') return '1'
  return 'x'
}

/** A query parameter that takes only some strings (an enum, a pattern, a whole number such as `page`): hostile values are 400. */
const restricted = (q: ApiOperation['query'][number]) =>
  !!(q.schema.enum || q.schema.pattern || q.schema.type === 'integer' || q.name === 'institute' || q.name === 'year')

function fill(op: ApiOperation, f: Fixtures, override: Record<string, string> = {}): string {
  return (
    '/api/v1/' +
    op.path
      .split('/')
      .map((s) => (s.startsWith(':') ? (override[s.slice(1)] ?? validParam(s.slice(1), f).value) : s))
      .join('/')
  )
}

/** The answer to a well-formed request of `op` with valid parameters. */
function baseline(op: ApiOperation, f: Fixtures): number[] {
  const set = new Set<number>([200])
  for (const p of op.pathParams) for (const s of validParam(p, f).expect) set.add(s)
  return [...set]
}

function baseQuery(op: ApiOperation, f: Fixtures): URLSearchParams {
  return new URLSearchParams(op.query.filter((q) => q.required).map((q) => [q.name, validQueryValue(q, f)]))
}

function apiCases(ops: ApiOperation[], f: Fixtures): CorpusCase[] {
  const cases: CorpusCase[] = []
  const byPath = new Map<string, ApiOperation[]>()
  for (const op of ops) byPath.set(op.path, [...(byPath.get(op.path) ?? []), op])

  for (const op of ops) {
    // Path traversal and bad ids in every path parameter: 400 (a bad parameter) or 404 (a path of
    // another shape once the server has decoded it). Never a file, never a 500.
    for (const param of op.pathParams) {
      for (const t of TRAVERSAL) {
        cases.push({
          family: 'path-traversal',
          name: `${op.method} ${op.path} :${param}=${t}`,
          method: op.method,
          path: fill(op, f, { [param]: t }),
          expect: [400, 404],
          ...postBody(op),
        })
      }
      cases.push({
        family: 'path-traversal',
        name: `${op.method} ${op.path} :${param}=${DOT_SEGMENT}`,
        method: op.method,
        path: fill(op, f, { [param]: DOT_SEGMENT }),
        expect: [308, 400, 404],
        envelope: false,
        ...postBody(op),
      })
      const bad = param === 'year' ? ['2025', '2025-2027', '2025-2026%00', '%3Cscript%3E', '9999-10000'] : BAD_INTEGERS
      for (const b of bad) {
        cases.push({
          family: 'bad-id',
          name: `${op.method} ${op.path} :${param}=${b}`,
          method: op.method,
          path: fill(op, f, { [param]: b }),
          expect: [400],
        })
      }
      if (param !== 'year') {
        // Zero is the society's gallery for galleryInstitute, no id otherwise; a well-formed unknown id is 404.
        cases.push({
          family: 'bad-id',
          name: `${op.method} ${op.path} :${param}=0`,
          method: op.method,
          path: fill(op, f, { [param]: '0' }),
          expect: param === 'galleryInstitute' ? [200] : [400],
        })
        cases.push({
          family: 'bad-id',
          name: `${op.method} ${op.path} :${param}=999999999`,
          method: op.method,
          path: fill(op, f, { [param]: '999999999' }),
          expect: [404],
        })
        cases.push({
          family: 'bad-id',
          name: `${op.method} ${op.path} :${param}=00001`,
          method: op.method,
          path: fill(op, f, { [param]: '00001' }),
          expect: [200, 404],
        })
      }
    }

    if (op.method !== 'GET') continue
    const base = baseQuery(op, f)
    const url = (q: URLSearchParams | string) => `${fill(op, f)}${String(q) ? `?${q}` : ''}`

    // Unknown parameters are ignored.
    cases.push({
      family: 'query',
      name: `${op.path} unknown params`,
      method: 'GET',
      path: url(
        `${base}${String(base) ? '&' : ''}foo=bar&__proto__%5Badmin%5D=1&constructor=1&%00=%00&where%5Bid%5D%5Bexists%5D=true`,
      ),
      expect: baseline(op, f),
    })
    // A long query string (8 KB) is read like a short one.
    cases.push({
      family: 'query',
      name: `${op.path} 8 KB query`,
      method: 'GET',
      path: url(`${base}${String(base) ? '&' : ''}pad=${'a'.repeat(8000)}`),
      expect: baseline(op, f),
    })
    // Hostile values in every query parameter the path takes (and one it does not).
    const params = op.query.length ? op.query : [{ name: 'q', required: false, schema: {} }]
    for (const q of params) {
      for (const value of [SQL_INJECTION[0]!, HTML_JS[1]!, '../../etc/passwd\u0000']) {
        const search = new URLSearchParams(base)
        search.set(q.name, value)
        const expect = op.query.length && restricted(q) ? [400] : q.name === 'institute' ? [400] : baseline(op, f)
        cases.push({
          family: value.startsWith('<') ? 'html-js' : value.startsWith("'") ? 'sql-injection' : 'query',
          name: `${op.path} ?${q.name}=${value}`,
          method: 'GET',
          path: url(search),
          expect,
        })
      }
      // Repeated: the first value counts. A valid first value then a hostile one is fine; a hostile first one is not.
      const good = validQueryValue(q, f)
      cases.push({
        family: 'query',
        name: `${op.path} ?${q.name} repeated, valid first`,
        method: 'GET',
        path: url(`${withoutKey(base, q.name)}${q.name}=${esc(good)}&${q.name}=${esc(HTML_JS[0]!)}&${q.name}=b`),
        expect: baseline(op, f),
      })
      cases.push({
        family: 'query',
        name: `${op.path} ?${q.name} repeated, invalid first`,
        method: 'GET',
        path: url(`${withoutKey(base, q.name)}${q.name}=a&${q.name}=${esc(good)}`),
        expect: op.query.length && restricted(q) ? [400] : baseline(op, f),
      })
      // Array and object syntax of qs: not arrays here.
      if (op.query.length)
        cases.push({
          family: 'query',
          name: `${op.path} ?${q.name}[]=…`,
          method: 'GET',
          path: url(`${withoutKey(base, q.name)}${q.name}%5B%5D=${esc(good)}&${q.name}%5Bx%5D=1`),
          expect: op.query.some((x) => x.name === q.name && x.required) ? [400] : baseline(op, f),
        })
    }
    // Required query parameters left out: 400.
    for (const q of op.query.filter((x) => x.required)) {
      cases.push({
        family: 'query',
        name: `${op.path} without ${q.name}`,
        method: 'GET',
        path: url(withoutKey(base, q.name).replace(/&$/, '')),
        expect: [400],
      })
    }
  }

  // Unsupported methods on every path: 405 with Allow.
  for (const [path, pathOps] of byPath) {
    const op = pathOps[0]!
    const allowed = pathOps.map((o) => o.method)
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST', 'GET']) {
      if (allowed.includes(method as 'GET')) continue
      cases.push({
        family: 'method',
        name: `${method} ${path}`,
        method,
        path: fill(op, f),
        headers: JSON_HEADERS,
        body: method === 'GET' ? undefined : '{}',
        expect: [405],
      })
    }
  }

  // Paths the contract does not have.
  const unknown = [
    '/api/v1',
    '/api/v1/',
    '/api/v1/unknown',
    '/api/v1/trustee/1/extra',
    '/api/v1/TRUSTEE',
    '/api/v1/trustee%2F1',
    '/api/v1/..%2F..%2Fcms-api%2Fusers',
    '/api/v1/%2e%2e/%2e%2e/cms-api/users',
    '/api/v1/../../etc/passwd',
    '/api/v1/notice/type/1',
    '/api/v1/%00',
    '/api/v1/' + 'a/'.repeat(200) + 'a',
    '/api/v1/' + 'b'.repeat(4000),
    '/api/v1/openapi.json/..%2F..%2Fpackage.json',
    '/api/v1/school/gallery/institute/0/' + esc('2025-2026') + '/extra',
  ]
  for (const path of unknown) {
    // A path with dot segments normalises out of /api/v1 (to /cms-api/users, /etc/passwd): that
    // place answers, in its own format (403 from Payload, the site's 404 page).
    const leaves = /\.\.\/|%2e%2e\//i.test(path)
    cases.push({
      family: 'unknown-path',
      name: `GET ${path.slice(0, 60)}`,
      method: 'GET',
      path,
      expect: [308, 400, 403, 404, 405],
      envelope: !leaves,
    })
  }

  return cases
}

function withoutKey(search: URLSearchParams, key: string): string {
  const copy = new URLSearchParams(search)
  copy.delete(key)
  return String(copy) ? `${copy}&` : ''
}

/** A POST operation's traversal cases carry a harmless body (there are no POST paths with parameters today). */
const postBody = (op: ApiOperation): Partial<CorpusCase> =>
  op.method === 'POST' ? { headers: JSON_HEADERS, body: '{}' } : {}

// ---------------------------------------------------------------------------------------------
// Every page route
// ---------------------------------------------------------------------------------------------

/** Pages with a path parameter: where the parameter goes, and a valid value for the others. */
function pageTemplates(f: Fixtures): { path: (v: string) => string; param: string; valid: string; id: boolean }[] {
  const inst = String(f.institution)
  return [
    { path: (v) => `/institutions/${v}`, param: 'id', valid: inst, id: true },
    { path: (v) => `/institutions/${v}/principal`, param: 'id', valid: inst, id: true },
    { path: (v) => `/institutions/${inst}/${v}`, param: 'section', valid: 'principal', id: false },
    { path: (v) => `/gallery/${v}`, param: 'year', valid: f.year, id: false },
    { path: (v) => `/gallery/${v}/0`, param: 'year', valid: f.year, id: false },
    { path: (v) => `/gallery/${f.year}/${v}`, param: 'instituteid', valid: '0', id: true },
    { path: (v) => `/gallery/institute/${v}`, param: 'instituteid', valid: inst, id: true },
  ]
}

export function pagePaths(f: Fixtures): string[] {
  const inst = f.institution
  return [
    ...NAV_ROUTES.map((r) => r.href),
    '/gallery',
    `/gallery/${f.year}`,
    `/gallery/${f.year}/0`,
    '/gallery/institute/0',
    `/gallery/institute/${inst}`,
    `/institutions/${inst}`,
    ...INSTITUTION_SECTIONS.slice(1).map((s) => `/institutions/${inst}/${s}`),
  ]
}

function pageCases(f: Fixtures): CorpusCase[] {
  const cases: CorpusCase[] = []
  // Every page with hostile, repeated, unknown and huge query parameters: the page as usual (200).
  const hostileQuery =
    `page=-1&page=${esc(HTML_JS[0]!)}&type=${esc(SQL_INJECTION[0]!)}&type=x&year=${esc(HTML_JS[1]!)}` +
    `&year=2025-2026&foo=%00&q=${esc(HTML_JS[3]!)}&__proto__%5Bx%5D=1`
  for (const path of pagePaths(f)) {
    // /gallery itself redirects to /gallery/all.
    const expect = path === '/gallery' ? [307, 308] : [200]
    cases.push({
      family: 'query',
      name: `page ${path} hostile query`,
      method: 'GET',
      path: `${path}?${hostileQuery}`,
      expect,
    })
    cases.push({
      family: 'query',
      name: `page ${path} huge page number`,
      method: 'GET',
      path: `${path}?page=99999999999999999999&page=1e309&year=${'9'.repeat(2000)}`,
      expect,
    })
  }
  // Path traversal and bad ids in every path parameter of every page: the site's 404 page (or
  // 400 for an encoding the server cannot decode).
  for (const t of pageTemplates(f)) {
    for (const tr of TRAVERSAL)
      cases.push({
        family: 'path-traversal',
        name: `page ${t.path(`{${t.param}}`)} = ${tr}`,
        method: 'GET',
        path: t.path(tr),
        expect: [400, 404],
      })
    cases.push({
      family: 'path-traversal',
      name: `page ${t.path(`{${t.param}}`)} = ${DOT_SEGMENT}`,
      method: 'GET',
      path: t.path(DOT_SEGMENT),
      expect: [200, 308, 404],
    })
    const bad = t.id
      ? [...BAD_INTEGERS, '999999999', '0']
      : t.param === 'year'
        ? ['2025', '2025-2027', '%3Cscript%3E']
        : ['school-information%00', '%3Cscript%3E', 'PRINCIPAL']
    for (const b of bad) {
      // 0 is the society's general gallery in the gallery URLs.
      const expect = b === '0' && t.param === 'instituteid' ? [200] : [404]
      cases.push({
        family: 'bad-id',
        name: `page ${t.path(`{${t.param}}`)} = ${b}`,
        method: 'GET',
        path: t.path(b),
        expect,
      })
    }
  }
  // Methods a page does not take: never a 500.
  for (const method of ['PUT', 'DELETE', 'PATCH']) {
    for (const path of ['/', '/grievances', `/institutions/${f.institution}`]) {
      cases.push({
        family: 'method',
        name: `${method} page ${path}`,
        method,
        path,
        headers: JSON_HEADERS,
        body: '{}',
        expect: [200, 400, 405],
      })
    }
  }
  return cases
}

/** The whole corpus. */
export function buildCorpus(ops: ApiOperation[], f: Fixtures): CorpusCase[] {
  return [...grievanceCases(f), ...apiCases(ops, f), ...pageCases(f)]
}
