import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_policies_kind" AS ENUM('privacy', 'accessibility', 'terms', 'copyright');
  CREATE TYPE "public"."enum_policies_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__policies_v_version_kind" AS ENUM('privacy', 'accessibility', 'terms', 'copyright');
  CREATE TYPE "public"."enum__policies_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__policies_v_published_locale" AS ENUM('en', 'mr');
  CREATE TYPE "public"."enum_disclosures_items_item" AS ENUM('affiliationNumber', 'schoolCode', 'principalQualification', 'email', 'phone', 'affiliationLetter', 'trustRegistration', 'noc', 'rteRecognition', 'buildingSafety', 'fireSafety', 'deoCertificate', 'waterHealthSanitation', 'academicCalendar', 'smcMembers', 'ptaMembers', 'boardResults', 'principalName', 'teachersByCategory', 'teacherSectionRatio', 'specialEducator', 'counsellor', 'campusArea', 'classrooms', 'laboratories', 'internet', 'toilets', 'inspectionVideo', 'recognition', 'naac', 'nirf', 'governingBodies', 'programmes', 'seats', 'refundPolicy', 'faculty', 'collegeCalendar', 'auditedAccounts', 'antiRagging', 'grievanceOmbudsperson', 'custom');
  CREATE TYPE "public"."enum_disclosures_board" AS ENUM('cbse', 'state', 'junior', 'ugc', 'other');
  CREATE TYPE "public"."enum_disclosures_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__disclosures_v_version_items_item" AS ENUM('affiliationNumber', 'schoolCode', 'principalQualification', 'email', 'phone', 'affiliationLetter', 'trustRegistration', 'noc', 'rteRecognition', 'buildingSafety', 'fireSafety', 'deoCertificate', 'waterHealthSanitation', 'academicCalendar', 'smcMembers', 'ptaMembers', 'boardResults', 'principalName', 'teachersByCategory', 'teacherSectionRatio', 'specialEducator', 'counsellor', 'campusArea', 'classrooms', 'laboratories', 'internet', 'toilets', 'inspectionVideo', 'recognition', 'naac', 'nirf', 'governingBodies', 'programmes', 'seats', 'refundPolicy', 'faculty', 'collegeCalendar', 'auditedAccounts', 'antiRagging', 'grievanceOmbudsperson', 'custom');
  CREATE TYPE "public"."enum__disclosures_v_version_board" AS ENUM('cbse', 'state', 'junior', 'ugc', 'other');
  CREATE TYPE "public"."enum__disclosures_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__disclosures_v_published_locale" AS ENUM('en', 'mr');
  CREATE TYPE "public"."enum_site_settings_helplines_scope" AS ENUM('all', 'colleges');
  ALTER TYPE "public"."enum_grievances_history_change" ADD VALUE 'reply';
  ALTER TYPE "public"."enum_grievances_history_change" ADD VALUE 'escalated';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'escalateOverdueGrievances';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'mailDisclosureExpiry';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'escalateOverdueGrievances';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'mailDisclosureExpiry';
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
  
  CREATE TABLE "disclosures_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" "enum_disclosures_items_item",
  	"link" varchar,
  	"document_id" integer,
  	"issued_on" timestamp(3) with time zone,
  	"expires_on" timestamp(3) with time zone,
  	"updated_on" timestamp(3) with time zone
  );
  
  CREATE TABLE "disclosures_items_locales" (
  	"title" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "disclosures_fees" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"amount" numeric,
  	"approval_ref" varchar,
  	"approval_date" timestamp(3) with time zone
  );
  
  CREATE TABLE "disclosures_fees_locales" (
  	"standard" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "disclosures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"institution_id" integer,
  	"board" "enum_disclosures_board" DEFAULT 'cbse',
  	"changed_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_disclosures_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_disclosures_v_version_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"item" "enum__disclosures_v_version_items_item",
  	"link" varchar,
  	"document_id" integer,
  	"issued_on" timestamp(3) with time zone,
  	"expires_on" timestamp(3) with time zone,
  	"updated_on" timestamp(3) with time zone,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_disclosures_v_version_items_locales" (
  	"title" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_disclosures_v_version_fees" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"amount" numeric,
  	"approval_ref" varchar,
  	"approval_date" timestamp(3) with time zone,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_disclosures_v_version_fees_locales" (
  	"standard" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_disclosures_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_heading" varchar,
  	"version_institution_id" integer,
  	"version_board" "enum__disclosures_v_version_board" DEFAULT 'cbse',
  	"version_changed_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__disclosures_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__disclosures_v_published_locale",
  	"latest" boolean
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
  
  ALTER TABLE "grievances" ADD COLUMN "due_at" timestamp(3) with time zone;
  ALTER TABLE "grievances" ADD COLUMN "escalated_at" timestamp(3) with time zone;
  ALTER TABLE "grievances" ADD COLUMN "open" boolean DEFAULT true;
  ALTER TABLE "grievances" ADD COLUMN "reply" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "policies_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "disclosures_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "grievance_due_days" numeric DEFAULT 15 NOT NULL;
  ALTER TABLE "policies" ADD CONSTRAINT "policies_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "policies_locales" ADD CONSTRAINT "policies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_policies_v" ADD CONSTRAINT "_policies_v_parent_id_policies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."policies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_policies_v" ADD CONSTRAINT "_policies_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_policies_v_locales" ADD CONSTRAINT "_policies_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_policies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "disclosures_items" ADD CONSTRAINT "disclosures_items_document_id_media_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "disclosures_items" ADD CONSTRAINT "disclosures_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."disclosures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "disclosures_items_locales" ADD CONSTRAINT "disclosures_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."disclosures_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "disclosures_fees" ADD CONSTRAINT "disclosures_fees_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."disclosures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "disclosures_fees_locales" ADD CONSTRAINT "disclosures_fees_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."disclosures_fees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "disclosures" ADD CONSTRAINT "disclosures_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "disclosures" ADD CONSTRAINT "disclosures_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_disclosures_v_version_items" ADD CONSTRAINT "_disclosures_v_version_items_document_id_media_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_disclosures_v_version_items" ADD CONSTRAINT "_disclosures_v_version_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_disclosures_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_disclosures_v_version_items_locales" ADD CONSTRAINT "_disclosures_v_version_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_disclosures_v_version_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_disclosures_v_version_fees" ADD CONSTRAINT "_disclosures_v_version_fees_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_disclosures_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_disclosures_v_version_fees_locales" ADD CONSTRAINT "_disclosures_v_version_fees_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_disclosures_v_version_fees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_disclosures_v" ADD CONSTRAINT "_disclosures_v_parent_id_disclosures_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."disclosures"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_disclosures_v" ADD CONSTRAINT "_disclosures_v_version_institution_id_institutions_id_fk" FOREIGN KEY ("version_institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_disclosures_v" ADD CONSTRAINT "_disclosures_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
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
  CREATE INDEX "disclosures_items_order_idx" ON "disclosures_items" USING btree ("_order");
  CREATE INDEX "disclosures_items_parent_id_idx" ON "disclosures_items" USING btree ("_parent_id");
  CREATE INDEX "disclosures_items_document_idx" ON "disclosures_items" USING btree ("document_id");
  CREATE INDEX "disclosures_items_expires_on_idx" ON "disclosures_items" USING btree ("expires_on");
  CREATE UNIQUE INDEX "disclosures_items_locales_locale_parent_id_unique" ON "disclosures_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "disclosures_items_locales_parent_idx" ON "disclosures_items_locales" USING btree ("_parent_id");
  CREATE INDEX "disclosures_fees_order_idx" ON "disclosures_fees" USING btree ("_order");
  CREATE INDEX "disclosures_fees_parent_id_idx" ON "disclosures_fees" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "disclosures_fees_locales_locale_parent_id_unique" ON "disclosures_fees_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "disclosures_fees_locales_parent_idx" ON "disclosures_fees_locales" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "disclosures_institution_idx" ON "disclosures" USING btree ("institution_id");
  CREATE INDEX "disclosures_changed_by_idx" ON "disclosures" USING btree ("changed_by_id");
  CREATE INDEX "disclosures_updated_at_idx" ON "disclosures" USING btree ("updated_at");
  CREATE INDEX "disclosures_created_at_idx" ON "disclosures" USING btree ("created_at");
  CREATE INDEX "disclosures__status_idx" ON "disclosures" USING btree ("_status");
  CREATE INDEX "_disclosures_v_version_items_order_idx" ON "_disclosures_v_version_items" USING btree ("_order");
  CREATE INDEX "_disclosures_v_version_items_parent_id_idx" ON "_disclosures_v_version_items" USING btree ("_parent_id");
  CREATE INDEX "_disclosures_v_version_items_document_idx" ON "_disclosures_v_version_items" USING btree ("document_id");
  CREATE INDEX "_disclosures_v_version_items_expires_on_idx" ON "_disclosures_v_version_items" USING btree ("expires_on");
  CREATE UNIQUE INDEX "_disclosures_v_version_items_locales_locale_parent_id_unique" ON "_disclosures_v_version_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_disclosures_v_version_items_locales_parent_idx" ON "_disclosures_v_version_items_locales" USING btree ("_parent_id");
  CREATE INDEX "_disclosures_v_version_fees_order_idx" ON "_disclosures_v_version_fees" USING btree ("_order");
  CREATE INDEX "_disclosures_v_version_fees_parent_id_idx" ON "_disclosures_v_version_fees" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_disclosures_v_version_fees_locales_locale_parent_id_unique" ON "_disclosures_v_version_fees_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_disclosures_v_version_fees_locales_parent_idx" ON "_disclosures_v_version_fees_locales" USING btree ("_parent_id");
  CREATE INDEX "_disclosures_v_parent_idx" ON "_disclosures_v" USING btree ("parent_id");
  CREATE INDEX "_disclosures_v_version_version_institution_idx" ON "_disclosures_v" USING btree ("version_institution_id");
  CREATE INDEX "_disclosures_v_version_version_changed_by_idx" ON "_disclosures_v" USING btree ("version_changed_by_id");
  CREATE INDEX "_disclosures_v_version_version_updated_at_idx" ON "_disclosures_v" USING btree ("version_updated_at");
  CREATE INDEX "_disclosures_v_version_version_created_at_idx" ON "_disclosures_v" USING btree ("version_created_at");
  CREATE INDEX "_disclosures_v_version_version__status_idx" ON "_disclosures_v" USING btree ("version__status");
  CREATE INDEX "_disclosures_v_created_at_idx" ON "_disclosures_v" USING btree ("created_at");
  CREATE INDEX "_disclosures_v_updated_at_idx" ON "_disclosures_v" USING btree ("updated_at");
  CREATE INDEX "_disclosures_v_snapshot_idx" ON "_disclosures_v" USING btree ("snapshot");
  CREATE INDEX "_disclosures_v_published_locale_idx" ON "_disclosures_v" USING btree ("published_locale");
  CREATE INDEX "_disclosures_v_latest_idx" ON "_disclosures_v" USING btree ("latest");
  CREATE INDEX "site_settings_helplines_order_idx" ON "site_settings_helplines" USING btree ("_order");
  CREATE INDEX "site_settings_helplines_parent_id_idx" ON "site_settings_helplines" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_helplines_locales_locale_parent_id_unique" ON "site_settings_helplines_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_helplines_locales_parent_idx" ON "site_settings_helplines_locales" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "rti_disclosure_locales_locale_parent_id_unique" ON "rti_disclosure_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "rti_disclosure_locales_parent_idx" ON "rti_disclosure_locales" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_policies_fk" FOREIGN KEY ("policies_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_disclosures_fk" FOREIGN KEY ("disclosures_id") REFERENCES "public"."disclosures"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "grievances_due_at_idx" ON "grievances" USING btree ("due_at");
  CREATE INDEX "grievances_open_idx" ON "grievances" USING btree ("open");
  CREATE INDEX "open_dueAt_idx" ON "grievances" USING btree ("open","due_at");
  CREATE INDEX "payload_locked_documents_rels_policies_id_idx" ON "payload_locked_documents_rels" USING btree ("policies_id");
  CREATE INDEX "payload_locked_documents_rels_disclosures_id_idx" ON "payload_locked_documents_rels" USING btree ("disclosures_id");`)
  // Written by hand: grievances filed before this migration are due 15 days after filing (the
  // default), and open unless Resolved or Rejected.
  await db.execute(sql`UPDATE "grievances" SET "due_at" = "created_at" + interval '15 days', "open" = "status" NOT IN ('resolved', 'rejected');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "policies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policies_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_policies_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_policies_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "disclosures_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "disclosures_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "disclosures_fees" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "disclosures_fees_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "disclosures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_disclosures_v_version_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_disclosures_v_version_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_disclosures_v_version_fees" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_disclosures_v_version_fees_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_disclosures_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_helplines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_helplines_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rti_disclosure" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rti_disclosure_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "policies" CASCADE;
  DROP TABLE "policies_locales" CASCADE;
  DROP TABLE "_policies_v" CASCADE;
  DROP TABLE "_policies_v_locales" CASCADE;
  DROP TABLE "disclosures_items" CASCADE;
  DROP TABLE "disclosures_items_locales" CASCADE;
  DROP TABLE "disclosures_fees" CASCADE;
  DROP TABLE "disclosures_fees_locales" CASCADE;
  DROP TABLE "disclosures" CASCADE;
  DROP TABLE "_disclosures_v_version_items" CASCADE;
  DROP TABLE "_disclosures_v_version_items_locales" CASCADE;
  DROP TABLE "_disclosures_v_version_fees" CASCADE;
  DROP TABLE "_disclosures_v_version_fees_locales" CASCADE;
  DROP TABLE "_disclosures_v" CASCADE;
  DROP TABLE "site_settings_helplines" CASCADE;
  DROP TABLE "site_settings_helplines_locales" CASCADE;
  DROP TABLE "rti_disclosure" CASCADE;
  DROP TABLE "rti_disclosure_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_policies_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_disclosures_fk";
  
  ALTER TABLE "grievances_history" ALTER COLUMN "change" SET DATA TYPE text;
  DROP TYPE "public"."enum_grievances_history_change";
  CREATE TYPE "public"."enum_grievances_history_change" AS ENUM('status', 'note', 'institution', 'erased');
  ALTER TABLE "grievances_history" ALTER COLUMN "change" SET DATA TYPE "public"."enum_grievances_history_change" USING "change"::"public"."enum_grievances_history_change";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'grievanceAcknowledgement', 'grievanceOfficerNotice', 'eraseExpiredGrievances');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'grievanceAcknowledgement', 'grievanceOfficerNotice', 'eraseExpiredGrievances');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "grievances_due_at_idx";
  DROP INDEX "grievances_open_idx";
  DROP INDEX "open_dueAt_idx";
  DROP INDEX "payload_locked_documents_rels_policies_id_idx";
  DROP INDEX "payload_locked_documents_rels_disclosures_id_idx";
  ALTER TABLE "grievances" DROP COLUMN "due_at";
  ALTER TABLE "grievances" DROP COLUMN "escalated_at";
  ALTER TABLE "grievances" DROP COLUMN "open";
  ALTER TABLE "grievances" DROP COLUMN "reply";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "policies_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "disclosures_id";
  ALTER TABLE "site_settings" DROP COLUMN "grievance_due_days";
  DROP TYPE "public"."enum_policies_kind";
  DROP TYPE "public"."enum_policies_status";
  DROP TYPE "public"."enum__policies_v_version_kind";
  DROP TYPE "public"."enum__policies_v_version_status";
  DROP TYPE "public"."enum__policies_v_published_locale";
  DROP TYPE "public"."enum_disclosures_items_item";
  DROP TYPE "public"."enum_disclosures_board";
  DROP TYPE "public"."enum_disclosures_status";
  DROP TYPE "public"."enum__disclosures_v_version_items_item";
  DROP TYPE "public"."enum__disclosures_v_version_board";
  DROP TYPE "public"."enum__disclosures_v_version_status";
  DROP TYPE "public"."enum__disclosures_v_published_locale";
  DROP TYPE "public"."enum_site_settings_helplines_scope";`)
}
