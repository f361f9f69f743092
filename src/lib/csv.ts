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

/** Rows to CSV text: CRLF line ends, a UTF-8 byte order mark so spreadsheets read Devanagari right. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return '\uFEFF' + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}
