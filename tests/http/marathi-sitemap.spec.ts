import { parse, type DefaultTreeAdapterMap } from 'parse5'

import { expect, test, type APIRequestContext } from '../e2e/fixtures'

import { en } from '../../src/i18n/en'
import { mr } from '../../src/i18n/mr'
import { stripLang } from '../../src/i18n/paths'
import { ACHIEVEMENT_TYPES_MR, NOTICE_TYPES_MR, NOTICES_MR } from '../../src/seed/data/marathi'
import { ACHIEVEMENT_TYPES, NOTICE_TYPES } from '../../src/seed/data/society'
import { byRole, byTestId, get, role, testId, text } from './dom'

/**
 * Every Marathi page the sitemap lists, and each notice type's tab (row 7): no English
 * word of the interface is left. The interface's English words are those of the English dictionary
 * (src/i18n/en.ts) that the Marathi one never uses (PDF, RSS, SSES … it does use), with the file
 * sizes' units. They are looked for in the visible text and the accessible texts (alt, aria-label,
 * title, placeholder) and the document's title, outside elements marked lang="en": content that
 * exists only in English is allowed when it is marked so. A Marathi template around such content
 * in an attribute or the title (an institution's English name in its logo's alt) cannot mark it,
 * so there the English runs the page shows marked as English are taken out first.
 * The demo names every notice and achievement type in Marathi: their English names show nowhere,
 * marked or not.
 */

const LATIN_WORD = /[A-Za-z][A-Za-z'’]+/g
const words = (text: string) => (text.match(LATIN_WORD) ?? []).map((w) => w.toLowerCase())

function dictionaryStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value === 'function') return []
  if (value && typeof value === 'object') return Object.values(value).flatMap(dictionaryStrings)
  return []
}

/** The interface's English words: in an English UI text, in no Marathi one (placeholders dropped). */
const INTERFACE_WORDS = (() => {
  const strip = (s: string) => s.replace(/\{\w+\}/g, ' ')
  const marathi = new Set(dictionaryStrings(mr).flatMap((s) => words(strip(s))))
  const english = dictionaryStrings(en).flatMap((s) => words(strip(s)))
  return new Set([...english.filter((w) => !marathi.has(w)), 'kb', 'mb'])
})()

/** The types' English names (the seed's codes, also their English names). */
const TYPE_NAMES = [...NOTICE_TYPES, ...ACHIEVEMENT_TYPES]

type PageTexts = { texts: string[]; attributes: string[]; marked: string[]; everything: string[] }

type Node = DefaultTreeAdapterMap['node']
const isElement = (node: Node): node is DefaultTreeAdapterMap['element'] => 'tagName' in node
const ACCESSIBLE_TEXTS = ['aria-label', 'alt', 'title', 'placeholder']
/** Elements whose text is not shown as text (a template's content is not among its children). */
const NOT_SHOWN = new Set(['script', 'style', 'noscript', 'template'])

/**
 * The texts of a page as the server sent it: the words are in the HTML, which is what every visitor
 * gets first, with or without JavaScript (a browser would only lay it out). Parsed with parse5, the
 * parser jsdom uses, without building jsdom's DOM: this walk reads about 350 pages, at a tenth of
 * the CPU (parseHtml() costs about 30 ms a page). Scripting off, as jsdom's DOMParser parses:
 * a <noscript>'s elements are elements.
 */
