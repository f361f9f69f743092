import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_admission_enquiries_status" AS ENUM('new', 'contacted', 'visit-booked', 'offered', 'closed');
  CREATE TYPE "public"."enum_admission_enquiries_language" AS ENUM('en', 'mr');
  CREATE TYPE "public"."enum_admission_enquiries_class_sought" AS ENUM('nursery', 'jr-kg', 'sr-kg', 'std-1', 'std-2', 'std-3', 'std-4', 'std-5', 'std-6', 'std-7', 'std-8', 'std-9', 'std-10', 'std-11', 'std-12', 'degree-1', 'degree-2', 'degree-3', 'pg-1');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'admissionAcknowledgement';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'admissionStaffNotice';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'admissionReply';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deleteExpiredEnquiries';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'admissionAcknowledgement';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'admissionStaffNotice';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'admissionReply';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deleteExpiredEnquiries';
  CREATE TABLE "admission_enquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"status" "enum_admission_enquiries_status" DEFAULT 'new' NOT NULL,
  	"institution_id" integer NOT NULL,
  	"due_at" timestamp(3) with time zone,
  	"closed_at" timestamp(3) with time zone,
  	"replied_at" timestamp(3) with time zone,
  	"closed" boolean DEFAULT false,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"language" "enum_admission_enquiries_language" DEFAULT 'en' NOT NULL,
  	"class_sought" "enum_admission_enquiries_class_sought" NOT NULL,
  	"academic_year" varchar NOT NULL,
  	"child_name" varchar NOT NULL,
  	"child_date_of_birth" varchar NOT NULL,
  	"parent_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"mobile" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"reply" varchar,
  	"notes" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "admission_enquiries_id" integer;
  ALTER TABLE "admission_enquiries" ADD CONSTRAINT "admission_enquiries_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "admission_enquiries_reference_idx" ON "admission_enquiries" USING btree ("reference");
  CREATE INDEX "admission_enquiries_status_idx" ON "admission_enquiries" USING btree ("status");
  CREATE INDEX "admission_enquiries_institution_idx" ON "admission_enquiries" USING btree ("institution_id");
  CREATE INDEX "admission_enquiries_due_at_idx" ON "admission_enquiries" USING btree ("due_at");
  CREATE INDEX "admission_enquiries_closed_at_idx" ON "admission_enquiries" USING btree ("closed_at");
  CREATE INDEX "admission_enquiries_closed_idx" ON "admission_enquiries" USING btree ("closed");
  CREATE INDEX "admission_enquiries_created_at_idx" ON "admission_enquiries" USING btree ("created_at");
  CREATE INDEX "admission_enquiries_updated_at_idx" ON "admission_enquiries" USING btree ("updated_at");
  CREATE INDEX "closed_dueAt_idx" ON "admission_enquiries" USING btree ("closed","due_at");
  CREATE INDEX "institution_createdAt_4_idx" ON "admission_enquiries" USING btree ("institution_id","created_at");
  CREATE INDEX "status_createdAt_1_idx" ON "admission_enquiries" USING btree ("status","created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_admission_enquiries_fk" FOREIGN KEY ("admission_enquiries_id") REFERENCES "public"."admission_enquiries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_admission_enquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("admission_enquiries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "admission_enquiries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "admission_enquiries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_admission_enquiries_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'grievanceAcknowledgement', 'grievanceOfficerNotice', 'grievanceAnswered', 'staffPasswordReset', 'eraseExpiredGrievances', 'escalateOverdueGrievances', 'mailDisclosureExpiry', 'subscriptionMail', 'subscriptionDispatch', 'noticeApprovalMail', 'noticeApprovalDigest', 'staffInvitation');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'grievanceAcknowledgement', 'grievanceOfficerNotice', 'grievanceAnswered', 'staffPasswordReset', 'eraseExpiredGrievances', 'escalateOverdueGrievances', 'mailDisclosureExpiry', 'subscriptionMail', 'subscriptionDispatch', 'noticeApprovalMail', 'noticeApprovalDigest', 'staffInvitation');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_admission_enquiries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "admission_enquiries_id";
  DROP TYPE "public"."enum_admission_enquiries_status";
  DROP TYPE "public"."enum_admission_enquiries_language";
  DROP TYPE "public"."enum_admission_enquiries_class_sought";`)
}
