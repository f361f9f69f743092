import path from 'node:path'

/**
 * Every environment variable the application reads, with its default, in one place.
 * docs/operations.md ("Configuration") documents the same table for operators. (Not here: NEXT_RUNTIME,
 * Next.js's own marker, which src/instrumentation.ts checks before it may import this module;
 * LOG_LEVEL, read by the logger beside the production server, http/logger.mjs; and what
 * server.mjs reads for itself: PORT, HOST, PAGE_CACHE_MS, SHUTDOWN_GRACE_MS, TRUST_PROXY.)
 */

/** The secret used by `npm run demo` and the tests; production refuses it (see assertProductionSecret). */
export const DEMO_SECRET = 'demo-secret-do-not-use-in-production'

const port = process.env.PORT || '3000'

export const env = {
  /** `file:` URL of the SQLite database, or a `postgres://` URL for PostgreSQL. */
  databaseUrl: process.env.DATABASE_URL || `file:${path.resolve(/*turbopackIgnore: true*/ 'data/payload.db')}`,
  /** Folder where uploaded files are stored. */
  uploadsDir: path.resolve(/*turbopackIgnore: true*/ process.env.UPLOADS_DIR || 'data/uploads'),
  /** Public origin of the site, used to build absolute file URLs in /api/v1. */
  siteUrl: (process.env.SITE_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
  /** Payload's signing secret. */
  secret: process.env.PAYLOAD_SECRET || '',
  /** Demo mode: allows the demo secret and creates the demo administrator. */
  demoMode: process.env.DEMO_MODE === '1',
  /** Let Payload push schema changes straight to the database (development only). */
  dbPush: process.env.DB_PUSH === '1',
  isProduction: process.env.NODE_ENV === 'production',
  /**
   * Uploads in S3-compatible object storage (S3_*), or `null`: local disk (UPLOADS_DIR). Read when
   * used; a partial setting throws (the server does not start), see s3Settings.
   */
  get s3(): S3Settings | null {
    return s3Settings(process.env)
  },
  /** Outgoing mail for the grievance desk; `null` (SMTP_HOST unset) sends nothing. */
  smtp: smtpSettings(process.env),
  /** SQLite's synchronous mode in WAL (src/config/database.ts): NORMAL unless SQLITE_SYNCHRONOUS=FULL. */
  sqliteSynchronous: sqliteSynchronous(process.env.SQLITE_SYNCHRONOUS),
  /** Days after a grievance is closed before its personal data is erased. */
  grievanceRetentionDays: retentionDays(process.env.GRIEVANCE_RETENTION_DAYS),
  /**
   * TRUST_PROXY: whether and how X-Forwarded-For is read for client addresses (unset: not at all;
   * a number of proxy hops, or the proxies' addresses; http/client-address.mjs). Read when used.
   */
  get trustProxy(): string | undefined {
    return process.env.TRUST_PROXY
  },
  /**
   * Set by server.mjs for its own process (not by operators): the client's address arrives in the
   * header server.mjs sets on every request (src/services/rate-limit.ts).
   */
  get clientAddressFromServer(): boolean {
    return process.env.CLIENT_ADDRESS_FROM_SERVER === '1'
  },
  /** RATE_LIMIT_<NAME> (`points/seconds` or `off`; src/services/rate-limit.ts). Read when used: tests change them. */
  rateLimit: (name: string): string | undefined => process.env[`RATE_LIMIT_${name.toUpperCase()}`],
}

export type SmtpSettings = {
  host: string
  port: number
  secure: boolean
  user?: string
  pass?: string
  fromAddress: string
  fromName: string
}

/**
 * SMTP_HOST switches mail on. SMTP_PORT defaults to 587 (465 with SMTP_SECURE); SMTP_SECURE=1 (or
 * `true`) uses TLS from the first byte, otherwise STARTTLS is used when the server offers it.
 * SMTP_FROM is `Name <address>` or a bare address.
 */
export function smtpSettings(vars: Record<string, string | undefined>): SmtpSettings | null {
  const host = vars.SMTP_HOST?.trim()
  if (!host) return null
  const secure = /^(1|true|yes)$/i.test(vars.SMTP_SECURE?.trim() ?? '')
  const port = Number(vars.SMTP_PORT) || (secure ? 465 : 587)
  const from = (vars.SMTP_FROM || '').trim()
  const m = /^\s*(.*?)\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(from)
  const fromAddress = m ? m[2]! : from || `no-reply@${host}`
  const fromName = (m ? m[1]!.replace(/^"|"$/g, '') : '') || 'Grievance desk'
  return {
    host,
    port,
    secure,
    user: vars.SMTP_USER || undefined,
    pass: vars.SMTP_PASS || undefined,
    fromAddress,
    fromName,
  }
}

export type S3Settings = {
  bucket: string
  region: string
  /** An S3-compatible store's address (MinIO, s3rver, a cloud provider's S3 API); unset: AWS S3. */
  endpoint?: string
  accessKeyId: string
  secretAccessKey: string
  /** Address buckets as `endpoint/bucket/key` instead of `bucket.endpoint/key` (most S3-compatible stores want this). */
  forcePathStyle: boolean
}

const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
const S3_OPTIONAL = ['S3_ENDPOINT', 'S3_FORCE_PATH_STYLE'] as const

/**
 * S3_*: all or none. None set: `null` (files on local disk). S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID
 * and S3_SECRET_ACCESS_KEY together switch object storage on; S3_ENDPOINT (an http(s) URL) and
 * S3_FORCE_PATH_STYLE (`1`/`true` or `0`/`false`) are optional. Any other combination throws an
 * error that names what is missing or wrong, so a half-configured store never silently falls back
 * to the local disk.
 */
export function s3Settings(vars: Record<string, string | undefined>): S3Settings | null {
  const value = (name: string) => vars[name]?.trim() || undefined
  const set = [...S3_REQUIRED, ...S3_OPTIONAL].filter((name) => value(name))
  if (set.length === 0) return null
  const missing = S3_REQUIRED.filter((name) => !value(name))
  if (missing.length) {
    throw new Error(
      `Object storage is half configured: ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not. ` +
        'Set S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT for a store other than AWS), or none of the S3_ variables to keep uploads in UPLOADS_DIR.',
    )
  }
  const endpoint = value('S3_ENDPOINT')
  if (endpoint && !/^https?:\/\/[^/\s]+/i.test(endpoint)) {
    throw new Error(`S3_ENDPOINT must be an http:// or https:// URL, e.g. https://s3.example.org (got "${endpoint}").`)
  }
  const pathStyle = value('S3_FORCE_PATH_STYLE')
  if (pathStyle && !/^(1|true|yes|0|false|no)$/i.test(pathStyle)) {
    throw new Error(`S3_FORCE_PATH_STYLE must be 1/true or 0/false (got "${pathStyle}").`)
  }
  return {
    bucket: value('S3_BUCKET')!,
    region: value('S3_REGION')!,
    endpoint: endpoint?.replace(/\/+$/, ''),
    accessKeyId: value('S3_ACCESS_KEY_ID')!,
    secretAccessKey: value('S3_SECRET_ACCESS_KEY')!,
    forcePathStyle: /^(1|true|yes)$/i.test(pathStyle ?? ''),
  }
}

/** SQLITE_SYNCHRONOUS: FULL (fsync every commit) or NORMAL (the default); anything else is NORMAL. */
export function sqliteSynchronous(value: string | undefined): 'FULL' | 'NORMAL' {
  return value?.trim().toUpperCase() === 'FULL' ? 'FULL' : 'NORMAL'
}

/** GRIEVANCE_RETENTION_DAYS: a whole number of days, at least 1; 365 when unset or invalid. */
export function retentionDays(value: string | undefined): number {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 ? n : 365
}

/** The secret that signs the grievance form's time token (the same one Payload signs with). */
export const formSecret = () => env.secret || DEMO_SECRET

export const isPostgres = (url: string) => /^postgres(ql)?:\/\//.test(url)

/**
 * In production (outside demo mode) the server must not run with a missing or well-known secret:
 * anyone could forge staff sessions with it.
 */
export function assertProductionSecret(e: Pick<typeof env, 'secret' | 'demoMode' | 'isProduction'> = env) {
  if (!e.isProduction || e.demoMode) return
  if (!e.secret || e.secret === DEMO_SECRET || e.secret.length < 32) {
    throw new Error(
      'PAYLOAD_SECRET is missing, too short (under 32 characters) or the demo secret. ' +
        'Set a long random PAYLOAD_SECRET before starting in production.',
    )
  }
}
