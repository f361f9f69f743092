import type { ReceivedMail } from './smtp'

// A received mail as its reader sees it: the subject and the text, decoded from the raw message.

/** A header from the raw message: unfolded, its RFC 2047 words (nodemailer's, for non-ASCII) decoded. */
export const headerOf = (m: ReceivedMail, name: string) => {
  const head = m.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]/g, ' ')
  const value = new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1] ?? ''
  // Adjacent encoded words join without the space between them; their bytes are one UTF-8 text.
  return value
    .replace(
      /(=\?UTF-8\?[BQ]\?[^?]*\?=\s*)+/gi,
      (words) =>
        Buffer.concat(
          [...words.matchAll(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi)].map(([, enc, text]) =>
            enc!.toUpperCase() === 'B'
              ? Buffer.from(text!, 'base64')
              : Buffer.from(
                  text!
                    .replace(/_/g, ' ')
                    .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
                  'latin1',
                ),
          ),
        ).toString('utf8') + (/\s$/.test(words) ? ' ' : ''),
    )
    .trim()
}
/** The Subject header, decoded. */
export const subjectOf = (m: ReceivedMail) => headerOf(m, 'Subject')
/** The text body, decoded by its Content-Transfer-Encoding (base64 for mostly Marathi text, else quoted-printable). */
export const textOf = (m: ReceivedMail) => {
  const [head, ...rest] = m.raw.split(/\r?\n\r?\n/)
  const body = rest.join('\n\n')
  const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(head!)?.[1]?.toLowerCase()
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : Buffer.from(
          body
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        )
  return bytes.toString('utf8').replace(/\r\n/g, '\n')
}

/** Who it is from, as the inbox shows it (the From header, unfolded). */
export const fromOf = (m: ReceivedMail) =>
  /^From: (.*)$/m.exec(m.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]/g, ' '))?.[1] ?? ''
