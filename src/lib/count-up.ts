/** The value a count-up animation shows `elapsedMs` into a run of `durationMs` (ease-out, ends exactly at target). */
export function countUpValue(target: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target
  if (elapsedMs <= 0) return 0
  const progress = elapsedMs / durationMs
  const eased = 1 - Math.pow(1 - progress, 3)
  return Math.min(target, Math.round(target * eased))
}

/** SPEC.md section 1: the footer counters run for 2.75 seconds. */
export const COUNTER_DURATION_MS = 2750
