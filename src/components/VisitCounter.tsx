'use client'

import { useEffect, useRef } from 'react'

/**
 * Registers one visit per view of the home page (POST /api/v1/visitor). It runs only when the page
 * is actually shown (a prefetch renders nothing on the client) and at most once per mount.
 */
export function VisitCounter() {
  const sent = useRef(false)
  useEffect(() => {
    if (sent.current) return
    sent.current = true
    fetch('/api/v1/visitor', { method: 'POST', keepalive: true }).catch(() => {
      // Counting visits must never disturb the visitor.
    })
  }, [])
  return null
}
