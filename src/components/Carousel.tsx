'use client'

import Image from 'next/image'
import { useEffect, useState } from 'react'

import { t } from '@/i18n'
import { CAROUSEL_INTERVAL_MS, carouselSettings, nextStart } from '@/lib/carousel'
import { useHydrated, usePrefersReducedMotion, useViewportWidth } from '@/lib/use-browser'

export type Slide = { id: number; url: string; alt: string; caption: string }

const L = t.home

/**
 * The home page's circular, autoplaying photo carousel (SPEC.md section 2): how many photos show
 * and how far it moves depend on the width; it pauses on hover, on focus, with the pause button and
 * under reduced motion. Without JavaScript the photos scroll sideways.
 */
export function Carousel({ slides }: { slides: Slide[] }) {
  const enhanced = useHydrated()
  const settings = carouselSettings(useViewportWidth(1280))
  const reducedMotion = usePrefersReducedMotion()
  const [start, setStart] = useState(0)
  // null: the visitor has not chosen; then it plays unless they prefer reduced motion.
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null)
  const playing = userPlaying ?? !reducedMotion
  const [hovered, setHovered] = useState(false)
  const count = slides.length

  useEffect(() => {
    if (!playing || hovered || count <= settings.visible) return
    const timer = setInterval(() => setStart((s) => nextStart(s, settings.scroll, count)), CAROUSEL_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [playing, hovered, settings.scroll, settings.visible, count])

  if (count === 0) return null
  const shown = Array.from({ length: Math.min(settings.visible, count) }, (_, k) => slides[(start + k) % count]!)

  return (
    <section
      aria-roledescription="carousel"
      aria-label={L.carouselLabel}
      className="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      data-testid="carousel"
      data-visible={enhanced ? shown.length : undefined}
    >
      {enhanced ? (
        <ul className="grid gap-3" style={{ gridTemplateColumns: `repeat(${shown.length}, minmax(0, 1fr))` }} aria-live={playing ? 'off' : 'polite'}>
          {shown.map((s, k) => (
            <li key={`${s.id}-${k}`} aria-roledescription="slide" aria-label={L.slide(((start + k) % count) + 1, count)} data-testid="carousel-slide">
              <figure className="overflow-hidden rounded-full border-4 border-gold bg-white shadow">
                <Image src={s.url} alt={s.alt} width={400} height={400} sizes="(min-width: 1199px) 33vw, (min-width: 767px) 50vw, 100vw" className="aspect-square w-full object-cover" priority={k === 0} />
              </figure>
              <figcaption className="mt-2 text-center text-sm text-muted">{s.caption}</figcaption>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="flex snap-x gap-3 overflow-x-auto">
          {slides.map((s, k) => (
            <li key={s.id} className="w-full shrink-0 snap-start sm:w-1/2 xl:w-1/3">
              <Image src={s.url} alt={s.alt} width={400} height={400} sizes="(min-width: 1199px) 33vw, (min-width: 767px) 50vw, 100vw" className="aspect-square w-full rounded-full border-4 border-gold object-cover" priority={k === 0} />
            </li>
          ))}
        </ul>
      )}
      {enhanced && count > settings.visible && (
        <div className="mt-3 flex items-center justify-center gap-2">
          <button type="button" onClick={() => setStart((s) => nextStart(s, -settings.scroll, count))} className="min-h-11 min-w-11 rounded-full border border-brand text-brand hover:bg-brand hover:text-white" aria-label={L.previousSlide}>
            ‹
          </button>
          <button type="button" onClick={() => setUserPlaying(!playing)} className="min-h-11 rounded-full border border-brand px-4 text-sm font-semibold text-brand hover:bg-brand hover:text-white" aria-pressed={!playing} data-testid="carousel-toggle">
            {playing ? L.pause : L.play}
          </button>
          <button type="button" onClick={() => setStart((s) => nextStart(s, settings.scroll, count))} className="min-h-11 min-w-11 rounded-full border border-brand text-brand hover:bg-brand hover:text-white" aria-label={L.nextSlide}>
            ›
          </button>
        </div>
      )}
    </section>
  )
}
