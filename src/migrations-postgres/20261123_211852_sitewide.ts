import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_policies_kind" AS ENUM('privacy', 'accessibility', 'terms', 'copyright');
  CREATE TYPE "public"."enum_policies_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__policies_v_version_kind" AS ENUM('privacy', 'accessibility', 'terms', 'copyright');
  CREATE TYPE "public"."enum__policies_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__policies_v_published_locale" AS ENUM('en', 'mr');
  CREATE TYPE "public"."enum_site_settings_helplines_scope" AS ENUM('all', 'colleges');
  CREATE TABLE "policies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_policies_kind",
  	"changed_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_policies_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "policies_locales" (
  	"title" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_policies_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_kind" "enum__policies_v_version_kind",
  	"version_changed_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__policies_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__policies_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_policies_v_locales" (
  	"version_title" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings_helplines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"scope" "enum_site_settings_helplines_scope" DEFAULT 'all' NOT NULL
  );
  
  CREATE TABLE "site_settings_helplines_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "rti_disclosure" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"pio_phone" varchar,
  	"pio_email" varchar,
  	"faa_phone" varchar,
  	"faa_email" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "rti_disclosure_locales" (
  	"item01" jsonb,
  	"item02" jsonb,
  	"item03" jsonb,
  	"item04" jsonb,
  	"item05" jsonb,
  	"item06" jsonb,
  	"item07" jsonb,
  	"item08" jsonb,
  	"item09" jsonb,
  	"item10" jsonb,
  	"item11" jsonb,
  	"item12" jsonb,
  	"item13" jsonb,
  	"item14" jsonb,
  	"item15" jsonb,
  	"item16" jsonb,
  	"item17" jsonb,
  	"pio_name" varchar,
  	"pio_designation" varchar,
  	"pio_address" varchar,
  	"faa_name" varchar,
  	"faa_designation" varchar,
  	"faa_address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "policies_id" integer;
  ALTER TABLE "policies" ADD CONSTRAINT "policies_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "policies_locales" ADD CONSTRAINT "policies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_policies_v" ADD CONSTRAINT "_policies_v_parent_id_policies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."policies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_policies_v" ADD CONSTRAINT "_policies_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_policies_v_locales" ADD CONSTRAINT "_policies_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_policies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_helplines" ADD CONSTRAINT "site_settings_helplines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_helplines_locales" ADD CONSTRAINT "site_settings_helplines_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_helplines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rti_disclosure_locales" ADD CONSTRAINT "rti_disclosure_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rti_disclosure"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "policies_kind_idx" ON "policies" USING btree ("kind");
  CREATE INDEX "policies_changed_by_idx" ON "policies" USING btree ("changed_by_id");
  CREATE INDEX "policies_updated_at_idx" ON "policies" USING btree ("updated_at");
  CREATE INDEX "policies_created_at_idx" ON "policies" USING btree ("created_at");
  CREATE INDEX "policies__status_idx" ON "policies" USING btree ("_status");
  CREATE UNIQUE INDEX "policies_locales_locale_parent_id_unique" ON "policies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "policies_locales_parent_idx" ON "policies_locales" USING btree ("_parent_id");
  CREATE INDEX "_policies_v_parent_idx" ON "_policies_v" USING btree ("parent_id");
  CREATE INDEX "_policies_v_version_version_kind_idx" ON "_policies_v" USING btree ("version_kind");
  CREATE INDEX "_policies_v_version_version_changed_by_idx" ON "_policies_v" USING btree ("version_changed_by_id");
  CREATE INDEX "_policies_v_version_version_updated_at_idx" ON "_policies_v" USING btree ("version_updated_at");
  CREATE INDEX "_policies_v_version_version_created_at_idx" ON "_policies_v" USING btree ("version_created_at");
  CREATE INDEX "_policies_v_version_version__status_idx" ON "_policies_v" USING btree ("version__status");
  CREATE INDEX "_policies_v_created_at_idx" ON "_policies_v" USING btree ("created_at");
  CREATE INDEX "_policies_v_updated_at_idx" ON "_policies_v" USING btree ("updated_at");
  CREATE INDEX "_policies_v_snapshot_idx" ON "_policies_v" USING btree ("snapshot");
  CREATE INDEX "_policies_v_published_locale_idx" ON "_policies_v" USING btree ("published_locale");
  CREATE INDEX "_policies_v_latest_idx" ON "_policies_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_policies_v_locales_locale_parent_id_unique" ON "_policies_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_policies_v_locales_parent_idx" ON "_policies_v_locales" USING btree ("_parent_id");
  CREATE INDEX "site_settings_helplines_order_idx" ON "site_settings_helplines" USING btree ("_order");
  CREATE INDEX "site_settings_helplines_parent_id_idx" ON "site_settings_helplines" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_helplines_locales_locale_parent_id_unique" ON "site_settings_helplines_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_helplines_locales_parent_idx" ON "site_settings_helplines_locales" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "rti_disclosure_locales_locale_parent_id_unique" ON "rti_disclosure_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "rti_disclosure_locales_parent_idx" ON "rti_disclosure_locales" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_policies_fk" FOREIGN KEY ("policies_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_policies_id_idx" ON "payload_locked_documents_rels" USING btree ("policies_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "policies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policies_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_policies_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_policies_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_helplines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_helplines_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rti_disclosure" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rti_disclosure_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "policies" CASCADE;
  DROP TABLE "policies_locales" CASCADE;
  DROP TABLE "_policies_v" CASCADE;
  DROP TABLE "_policies_v_locales" CASCADE;
  DROP TABLE "site_settings_helplines" CASCADE;
  DROP TABLE "site_settings_helplines_locales" CASCADE;
  DROP TABLE "rti_disclosure" CASCADE;
  DROP TABLE "rti_disclosure_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_policies_fk";
  
  DROP INDEX "payload_locked_documents_rels_policies_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "policies_id";
  DROP TYPE "public"."enum_policies_kind";
  DROP TYPE "public"."enum_policies_status";
  DROP TYPE "public"."enum__policies_v_version_kind";
  DROP TYPE "public"."enum__policies_v_version_status";
  DROP TYPE "public"."enum__policies_v_published_locale";
  DROP TYPE "public"."enum_site_settings_helplines_scope";`)
}
