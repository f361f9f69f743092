/**
 * CSV (RFC 4180) for spreadsheets. Cells a spreadsheet would read as a formula (starting with
 * = + - @, a tab or a carriage return) get a leading apostrophe, so exported text that came from the
 * public can never run as a formula on a staff member's computer.
 */

const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = value instanceof Date ? value.toISOString() : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** One row of CSV, with its CRLF line end. */
export const csvLine = (row: readonly unknown[]): string => row.map(csvCell).join(',') + '\r\n'

/** The start of a CSV file: a UTF-8 byte order mark, so spreadsheets read Devanagari right, and the header. */
export const csvStart = (header: readonly string[]): string => '\uFEFF' + csvLine(header)

/** Rows to CSV text (the whole file at once; a long file is streamed with csvStart and csvLine). */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return csvStart(header) + rows.map(csvLine).join('')
}
