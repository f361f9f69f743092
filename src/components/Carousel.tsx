'use client'

import { memo, useEffect, useState } from 'react'

import type { ImgAttributes } from '@/components/Img'
import type { Dictionary } from '@/i18n'
import { fill } from '@/i18n/format'
import { CAROUSEL_INTERVAL_MS, carouselSettings, nextStart } from '@/lib/carousel'
import { useHydrated, usePrefersReducedMotion, useViewportWidth } from '@/lib/use-browser'

/** `lang` is 'en' when the caption is English on a Marathi page (src/i18n/fallback.ts). */
export type Slide = { id: number; image: ImgAttributes; alt: string; caption: string; lang?: 'en' }

type Labels = Pick<Dictionary['home'], 'carouselLabel' | 'slide' | 'previousSlide' | 'nextSlide' | 'pause' | 'play'>

/**
 * The home page's circular, autoplaying photo carousel (SPEC.md section 2). CSS sizes the slides
 * for each width (so the server's HTML already has the final layout and nothing shifts when
 * JavaScript arrives); JavaScript moves the track. It pauses on hover, on focus, with the pause
 * button and under reduced motion. Without JavaScript the photos scroll sideways.
 */
export function Carousel({ slides, labels: L }: { slides: Slide[]; labels: Labels }) {
  const enhanced = useHydrated()
  const settings = carouselSettings(useViewportWidth(1280))
  const reducedMotion = usePrefersReducedMotion()
  const [start, setStart] = useState(0)
  // null: the visitor has not chosen; then it plays unless they prefer reduced motion.
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null)
  const playing = userPlaying ?? !reducedMotion
  const [hovered, setHovered] = useState(false)
  const count = slides.length
  const moves = count > settings.visible

  useEffect(() => {
    if (!playing || hovered || !moves) return
    const timer = setInterval(() => setStart((s) => nextStart(s, settings.scroll, count)), CAROUSEL_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [playing, hovered, moves, settings.scroll, count])

  if (count === 0) return null
  // The first slides again after the last, so that a window starting near the end can run past it
  // (wrapping to the first): at most visible − 1 copies, so that hydration adds little to the page.
  const track = enhanced && moves ? [...slides, ...slides.slice(0, settings.visible - 1)] : slides

  return (
    <section
      aria-roledescription="carousel"
      aria-label={L.carouselLabel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      data-testid="carousel"
      data-visible={enhanced ? Math.min(settings.visible, count) : undefined}
    >
      {/* Until the scripts run (or without them) the photos scroll sideways: the region takes the
          keyboard's focus, so that arrow keys scroll it too. */}
      <div className={enhanced ? 'overflow-hidden' : 'snap-x overflow-x-auto'} tabIndex={enhanced ? undefined : 0}>
        <ul
          className="flex transition-transform duration-700 ease-in-out motion-reduce:transition-none"
          style={enhanced ? { transform: `translateX(-${(start * 100) / settings.visible}%)` } : undefined}
        >
          {track.map((s, k) => {
            const inWindow = k >= start && k < start + settings.visible
            return (
              <li
                key={`${s.id}-${k}`}
                className="w-full shrink-0 snap-start px-1.5 min-[767px]:w-1/2 min-[991px]:w-full min-[1199px]:w-1/3"
                aria-roledescription="slide"
                aria-label={fill(L.slide, { n: (k % count) + 1, of: count })}
                aria-hidden={enhanced && !inWindow ? true : undefined}
                data-testid={enhanced && inWindow ? 'carousel-slide' : undefined}
              >
                <SlideFigure slide={s} />
              </li>
            )
          })}
        </ul>
      </div>
      {enhanced && moves && (
        <div className="mt-3 flex items-center justify-center gap-2">
          <button
            type="button"
            onClick={() => setStart((s) => nextStart(s, -settings.scroll, count))}
            className="min-h-11 min-w-11 rounded-full border border-brand text-brand hover:bg-brand hover:text-white"
            aria-label={L.previousSlide}
          >
            ‹
          </button>
          <button
            type="button"
            onClick={() => setUserPlaying(!playing)}
            className="min-h-11 rounded-full border border-brand px-4 text-sm font-semibold text-brand hover:bg-brand hover:text-white"
            aria-pressed={!playing}
            data-testid="carousel-toggle"
          >
            {playing ? L.pause : L.play}
          </button>
          <button
            type="button"
            onClick={() => setStart((s) => nextStart(s, settings.scroll, count))}
            className="min-h-11 min-w-11 rounded-full border border-brand text-brand hover:bg-brand hover:text-white"
            aria-label={L.nextSlide}
          >
            ›
          </button>
        </div>
      )}
    </section>
  )
}

/**
 * One photo and its caption. Memoised: each advance of the carousel changes only the track's
 * position and the slides' visibility attributes, so the images are not rendered again.
 */
const SlideFigure = memo(function SlideFigure({ slide }: { slide: Slide }) {
  return (
    <figure>
      {/* eslint-disable-next-line @next/next/no-img-element -- attributes from next/image's getImageProps, on the server (src/components/Img.tsx) */}
      <img
        {...slide.image}
        alt={slide.alt}
        lang={slide.lang}
        className="mx-auto aspect-square w-full max-w-[26rem] rounded-full border-4 border-gold object-cover"
      />
      <figcaption lang={slide.lang} className="mt-2 text-center text-sm text-muted">
        {slide.caption}
      </figcaption>
    </figure>
  )
})