function pageTexts(html: string): PageTexts {
  const out: PageTexts = { texts: [], attributes: [], marked: [], everything: [] }
  let title: string | null = null
  // inBody: below <body>; inEnglish: in or below an element marked lang="en"; shown: not in NOT_SHOWN.
  const walk = (node: Node, inBody: boolean, inEnglish: boolean, shown: boolean) => {
    let below = inBody
    if (isElement(node)) {
      below ||= node.tagName === 'body'
      inEnglish ||= node.attrs.some((a) => a.name === 'lang' && a.value === 'en')
      shown &&= !NOT_SHOWN.has(node.tagName)
      if (node.tagName === 'title' && title === null) title = textOf(node).replace(/\s+/g, ' ').trim()
      if (inBody)
        for (const { name, value } of node.attrs) {
          if (!ACCESSIBLE_TEXTS.includes(name) || !value.trim()) continue
          out.everything.push(value.trim())
          ;(inEnglish ? out.marked : out.attributes).push(value.trim())
        }
    } else if (node.nodeName === '#text' && inBody && shown) {
      const text = (node as DefaultTreeAdapterMap['textNode']).value.trim()
      if (text) {
        out.everything.push(text)
        ;(inEnglish ? out.marked : out.texts).push(text)
      }
    }
    if ('childNodes' in node) for (const child of node.childNodes) walk(child, below, inEnglish, shown)
  }
  walk(parse(html, { scriptingEnabled: false }), false, false, true)
  out.attributes.push(title ?? '')
  out.everything.push(title ?? '')
  return out
}

const textOf = (node: Node): string =>
  node.nodeName === '#text'
    ? (node as DefaultTreeAdapterMap['textNode']).value
    : 'childNodes' in node
      ? node.childNodes.map(textOf).join('')
      : ''

/** What in one page is English interface: "word in “text”" for each finding. */
function englishLeft({ texts, attributes, marked, everything }: PageTexts): string[] {
  // Addresses, e-mail addresses and file names are not language.
  const clean = (text: string) => text.replace(/\S+@\S+|https?:\/\/\S+|\S+\.(?:pdf|ics|xml)\b/gi, ' ')
  // In an attribute, the English runs shown marked elsewhere on the page (a name inside a Marathi template).
  // Longest first: a whole name goes before a word of it that is shown marked on its own (the switch's "English").
  const runs = [
    ...new Set(
      marked
        .flatMap((m) => m.split(/\s*[|:–]\s*/))
        .map((m) => m.trim())
        .filter((m) => m.length > 2),
    ),
  ].sort((a, b) => b.length - a.length)
  const unmarkRuns = (text: string) => runs.reduce((t, run) => (t.includes(run) ? t.split(run).join(' ') : t), text)
  const found: string[] = []
  for (const text of [...texts, ...attributes.map(unmarkRuns)]) {
    for (const word of words(clean(text)))
      if (INTERFACE_WORDS.has(word)) found.push(`${word} in “${text.slice(0, 90)}”`)
  }
  for (const text of everything) {
    const latinRuns = text.split(/[\u0900-\u097f:()·|,–]+/).map((r) => r.trim())
    for (const name of TYPE_NAMES)
      if (latinRuns.some((r) => r.toLowerCase() === name.toLowerCase()))
        found.push(`type name ${name} in “${text.slice(0, 90)}”`)
  }
  return found
}

const SHARDS = 3

/** The sitemap's Marathi pages, their paths; shard k of SHARDS (the walk is split so workers share it). */
async function marathiPaths(request: APIRequestContext, shard: number): Promise<string[]> {
  const res = await request.get('/sitemap.xml')
  expect(res.status()).toBe(200)
  const paths = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname + new URL(m[1]!).search)
    .filter((p) => stripLang(p).lang === 'mr')
  expect(paths.length).toBeGreaterThan(300)
  // Each notice type's tab: the tabs are the interface, not in the sitemap.
  const tabs = NOTICE_TYPES.map((code) => `/mr/notices?type=${encodeURIComponent(code)}`)
  return [...paths, ...tabs].filter((_, i) => i % SHARDS === shard)
}

test('the walk finds an English interface word on a Marathi page, and lets it be when marked English', () => {
  const page = (body: string) => `<html lang="mr"><head><title>सूचना</title></head><body>${body}</body></html>`
  expect(englishLeft(pageTexts(page('<a href="/x.pdf">Download</a> <img alt="Previous" src="a.png">')))).toEqual([
    'download in “Download”',
    'previous in “Previous”',
  ])
  expect(englishLeft(pageTexts(page('<p lang="en">Download</p> <p>डाउनलोड करा</p>')))).toEqual([])
})

