import { Writable } from 'node:stream'

import pino from 'pino'
import { describe, expect, it } from 'vitest'

import { loggerOptions } from '../../server/logger.mjs'

/** The lines the app's logger writes, as objects. */
function capture() {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)))
      done()
    },
  })
  return { logger: pino(loggerOptions, stream), lines }
}

const failedQuery = () => new Error('Failed query: select "id" from "grievances" where "grievances"."email" = ?\nparams: asha@example.org,9876543210')

describe('the app’s logger (Payload logs through it)', () => {
  it('an error logged without a message of its own (as Payload logs a failed request) leaves no SQL or value in the line', () => {
    const { logger, lines } = capture()
    logger.error({ err: failedQuery() })
    logger.error(failedQuery())
    expect(lines).toHaveLength(2)
    for (const line of lines) {
      expect(JSON.stringify(line)).not.toMatch(/asha@example\.org|9876543210|select/)
      expect(line.msg).toBe('database query on "grievances" failed')
    }
  })

  it('keeps the message a line gives, and its arguments', () => {
    const { logger, lines } = capture()
    logger.error({ err: failedQuery() }, 'request failed')
    logger.info({ sent: 2 }, 'mail sent to %d people', 2)
    expect(lines.map((l) => l.msg)).toEqual(['request failed', 'mail sent to 2 people'])
  })
})
