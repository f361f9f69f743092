import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_notices_approval_state" AS ENUM('submitted', 'returned');
  CREATE TYPE "public"."enum__notices_v_version_approval_state" AS ENUM('submitted', 'returned');
  ALTER TABLE "notices" ADD COLUMN "institution_id" integer;
  ALTER TABLE "notices" ADD COLUMN "approval_state" "enum_notices_approval_state";
  ALTER TABLE "notices" ADD COLUMN "approval_note" varchar;
  ALTER TABLE "_notices_v" ADD COLUMN "version_institution_id" integer;
  ALTER TABLE "_notices_v" ADD COLUMN "version_approval_state" "enum__notices_v_version_approval_state";
  ALTER TABLE "_notices_v" ADD COLUMN "version_approval_note" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "notice_approval" boolean DEFAULT false;
  ALTER TABLE "notices" ADD CONSTRAINT "notices_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_notices_v" ADD CONSTRAINT "_notices_v_version_institution_id_institutions_id_fk" FOREIGN KEY ("version_institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "notices_institution_idx" ON "notices" USING btree ("institution_id");
  CREATE INDEX "notices_approval_approval_state_idx" ON "notices" USING btree ("approval_state");
  CREATE INDEX "_status_institution_date_idx" ON "notices" USING btree ("_status","institution_id","date");
  CREATE INDEX "_notices_v_version_version_institution_idx" ON "_notices_v" USING btree ("version_institution_id");
  CREATE INDEX "_notices_v_version_approval_version_approval_state_idx" ON "_notices_v" USING btree ("version_approval_state");
  CREATE INDEX "version__status_version_institution_version_date_idx" ON "_notices_v" USING btree ("version__status","version_institution_id","version_date");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "notices" DROP CONSTRAINT "notices_institution_id_institutions_id_fk";
  
  ALTER TABLE "_notices_v" DROP CONSTRAINT "_notices_v_version_institution_id_institutions_id_fk";
  
  DROP INDEX "notices_institution_idx";
  DROP INDEX "notices_approval_approval_state_idx";
  DROP INDEX "_status_institution_date_idx";
  DROP INDEX "_notices_v_version_version_institution_idx";
  DROP INDEX "_notices_v_version_approval_version_approval_state_idx";
  DROP INDEX "version__status_version_institution_version_date_idx";
  ALTER TABLE "notices" DROP COLUMN "institution_id";
  ALTER TABLE "notices" DROP COLUMN "approval_state";
  ALTER TABLE "notices" DROP COLUMN "approval_note";
  ALTER TABLE "_notices_v" DROP COLUMN "version_institution_id";
  ALTER TABLE "_notices_v" DROP COLUMN "version_approval_state";
  ALTER TABLE "_notices_v" DROP COLUMN "version_approval_note";
  ALTER TABLE "site_settings" DROP COLUMN "notice_approval";
  DROP TYPE "public"."enum_notices_approval_state";
  DROP TYPE "public"."enum__notices_v_version_approval_state";`)
}
