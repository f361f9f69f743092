// @ts-check
/**
 * After `next build` (part of `npm run build`): write a brotli (.br, best quality) and a gzip (.gz,
 * level 9) copy beside every script and style of .next/static, for server.mjs to send as they are
 * (server/static-files.mjs). Once per build: a few seconds for about 4 MB.
 */
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { PRECOMPRESSED_TYPES } from '../server/static-files.mjs'

const staticDir = path.resolve(process.argv[2] ?? '.next/static')
/** Smaller files gain less than the headers they would save. */
const MIN_BYTES = 1024

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

let files = 0
let before = 0
let after = 0
// zlib's asynchronous calls run on libuv's thread pool: all files at once use every core.
await Promise.all(
  fs.readdirSync(staticDir, { recursive: true, encoding: 'utf8' }).map(async (relative) => {
    if (!(path.extname(relative) in PRECOMPRESSED_TYPES)) return
    const file = path.join(staticDir, relative)
    const data = fs.readFileSync(file)
    if (data.length < MIN_BYTES) return
    const [br, gz] = await Promise.all([
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
      gzip(data, { level: 9 }),
    ])
    fs.writeFileSync(`${file}.br`, br)
    fs.writeFileSync(`${file}.gz`, gz)
    files += 1
    before += data.length
    after += br.length
  }),
)
process.stdout.write(
  `compress-static: ${files} files, ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with brotli\n`,
)
