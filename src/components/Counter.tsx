'use client'

import { useEffect, useRef, useState } from 'react'

import { countUpValue, COUNTER_DURATION_MS } from '@/lib/count-up'

/**
 * A number counting up from 0 to `target` once it scrolls into view (SPEC.md section 1).
 * The server renders the final number (no JavaScript, or reduced motion, shows it at once);
 * screen readers always get the final number.
 */
export function Counter({ target, label }: { target: number; label: string }) {
  const [shown, setShown] = useState(target)
  const ref = useRef<HTMLSpanElement>(null)

  useEffect(() => {
    const el = ref.current
    if (!el || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let frame = 0
    const run = () => {
      const start = performance.now()
      const tick = (now: number) => {
        const value = countUpValue(target, now - start, COUNTER_DURATION_MS)
        setShown(value)
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
      <span ref={ref} aria-hidden="true" data-testid="counter-value" data-target={target} className="block text-3xl font-bold tabular-nums text-gold">
        {shown}
      </span>
      <span className="sr-only">{target}</span>
      <span className="text-sm text-white/90">{label}</span>
    </div>
  )
}
