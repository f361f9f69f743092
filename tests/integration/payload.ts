import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * Payload on this test file's temporary database (tests/integration/setup.ts). Initialising it
 * applies every committed migration (payload.config.ts onInit), as a server start does.
 */
export function migratedPayload(): Promise<Payload> {
  return getPayload({ config })
}

/** A request to the public API handler as Next.js would pass it. */
export function apiRequest(path: string, init?: RequestInit) {
  return new Request(`http://test.local/api/v1/${path}`, init)
}
