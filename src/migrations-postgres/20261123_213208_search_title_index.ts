import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Site search: the title entries of each term, newest first, so that a query can take a bounded
// number of title matches of a common word (src/search/query.ts) without reading its body entries.
// A partial index: titles are a small part of the entries.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE INDEX "search_terms_title_idx" ON "search_terms" USING btree ("term", "doc") WHERE "in_title" = 1;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX "search_terms_title_idx";`)
}
