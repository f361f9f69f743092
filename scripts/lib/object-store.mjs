// @ts-check
/**
 * A local S3-compatible object store for the tests (tests/integration/s3-storage.test.ts and the
 * cluster test): s3rver (a devDependency) in this process, on 127.0.0.1, its objects in a
 * temporary folder, with one empty bucket. `env` holds the S3_* variables that point the site at it.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

/**
 * @param {{ port: number, bucket?: string, dir?: string }} options
 */
export async function startObjectStore({ port, bucket = 'society-media', dir }) {
  const ownDir = !dir
  const directory = dir ?? mkdtempSync(path.join(tmpdir(), 'society-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  await server.run()
  /** s3rver's fixed credentials. */
  const env = {
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
  }
  return {
    env,
    bucket,
    directory,
    endpoint: env.S3_ENDPOINT,
    /** The keys stored in the bucket, sorted (a plain ListObjects, no SDK needed). */
    async keys() {
      const res = await fetch(`${env.S3_ENDPOINT}/${bucket}?list-type=2`)
      const xml = await res.text()
      return [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => decodeXml(m[1] ?? '')).sort()
    },
    async stop() {
      await server.close()
      if (ownDir) rmSync(directory, { recursive: true, force: true })
    },
  }
}

/** @param {string} s */
const decodeXml = (s) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
