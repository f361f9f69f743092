import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one Payload instance of this process (Payload caches it; this only names the call). */
export const getPayloadClient = (): Promise<Payload> => getPayload({ config })
