import type { Where } from 'payload'

/** Published documents only: what visitors may see (the content layer and the access rules). */
export const PUBLISHED: Where = { _status: { equals: 'published' } }
