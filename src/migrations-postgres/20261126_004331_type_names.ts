import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Notice and achievement types get a name per language (src/collections/code-list.ts). The job
// queue's staffPasswordReset task (src/collections/staff-auth.ts) had no PostgreSQL migration of its
// own (SQLite keeps task names as text): its enum values are added here, if not there already.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'staffPasswordReset' BEFORE 'eraseExpiredGrievances';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'staffPasswordReset' BEFORE 'eraseExpiredGrievances';
  CREATE TABLE "notice_types_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "achievement_types_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "notice_types_locales" ADD CONSTRAINT "notice_types_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."notice_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "achievement_types_locales" ADD CONSTRAINT "achievement_types_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."achievement_types"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "notice_types_locales_locale_parent_id_unique" ON "notice_types_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "notice_types_locales_parent_idx" ON "notice_types_locales" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "achievement_types_locales_locale_parent_id_unique" ON "achievement_types_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "achievement_types_locales_parent_idx" ON "achievement_types_locales" USING btree ("_parent_id");
  -- Existing types keep showing what they showed: their code, now as their English name.
  INSERT INTO "notice_types_locales" ("name", "_locale", "_parent_id") SELECT "code", 'en', "id" FROM "notice_types";
  INSERT INTO "achievement_types_locales" ("name", "_locale", "_parent_id") SELECT "code", 'en', "id" FROM "achievement_types";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "notice_types_locales" CASCADE;
  DROP TABLE "achievement_types_locales" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'grievanceAcknowledgement', 'grievanceOfficerNotice', 'eraseExpiredGrievances', 'escalateOverdueGrievances', 'mailDisclosureExpiry');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'grievanceAcknowledgement', 'grievanceOfficerNotice', 'eraseExpiredGrievances', 'escalateOverdueGrievances', 'mailDisclosureExpiry');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
