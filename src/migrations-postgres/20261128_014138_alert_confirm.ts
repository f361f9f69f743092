import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Alerts get a state: new ones are drafts until confirmed. Edited by hand: the alerts saved before
// were published by their save, so they are kept confirmed (at their creation), not hidden.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_alerts_state" AS ENUM('draft', 'confirmed');
  ALTER TABLE "alerts" ADD COLUMN "state" "enum_alerts_state" DEFAULT 'draft' NOT NULL;
  ALTER TABLE "alerts" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "alerts" ADD COLUMN "confirmed_by_id" integer;
  UPDATE "alerts" SET "state" = 'confirmed', "confirmed_at" = "created_at";
  ALTER TABLE "alerts" ADD CONSTRAINT "alerts_confirmed_by_id_users_id_fk" FOREIGN KEY ("confirmed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "alerts_confirmed_by_idx" ON "alerts" USING btree ("confirmed_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "alerts" DROP CONSTRAINT "alerts_confirmed_by_id_users_id_fk";
  
  DROP INDEX "alerts_confirmed_by_idx";
  ALTER TABLE "alerts" DROP COLUMN "state";
  ALTER TABLE "alerts" DROP COLUMN "confirmed_at";
  ALTER TABLE "alerts" DROP COLUMN "confirmed_by_id";
  DROP TYPE "public"."enum_alerts_state";`)
}
