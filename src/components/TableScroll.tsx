import type { ReactNode } from 'react'

/**
 * A table wider than a phone (the fee table's Approval and Note columns were cut off at
 * 375 px with nothing to say so): it scrolls sideways inside this box, which shows a shadow on each
 * side where more of the table is (CSS `.table-scroll`, globals.css), and which a keyboard can
 * focus and scroll; screen readers announce it as a region named `label`.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // tabIndex: a keyboard must reach the box to scroll it (WCAG 2.1.1).
    <div role="region" aria-label={label} tabIndex={0} className="table-scroll" data-testid="table-scroll">
      {children}
    </div>
  )
}
