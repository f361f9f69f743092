'use client'

import { useSyncExternalStore } from 'react'

const noop = () => () => {}

/** False while the server renders and during hydration, true once running in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
}

const onResize = (cb: () => void) => {
  window.addEventListener('resize', cb)
  return () => window.removeEventListener('resize', cb)
}

/** The viewport width in the browser (`fallback` on the server). */
export function useViewportWidth(fallback: number): number {
  return useSyncExternalStore(
    onResize,
    () => window.innerWidth,
    () => fallback,
  )
}

/** Whether the visitor asked for reduced motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (cb) => {
      const mq = window.matchMedia('(prefers-reduced-motion: reduce)')
      mq.addEventListener('change', cb)
      return () => mq.removeEventListener('change', cb)
    },
    () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    () => false,
  )
}
