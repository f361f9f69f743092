/**
 * What the status page's server action answers (src/grievances/status.ts), shared with its form
 * (src/grievances/StatusForm.tsx), so nothing here may need the server. A found grievance carries
 * only what the complainant may see: reference, status, the dates and the officer's reply, and
 * whether they may answer.
 */
export type StatusFormState =
  | { kind: 'idle' }
  | {
      kind: 'found'
      reference: string
      /** The contact as the person typed it, so that the answer form sends it again. */
      contact: string
      status: string
      filed: string
      due: string
      closed: string
      reply: string
      overdue: boolean
      /** Whether the complainant may answer now, and until when for a closed one (src/grievances/workflow.ts). */
      mayAnswer: boolean
      answerUntil: string
      /** After an answer: it was recorded; or why it was not, with what was typed. */
      answered?: 'sent' | 'reopened'
      answerError?: string
      answerText?: string
    }
  | { kind: 'failed'; message: string; reference: string; contact: string }

export const STATUS_IDLE: StatusFormState = { kind: 'idle' }
