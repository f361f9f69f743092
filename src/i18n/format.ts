/**
 * Fill a UI text's {placeholders}. Texts that client components use are templates, not functions,
 * so that a page can hand them over as props (functions cannot cross from server to client).
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}
