import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_admission_classes_class_sought" AS ENUM('nursery', 'jr-kg', 'sr-kg', 'std-1', 'std-2', 'std-3', 'std-4', 'std-5', 'std-6', 'std-7', 'std-8', 'std-9', 'std-10', 'std-11', 'std-12', 'degree-1', 'degree-2', 'degree-3', 'pg-1');
  CREATE TYPE "public"."enum_admission_classes_status" AS ENUM('open', 'closed');
  CREATE TABLE "admission_classes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"institution_id" integer NOT NULL,
  	"class_sought" "enum_admission_classes_class_sought" NOT NULL,
  	"academic_year" varchar NOT NULL,
  	"status" "enum_admission_classes_status" DEFAULT 'open' NOT NULL,
  	"seats_left" numeric,
  	"opens_on" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "admission_classes_id" integer;
  ALTER TABLE "admission_classes" ADD CONSTRAINT "admission_classes_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "admission_classes_institution_idx" ON "admission_classes" USING btree ("institution_id");
  CREATE INDEX "admission_classes_updated_at_idx" ON "admission_classes" USING btree ("updated_at");
  CREATE INDEX "admission_classes_created_at_idx" ON "admission_classes" USING btree ("created_at");
  CREATE INDEX "institution_academicYear_idx" ON "admission_classes" USING btree ("institution_id","academic_year");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_admission_classes_fk" FOREIGN KEY ("admission_classes_id") REFERENCES "public"."admission_classes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_admission_classes_id_idx" ON "payload_locked_documents_rels" USING btree ("admission_classes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "admission_classes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "admission_classes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_admission_classes_fk";
  
  DROP INDEX "payload_locked_documents_rels_admission_classes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "admission_classes_id";
  DROP TYPE "public"."enum_admission_classes_class_sought";
  DROP TYPE "public"."enum_admission_classes_status";`)
}
