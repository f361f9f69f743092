import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_committees_kind" AS ENUM('smc', 'pta', 'grievance', 'posh', 'anti-ragging-committee', 'anti-ragging-squad', 'safety', 'other');
  CREATE TYPE "public"."enum_committees_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__committees_v_version_kind" AS ENUM('smc', 'pta', 'grievance', 'posh', 'anti-ragging-committee', 'anti-ragging-squad', 'safety', 'other');
  CREATE TYPE "public"."enum__committees_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__committees_v_published_locale" AS ENUM('en', 'mr');
  CREATE TABLE "committees_members" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar
  );
  
  CREATE TABLE "committees_members_locales" (
  	"role" varchar,
  	"designation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "committees" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_committees_kind",
  	"nodal_officer_name" varchar,
  	"nodal_officer_phone" varchar,
  	"nodal_officer_email" varchar,
  	"institution_id" integer,
  	"order" numeric DEFAULT 100,
  	"changed_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_committees_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "committees_locales" (
  	"name" varchar,
  	"purpose" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_committees_v_version_members" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_committees_v_version_members_locales" (
  	"role" varchar,
  	"designation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_committees_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_kind" "enum__committees_v_version_kind",
  	"version_nodal_officer_name" varchar,
  	"version_nodal_officer_phone" varchar,
  	"version_nodal_officer_email" varchar,
  	"version_institution_id" integer,
  	"version_order" numeric DEFAULT 100,
  	"version_changed_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__committees_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__committees_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_committees_v_locales" (
  	"version_name" varchar,
  	"version_purpose" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "committees_id" integer;
  ALTER TABLE "committees_members" ADD CONSTRAINT "committees_members_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."committees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "committees_members_locales" ADD CONSTRAINT "committees_members_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."committees_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "committees" ADD CONSTRAINT "committees_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "committees" ADD CONSTRAINT "committees_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "committees_locales" ADD CONSTRAINT "committees_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."committees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_committees_v_version_members" ADD CONSTRAINT "_committees_v_version_members_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_committees_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_committees_v_version_members_locales" ADD CONSTRAINT "_committees_v_version_members_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_committees_v_version_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_committees_v" ADD CONSTRAINT "_committees_v_parent_id_committees_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."committees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_committees_v" ADD CONSTRAINT "_committees_v_version_institution_id_institutions_id_fk" FOREIGN KEY ("version_institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_committees_v" ADD CONSTRAINT "_committees_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_committees_v_locales" ADD CONSTRAINT "_committees_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_committees_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "committees_members_order_idx" ON "committees_members" USING btree ("_order");
  CREATE INDEX "committees_members_parent_id_idx" ON "committees_members" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "committees_members_locales_locale_parent_id_unique" ON "committees_members_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "committees_members_locales_parent_idx" ON "committees_members_locales" USING btree ("_parent_id");
  CREATE INDEX "committees_institution_idx" ON "committees" USING btree ("institution_id");
  CREATE INDEX "committees_changed_by_idx" ON "committees" USING btree ("changed_by_id");
  CREATE INDEX "committees_updated_at_idx" ON "committees" USING btree ("updated_at");
  CREATE INDEX "committees_created_at_idx" ON "committees" USING btree ("created_at");
  CREATE INDEX "committees__status_idx" ON "committees" USING btree ("_status");
  CREATE INDEX "_status_institution_order_idx" ON "committees" USING btree ("_status","institution_id","order");
  CREATE UNIQUE INDEX "committees_locales_locale_parent_id_unique" ON "committees_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "committees_locales_parent_idx" ON "committees_locales" USING btree ("_parent_id");
  CREATE INDEX "_committees_v_version_members_order_idx" ON "_committees_v_version_members" USING btree ("_order");
  CREATE INDEX "_committees_v_version_members_parent_id_idx" ON "_committees_v_version_members" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_committees_v_version_members_locales_locale_parent_id_uniqu" ON "_committees_v_version_members_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_committees_v_version_members_locales_parent_idx" ON "_committees_v_version_members_locales" USING btree ("_parent_id");
  CREATE INDEX "_committees_v_parent_idx" ON "_committees_v" USING btree ("parent_id");
  CREATE INDEX "_committees_v_version_version_institution_idx" ON "_committees_v" USING btree ("version_institution_id");
  CREATE INDEX "_committees_v_version_version_changed_by_idx" ON "_committees_v" USING btree ("version_changed_by_id");
  CREATE INDEX "_committees_v_version_version_updated_at_idx" ON "_committees_v" USING btree ("version_updated_at");
  CREATE INDEX "_committees_v_version_version_created_at_idx" ON "_committees_v" USING btree ("version_created_at");
  CREATE INDEX "_committees_v_version_version__status_idx" ON "_committees_v" USING btree ("version__status");
  CREATE INDEX "_committees_v_created_at_idx" ON "_committees_v" USING btree ("created_at");
  CREATE INDEX "_committees_v_updated_at_idx" ON "_committees_v" USING btree ("updated_at");
  CREATE INDEX "_committees_v_snapshot_idx" ON "_committees_v" USING btree ("snapshot");
  CREATE INDEX "_committees_v_published_locale_idx" ON "_committees_v" USING btree ("published_locale");
  CREATE INDEX "_committees_v_latest_idx" ON "_committees_v" USING btree ("latest");
  CREATE INDEX "version__status_version_institution_version_order_idx" ON "_committees_v" USING btree ("version__status","version_institution_id","version_order");
  CREATE UNIQUE INDEX "_committees_v_locales_locale_parent_id_unique" ON "_committees_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_committees_v_locales_parent_idx" ON "_committees_v_locales" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_committees_fk" FOREIGN KEY ("committees_id") REFERENCES "public"."committees"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_committees_id_idx" ON "payload_locked_documents_rels" USING btree ("committees_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "committees_members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "committees_members_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "committees" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "committees_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_committees_v_version_members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_committees_v_version_members_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_committees_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_committees_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "committees_members" CASCADE;
  DROP TABLE "committees_members_locales" CASCADE;
  DROP TABLE "committees" CASCADE;
  DROP TABLE "committees_locales" CASCADE;
  DROP TABLE "_committees_v_version_members" CASCADE;
  DROP TABLE "_committees_v_version_members_locales" CASCADE;
  DROP TABLE "_committees_v" CASCADE;
  DROP TABLE "_committees_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_committees_fk";
  
  DROP INDEX "payload_locked_documents_rels_committees_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "committees_id";
  DROP TYPE "public"."enum_committees_kind";
  DROP TYPE "public"."enum_committees_status";
  DROP TYPE "public"."enum__committees_v_version_kind";
  DROP TYPE "public"."enum__committees_v_version_status";
  DROP TYPE "public"."enum__committees_v_published_locale";`)
}
