import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one Payload instance of this process (Payload caches it; this only names the call). */
export const getPayloadClient = (): Promise<Payload> => getPayload({ config })

/**
 * The same instance with its job crons running (jobs.autoRun: grievance mail, retention): the
 * server process calls this once at start. Scripts and tests use getPayloadClient and run jobs
 * themselves.
 */
export const startPayloadServer = (): Promise<Payload> => getPayload({ config, cron: true })
