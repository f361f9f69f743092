import type { z } from 'zod'

/** The first message per field, as the contract's `errors` object ({ field: message }). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) out[String(issue.path[0] ?? '_')] ??= issue.message
  return out
}