test.describe('every Marathi page in Marathi', () => {
  for (let shard = 0; shard < SHARDS; shard++) {
    test(`the sitemap's /mr pages, part ${shard + 1} of ${SHARDS}: no English interface word left`, async ({
      request,
    }) => {
      test.setTimeout(240_000)
      const findings: string[] = []
      for (const path of await marathiPaths(request, shard)) {
        const res = await request.get(path, { maxRedirects: 0 })
        expect(res.status(), path).toBe(200)
        for (const finding of englishLeft(pageTexts(await res.text()))) findings.push(`${path}: ${finding}`)
      }
      expect(findings).toEqual([])
    })
  }
})

const MR_TYPE_NAMES = NOTICE_TYPES.map((code) => NOTICE_TYPES_MR[code]!)

test("notice types, a notice's type, its feed and its file size in Marathi; codes stay in addresses", async ({
  request,
}) => {
  const tabsOf = (doc: Document, label: string) => byRole(role(doc, 'navigation', label), 'link')
  const list = await get(request, '/mr/notices')
  const tabs = tabsOf(list.doc, mr.notices.tabsLabel)
  // The first tab is every type's newest notices.
  expect(tabs.map(text)).toEqual([mr.notices.allTypes, ...MR_TYPE_NAMES])
  // Marathi names are not marked as English.
  expect(tabs.flatMap((tab) => [...tab.querySelectorAll('span[lang="en"]')])).toEqual([])

  const exam = tabs.find((tab) => text(tab) === NOTICE_TYPES_MR.Examination)!
  expect(exam.getAttribute('href')).toBe('/mr/notices?type=Examination')
  const tab = await get(request, exam.getAttribute('href')!)
  expect(
    tabsOf(tab.doc, mr.notices.tabsLabel)
      .find((t) => text(t) === NOTICE_TYPES_MR.Examination)!
      .getAttribute('aria-current'),
  ).toBe('page')
  expect(text(testId(tab.doc, 'notice-feeds'))).toContain(`${NOTICE_TYPES_MR.Examination} सूचना (RSS)`)
  // A notice with a PDF (its download names the size).
  const link = byTestId(tab.doc, 'notice-link').find((l) =>
    text(l).includes(NOTICES_MR['First term examination timetable']!),
  )!
  expect(link.getAttribute('href')).toMatch(/^\/mr\/notices\/\d+$/)
  const notice = await get(request, link.getAttribute('href')!)
  expect(text(testId(notice.doc, 'notice-type'))).toBe(NOTICE_TYPES_MR.Examination)
  expect(testId(notice.doc, 'notice-type').getAttribute('lang')).not.toBe('en')
  expect(
    [...notice.doc.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')].at(-1)?.getAttribute('title'),
  ).toBe(`${NOTICE_TYPES_MR.Examination} सूचना (RSS)`)
  expect(text(testId(notice.doc, 'notice-download'))).toMatch(/^डाउनलोड करा \(PDF, \d+ केबी\)$/)

  // The English pages keep the English names.
  expect(tabsOf((await get(request, '/notices')).doc, en.notices.tabsLabel).map(text)).toEqual([
    en.notices.allTypes,
    ...NOTICE_TYPES,
  ])
})

test('achievement types in Marathi', async ({ request }) => {
  const { doc } = await get(request, '/mr/studentachievements')
  const types = byTestId(doc, 'achievement-type')
  expect(types.length).toBeGreaterThan(0)
  const marathi = new Set(Object.values(ACHIEVEMENT_TYPES_MR))
  expect(types.map(text).filter((n) => !marathi.has(n))).toEqual([])
  expect(types.filter((e) => e.getAttribute('lang') === 'en')).toEqual([])
  expect(text(byTestId(doc, 'file-label')[0])).toMatch(/^\(PDF, \d+ केबी\)$/)
})
