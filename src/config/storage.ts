import { HeadBucketCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionConfig, Config, Plugin, UploadConfig, Where } from 'payload'

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
 * gives the media collection the same columns (`prefix`, `_objectkey`) either way, so one set of
 * migrations fits both and a site can move its files to a store later without a schema change.
 */
export function storagePlugin(settings: S3Settings | null = env.s3): Plugin {
  const s3 = s3Storage({
    enabled: settings !== null,
    alwaysInsertFields: true,
    // An explicit (empty) prefix: the `prefix` field is then part of the collection in both modes
    // (the adapter adds it on its own only when switched off). Objects are keyed by file name.
    collections: { media: { prefix: '' } },
    bucket: settings?.bucket ?? '',
    config: settings ? s3ClientConfig(settings) : {},
  })
  return async (incoming) => withDocumentForFiles(incoming, await s3(incoming))
}

type Handler = NonNullable<UploadConfig['handlers']>[number]

/**
 * The adapter's file handler needs the media document (for its folder in the bucket). Payload
 * passes it only when read access is a query; for media it is `true` for files (files are public,
 * the records are for staff: src/access/roles.ts), and the adapter's fallback then looks the record
 * up with the visitor's access and fails (500). So the handlers the adapter added get the document
 * here, found by file name (original or size) without access checks: Payload has already allowed
 * the file. No record: 404, whatever the bucket holds.
 */
function withDocumentForFiles(incoming: Config, config: Config): Config {
  const own = new Set(uploadOf(incoming.collections?.find((c) => c.slug === 'media'))?.handlers ?? [])
  return {
    ...config,
    collections: config.collections?.map((collection) => {
      const upload = uploadOf(collection)
      if (collection.slug !== 'media' || !upload?.handlers) return collection
      const sizes = (upload.imageSizes ?? []).map(({ name }) => name)
      const wrap =
        (handler: Handler): Handler =>
        async (req, args): Promise<Response> => {
          if (args.doc) return (await handler(req, args)) as Response
          const filename = args.params.filename
          const where: Where = {
            or: [
              { filename: { equals: filename } },
              ...sizes.map((size) => ({ [`sizes.${size}.filename`]: { equals: filename } })),
            ],
          }
          const { docs } = await req.payload.find({
            collection: 'media',
            where,
            limit: 1,
            pagination: false,
            depth: 0,
            draft: true,
            overrideAccess: true,
            req,
            select: { prefix: true, _objectKey: true },
          })
          if (!docs[0]) return notFound()
          return (await handler(req, { ...args, doc: docs[0] as never })) as Response
        }
      return { ...collection, upload: { ...upload, handlers: upload.handlers.map((h) => (own.has(h) ? h : wrap(h))) } }
    }),
  }
}

const uploadOf = (collection: CollectionConfig | undefined) =>
  typeof collection?.upload === 'object' ? collection.upload : undefined

/** The answer for a file that does not exist (Payload's own would be a 500). */
export const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: newer SDKs otherwise send streamed bodies in
    // aws-chunked encoding with trailing checksums, which several S3-compatible stores do not take.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  }
}

let client: { key: string; s3: S3Client } | undefined

/**
 * For /readyz: `null` without object storage, else whether the bucket answers a HeadBucket (it
 * exists and these credentials may use it) before `signal` aborts.
 */
export async function checkObjectStore(
  signal: AbortSignal,
  settings: S3Settings | null = env.s3,
): Promise<'ok' | null> {
  if (!settings) return null
  const key = JSON.stringify(settings)
  if (client?.key !== key) client = { key, s3: new S3Client({ ...s3ClientConfig(settings), maxAttempts: 1 }) }
  await client.s3.send(new HeadBucketCommand({ Bucket: settings.bucket }), { abortSignal: signal })
  return 'ok'
}
