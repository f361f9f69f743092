// @ts-check
/**
 * Node's on-disk cache of compiled JavaScript (module.enableCompileCache): a start after the first
 * reads the server's modules already compiled instead of compiling them again, so a restart costs
 * less CPU (docs/benchmarks.md, "Figures behind the design").
 *
 * Its folder is NODE_COMPILE_CACHE's when set (the systemd unit sets one under /var/cache), else
 * node-compile-cache in the system's temporary folder. Node checks each entry against the file's
 * contents and its own version, so a new build or a new Node never reads a stale entry. A folder it
 * cannot write only turns the cache off.
 *
 * server.mjs imports this first: only what is loaded after the call is cached, and Next.js and
 * Payload load after it (both at run time, not through server.mjs's static imports).
 */
import module from 'node:module'

module.enableCompileCache()

/** Write what was compiled so far (Node also writes it at exit, but not after SIGKILL). */
export const flushCompileCache = () => module.flushCompileCache()
