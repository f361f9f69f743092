/**
 * npm run create-admin -- <email> (run with tsx): creates a society administrator on the configured database
 * (DATABASE_URL), for a production install where nobody should know a default password. The password
 * comes from ADMIN_PASSWORD or is asked for on the terminal (not echoed). Payload's first-user screen
 * at /admin does the same in the browser while no account exists.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'

import { adminEmail, adminPasswordProblem, createAdministrator } from './lib/create-admin'

function askHidden(question: string): Promise<string> {
  let muted = false
  const output = new Writable({
    write(chunk, _enc, done) {
      if (!muted) process.stdout.write(chunk)
      done()
    },
  })
  const rl = createInterface({ input: process.stdin, output, terminal: true })
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close()
      process.stdout.write('\n')
      resolve(answer)
    })
    muted = true
  })
}

function fail(message: string): never {
  process.stderr.write(`create-admin: ${message}\n`)
  process.exit(1)
}

const email = adminEmail(process.argv[2] ?? process.env.ADMIN_EMAIL ?? '')
if (!email) fail('give the administrator’s email address: npm run create-admin -- name@example.org')

let password = process.env.ADMIN_PASSWORD ?? ''
if (!password) {
  if (!process.stdin.isTTY) fail('set ADMIN_PASSWORD or run this in a terminal to type the password.')
  password = await askHidden('Password (at least 12 characters): ')
  if ((await askHidden('Repeat the password: ')) !== password) fail('the two passwords differ; nothing was created.')
}
// Checked before the configuration loads, which takes seconds.
const problem = adminPasswordProblem(password)
if (problem) fail(problem)

const { created, message } = await createAdministrator(await getPayload({ config }), email, password)
if (!created) fail(message)
process.stdout.write(`create-admin: ${message}\n`)
process.exit(0)
