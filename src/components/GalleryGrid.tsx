'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import type { ImgAttributes } from '@/components/Img'
import type { Dictionary } from '@/i18n'
import { fill } from '@/i18n/format'

/** `url` is the photo's web-sized version (linked without JavaScript; never the uploaded original); `thumb` and `large` the images shown in the grid and the viewer. */
export type GalleryItem = {
  id: number
  url: string
  thumb: ImgAttributes
  large: ImgAttributes
  alt: string
  caption: string
  /** 'en' when the caption is English on a Marathi page (src/i18n/fallback.ts). */
  lang?: 'en'
  /** The same for the alternative text, which may be in Marathi while the caption is not yet. */
  altLang?: 'en'
  width: number | null
  height: number | null
}

export type GalleryLabels = Pick<Dictionary['gallery'], 'open' | 'viewer' | 'close' | 'previous' | 'next' | 'counter'>

type Props = { items: GalleryItem[]; labels: GalleryLabels }

/**
 * A grid of photos; choosing one opens a fullscreen viewer with its caption and circular
 * navigation (buttons, arrow keys, swipe), closed with the button or Escape. Without JavaScript
 * each photo links to its web-sized version (at most 1600 px).
 */
export function GalleryGrid({ items, labels }: Props) {
  const [active, setActive] = useState<number | null>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  const touchX = useRef<number | null>(null)
  const n = items.length

  const step = useCallback((delta: number) => setActive((i) => (i === null ? i : (i + delta + n) % n)), [n])

  useEffect(() => {
    const d = dialog.current
    if (!d) return
    if (active !== null && !d.open) d.showModal()
    if (active === null && d.open) d.close()
  }, [active])

  const current = active === null ? null : items[active]

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="gallery-grid">
        {items.map((item, i) => (
          <li key={item.id}>
            <a
              href={item.url}
              onClick={(e) => {
                e.preventDefault()
                setActive(i)
              }}
              className="group block overflow-hidden rounded-lg bg-white shadow"
              // The photo named in the page's language where there is such a text: the caption, else the alternative text.
              aria-label={fill(labels.open, {
                caption: item.caption && (!item.lang || item.altLang) ? item.caption : item.alt,
              })}
              data-testid="gallery-thumb"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- attributes from next/image's getImageProps, on the server (src/components/Img.tsx) */}
              <img
                {...item.thumb}
                alt={item.alt}
                lang={item.altLang}
                className="aspect-[3/2] w-full object-cover transition group-hover:scale-105"
              />
              {item.caption && (
                <span lang={item.lang} className="block truncate px-2 py-1 text-sm">
                  {item.caption}
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>

      <dialog
        ref={dialog}
        aria-label={labels.viewer}
        className="m-0 h-full max-h-none w-full max-w-none bg-black/95 p-0 text-white backdrop:bg-black/80"
        onClose={() => setActive(null)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') step(1)
          if (e.key === 'ArrowLeft') step(-1)
        }}
        onTouchStart={(e) => (touchX.current = e.touches[0]?.clientX ?? null)}
        onTouchEnd={(e) => {
          const start = touchX.current
          const end = e.changedTouches[0]?.clientX
          if (start !== null && end !== undefined && Math.abs(end - start) > 40) step(end < start ? 1 : -1)
          touchX.current = null
        }}
        data-testid="gallery-viewer"
      >
        {current && (
          <div className="flex h-full flex-col">
            <div className="flex items-center justify-between p-2">
              <span className="px-2 text-sm" aria-live="polite" data-testid="viewer-counter">
                {fill(labels.counter, { n: (active ?? 0) + 1, of: n })}
              </span>
              <button
                type="button"
                onClick={() => setActive(null)}
                className="min-h-11 min-w-11 rounded px-3 text-lg hover:bg-white/10"
                autoFocus
              >
                ✕ <span className="sr-only">{labels.close}</span>
              </button>
            </div>
            <figure className="relative flex min-h-0 flex-1 flex-col items-center justify-center px-14">
              {/* eslint-disable-next-line @next/next/no-img-element -- attributes from next/image's getImageProps, on the server (src/components/Img.tsx) */}
              <img
                {...current.large}
                alt={current.alt}
                lang={current.altLang}
                className="object-contain"
                data-testid="viewer-image"
              />
            </figure>
            <p lang={current.lang} className="min-h-12 p-3 text-center" data-testid="viewer-caption">
              {current.caption}
            </p>
            <button
              type="button"
              onClick={() => step(-1)}
              className="absolute top-1/2 left-1 min-h-11 min-w-11 -translate-y-1/2 rounded-full bg-white/15 text-2xl hover:bg-white/30"
              aria-label={labels.previous}
            >
              ‹
            </button>
            <button
              type="button"
              onClick={() => step(1)}
              className="absolute top-1/2 right-1 min-h-11 min-w-11 -translate-y-1/2 rounded-full bg-white/15 text-2xl hover:bg-white/30"
              aria-label={labels.next}
            >
              ›
            </button>
          </div>
        )}
      </dialog>
    </>
  )
}
