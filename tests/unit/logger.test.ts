import { Writable } from 'node:stream'

import pino from 'pino'
import { describe, expect, it } from 'vitest'

import { linesPerTurn, loggerOptions } from '../../http/logger.mjs'

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

const failedQuery = () =>
  new Error(
    'Failed query: select "id" from "grievances" where "grievances"."email" = ?\nparams: asha@example.org,9876543210',
  )

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

/** An error as Payload's refusals carry it: a name and a 4xx status. */
const refusal = (name: string, status: number) => Object.assign(new Error(`${name} message`), { name, status })

describe('levels: a client’s error is not the server’s fault', () => {
  it('a refused request logged at error level (as Payload logs them) is written at warn or info', () => {
    const { logger, lines } = capture()
    logger.error({ err: refusal('AuthenticationError', 401) })
    logger.error({ err: refusal('APIError', 429) })
    logger.error({ err: refusal('Forbidden', 403) })
    logger.error(refusal('ValidationError', 400))
    logger.fatal({ err: refusal('NotFound', 404) }, 'not there')
    expect(lines.map((l) => l.level)).toEqual([40, 40, 40, 30, 30])
    // The message rule still holds at the lower level.
    expect(lines[0]!.msg).toBe('AuthenticationError message')
    expect(lines[4]!.msg).toBe('not there')
  })

  it('the server’s own faults stay at error level', () => {
    const { logger, lines } = capture()
    logger.error({ err: failedQuery() })
    logger.error({ err: Object.assign(new Error('boom'), { status: 500 }) }, 'request failed')
    logger.error('no error object at all')
    expect(lines.map((l) => l.level)).toEqual([50, 50, 50])
  })
})

describe('the request log: the lines of one turn of the event loop in one write', () => {
  function destination() {
    const writes: string[] = []
    let flushed = 0
    return {
      writes,
      flushes: () => flushed,
      stream: { write: (text: string) => writes.push(text), flushSync: () => flushed++ },
    }
  }
  const turn = () => new Promise((resolve) => setImmediate(resolve))

  it('hands the stream every line of a turn, in order, in one write as the turn ends', async () => {
    const { writes, stream } = destination()
    const logger = pino({ base: undefined }, linesPerTurn(stream))
    logger.info({ n: 1 }, 'request')
    logger.info({ n: 2 }, 'request')
    expect(writes).toEqual([])
    await turn()
    expect(writes).toHaveLength(1)
    expect(
      writes[0]!
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l).n),
    ).toEqual([1, 2])
    logger.info({ n: 3 }, 'request')
    await turn()
    expect(writes).toHaveLength(2)
    expect(JSON.parse(writes[1]!).n).toBe(3)
  })

  it('writes what is left at once when asked (the process exits)', () => {
    const { writes, flushes, stream } = destination()
    const lines = linesPerTurn(stream)
    pino({ base: undefined }, lines).info({ n: 1 }, 'request')
    lines.flushSync()
    expect(writes).toHaveLength(1)
    expect(flushes()).toBe(1)
  })
})
