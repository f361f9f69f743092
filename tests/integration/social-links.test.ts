/**
 * The footer's social links in the site settings: each network's address is the
 * society's own, checked on the server; Twitter keeps SPEC.md's home route until one is given.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getSiteSettings } from '@/content/site-settings'

import { migratedPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await migratedPayload()
})
afterAll(() => payload?.destroy())

describe('social links in the site settings', () => {
  it('default to SPEC.md’s: Twitter the home route, the others the networks’ sites', async () => {
    const settings = await getSiteSettings('en')
    expect(settings.twitterUrl).toBe('/')
    for (const url of [settings.facebookUrl, settings.instagramUrl, settings.youtubeUrl])
      expect(url).toMatch(/^https:\/\//)
  })

  it('take the society’s own addresses', async () => {
    const data = {
      facebookUrl: 'https://www.facebook.com/vidyavikas',
      twitterUrl: 'https://x.com/vidyavikas',
      instagramUrl: 'https://www.instagram.com/vidyavikas/',
      youtubeUrl: 'https://www.youtube.com/@vidyavikas',
    }
    const saved = await payload.updateGlobal({ slug: 'site-settings', data })
    expect(saved).toMatchObject(data)
    await expect.poll(async () => (await getSiteSettings('en')).twitterUrl, { timeout: 2_000 }).toBe(data.twitterUrl)
  })

  it.each([
    ['facebookUrl', '/facebook'],
    ['facebookUrl', 'javascript:alert(1)'],
    ['instagramUrl', 'www.instagram.com/vidyavikas'],
    ['youtubeUrl', 'https://www.youtube.com/@vidya vikas'],
    ['twitterUrl', 'javascript:alert(1)'],
    ['twitterUrl', '//evil.example'],
  ])('refuse %s = %s', async (field, value) => {
    await expect(payload.updateGlobal({ slug: 'site-settings', data: { [field]: value } })).rejects.toThrow()
  })

  it('let Twitter lead back to a page of the site', async () => {
    const saved = await payload.updateGlobal({ slug: 'site-settings', data: { twitterUrl: '/' } })
    expect(saved.twitterUrl).toBe('/')
  })
})
