/**
 * Password hashing at a test's pace. Payload hashes every password it sets or checks with
 * PBKDF2-SHA256 at 600,000 iterations (payload/dist/auth/strategies/local), and
 * src/collections/staff-auth.ts hashes as much for an unknown account; each costs about a tenth of
 * a CPU-second, and the integration files set and check a few hundred passwords. While this is on
 * (setup.ts turns it on before each file), that same call runs 1,000 iterations: a hash still
 * depends on the password and the salt and is checked the same way; only its cost changes.
 *
 * A test that times sign-ins against each other calls realPasswordHashing() before it sets its
 * account's password, and fastPasswordHashing() after; a file whose accounts another process hashes
 * or checks (the create-admin command) calls realPasswordHashing() before it sets any password.
 */
import crypto from 'node:crypto'
import { syncBuiltinESMExports } from 'node:module'

/** What Payload and staff-auth.ts ask for (generatePasswordSaltHash.js `currentPasswordHashIterations`). */
const PRODUCTION_ITERATIONS = 600_000
const TEST_ITERATIONS = 1_000

declare global {
  /** node:crypto's own pbkdf2, kept across the files of a worker. */
  var realPbkdf2: typeof crypto.pbkdf2 | undefined
}

const real = (globalThis.realPbkdf2 ??= crypto.pbkdf2)

const fast = ((password, salt, iterations, keylen, digest, callback) =>
  real(
    password,
    salt,
    iterations === PRODUCTION_ITERATIONS ? TEST_ITERATIONS : iterations,
    keylen,
    digest,
    callback,
  )) as typeof crypto.pbkdf2

function install(pbkdf2: typeof crypto.pbkdf2) {
  crypto.pbkdf2 = pbkdf2
  // Also for modules that imported `pbkdf2` by name (staff-auth.ts).
  syncBuiltinESMExports()
}

export const fastPasswordHashing = () => install(fast)
export const realPasswordHashing = () => install(real)
