import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

// Site search: committees and policy pages became searchable (src/search/sources.ts). This migration
// used to index a site's existing ones by calling the live indexer; migrations must not import
// application code (they run with the code of the day they are applied, which keeps changing), so
// the work moved to the server's start: indexMissingSources in src/search/indexer.ts indexes any
// searchable collection with published documents and no index rows. No schema change.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
