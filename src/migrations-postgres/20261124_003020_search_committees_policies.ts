import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

import { indexCollections } from '@/search/indexer'

// Site search: committees and policy pages became searchable (src/search/sources.ts). Index the
// ones a site already has, so they are found without `npm run search:rebuild`. No schema change.
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  await indexCollections(payload, ['committees', 'policies'], req)
}

// Their rows may stay: a version without these kinds skips them at query time (src/search/query.ts).
export async function down(_args: MigrateDownArgs): Promise<void> {}
