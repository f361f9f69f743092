import { expect, test } from '../e2e/fixtures'

import { RTI_OFFICERS_DEMO } from '../../src/seed/data/sitewide'
import { byRole, byTestId, get, text } from './dom'

/**
 * The demo reads as a society would publish it. On /rti, "Other information" under the two
 * officers adds what an applicant needs beyond them (how to apply, the fees and how to pay them,
 * the second appeal) and points to the section 4(1)(b) disclosure on this very page, instead of
 * naming the officers again and sending people to the office for it.
 */
for (const [lang, path, texts] of [
  [
    'en',
    '/rti',
    {
      other: 'Other information',
      fee: '₹10',
      commission: 'Maharashtra State Information Commission',
      disclosureLink: 'top of this page',
      office: 'available at the office',
    },
  ],
  [
    'mr',
    '/mr/rti',
    {
      other: 'इतर माहिती',
      fee: '₹10',
      commission: 'महाराष्ट्र राज्य माहिती आयोग',
      disclosureLink: 'या पानाच्या सुरुवातीला',
      office: 'कार्यालयात पाहण्यासाठी उपलब्ध',
    },
  ],
] as const) {
  test(`/rti other information (${lang}): new facts and a link to the 4(1)(b) disclosure, no repeated officers`, async ({
    request,
  }) => {
    const { doc } = await get(request, path)
    expect([...doc.querySelectorAll('h2')].map(text)).toContain(texts.other)
    const items = byTestId(doc, 'rti-item')
    expect(items).toHaveLength(4)
    const all = items.map(text).join('\n')
    // The officers are the cards above; the items do not name them again.
    const officers = RTI_OFFICERS_DEMO[lang]
    expect(all).not.toContain(officers.pio.name)
    expect(all).not.toContain(officers.faa.name)
    expect(all).not.toContain(texts.office)
    expect(all).toContain(texts.fee)
    expect(all).toContain(texts.commission)
    const links = items.flatMap((i) => byRole(i, 'link', texts.disclosureLink))
    expect(links.map((a) => a.getAttribute('href'))).toEqual([`${lang === 'mr' ? '/mr' : ''}/rti#rti-41b`])
    // The link's target is on the page.
    expect(doc.getElementById('rti-41b')?.closest('[data-testid="rti-41b"]')).toBeTruthy()
  })
}

test("the CBSE schools' inspection video is a placeholder on the society's own site", async ({ request }) => {
  for (const path of ['/disclosures', '/mr/disclosures']) {
    const hrefs = [...(await get(request, path)).doc.querySelectorAll('[data-published="true"] a')].map((a) =>
      a.getAttribute('href')!,
    )
    expect(hrefs.length).toBeGreaterThan(0)
    let videos = 0
    for (const href of hrefs) {
      const video = (await get(request, href)).doc.querySelector('[data-item="inspectionVideo"] a')
      if (!video) continue
      videos++
      expect(video.getAttribute('href')).toMatch(/^https:\/\/vidyavikas\.example\.org\/videos\/inspection-[\w-]+$/)
    }
    expect(videos, path).toBeGreaterThan(0)
  }
})
