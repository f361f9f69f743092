import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_grievances_history_change" ADD VALUE 'reply';
  ALTER TYPE "public"."enum_grievances_history_change" ADD VALUE 'escalated';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'escalateOverdueGrievances';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'escalateOverdueGrievances';
  ALTER TABLE "grievances" ADD COLUMN "due_at" timestamp(3) with time zone;
  ALTER TABLE "grievances" ADD COLUMN "escalated_at" timestamp(3) with time zone;
  ALTER TABLE "grievances" ADD COLUMN "open" boolean DEFAULT true;
  ALTER TABLE "grievances" ADD COLUMN "reply" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "grievance_due_days" numeric DEFAULT 15 NOT NULL;
  CREATE INDEX "grievances_due_at_idx" ON "grievances" USING btree ("due_at");
  CREATE INDEX "grievances_open_idx" ON "grievances" USING btree ("open");
  CREATE INDEX "open_dueAt_idx" ON "grievances" USING btree ("open","due_at");`)
  // Grievances filed before: due 15 days after filing (the default), open unless Resolved or Rejected.
  await db.execute(sql`
  UPDATE "grievances" SET "due_at" = "created_at" + interval '15 days', "open" = "status" NOT IN ('resolved', 'rejected');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
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
  ALTER TABLE "grievances" DROP COLUMN "due_at";
  ALTER TABLE "grievances" DROP COLUMN "escalated_at";
  ALTER TABLE "grievances" DROP COLUMN "open";
  ALTER TABLE "grievances" DROP COLUMN "reply";
  ALTER TABLE "site_settings" DROP COLUMN "grievance_due_days";`)
}
