import { describe, expect, it } from 'vitest'

import {
  classifyFont,
  compareRuns,
  floorSection,
  floorVerdict,
  fontsBefore,
  median,
  medianPhases,
  ourScripts,
  photoTable,
} from '../../bench/floor-compare.mjs'

const run = (performance: number | null, lcpMs: number) => ({ performance, lcpMs })

describe('the floor comparison of npm run bench (bench/floor-compare.mjs)', () => {
  it('takes the median of the rounds’ differences, each page run against the floor run before it', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNull()
    const c = compareRuns([
      { floor: run(95, 800), page: run(90, 1000) }, // 5 behind, +200
      { floor: run(80, 2000), page: run(78, 2100) }, // a busy round: 2 behind, +100
      { floor: run(96, 790), page: run(85, 1500) }, // 11 behind, +710
      { floor: run(null, 0), page: run(90, 900) }, // a failed floor run is left out
    ])
    expect(c).toMatchObject({
      pointsBehind: 5,
      lcpAboveMs: 200,
      floorPerformance: 95,
      pagePerformance: 85,
      floorLcpMs: 800,
      pageLcpMs: 1500,
      rounds: 3,
    })
  })

  it('counts our JavaScript as the page’s compressed scripts minus the floor’s, each file once', () => {
    const floor = [
      { path: '/_next/static/chunks/react-a.js', digest: 'r1', gzipBytes: 70_000 },
      { path: '/_next/static/chunks/shared.js', digest: 's', gzipBytes: 40_000 },
      { path: '/_next/static/chunks/page-floor.js', digest: 'pf', gzipBytes: 500 },
    ]
    const page = [
      { path: '/_next/static/chunks/react-b.js', digest: 'r2', gzipBytes: 70_100 }, // the same framework, other module ids
      { path: '/_next/static/chunks/shared.js', digest: 's', gzipBytes: 40_000 },
      { path: '/_next/static/chunks/shared.js', digest: 's', gzipBytes: 40_000 }, // recorded twice
      { path: '/_next/static/chunks/ours.js', digest: 'o', gzipBytes: 6_000 },
    ]
    expect(ourScripts(page, floor)).toEqual({
      pageBytes: 116_100,
      floorBytes: 110_500,
      ourBytes: 5_600,
      pageFiles: 3,
      floorFiles: 3,
      identical: 1,
      identicalBytes: 40_000,
    })
  })

  it('tells the Devanagari subset of the English chrome from a full Devanagari font', () => {
    expect(classifyFont('http://127.0.0.1:3500/brand/marathi-switch-600.woff2')).toBe('devanagari subset')
    expect(classifyFont('http://127.0.0.1:3500/brand/home-motto-400.woff2')).toBe('devanagari subset')
    expect(
      classifyFont(
        'http://127.0.0.1:3500/_next/static/media/noto-sans-devanagari-devanagari-400-normal.0hnxfe29tbki_.woff2',
      ),
    ).toBe('devanagari')
    expect(classifyFont('http://127.0.0.1:3500/_next/static/media/noto-sans-latin-400-normal.abc.woff2')).toBe('other')
    // A subset elsewhere than public/brand/ is not the allowed one.
    expect(classifyFont('http://127.0.0.1:3500/fonts/devanagari-subset.woff2')).toBe('devanagari')
  })

  it('keeps the font requests up to the cutoff and nothing else', () => {
    const records = [
      { url: 'http://h/', resourceType: 'Document', networkRequestTime: 0 },
      {
        url: 'http://h/brand/marathi-switch-600.woff2',
        resourceType: 'Font',
        networkRequestTime: 120.4,
        transferSize: 1740,
      },
      {
        url: 'http://h/_next/static/media/noto-sans-devanagari-devanagari-400-normal.x.woff2',
        resourceType: 'Font',
        networkRequestTime: 362,
        transferSize: 51_080,
      },
      {
        url: 'http://h/_next/static/media/late.woff2',
        resourceType: 'Other',
        networkRequestTime: 900,
        transferSize: 10,
      },
    ]
    expect(fontsBefore(records, 400)).toEqual([
      { file: 'marathi-switch-600.woff2', kind: 'devanagari subset', atMs: 120, bytes: 1740 },
      { file: 'noto-sans-devanagari-devanagari-400-normal.x.woff2', kind: 'devanagari', atMs: 362, bytes: 51_080 },
    ])
    expect(fontsBefore(records, 100)).toEqual([])
  })

  it('meets the targets up to their bounds, and says which it missed', () => {
    const subset = { file: 'marathi-switch-600.woff2', kind: 'devanagari subset' as const, atMs: 100, bytes: 1740 }
    const full = {
      file: 'noto-sans-devanagari-devanagari-400-normal.x.woff2',
      kind: 'devanagari' as const,
      atMs: 300,
      bytes: 51_080,
    }
    expect(floorVerdict({ pointsBehind: 5, lcpAboveMs: 300, ourBytes: 15 * 1024, fonts: [subset], lang: 'en' })).toBe(
      'met',
    )
    expect(floorVerdict({ pointsBehind: 6, lcpAboveMs: 301, ourBytes: 15 * 1024 + 1, fonts: [full], lang: 'en' })).toBe(
      'missed (6 points behind, LCP +301 ms, 15.0 KB gz of our JavaScript, a Devanagari font on the critical path)',
    )
    // A Marathi page needs its Devanagari font.
    expect(floorVerdict({ pointsBehind: 0, lcpAboveMs: 0, ourBytes: 0, fonts: [full], lang: 'mr' })).toBe('met')
    expect(floorVerdict({ pointsBehind: null, lcpAboveMs: null, ourBytes: null, fonts: [], lang: 'en' })).toBe(
      'not measured',
    )
  })

  it('shows each photo page’s photo, what each side downloaded and the median of each LCP phase', () => {
    const phased = (lcpMs: number, lcpPhasesMs: number[]) => ({ performance: 98, lcpMs, lcpPhasesMs })
    expect(
      medianPhases([phased(900, [100, 10, 600, 5]), phased(1000, [120, 30, 640, 9]), phased(950, [90, 20, 620, 7])]),
    ).toEqual([100, 20, 620, 7])
    expect(medianPhases([{ performance: 98, lcpMs: 900 }])).toBeNull()
    const row = {
      route: '/',
      lang: 'en',
      comparison: compareRuns([{ floor: run(99, 800), page: run(97, 900) }]),
      scripts: null,
      fonts: [],
      runs: [{ floor: phased(800, [50, 5, 600, 10]), page: phased(900, [120, 10, 640, 20]) }],
      verdict: 'met',
      photo: {
        cssWidth: 360,
        cssHeight: 360,
        sizes: '(max-width: 459px) calc(100vw - 52px), 408px',
        preloaded: true,
        chosenWidth: 640,
        pageDownloads: ['640 px avif 4100 B'],
        pageOtherPhotos: 2,
        floorDownloads: ['640 px avif 4100 B'],
      },
    }
    expect(photoTable([row])).toContain(
      '| `/` | 360 × 360 (`(max-width: 459px) calc(100vw - 52px), 408px`), preloaded | 640 px | 640 px avif 4100 B | 2 | 640 px avif 4100 B | 120 / 10 / 640 / 20 | 50 / 5 / 600 / 10 |',
    )
    // Text pages have no photo row, and no table when no page has one.
    expect(photoTable([{ ...row, photo: null }])).toBe('')
  })

  it('writes the section with the load and keeps the previous run below the latest', () => {
    const meta = {
      date: '2026-11-26T07:00:00Z',
      commit: 'abc1234',
      cpus: 2,
      cpuModel: 'CPU',
      loadavg: [1.5, 2, 3],
      node: 'v24.0.0',
    }
    const floorMeta = {
      rounds: 1,
      loadBefore: [1, 1, 1],
      loadAfter: [2, 2, 2],
      seconds: 60,
      lighthouse: '12.8.2',
      chromium: 'Chromium 1',
    }
    const rows = [
      {
        route: '/',
        lang: 'en',
        comparison: compareRuns([{ floor: run(95, 800), page: run(93, 900) }]),
        scripts: ourScripts(
          [{ path: '/a.js', digest: 'a', gzipBytes: 2048 }],
          [{ path: '/b.js', digest: 'b', gzipBytes: 1024 }],
        ),
        fonts: [],
        runs: [{ floor: run(95, 800), page: run(93, 900) }],
        verdict: 'met',
        lcpElements: ['Floor | heading'],
      },
    ]
    const first = floorSection({ meta, floorMeta, rows })
    expect(first).toContain('load average (1 / 5 / 15 min) 1.00 / 1.00 / 1.00 before the Lighthouse runs')
    expect(first).toContain(
      '| `/` | 93 / 95 (93 / 95) | 2 | 900 / 800 (900 / 800) | +100 ms | Floor   heading | 2.0 / 1.0 (0 of 1) | 1.0 | none | met |',
    )
    expect(first).toContain('met on every page')
    expect(first).not.toContain('### Run before')
    const second = floorSection({ meta: { ...meta, date: '2026-11-26T07:30:00Z' }, floorMeta, rows, previous: first })
    expect(second.indexOf('2026-11-26T07:30:00Z')).toBeLessThan(second.indexOf('### Run before'))
    expect(second.slice(second.indexOf('### Run before'))).toContain('2026-11-26T07:00:00Z')
    // Only one earlier run is kept.
    const third = floorSection({ meta, floorMeta, rows, previous: second })
    expect(third.match(/### Run before/g)).toHaveLength(1)
    expect(third.match(/2026-11-26T07:00:00Z/g)).toHaveLength(1)
    expect(third.slice(third.indexOf('### Run before'))).toContain('2026-11-26T07:30:00Z')
  })
})
