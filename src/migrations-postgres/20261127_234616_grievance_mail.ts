import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_grievances_language" AS ENUM('en', 'mr');
  CREATE TYPE "public"."enum_users_approval_mails" AS ENUM('each', 'digest');
  ALTER TYPE "public"."enum_grievances_history_change" ADD VALUE 'answer';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'grievanceAnswered' BEFORE 'staffPasswordReset';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'noticeApprovalMail';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'noticeApprovalDigest';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'staffInvitation';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'grievanceAnswered' BEFORE 'staffPasswordReset';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'noticeApprovalMail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'noticeApprovalDigest';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'staffInvitation';
  ALTER TABLE "grievances" ADD COLUMN "language" "enum_grievances_language" DEFAULT 'en';
  ALTER TABLE "users" ADD COLUMN "approval_mails" "enum_users_approval_mails" DEFAULT 'each';
  ALTER TABLE "users" ADD COLUMN "invited_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "grievances_history" ALTER COLUMN "change" SET DATA TYPE text;
  DROP TYPE "public"."enum_grievances_history_change";
  CREATE TYPE "public"."enum_grievances_history_change" AS ENUM('status', 'note', 'institution', 'erased', 'reply', 'escalated');
  ALTER TABLE "grievances_history" ALTER COLUMN "change" SET DATA TYPE "public"."enum_grievances_history_change" USING "change"::"public"."enum_grievances_history_change";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'grievanceAcknowledgement', 'grievanceOfficerNotice', 'staffPasswordReset', 'eraseExpiredGrievances', 'escalateOverdueGrievances', 'mailDisclosureExpiry', 'subscriptionMail', 'subscriptionDispatch');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'grievanceAcknowledgement', 'grievanceOfficerNotice', 'staffPasswordReset', 'eraseExpiredGrievances', 'escalateOverdueGrievances', 'mailDisclosureExpiry', 'subscriptionMail', 'subscriptionDispatch');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "grievances" DROP COLUMN "language";
  ALTER TABLE "users" DROP COLUMN "approval_mails";
  ALTER TABLE "users" DROP COLUMN "invited_at";
  DROP TYPE "public"."enum_grievances_language";
  DROP TYPE "public"."enum_users_approval_mails";`)
}
