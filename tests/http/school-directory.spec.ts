import { expect, test } from '../e2e/fixtures'

import { byRole, byTestId, get, href, role, testId, text } from './dom'

/**
 * A school's Downloads and Staff Directory sections as the server sends them, from the demo
 * content (src/seed/data/directory.ts): institution 1 (the CBSE school) and 3 (the degree college).
 */

const h3 = (scope: ParentNode) => [...scope.querySelectorAll('h3')].map(text)

test('Downloads: the forms in the school’s order, each with its kind, format and size; the file is served', async ({
  request,
}) => {
  const school = (await get(request, '/institutions/1')).doc
  expect(href(testId(school, 'section-menu'), 'Downloads')).toBe('/institutions/1/downloads')
  const { doc } = await get(request, '/institutions/1/downloads')
  const items = byTestId(doc, 'download')
  expect(items.map((i) => text(i.querySelector('a span')))).toEqual([
    'School prospectus',
    'Application for transfer certificate',
    'Application for bonafide certificate',
    'Fee receipt format',
  ])
  expect(text(items[1])).toContain('Transfer certificate application')
  expect(text(items[1])).toContain('the certificate is ready in seven working days')
  for (const i of items) expect(text(testId(i, 'file-label'))).toMatch(/^\(PDF, \d+ KB\)$/)
  const file = items[0]!.querySelector('a')!.getAttribute('href')!
  expect(file).toMatch(/^\/cms-api\/media\/file\/.+\.pdf$/)
  expect((await request.get(file)).headers()['content-type']).toContain('application/pdf')
  // A school without downloads says so.
  const none = (await get(request, '/institutions/5/downloads')).doc
  expect(text(none.querySelector('main'))).toContain('This institution has not published any forms or documents yet.')
})

test('Downloads in Marathi: Marathi titles and units, the Marathi file where the school gave one', async ({
  request,
}) => {
  const en = byTestId((await get(request, '/institutions/1/downloads')).doc, 'download')
  const { doc } = await get(request, '/mr/institutions/1/downloads')
  expect(text(doc.querySelector('#section-title'))).toBe('डाउनलोड')
  const mr = byTestId(doc, 'download')
  expect(text(mr[0]!.querySelector('a span'))).toBe('शाळेचे माहितीपत्रक')
  expect(text(testId(mr[0]!, 'file-label'))).toMatch(/^\(PDF, \d+ केबी\)$/)
  const file = (items: Element[], n: number) => items[n]!.querySelector('a')!.getAttribute('href')
  // The prospectus has a Marathi file; the bonafide application only the English one.
  expect(file(mr, 0)).not.toBe(file(en, 0))
  expect(file(mr, 2)).toBe(file(en, 2))
  expect(text(mr[2])).toContain('बोनाफाईड दाखल्यासाठी अर्ज')
})

test('Staff Directory: the head first, then the faculty and other staff, with designation, subject and qualifications', async ({
  request,
}) => {
  const { doc } = await get(request, '/institutions/3/staff-directory')
  const directory = testId(doc, 'staff-directory')
  expect(h3(directory)).toEqual(['Head of the institution', 'Teachers and faculty', 'Other staff'])
  const people = byTestId(directory, 'staff-member')
  expect(people.map((p) => text(p.querySelector('h4')))).toEqual([
    'Dr. Rekha Pradhan',
    'Dr. Sanjay Wagh',
    'Dr. Leena Karnik',
    'Shri Amol Patwardhan',
    'Smt. Kalpana Joshi',
  ])
  expect(text(people[1])).toContain('Associate Professor')
  expect(text(people[1])).toContain('Department or subject: Commerce')
  expect(text(people[1])).toContain('Qualifications: M.Com., Ph.D., NET')
  expect(role(people[1]!, 'link', 'commerce.dc@example.org').getAttribute('href')).toBe(
    'mailto:commerce.dc@example.org',
  )
  expect(people[0]!.querySelector('img')?.getAttribute('alt')).toBe('Photo of Dr. Rekha Pradhan')
  expect(byRole(people[2]!, 'img')).toHaveLength(0)
})

test('Staff Directory in Marathi: names, designations and headings in Marathi', async ({ request }) => {
  const { doc } = await get(request, '/mr/institutions/3/staff-directory')
  expect(text(doc.querySelector('#section-title'))).toBe('शिक्षक व कर्मचारी')
  const directory = testId(doc, 'staff-directory')
  expect(h3(directory)).toEqual(['मुख्याध्यापक / प्राचार्य', 'शिक्षक व प्राध्यापक', 'इतर कर्मचारी'])
  const head = byTestId(directory, 'staff-member')[0]!
  expect(text(head.querySelector('h4'))).toBe('डॉ. रेखा प्रधान')
  expect(text(head)).toContain('प्राचार्य')
  expect(text(head)).toContain('शैक्षणिक पात्रता: एम.कॉम., पीएच.डी.')
  expect(head.querySelector('img')?.getAttribute('alt')).toBe('डॉ. रेखा प्रधान यांचे छायाचित्र')
})
