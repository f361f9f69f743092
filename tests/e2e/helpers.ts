import type { APIRequestContext } from '@playwright/test'

import { DEMO_ADMIN } from '../../src/seed/demo-admin'

/** Log in to Payload's REST API as the demo administrator; returns the Authorization header. */
export async function adminAuth(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post('/cms-api/users/login', { data: DEMO_ADMIN })
  if (!res.ok()) throw new Error(`admin login failed: ${res.status()}`)
  const { token } = await res.json()
  return { Authorization: `JWT ${token}` }
}

export const PHONE = { width: 375, height: 740 }
export const DESKTOP = { width: 1280, height: 800 }
