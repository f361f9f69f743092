/** The grievance form's page is rendered for each visitor: its form token files one grievance. */
import { describe, expect, it } from 'vitest'

import { isCacheableRequest } from '../../page-cache/response-cache.mjs'

describe('the micro-cache and the grievance form', () => {
  it('never shares a render of the form (each carries its own single-use token)', () => {
    expect(isCacheableRequest('GET', '/grievances', {})).toBe(false)
    expect(isCacheableRequest('GET', '/mr/grievances', {})).toBe(false)
  })

  it('still caches the pages around it', () => {
    expect(isCacheableRequest('GET', '/notices', {})).toBe(true)
    expect(isCacheableRequest('GET', '/grievances/status', {})).toBe(true)
  })
})
