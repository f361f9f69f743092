/** The home carousel's settings (SPEC.md section 2), by viewport width. */
export const CAROUSEL_INTERVAL_MS = 3000

export type CarouselSettings = { visible: number; scroll: number }

export function carouselSettings(width: number): CarouselSettings {
  if (width < 767) return { visible: 1, scroll: 1 }
  if (width < 991) return { visible: 2, scroll: 1 }
  if (width < 1199) return { visible: 1, scroll: 1 }
  return { visible: 3, scroll: 3 }
}

/** The next first-visible slide, wrapping around (circular). */
export const nextStart = (start: number, step: number, count: number) =>
  count === 0 ? 0 : (((start + step) % count) + count) % count
