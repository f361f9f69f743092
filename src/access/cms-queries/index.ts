import type { CollectionBeforeOperationHook } from 'payload'

import { refuseQueriesThroughUnreadable, refuseSecretFieldQueries } from './fields'
import { boundReads } from './read-limits'
import { checkQueryValues } from './values'

/**
 * What a query to Payload's API (/cms-api) may ask, checked before it reaches the database. Every
 * collection, Payload's own included, runs these first (src/payload.config.ts), in this order:
 *
 * - fields.ts: no query or sort on staff accounts' secret fields, nor through a relationship to what
 *   the user may not read in full;
 * - values.ts: ids, dates, numbers and paging values of the right type, a bounded where clause;
 * - read-limits.ts: page size, one language, per-account rate.
 *
 * The cheap refusals come first, so that a refused query costs no rate-limit token.
 */
export const CMS_QUERY_GUARDS: CollectionBeforeOperationHook[] = [
  refuseSecretFieldQueries,
  checkQueryValues,
  refuseQueriesThroughUnreadable,
  boundReads,
]
