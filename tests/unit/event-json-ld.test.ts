/**
 * An event's schema.org data has what Google's event rich results need: an image, and the
 * location's address as a PostalAddress (street, locality, region, country), not a bare string.
 */
import { describe, expect, it } from 'vitest'

import { eventJsonLd } from '@/lib/event-json-ld'

const base = {
  title: 'Annual sports day',
  text: '',
  url: 'https://example.org/events/3',
  image: 'https://example.org/og/en/events/3.png',
  society: { name: 'Society', url: 'https://example.org/', address: 'Gokhale Road, Dadar (West), Mumbai 400028' },
  allDay: true,
  start: '2026-12-04T18:30:00.000Z',
  end: null,
}

describe('an event’s JSON-LD', () => {
  it('has an absolute image', () => {
    const ld = eventJsonLd({ ...base, place: 'Ground', institution: null }) as unknown as Record<string, unknown>
    expect(ld.image).toEqual(['https://example.org/og/en/events/3.png'])
  })

  it('an institution’s event: its address, structured, in Mumbai', () => {
    const ld = eventJsonLd({
      ...base,
      place: 'School hall',
      institution: { name: 'School', address: 'Shivaji Park, Dadar', url: 'https://example.org/institutions/2' },
    })
    expect((ld as unknown as { location: unknown }).location).toEqual({
      '@type': 'Place',
      name: 'School hall',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Shivaji Park, Dadar',
        addressLocality: 'Mumbai',
        addressRegion: 'Maharashtra',
        addressCountry: 'IN',
      },
    })
  })

  it('a society-wide event without a place: the society’s office as the address, not its name', () => {
    const ld = eventJsonLd({ ...base, place: '', institution: null }) as unknown as {
      location: { name: string; address: { streetAddress: string } }
    }
    expect(ld.location.name).toBe('Society')
    expect(ld.location.address).toMatchObject({
      '@type': 'PostalAddress',
      streetAddress: 'Gokhale Road, Dadar (West), Mumbai 400028',
    })
  })
})
