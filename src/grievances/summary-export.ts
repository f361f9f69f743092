import type { Endpoint } from 'payload'

import { csvLine, csvStart } from '@/lib/csv'

import { currentMonth, monthlySummary, monthRange, SUMMARY_HEADER, summaryCells } from './summary'

/**
 * GET /cms-api/grievances/summary.csv?month=YYYY-MM: the month's figures per institution
 * (src/grievances/summary.ts) as a CSV download, read with the person's own access (an officer gets
 * their institutions). Streamed like the grievance export (export.ts): the header first, then one
 * line per institution as the client takes them.
 */
export const grievanceSummaryExport: Endpoint = {
  path: '/summary.csv',
  method: 'get',
  handler: async (req) => {
    if (!req.user)
      return Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 401 })
    const month = typeof req.query.month === 'string' ? req.query.month : currentMonth()
    if (!monthRange(month))
      return Response.json({ errors: [{ message: 'month must be YYYY-MM (2000-01 to 2100-12).' }] }, { status: 400 })
    const rows = await monthlySummary(req.payload, month, { user: req.user })
    const encoder = new TextEncoder()
    const lines = [csvStart([...SUMMARY_HEADER]), ...rows.map((r) => csvLine([...summaryCells(r)]))]
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const line = lines.shift()
        if (line === undefined) controller.close()
        else controller.enqueue(encoder.encode(line))
      },
    })
    return new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="grievance-summary-${month}.csv"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  },
}
