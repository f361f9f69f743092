import { expect, test } from '../e2e/fixtures'

import { byTestId, get, role, testId, text } from './dom'

/**
 * An institution's committees as the server sends them, from the demo content
 * (src/seed/data/committees.ts). The members table's fit on a phone is in tests/e2e/committees.spec.ts.
 */

test('the Committees entry of the menu shows each committee with its members, roles and contact', async ({
  request,
}) => {
  const school = (await get(request, '/institutions/1')).doc
  const entry = role(testId(school, 'section-menu'), 'link', 'Committees')
  expect(entry.getAttribute('href')).toBe('/institutions/1/committees')
  const { doc } = await get(request, entry.getAttribute('href')!)
  expect(role(testId(doc, 'section-menu'), 'link', 'Committees').getAttribute('aria-current')).toBe('page')
  const committees = byTestId(doc, 'committee')
  expect(committees).toHaveLength(3)
  const smc = committees.find((c) => text(c).includes('School Management Committee'))!
  expect(text(smc)).toContain('Monitors the working of the school')
  const members = byTestId(smc, 'committee-member')
  expect(members).toHaveLength(4)
  expect(text(members[0])).toContain('Smt. Kavita Nene')
  expect(text(members[0])).toContain('Chairperson')
  expect(role(smc, 'link', '022 2430 1111').getAttribute('href')).toBe('tel:02224301111')
  expect(role(smc, 'link', 'ems.dadar@example.org').getAttribute('href')).toBe('mailto:ems.dadar@example.org')
  // A committee without a nodal officer shows no contact line.
  const pta = committees.find((c) => text(c).includes('Parent-Teacher Association'))!
  expect(byTestId(pta, 'committee-officer')).toHaveLength(0)
})

test('a committee without members says so; an institution without committees has an empty state', async ({
  request,
}) => {
  const one = (await get(request, '/institutions/4/committees')).doc
  expect(byTestId(one, 'committee')).toHaveLength(1)
  expect(text(testId(one, 'committee-no-members'))).toBe('Members to be announced.')
  const none = (await get(request, '/institutions/5/committees')).doc
  expect(byTestId(none, 'committee')).toHaveLength(0)
  expect(text(none.querySelector('main'))).toContain('This institution has not published its committees yet.')
})

test('in Marathi: the labels, names and roles', async ({ request }) => {
  const { doc } = await get(request, '/mr/institutions/3/committees')
  expect([...doc.querySelectorAll('h2')].map((h) => text(h))).toContain('समित्या')
  const committees = byTestId(doc, 'committee')
  expect(committees).toHaveLength(2)
  expect(text(committees[0])).toContain('रॅगिंगविरोधी समिती')
  expect(text(committees[0])).toContain('अध्यक्ष')
  expect(text(committees[0])).toContain('संपर्क (नोडल अधिकारी)')
})
