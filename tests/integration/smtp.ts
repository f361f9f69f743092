import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { from: string; to: string[]; raw: string; body: string }

/** The message text with quoted-printable soft breaks and escapes undone. */
export const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

/**
 * A local SMTP server for tests that read the mail the app sends: every message lands in `inbox`
 * (recipients sorted, body decoded). `listen` answers the port to put in SMTP_PORT; the app reads
 * SMTP_* when its config is imported, so a test imports the config after listening. While
 * `refuse()` is true every message is refused with 451 (a mail server that is down for the moment).
 */
export function mailSink({ refuse = () => false }: { refuse?: () => boolean } = {}) {
  const inbox: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => (raw += chunk))
      stream.on('end', () => {
        if (refuse()) return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }))
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address).sort(),
          raw,
          body: decodeQuotedPrintable(raw),
        })
        callback()
      })
    },
  })
  return {
    inbox,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
