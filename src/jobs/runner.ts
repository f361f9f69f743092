import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { env, isPostgres } from '@/config/env'
import { logger } from '@/services/logger'

import { ESCALATION_QUEUE } from '@/grievances/jobs/escalation'
import { RETENTION_QUEUE } from '@/grievances/jobs/retention'

import { SUBSCRIPTION_QUEUE } from '@/subscriptions/subscriber-records'

import { DISCLOSURE_QUEUE } from './disclosure-expiry'

/**
 * Jobs run once per job however many instances run. Payload's job runner finds due jobs and then
 * marks them as processing, so two instances whose crons fire in the same minute could both pick
 * the same job (two acknowledgements for one grievance), and each would queue the daily retention
 * job. So only one instance at a time runs the crons: the holder of a lease in PostgreSQL (table
 * `job_runner`, one row, created here), taken or renewed atomically on every cron tick and valid
 * for LEASE_SECONDS. When the holder stops or dies, another instance takes over at its next tick
 * after the lease ran out. On SQLite there is one server process by construction: it always runs.
 *
 * This is Payload's `jobs.shouldAutoRun` (payload.config.ts). The holder also queues scheduled
 * jobs (retention, escalation), which the crons do with scheduling disabled.
 */
export const LEASE_SECONDS = 150

/** This process, as a lease holder. */
const me = randomUUID()
let holding = false

type RawDb = { drizzle: unknown; execute: (args: { drizzle: unknown; raw: string }) => Promise<{ rows?: unknown[] }> }

/** Take or renew the lease; true while this process holds it. */
export async function holdsJobLease(payload: Payload): Promise<boolean> {
  if (!isPostgres(env.databaseUrl)) return true
  const db = payload.db as unknown as RawDb
  const run = (raw: string) => db.execute({ drizzle: db.drizzle, raw })
  await run(
    'CREATE TABLE IF NOT EXISTS job_runner (id INTEGER PRIMARY KEY, holder VARCHAR(64) NOT NULL, until TIMESTAMPTZ NOT NULL)',
  )
  const { rows } = await run(
    `INSERT INTO job_runner (id, holder, until) VALUES (1, '${me}', now() + interval '${LEASE_SECONDS} seconds') ` +
      `ON CONFLICT (id) DO UPDATE SET holder = excluded.holder, until = excluded.until ` +
      `WHERE job_runner.holder = excluded.holder OR job_runner.until < now() RETURNING holder`,
  )
  const now = (rows?.length ?? 0) > 0
  if (now !== holding)
    logger.info(
      { runner: me },
      now ? 'jobs: this instance runs the job queues' : 'jobs: another instance runs the job queues',
    )
  holding = now
  return now
}

/** jobs.shouldAutoRun: run the crons only on the lease holder, which also queues the scheduled jobs. */
export async function shouldRunJobs(payload: Payload): Promise<boolean> {
  try {
    if (!(await holdsJobLease(payload))) return false
    await payload.jobs.handleSchedules({ queue: RETENTION_QUEUE })
    await payload.jobs.handleSchedules({ queue: ESCALATION_QUEUE })
    await payload.jobs.handleSchedules({ queue: DISCLOSURE_QUEUE })
    await payload.jobs.handleSchedules({ queue: SUBSCRIPTION_QUEUE })
    return true
  } catch (error) {
    logger.warn({ err: error }, 'jobs: the job lease could not be checked; not running jobs this time')
    return false
  }
}
