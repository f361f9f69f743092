import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

import sharp from 'sharp'

/**
 * What the seed holds between its steps, let go. The demo seeds in the server process at its first
 * start (src/instrumentation.ts), and the server then runs beside whatever the seed left: libvips's
 * cache of image operations (50 MB of pictures the seed made once and never again) and the heap
 * the seed filled with garbage, which V8 gives back only after the process has been idle a while,
 * so the first visitors' renders came on top of it (548 MB resident where a start without seeding
 * holds about 430 MB).
 */

let gc: (() => void) | undefined

/** A full garbage collection now (V8's `gc`, made available once, as Jest does for --logHeapUsage). */
export function collectGarbage() {
  if (!gc) {
    setFlagsFromString('--expose-gc')
    gc = runInNewContext('gc') as () => void
  }
  gc()
}

/**
 * Run the seed with libvips's cache off (every image it makes is a new one: the cache would only
 * hold memory), then turn it back on with its default limits, empty, and collect the garbage.
 */
export async function withSeedMemory<T>(fn: () => Promise<T>): Promise<T> {
  sharp.cache(false)
  try {
    return await fn()
  } finally {
    sharp.cache(true)
    collectGarbage()
  }
}
