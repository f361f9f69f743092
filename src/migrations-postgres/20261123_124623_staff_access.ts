import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_grievances_history_change" ADD VALUE 'institution' BEFORE 'erased';
  ALTER TABLE "users" ADD COLUMN "all_institutions" boolean DEFAULT false;`)
  // Until now an officer without institutions saw all of them; keep that for existing accounts, now
  // as the explicit choice (from here on an empty list means none).
  await db.execute(sql`
   UPDATE "users" SET "all_institutions" = true WHERE "role" = 'officer' AND "id" NOT IN (SELECT "parent_id" FROM "users_rels" WHERE "path" = 'institutions');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "grievances_history" ALTER COLUMN "change" SET DATA TYPE text;
  DROP TYPE "public"."enum_grievances_history_change";
  CREATE TYPE "public"."enum_grievances_history_change" AS ENUM('status', 'note', 'erased');
  ALTER TABLE "grievances_history" ALTER COLUMN "change" SET DATA TYPE "public"."enum_grievances_history_change" USING "change"::"public"."enum_grievances_history_change";
  ALTER TABLE "users" DROP COLUMN "all_institutions";`)
}
