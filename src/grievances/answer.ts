import { getDictionary } from '@/i18n'
import type { Lang } from '@/i18n/lang'
import { fill } from '@/i18n/format'

import { ANSWER_MAX, isClosed, mayAnswer } from './workflow'
import { ANSWER_CONTEXT } from './history'
import { queueAnsweredNotice } from './jobs/emails'
import { hasControlCharacters } from './rules'
import { foundState, withMatchedGrievance } from './status'
import type { StatusFormState } from './status-state'

const text = (formData: FormData, name: string, max: number) => {
  const v = formData.get(name)
  return typeof v === 'string' ? v.slice(0, max) : ''
}

/**
 * The complainant answers on the status page, on the same reference: while the grievance is open,
 * and for ANSWER_WINDOW_DAYS after it is closed (src/grievances/workflow.ts). The reference and the
 * contact are checked again by the look-up's own checks (withMatchedGrievance: the same limits, the
 * same one answer for every wrong combination). The answer goes into the grievance's history (the officers
 * read it there), a closed grievance is reopened (In progress), and the officers are mailed.
 */
export async function answerGrievance(formData: FormData, lang: Lang, headers: Headers): Promise<StatusFormState> {
  const T = getDictionary(lang).grievanceStatus
  const answer = text(formData, 'answer', ANSWER_MAX + 1).trim()
  return withMatchedGrievance(formData, lang, headers, 'grievance answer', async ({ payload, found, typedContact }) => {
    const again = (answerError: string) => ({
      ...foundState(found, lang, typedContact),
      answerError,
      answerText: answer,
    })
    if (!mayAnswer(found)) return again(T.answerClosed)
    if (!answer) return again(T.answerRequired)
    if (answer.length > ANSWER_MAX) return again(fill(T.answerTooLong, { max: String(ANSWER_MAX) }))
    if (hasControlCharacters(answer)) return again(T.answerInvalid)

    const updated = await payload.update({
      collection: 'grievances',
      id: found.id,
      data: isClosed(found.status) ? { status: 'in-progress' } : {},
      depth: 0,
      overrideAccess: true,
      context: { [ANSWER_CONTEXT]: answer },
    })
    await queueAnsweredNotice(payload, found.id)
    return { ...foundState(updated, lang, typedContact), answered: isClosed(found.status) ? 'reopened' : 'sent' }
  })
}
