import { describe, expect, it } from 'vitest'

import { assertProductionSecret, DEMO_SECRET, isPostgres, s3Settings, sqliteSynchronous } from '@/config/env'

const strong = 'a'.repeat(40)

describe('assertProductionSecret', () => {
  it('refuses a missing, short or demo secret in production', () => {
    for (const secret of ['', 'short', DEMO_SECRET]) {
      expect(() => assertProductionSecret({ secret, demoMode: false, isProduction: true })).toThrow(/PAYLOAD_SECRET/)
    }
  })
  it('accepts a long secret in production', () => {
    expect(() => assertProductionSecret({ secret: strong, demoMode: false, isProduction: true })).not.toThrow()
  })
  it('lets development and demo mode run with the demo secret', () => {
    expect(() => assertProductionSecret({ secret: '', demoMode: false, isProduction: false })).not.toThrow()
    expect(() => assertProductionSecret({ secret: DEMO_SECRET, demoMode: true, isProduction: true })).not.toThrow()
  })
})

describe('isPostgres', () => {
  it('tells PostgreSQL URLs from SQLite files', () => {
    expect(isPostgres('postgres://u:p@h/db')).toBe(true)
    expect(isPostgres('postgresql://h/db')).toBe(true)
    expect(isPostgres('file:./data/payload.db')).toBe(false)
  })
})

describe('sqliteSynchronous', () => {
  it('is NORMAL unless FULL is asked for', () => {
    expect(sqliteSynchronous(undefined)).toBe('NORMAL')
    expect(sqliteSynchronous('off')).toBe('NORMAL')
    expect(sqliteSynchronous(' full ')).toBe('FULL')
    expect(sqliteSynchronous('FULL')).toBe('FULL')
  })
})

describe('s3Settings', () => {
  const all = { S3_BUCKET: 'media', S3_REGION: 'ap-south-1', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' }
  it('is null when no S3_ variable is set: files stay on local disk', () => {
    expect(s3Settings({})).toBeNull()
    expect(s3Settings({ S3_BUCKET: ' ', S3_ENDPOINT: '' })).toBeNull()
  })
  it('takes the four required ones, with an optional endpoint and path style', () => {
    expect(s3Settings(all)).toEqual({
      bucket: 'media',
      region: 'ap-south-1',
      endpoint: undefined,
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    })
    expect(s3Settings({ ...all, S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    })
  })
  it('refuses a partial setting, naming what is missing', () => {
    expect(() => s3Settings({ S3_BUCKET: 'media' })).toThrow(
      /S3_BUCKET is set but S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are not/,
    )
    expect(() => s3Settings({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/half configured/)
    expect(() => s3Settings({ ...all, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_SECRET_ACCESS_KEY is not/)
  })
  it('refuses an endpoint that is not a URL and a path style that is not a yes or no', () => {
    expect(() => s3Settings({ ...all, S3_ENDPOINT: 's3.example.org' })).toThrow(/S3_ENDPOINT must be an http/)
    expect(() => s3Settings({ ...all, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/)
  })
})
