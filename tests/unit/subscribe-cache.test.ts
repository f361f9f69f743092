/** The subscription pages are rendered for each visitor: the form's token is single-use, the manage page personal. */
import { describe, expect, it } from 'vitest'

import { isCacheableRequest } from '../../page-cache/response-cache.mjs'

describe('the micro-cache and the subscription pages', () => {
  it('never shares a render of /subscribe or the manage page', () => {
    for (const path of ['/subscribe', '/mr/subscribe', '/subscribe/manage', '/mr/subscribe/manage'])
      expect(isCacheableRequest('GET', path, {}), path).toBe(false)
  })
  it('still caches the pages that link them', () => {
    for (const path of ['/', '/notices', '/institutions/3', '/subscribers-guide'])
      expect(isCacheableRequest('GET', path, {}), path).toBe(true)
  })
})
