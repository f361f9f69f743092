import nodemailer from 'nodemailer'
import type { EmailAdapter, Payload } from 'payload'

import { logger } from '@/services/logger'

import { env, type SmtpSettings } from './env'

/**
 * Payload's email adapter: nodemailer over SMTP when SMTP_HOST is set (what
 * @payloadcms/email-nodemailer does; that package is not published for this Payload version, and
 * Payload refuses mismatched versions of its own packages). Without SMTP, an adapter that sends
 * nothing, instead of Payload's default, which warns at every start and writes whole messages,
 * addresses included, to the console.
 */
export function emailAdapter(smtp: SmtpSettings | null = env.smtp): EmailAdapter {
  if (!smtp) return disabledEmail
  // No connection is made at start: a slow or unreachable mail server must not delay the site.
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass } : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  })
  return () => ({
    name: 'smtp',
    defaultFromAddress: smtp.fromAddress,
    defaultFromName: smtp.fromName,
    sendEmail: (message) => {
      const from = message.from
        ? typeof message.from === 'string'
          ? message.from
          : { name: message.from.name, address: message.from.address }
        : { name: smtp.fromName, address: smtp.fromAddress }
      return transport.sendMail({ ...message, from })
    },
  })
}

let warned = false

const disabledEmail: EmailAdapter = () => ({
  name: 'disabled',
  defaultFromAddress: 'no-reply@localhost',
  defaultFromName: 'Grievance desk',
  sendEmail: async () => {
    if (!warned) {
      warned = true
      logger.warn('email is off (SMTP_HOST is not set): a message was not sent')
    }
  },
})

/** Say once per process, at start, whether mail goes out. Never names a recipient. */
export function logEmailMode(smtp: SmtpSettings | null = env.smtp) {
  if (smtp)
    logger.info(
      { smtpHost: smtp.host, smtpPort: smtp.port },
      'email: grievance acknowledgements and officer notifications are sent by SMTP',
    )
  else
    logger.info(
      'email is off (SMTP_HOST is not set): grievance acknowledgements and officer notifications are not sent',
    )
}

/**
 * Send one mail from a job. A failure is thrown again with only what was being sent and the SMTP
 * code (never the message or the server's text, which may hold addresses), so the job is retried
 * and its stored error holds no personal data.
 */
export async function sendMail(payload: Payload, what: string, message: Parameters<Payload['sendEmail']>[0]) {
  try {
    await payload.sendEmail(message)
  } catch (error) {
    const e = error as { code?: unknown; responseCode?: unknown }
    const code = [e.code, e.responseCode].filter((c) => typeof c === 'string' || typeof c === 'number').join(' ')
    throw new Error(`${what} could not be sent${code ? ` (${code})` : ''}`)
  }
}
