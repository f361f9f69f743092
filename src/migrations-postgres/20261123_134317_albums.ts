import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_albums_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__albums_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__albums_v_published_locale" AS ENUM('en', 'mr');
  CREATE TABLE "albums" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone,
  	"academic_year" varchar,
  	"institution_id" integer,
  	"changed_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_albums_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "albums_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_albums_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_date" timestamp(3) with time zone,
  	"version_academic_year" varchar,
  	"version_institution_id" integer,
  	"version_changed_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__albums_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__albums_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_albums_v_locales" (
  	"version_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "gallery_images" ADD COLUMN "album_id" integer;
  ALTER TABLE "_gallery_images_v" ADD COLUMN "version_album_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "albums_id" integer;
  ALTER TABLE "albums" ADD CONSTRAINT "albums_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "albums" ADD CONSTRAINT "albums_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "albums_locales" ADD CONSTRAINT "albums_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_albums_v" ADD CONSTRAINT "_albums_v_parent_id_albums_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."albums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_albums_v" ADD CONSTRAINT "_albums_v_version_institution_id_institutions_id_fk" FOREIGN KEY ("version_institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_albums_v" ADD CONSTRAINT "_albums_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_albums_v_locales" ADD CONSTRAINT "_albums_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_albums_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "albums_academic_year_idx" ON "albums" USING btree ("academic_year");
  CREATE INDEX "albums_institution_idx" ON "albums" USING btree ("institution_id");
  CREATE INDEX "albums_changed_by_idx" ON "albums" USING btree ("changed_by_id");
  CREATE INDEX "albums_updated_at_idx" ON "albums" USING btree ("updated_at");
  CREATE INDEX "albums_created_at_idx" ON "albums" USING btree ("created_at");
  CREATE INDEX "albums__status_idx" ON "albums" USING btree ("_status");
  CREATE UNIQUE INDEX "albums_locales_locale_parent_id_unique" ON "albums_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_albums_v_parent_idx" ON "_albums_v" USING btree ("parent_id");
  CREATE INDEX "_albums_v_version_version_academic_year_idx" ON "_albums_v" USING btree ("version_academic_year");
  CREATE INDEX "_albums_v_version_version_institution_idx" ON "_albums_v" USING btree ("version_institution_id");
  CREATE INDEX "_albums_v_version_version_changed_by_idx" ON "_albums_v" USING btree ("version_changed_by_id");
  CREATE INDEX "_albums_v_version_version_updated_at_idx" ON "_albums_v" USING btree ("version_updated_at");
  CREATE INDEX "_albums_v_version_version_created_at_idx" ON "_albums_v" USING btree ("version_created_at");
  CREATE INDEX "_albums_v_version_version__status_idx" ON "_albums_v" USING btree ("version__status");
  CREATE INDEX "_albums_v_created_at_idx" ON "_albums_v" USING btree ("created_at");
  CREATE INDEX "_albums_v_updated_at_idx" ON "_albums_v" USING btree ("updated_at");
  CREATE INDEX "_albums_v_snapshot_idx" ON "_albums_v" USING btree ("snapshot");
  CREATE INDEX "_albums_v_published_locale_idx" ON "_albums_v" USING btree ("published_locale");
  CREATE INDEX "_albums_v_latest_idx" ON "_albums_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_albums_v_locales_locale_parent_id_unique" ON "_albums_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_gallery_images_v" ADD CONSTRAINT "_gallery_images_v_version_album_id_albums_id_fk" FOREIGN KEY ("version_album_id") REFERENCES "public"."albums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_albums_fk" FOREIGN KEY ("albums_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "gallery_images_album_idx" ON "gallery_images" USING btree ("album_id");
  CREATE INDEX "_gallery_images_v_version_version_album_idx" ON "_gallery_images_v" USING btree ("version_album_id");
  CREATE INDEX "payload_locked_documents_rels_albums_id_idx" ON "payload_locked_documents_rels" USING btree ("albums_id");`)
}

// down(): the foreign keys into albums go with `DROP TABLE … CASCADE`, so dropping them afterwards
// needs IF EXISTS (as generated, migrate:down failed here).
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "albums" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "albums_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_albums_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_albums_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "albums" CASCADE;
  DROP TABLE "albums_locales" CASCADE;
  DROP TABLE "_albums_v" CASCADE;
  DROP TABLE "_albums_v_locales" CASCADE;
  ALTER TABLE "gallery_images" DROP CONSTRAINT IF EXISTS "gallery_images_album_id_albums_id_fk";
  
  ALTER TABLE "_gallery_images_v" DROP CONSTRAINT IF EXISTS "_gallery_images_v_version_album_id_albums_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_albums_fk";
  
  DROP INDEX "gallery_images_album_idx";
  DROP INDEX "_gallery_images_v_version_version_album_idx";
  DROP INDEX "payload_locked_documents_rels_albums_id_idx";
  ALTER TABLE "gallery_images" DROP COLUMN "album_id";
  ALTER TABLE "_gallery_images_v" DROP COLUMN "version_album_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "albums_id";
  DROP TYPE "public"."enum_albums_status";
  DROP TYPE "public"."enum__albums_v_version_status";
  DROP TYPE "public"."enum__albums_v_published_locale";`)
}
