import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_downloads_kind" AS ENUM('prospectus', 'admission-form', 'transfer-certificate', 'bonafide', 'scholarship', 'fee-receipt', 'other');
  CREATE TYPE "public"."enum_downloads_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__downloads_v_version_kind" AS ENUM('prospectus', 'admission-form', 'transfer-certificate', 'bonafide', 'scholarship', 'fee-receipt', 'other');
  CREATE TYPE "public"."enum__downloads_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__downloads_v_published_locale" AS ENUM('en', 'mr');
  CREATE TYPE "public"."enum_staff_members_group" AS ENUM('head', 'teaching', 'support');
  CREATE TYPE "public"."enum_staff_members_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__staff_members_v_version_group" AS ENUM('head', 'teaching', 'support');
  CREATE TYPE "public"."enum__staff_members_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__staff_members_v_published_locale" AS ENUM('en', 'mr');
  CREATE TABLE "downloads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_downloads_kind" DEFAULT 'other',
  	"institution_id" integer,
  	"order" numeric DEFAULT 100,
  	"changed_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_downloads_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "downloads_locales" (
  	"title" varchar,
  	"file_id" integer,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_downloads_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_kind" "enum__downloads_v_version_kind" DEFAULT 'other',
  	"version_institution_id" integer,
  	"version_order" numeric DEFAULT 100,
  	"version_changed_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__downloads_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__downloads_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_downloads_v_locales" (
  	"version_title" varchar,
  	"version_file_id" integer,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "staff_members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"group" "enum_staff_members_group" DEFAULT 'teaching',
  	"photo_id" integer,
  	"email" varchar,
  	"institution_id" integer,
  	"order" numeric DEFAULT 100,
  	"changed_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_staff_members_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "staff_members_locales" (
  	"name" varchar,
  	"designation" varchar,
  	"department" varchar,
  	"qualifications" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_staff_members_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_group" "enum__staff_members_v_version_group" DEFAULT 'teaching',
  	"version_photo_id" integer,
  	"version_email" varchar,
  	"version_institution_id" integer,
  	"version_order" numeric DEFAULT 100,
  	"version_changed_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__staff_members_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__staff_members_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_staff_members_v_locales" (
  	"version_name" varchar,
  	"version_designation" varchar,
  	"version_department" varchar,
  	"version_qualifications" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "downloads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "staff_members_id" integer;
  ALTER TABLE "downloads" ADD CONSTRAINT "downloads_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "downloads" ADD CONSTRAINT "downloads_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "downloads_locales" ADD CONSTRAINT "downloads_locales_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "downloads_locales" ADD CONSTRAINT "downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_downloads_v" ADD CONSTRAINT "_downloads_v_parent_id_downloads_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."downloads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_downloads_v" ADD CONSTRAINT "_downloads_v_version_institution_id_institutions_id_fk" FOREIGN KEY ("version_institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_downloads_v" ADD CONSTRAINT "_downloads_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_downloads_v_locales" ADD CONSTRAINT "_downloads_v_locales_version_file_id_media_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_downloads_v_locales" ADD CONSTRAINT "_downloads_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_downloads_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staff_members_locales" ADD CONSTRAINT "staff_members_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_staff_members_v" ADD CONSTRAINT "_staff_members_v_parent_id_staff_members_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_staff_members_v" ADD CONSTRAINT "_staff_members_v_version_photo_id_media_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_staff_members_v" ADD CONSTRAINT "_staff_members_v_version_institution_id_institutions_id_fk" FOREIGN KEY ("version_institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_staff_members_v" ADD CONSTRAINT "_staff_members_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_staff_members_v_locales" ADD CONSTRAINT "_staff_members_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_staff_members_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "downloads_institution_idx" ON "downloads" USING btree ("institution_id");
  CREATE INDEX "downloads_changed_by_idx" ON "downloads" USING btree ("changed_by_id");
  CREATE INDEX "downloads_updated_at_idx" ON "downloads" USING btree ("updated_at");
  CREATE INDEX "downloads_created_at_idx" ON "downloads" USING btree ("created_at");
  CREATE INDEX "downloads__status_idx" ON "downloads" USING btree ("_status");
  CREATE INDEX "_status_institution_order_1_idx" ON "downloads" USING btree ("_status","institution_id","order");
  CREATE INDEX "institution_order_idx" ON "downloads" USING btree ("institution_id","order");
  CREATE INDEX "downloads_file_idx" ON "downloads_locales" USING btree ("file_id","_locale");
  CREATE UNIQUE INDEX "downloads_locales_locale_parent_id_unique" ON "downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "downloads_locales_parent_idx" ON "downloads_locales" USING btree ("_parent_id");
  CREATE INDEX "_downloads_v_parent_idx" ON "_downloads_v" USING btree ("parent_id");
  CREATE INDEX "_downloads_v_version_version_institution_idx" ON "_downloads_v" USING btree ("version_institution_id");
  CREATE INDEX "_downloads_v_version_version_changed_by_idx" ON "_downloads_v" USING btree ("version_changed_by_id");
  CREATE INDEX "_downloads_v_version_version_updated_at_idx" ON "_downloads_v" USING btree ("version_updated_at");
  CREATE INDEX "_downloads_v_version_version_created_at_idx" ON "_downloads_v" USING btree ("version_created_at");
  CREATE INDEX "_downloads_v_version_version__status_idx" ON "_downloads_v" USING btree ("version__status");
  CREATE INDEX "_downloads_v_created_at_idx" ON "_downloads_v" USING btree ("created_at");
  CREATE INDEX "_downloads_v_updated_at_idx" ON "_downloads_v" USING btree ("updated_at");
  CREATE INDEX "_downloads_v_snapshot_idx" ON "_downloads_v" USING btree ("snapshot");
  CREATE INDEX "_downloads_v_published_locale_idx" ON "_downloads_v" USING btree ("published_locale");
  CREATE INDEX "_downloads_v_latest_idx" ON "_downloads_v" USING btree ("latest");
  CREATE INDEX "version__status_version_institution_version_order_1_idx" ON "_downloads_v" USING btree ("version__status","version_institution_id","version_order");
  CREATE INDEX "version_institution_version_order_idx" ON "_downloads_v" USING btree ("version_institution_id","version_order");
  CREATE INDEX "_downloads_v_version_version_file_idx" ON "_downloads_v_locales" USING btree ("version_file_id","_locale");
  CREATE UNIQUE INDEX "_downloads_v_locales_locale_parent_id_unique" ON "_downloads_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_downloads_v_locales_parent_idx" ON "_downloads_v_locales" USING btree ("_parent_id");
  CREATE INDEX "staff_members_photo_idx" ON "staff_members" USING btree ("photo_id");
  CREATE INDEX "staff_members_institution_idx" ON "staff_members" USING btree ("institution_id");
  CREATE INDEX "staff_members_changed_by_idx" ON "staff_members" USING btree ("changed_by_id");
  CREATE INDEX "staff_members_updated_at_idx" ON "staff_members" USING btree ("updated_at");
  CREATE INDEX "staff_members_created_at_idx" ON "staff_members" USING btree ("created_at");
  CREATE INDEX "staff_members__status_idx" ON "staff_members" USING btree ("_status");
  CREATE INDEX "_status_institution_order_2_idx" ON "staff_members" USING btree ("_status","institution_id","order");
  CREATE INDEX "institution_order_1_idx" ON "staff_members" USING btree ("institution_id","order");
  CREATE UNIQUE INDEX "staff_members_locales_locale_parent_id_unique" ON "staff_members_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "staff_members_locales_parent_idx" ON "staff_members_locales" USING btree ("_parent_id");
  CREATE INDEX "_staff_members_v_parent_idx" ON "_staff_members_v" USING btree ("parent_id");
  CREATE INDEX "_staff_members_v_version_version_photo_idx" ON "_staff_members_v" USING btree ("version_photo_id");
  CREATE INDEX "_staff_members_v_version_version_institution_idx" ON "_staff_members_v" USING btree ("version_institution_id");
  CREATE INDEX "_staff_members_v_version_version_changed_by_idx" ON "_staff_members_v" USING btree ("version_changed_by_id");
  CREATE INDEX "_staff_members_v_version_version_updated_at_idx" ON "_staff_members_v" USING btree ("version_updated_at");
  CREATE INDEX "_staff_members_v_version_version_created_at_idx" ON "_staff_members_v" USING btree ("version_created_at");
  CREATE INDEX "_staff_members_v_version_version__status_idx" ON "_staff_members_v" USING btree ("version__status");
  CREATE INDEX "_staff_members_v_created_at_idx" ON "_staff_members_v" USING btree ("created_at");
  CREATE INDEX "_staff_members_v_updated_at_idx" ON "_staff_members_v" USING btree ("updated_at");
  CREATE INDEX "_staff_members_v_snapshot_idx" ON "_staff_members_v" USING btree ("snapshot");
  CREATE INDEX "_staff_members_v_published_locale_idx" ON "_staff_members_v" USING btree ("published_locale");
  CREATE INDEX "_staff_members_v_latest_idx" ON "_staff_members_v" USING btree ("latest");
  CREATE INDEX "version__status_version_institution_version_order_2_idx" ON "_staff_members_v" USING btree ("version__status","version_institution_id","version_order");
  CREATE INDEX "version_institution_version_order_1_idx" ON "_staff_members_v" USING btree ("version_institution_id","version_order");
  CREATE UNIQUE INDEX "_staff_members_v_locales_locale_parent_id_unique" ON "_staff_members_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_staff_members_v_locales_parent_idx" ON "_staff_members_v_locales" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_downloads_fk" FOREIGN KEY ("downloads_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_members_fk" FOREIGN KEY ("staff_members_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_downloads_id_idx" ON "payload_locked_documents_rels" USING btree ("downloads_id");
  CREATE INDEX "payload_locked_documents_rels_staff_members_id_idx" ON "payload_locked_documents_rels" USING btree ("staff_members_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_downloads_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_downloads_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "staff_members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "staff_members_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_staff_members_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_staff_members_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "downloads" CASCADE;
  DROP TABLE "downloads_locales" CASCADE;
  DROP TABLE "_downloads_v" CASCADE;
  DROP TABLE "_downloads_v_locales" CASCADE;
  DROP TABLE "staff_members" CASCADE;
  DROP TABLE "staff_members_locales" CASCADE;
  DROP TABLE "_staff_members_v" CASCADE;
  DROP TABLE "_staff_members_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_downloads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_staff_members_fk";
  
  DROP INDEX "payload_locked_documents_rels_downloads_id_idx";
  DROP INDEX "payload_locked_documents_rels_staff_members_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "downloads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "staff_members_id";
  DROP TYPE "public"."enum_downloads_kind";
  DROP TYPE "public"."enum_downloads_status";
  DROP TYPE "public"."enum__downloads_v_version_kind";
  DROP TYPE "public"."enum__downloads_v_version_status";
  DROP TYPE "public"."enum__downloads_v_published_locale";
  DROP TYPE "public"."enum_staff_members_group";
  DROP TYPE "public"."enum_staff_members_status";
  DROP TYPE "public"."enum__staff_members_v_version_group";
  DROP TYPE "public"."enum__staff_members_v_version_status";
  DROP TYPE "public"."enum__staff_members_v_published_locale";`)
}
