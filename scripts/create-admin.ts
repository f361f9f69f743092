/**
 * npm run create-admin -- <email> : creates a society administrator on the configured database
 * (DATABASE_URL), for a production install where nobody should know a default password. The password
 * comes from ADMIN_PASSWORD or is asked for on the terminal (not echoed). Payload's first-user screen
 * at /admin does the same in the browser while no account exists.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'

import { passwordProblem } from '../src/lib/password-policy'

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

const email = (process.argv[2] ?? process.env.ADMIN_EMAIL ?? '').trim().toLowerCase()
if (!/^[^\s@]+@[^\s@]+$/.test(email)) fail('give the administrator’s email address: npm run create-admin -- name@example.org')

let password = process.env.ADMIN_PASSWORD ?? ''
if (!password) {
  if (!process.stdin.isTTY) fail('set ADMIN_PASSWORD or run this in a terminal to type the password.')
  password = await askHidden('Password (at least 12 characters): ')
  if ((await askHidden('Repeat the password: ')) !== password) fail('the two passwords differ; nothing was created.')
}
const problem = passwordProblem(password)
if (problem) fail(`${problem} Nothing was created.`)

const payload = await getPayload({ config })
const existing = await payload.count({ collection: 'users', where: { email: { equals: email } } })
if (existing.totalDocs > 0) fail(`an account for ${email} already exists; nothing was changed.`)
await payload.create({ collection: 'users', data: { email, password, role: 'admin', name: 'Society administrator' } })
process.stdout.write(`create-admin: administrator ${email} created. Log in at /admin.\n`)
process.exit(0)
