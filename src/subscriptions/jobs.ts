import type { TaskConfig } from 'payload'

import { sendMail } from '@/config/email'
import { logger } from '@/services/logger'

import { dispatch, subscriptionClock } from './dispatch'
import { alreadyMail, confirmationMail } from './mail'
import { SUBSCRIPTION_QUEUE } from './subscriber-records'
import { subscriptionTexts } from './texts'
import { newNonce, subscriberToken } from './tokens'

type MailInput = { input: { subscriber: number; kind: 'confirm' | 'already' }; output: { sent: number } }

/**
 * The confirmation mail (and the "already subscribed" one), queued by a subscription request on the
 * mail queue. The job holds only the subscriber's id: a confirmation mail makes a new link secret
 * (a new nonce, so the link of an older confirmation mail stops working), nothing secret waits in
 * the job table.
 */
export const subscriptionMailTask: TaskConfig<MailInput> = {
  slug: 'subscriptionMail',
  label: 'Subscriptions: confirmation mail',
  inputSchema: [
    { name: 'subscriber', type: 'number', required: true },
    { name: 'kind', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'sent', type: 'number' }],
  retries: 3,
  handler: async ({ input, req }) => {
    const payload = req.payload
    const sub = await payload.findByID({
      collection: 'subscribers',
      id: input.subscriber,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!sub) return { output: { sent: 0 } }
    const lang = sub.language === 'mr' ? 'mr' : 'en'
    if (input.kind === 'already') {
      if (!sub.confirmedAt) return { output: { sent: 0 } }
      await sendMail(payload, 'the subscription mail', {
        to: sub.email,
        ...alreadyMail(lang, subscriberToken(sub.id, sub.tokenNonce).link),
      })
      return { output: { sent: 1 } }
    }
    if (sub.confirmedAt) return { output: { sent: 0 } }
    const nonce = newNonce()
    const token = subscriberToken(sub.id, nonce)
    // Only these two columns (a whole-document update would rewrite the institutions too, racing a second job).
    await payload.db.updateOne({
      collection: 'subscribers',
      id: sub.id,
      data: { tokenNonce: nonce, tokenHash: token.hash },
      req: {},
    })
    const institutionIds = (sub.institutions ?? []).map((i) => (typeof i === 'object' ? i.id : i))
    const { docs } = institutionIds.length
      ? await payload.find({
          collection: 'institutions',
          where: { id: { in: institutionIds } },
          select: { name: true },
          locale: lang,
          limit: 50,
          pagination: false,
          depth: 0,
          overrideAccess: true,
        })
      : { docs: [] }
    const follows = [
      ...(sub.society ? [subscriptionTexts(lang).mail.wholeSocietyChoice] : []),
      ...docs.map((d) => d.name),
    ]
    await sendMail(payload, 'the confirmation mail', { to: sub.email, ...confirmationMail(lang, token.link, follows) })
    return { output: { sent: 1 } }
  },
}

/** Every minute: new public items mailed, digests at their hour, unconfirmed subscriptions deleted (dispatch.ts). */
export const subscriptionDispatchTask: TaskConfig<{ input: Record<string, never>; output: { sent: number } }> = {
  slug: 'subscriptionDispatch',
  label: 'Subscriptions: send new notices, events and alerts',
  schedule: [{ cron: '* * * * *', queue: SUBSCRIPTION_QUEUE }],
  outputSchema: [{ name: 'sent', type: 'number' }],
  retries: 0,
  handler: async ({ req }) => {
    const result = await dispatch(req.payload, subscriptionClock.now())
    if (result.added || result.immediate || result.digest || result.failed || result.purged)
      logger.info(result, 'subscriptions: dispatched')
    return { output: { sent: result.immediate + result.digest } }
  },
}
