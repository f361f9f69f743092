/**
 * What the status page's server action answers (src/grievances/status.ts), shared with its form
 * (src/grievances/StatusForm.tsx), so nothing here may need the server. A found grievance carries
 * only what the complainant may see: reference, status, the dates and the officer's reply.
 */
export type StatusFormState =
  | { kind: 'idle' }
  | { kind: 'found'; reference: string; status: string; filed: string; due: string; closed: string; reply: string; overdue: boolean }
  | { kind: 'failed'; message: string; reference: string; contact: string }

export const STATUS_IDLE: StatusFormState = { kind: 'idle' }
