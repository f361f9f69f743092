import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_disclosures_items_item" AS ENUM('affiliationNumber', 'schoolCode', 'principalQualification', 'email', 'phone', 'affiliationLetter', 'trustRegistration', 'noc', 'rteRecognition', 'buildingSafety', 'fireSafety', 'deoCertificate', 'waterHealthSanitation', 'academicCalendar', 'smcMembers', 'ptaMembers', 'boardResults', 'principalName', 'teachersByCategory', 'teacherSectionRatio', 'specialEducator', 'counsellor', 'campusArea', 'classrooms', 'laboratories', 'internet', 'toilets', 'inspectionVideo', 'recognition', 'naac', 'nirf', 'governingBodies', 'programmes', 'seats', 'refundPolicy', 'faculty', 'collegeCalendar', 'auditedAccounts', 'antiRagging', 'grievanceOmbudsperson', 'custom');
  CREATE TYPE "public"."enum_disclosures_board" AS ENUM('cbse', 'state', 'junior', 'ugc', 'other');
  CREATE TYPE "public"."enum_disclosures_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__disclosures_v_version_items_item" AS ENUM('affiliationNumber', 'schoolCode', 'principalQualification', 'email', 'phone', 'affiliationLetter', 'trustRegistration', 'noc', 'rteRecognition', 'buildingSafety', 'fireSafety', 'deoCertificate', 'waterHealthSanitation', 'academicCalendar', 'smcMembers', 'ptaMembers', 'boardResults', 'principalName', 'teachersByCategory', 'teacherSectionRatio', 'specialEducator', 'counsellor', 'campusArea', 'classrooms', 'laboratories', 'internet', 'toilets', 'inspectionVideo', 'recognition', 'naac', 'nirf', 'governingBodies', 'programmes', 'seats', 'refundPolicy', 'faculty', 'collegeCalendar', 'auditedAccounts', 'antiRagging', 'grievanceOmbudsperson', 'custom');
  CREATE TYPE "public"."enum__disclosures_v_version_board" AS ENUM('cbse', 'state', 'junior', 'ugc', 'other');
  CREATE TYPE "public"."enum__disclosures_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__disclosures_v_published_locale" AS ENUM('en', 'mr');
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "disclosures_id" integer;
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_disclosures_fk" FOREIGN KEY ("disclosures_id") REFERENCES "public"."disclosures"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_disclosures_id_idx" ON "payload_locked_documents_rels" USING btree ("disclosures_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
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
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_disclosures_fk";
  
  DROP INDEX "payload_locked_documents_rels_disclosures_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "disclosures_id";
  DROP TYPE "public"."enum_disclosures_items_item";
  DROP TYPE "public"."enum_disclosures_board";
  DROP TYPE "public"."enum_disclosures_status";
  DROP TYPE "public"."enum__disclosures_v_version_items_item";
  DROP TYPE "public"."enum__disclosures_v_version_board";
  DROP TYPE "public"."enum__disclosures_v_version_status";
  DROP TYPE "public"."enum__disclosures_v_published_locale";`)
}
