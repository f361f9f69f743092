import { expect, test } from '../e2e/fixtures'

import { ENGLISH_PATTERNS, inMarathi, ROUTES } from '../e2e/routes'
import { byRole, byTestId, get, text } from './dom'

/**
 * Every public route in both languages as the server sends it: 200, one h1, a title and a
 * description, every image of the main content with an alt attribute, the page's language; a
 * Marathi page shows no English UI text outside what is marked lang="en". Layout and axe, per page
 * template, are in tests/e2e/pages.spec.ts and tests/e2e/marathi.spec.ts.
 */

/** Visible text and accessible texts (aria-label, alt, title, placeholder) outside lang="en" elements. */
function marathiPageTexts(doc: Document): string[] {
  const texts: string[] = []
  const inEnglish = (el: Element | null) => !!el?.closest('[lang="en"]')
  const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */)
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const parent = n.parentElement
    if (!parent || inEnglish(parent) || parent.closest('script, style, noscript, template, [hidden]')) continue
    const text = n.textContent?.trim()
    if (text) texts.push(text)
  }
  for (const el of doc.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
    if (inEnglish(el)) continue
    for (const attr of ['aria-label', 'alt', 'title', 'placeholder']) {
      const value = el.getAttribute(attr)?.trim()
      if (value) texts.push(value)
    }
  }
  return texts.concat(doc.title)
}

const devanagari = /[\u0900-\u097f]/

for (const route of ROUTES) {
  test(`${route} and ${inMarathi(route)}: one h1, a title, a description, alt texts, the page's language`, async ({
    request,
  }) => {
    for (const [path, lang] of [
      [route, 'en'],
      [inMarathi(route), 'mr'],
    ] as const) {
      const { doc } = await get(request, path)
      expect(doc.documentElement.getAttribute('lang'), path).toBe(lang)
      expect(doc.querySelectorAll('h1'), path).toHaveLength(1)
      expect(doc.title, path).toMatch(/\S/)
      expect(doc.querySelector('meta[name="description"]')?.getAttribute('content'), path).toMatch(/.{20,}/)
      for (const img of doc.querySelectorAll('main img'))
        expect(img.hasAttribute('alt'), `${path}: ${img.outerHTML}`).toBe(true)
      if (lang === 'en') continue
      // A text in Latin script only is checked for every English UI string; a text that also has
      // Devanagari (Marathi content, or a Marathi template around a name in English) for English
      // phrases only, since Marathi writing keeps some English words (RTI, CBSE) and names.
      const texts = marathiPageTexts(doc)
      const leaks = ENGLISH_PATTERNS.flatMap(({ english, phrase, pattern }) =>
        texts
          .filter((text) => (devanagari.test(text) ? phrase && pattern.test(text) : pattern.test(text)))
          .map((text) => `${english} in “${text.slice(0, 80)}”`),
      )
      expect(leaks, `English UI text on ${path}`).toEqual([])
    }
  })
}

test('pages can be read with JavaScript off: their content is in the HTML the server sends', async ({ request }) => {
  expect(byRole((await get(request, '/institutions/1/contact')).doc, 'heading', /^Office$/)).toHaveLength(1)
  expect(byTestId((await get(request, '/notices?type=Examination')).doc, 'notice').length).toBeGreaterThan(0)
  expect(byTestId((await get(request, '/studentachievements')).doc, 'achievement-card').length).toBeGreaterThan(0)
  // A trustee's "Show More" is a <details>: the browser opens it without scripts.
  const more = byTestId((await get(request, '/trustees')).doc, 'trustee-more')[0]!
  expect(more.closest('details')?.querySelector('summary')?.textContent).toContain('Show More')
  expect(text(more)).not.toBe('')
})

test('an unknown route or id is the designed 404 page with a 404 status', async ({ request }) => {
  for (const path of [
    '/no-such-page',
    '/institutions/999999',
    '/institutions/abc',
    '/institutions/1/no-section',
    '/gallery/2025/1',
    '/gallery/institute/999999',
  ]) {
    const { doc } = await get(request, path, 404)
    expect(
      byRole(doc, 'heading')
        .filter((h) => h.tagName === 'H1')
        .map(text),
      path,
    ).toEqual(['Page not found'])
    expect(doc.querySelector('body > header'), path).not.toBeNull()
  }
})
