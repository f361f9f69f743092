'use client'

import { useEffect, useRef } from 'react'

import { countUpValue, COUNTER_DURATION_MS } from '@/lib/count-up'

/** At most one new number every 50 ms (20 a second): smooth to the eye, a third of the paints at 60 Hz. */
const STEP_MS = 50

/**
 * A number counting up from 0 to `target` once it scrolls into view (SPEC.md section 1).
 * The server renders the final number (no JavaScript, or reduced motion, shows it at once);
 * screen readers always get the final number.
 *
 * The count writes the number into the text node React rendered, instead of setting state: a
 * re-render per step is main-thread work a cheap phone feels, for a change of a few digits. React
 * keeps owning the node: if `target` changes, React writes the new number into that node (before
 * the effect's clean-up stops the old count) and the effect counts up to it.
 * The number is a layout boundary (`contain: strict` with its line's height), so a new number lays
 * out only itself, not the footer and the page around it.
 */
export function Counter({ target, label }: { target: number; label: string }) {
  const ref = useRef<HTMLSpanElement>(null)

  useEffect(() => {
    const el = ref.current
    const text = el?.firstChild
    if (!el || !(text instanceof Text) || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const show = (value: number) => {
      const s = String(value)
      if (text.data !== s) text.data = s
    }
    let frame = 0
    const run = () => {
      const start = performance.now()
      let shownAt = -Infinity
      const tick = (now: number) => {
        const value = countUpValue(target, now - start, COUNTER_DURATION_MS)
        if (value === target || now - shownAt >= STEP_MS) {
          show(value)
          shownAt = now
        }
        if (value < target) frame = requestAnimationFrame(tick)
      }
      frame = requestAnimationFrame(tick)
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect()
        run()
      }
    })
    observer.observe(el)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [target])

  return (
    <div className="text-center">
      <span
        ref={ref}
        aria-hidden="true"
        data-testid="counter-value"
        data-target={target}
        className="block h-9 text-3xl font-bold tabular-nums text-gold [contain:strict]"
      >
        {target}
      </span>
      <span className="sr-only">{target}</span>
      <span className="text-sm text-white/90">{label}</span>
    </div>
  )
}
