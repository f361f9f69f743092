import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`pdf_has_text\` integer;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`pdf_text\` text;`)
  // Site search's index (src/search/indexer.ts): not Payload collections, so written by hand.
  // Filled by the change hooks and by `npm run search:rebuild`.
  await db.run(sql`CREATE TABLE \`search_docs\` (
  \t\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  \t\`source\` text NOT NULL,
  \t\`doc_id\` integer NOT NULL,
  \t\`lang\` text NOT NULL,
  \t\`kind\` text NOT NULL,
  \t\`href\` text NOT NULL,
  \t\`file_href\` text,
  \t\`media_id\` integer,
  \t\`page\` integer,
  \t\`title\` text NOT NULL,
  \t\`body\` text NOT NULL,
  \t\`sort_date\` text,
  \t\`publish_at\` text,
  \t\`expires_at\` text
  );`)
  await db.run(sql`CREATE INDEX \`search_docs_doc_idx\` ON \`search_docs\` (\`source\`, \`doc_id\`);`)
  await db.run(sql`CREATE INDEX \`search_docs_media_idx\` ON \`search_docs\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`search_terms\` (
  \t\`term\` text NOT NULL,
  \t\`doc\` integer NOT NULL,
  \t\`in_title\` integer NOT NULL,
  \t\`freq\` integer NOT NULL,
  \tPRIMARY KEY (\`term\`, \`doc\`)
  ) WITHOUT ROWID;`)
  await db.run(sql`CREATE INDEX \`search_terms_doc_idx\` ON \`search_terms\` (\`doc\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`search_terms\`;`)
  await db.run(sql`DROP TABLE \`search_docs\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`pdf_has_text\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`pdf_text\`;`)
}
