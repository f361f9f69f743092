import { HeadBucketCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { env, type S3Settings } from './env'

/**
 * Where uploaded files live: UPLOADS_DIR on local disk (the default), or an S3-compatible object
 * store when the S3_* variables are set (src/config/env.ts s3Settings). With several instances the
 * store is what they share.
 *
 * Files are always served through Payload (`/cms-api/media/file/<name>`, never a bucket URL): the
 * adapter's static handler streams the object, and the Media collection's modifyResponseHeaders
 * (Content-Security-Policy per file type) and access rules apply as they do on disk; a missing
 * object is a 404. Images are cleaned before they are stored (the collection's beforeOperation
 * hook) and Payload makes the sizes in memory, so the store only ever receives cleaned bytes.
 *
 * The plugin is always part of the configuration, switched on only with S3_*: `alwaysInsertFields`
 * gives the media collection the same columns (`prefix`, `_object_key`) either way, so one set of
 * migrations fits both and a site can move its files to a store later without a schema change.
 */
export function storagePlugin(settings: S3Settings | null = env.s3): Plugin {
  return s3Storage({
    enabled: settings !== null,
    alwaysInsertFields: true,
    collections: { media: true },
    bucket: settings?.bucket ?? '',
    config: settings ? s3ClientConfig(settings) : {},
  })
}

export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  }
}

let client: { key: string; s3: S3Client } | undefined

/**
 * For /readyz: `null` without object storage, else whether the bucket answers a HeadBucket (it
 * exists and these credentials may use it) before `signal` aborts.
 */
export async function checkObjectStore(signal: AbortSignal, settings: S3Settings | null = env.s3): Promise<'ok' | null> {
  if (!settings) return null
  const key = JSON.stringify(settings)
  if (client?.key !== key) client = { key, s3: new S3Client({ ...s3ClientConfig(settings), maxAttempts: 1 }) }
  await client.s3.send(new HeadBucketCommand({ Bucket: settings.bucket }), { abortSignal: signal })
  return 'ok'
}
