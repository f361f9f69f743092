import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "pdf_has_text" boolean;
  ALTER TABLE "media" ADD COLUMN "pdf_text" jsonb;`)
  // Site search's index (src/search/indexer.ts): not Payload collections, so written by hand.
  // Filled by the change hooks and by `npm run search:rebuild`. Terms compare byte by byte
  // (COLLATE "C"), so a prefix is a range of the primary key's index.
  await db.execute(sql`
   CREATE TABLE "search_docs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" varchar(64) NOT NULL,
  	"doc_id" integer NOT NULL,
  	"lang" varchar(8) NOT NULL,
  	"kind" varchar(32) NOT NULL,
  	"href" varchar(2048) NOT NULL,
  	"file_href" varchar(2048),
  	"media_id" integer,
  	"page" integer,
  	"title" text NOT NULL,
  	"body" text NOT NULL,
  	"sort_date" varchar(32),
  	"publish_at" varchar(32),
  	"expires_at" varchar(32)
  );
  CREATE INDEX "search_docs_doc_idx" ON "search_docs" USING btree ("source", "doc_id");
  CREATE INDEX "search_docs_media_idx" ON "search_docs" USING btree ("media_id");
  CREATE TABLE "search_terms" (
  	"term" varchar(64) COLLATE "C" NOT NULL,
  	"doc" integer NOT NULL,
  	"in_title" smallint NOT NULL,
  	"freq" integer NOT NULL,
  	PRIMARY KEY ("term", "doc")
  );
  CREATE INDEX "search_terms_doc_idx" ON "search_terms" USING btree ("doc");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "search_terms";
  DROP TABLE "search_docs";
   ALTER TABLE "media" DROP COLUMN "pdf_has_text";
  ALTER TABLE "media" DROP COLUMN "pdf_text";`)
}
