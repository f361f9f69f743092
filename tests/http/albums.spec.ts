import { expect, test } from '../e2e/fixtures'

import { en } from '../../src/i18n/en'
import { mr } from '../../src/i18n/mr'
import { currentAcademicYear } from '../../src/lib/academic-year'
import { byTestId, get, testId, text } from './dom'

/**
 * An album's own page (/gallery/album/{id}, /mr/…) and the galleries' lists of albums, on the demo's
 * albums (src/seed/steps/albums.ts; no test changes them), as the server sends them.
 */

const YEAR = currentAcademicYear().slice(0, 4)
const ANNUAL_DAY = `Annual day ${YEAR}`
const ANNUAL_DAY_MR = `वार्षिकोत्सव ${YEAR}`
const CAPTIONS = ['Welcome song by the school choir', 'Lezim dance by Std VII', 'Prize winners with the chief guest']
const CAPTIONS_MR = ['शाळेच्या गायक वृंदाचे स्वागतगीत', 'इयत्ता सातवीचे लेझीम नृत्य', 'प्रमुख पाहुण्यांसोबत पारितोषिक विजेते']

const cards = (doc: Document) => byTestId(testId(doc, 'albums'), 'album-card')
const captions = (doc: Document) => byTestId(doc, 'gallery-thumb').map((t) => text(t))

test('the gallery lists the albums; an album has its own page with its title, date, photos and captions, in both languages', async ({
  request,
}) => {
  const all = (await get(request, '/gallery/all')).doc
  const card = cards(all).find((c) => text(c).includes(ANNUAL_DAY))!
  expect(card, 'the society’s album on /gallery/all').toBeTruthy()
  expect(text(card)).toMatch(new RegExp(`\\d\\d/\\d\\d/\\d{4} · ${en.gallery.photoCount(3)}`))
  const link = card.querySelector('a')!.getAttribute('href')!
  expect(link).toMatch(/^\/gallery\/album\/\d+$/)
  // Its cover is its first photo.
  expect(card.querySelector('img')).not.toBeNull()

  const { doc } = await get(request, link)
  expect(doc.documentElement.getAttribute('lang')).toBe('en')
  expect(text(doc.querySelector('h1'))).toBe(ANNUAL_DAY)
  expect(testId(doc, 'album-date').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\d$/)
  expect(text(testId(doc, 'album'))).toContain(en.gallery.albumOf(en.gallery.general))
  expect(captions(doc)).toEqual(CAPTIONS)
  expect(text(doc.querySelector('title'))).toContain(ANNUAL_DAY)

  const marathi = (await get(request, `/mr${link}`)).doc
  expect(marathi.documentElement.getAttribute('lang')).toBe('mr')
  expect(text(marathi.querySelector('h1'))).toBe(ANNUAL_DAY_MR)
  expect(captions(marathi)).toEqual(CAPTIONS_MR)
  expect(text(testId(marathi, 'album'))).toContain(mr.gallery.photoCount(3))
  expect(cards((await get(request, '/mr/gallery/all')).doc).map((c) => text(c.querySelector('h3')))).toContain(
    ANNUAL_DAY_MR,
  )
})

test('a school’s gallery lists its own albums; albums are in the sitemap; an unknown album is the site’s 404', async ({
  request,
}) => {
  const all = (await get(request, '/gallery/all')).doc
  const schoolCard = cards(all).find((c) => text(c).includes(`Science fair ${YEAR}`))!
  const album = schoolCard.querySelector('a')!.getAttribute('href')!
  const page = (await get(request, album)).doc
  const back = [...page.querySelectorAll('a')].find((a) => text(a) === en.gallery.backToGallery)!.getAttribute('href')!
  expect(back).toMatch(/^\/gallery\/institute\/\d+$/)
  const school = (await get(request, back)).doc
  expect(cards(school).map((c) => c.querySelector('a')!.getAttribute('href'))).toEqual([album])

  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`${album}</loc>`)
  expect(sitemap).toContain(`/mr${album}</loc>`)

  for (const path of ['/gallery/album/999999', '/mr/gallery/album/abc']) {
    const missing = (await get(request, path, 404)).doc
    expect(text(missing.querySelector('h1')), path).toBe((path.startsWith('/mr') ? mr : en).notFound.title)
  }
})
