import type { APIRequestContext, Page } from '@playwright/test'

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

/** Wait until React has hydrated the page (React marks the DOM nodes it owns). */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const el = document.querySelector('[data-testid="counter-value"]')
    return !!el && Object.keys(el).some((k) => k.startsWith('__react'))
  })
