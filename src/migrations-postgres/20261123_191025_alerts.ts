import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_alerts_level" AS ENUM('information', 'emergency');
  CREATE TABLE "alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"link" varchar,
  	"level" "enum_alerts_level" DEFAULT 'information' NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"changed_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alerts_locales" (
  	"message" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "alerts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"institutions_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alerts_id" integer;
  ALTER TABLE "alerts" ADD CONSTRAINT "alerts_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alerts_locales" ADD CONSTRAINT "alerts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alerts_rels" ADD CONSTRAINT "alerts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alerts_rels" ADD CONSTRAINT "alerts_rels_institutions_fk" FOREIGN KEY ("institutions_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "alerts_starts_at_idx" ON "alerts" USING btree ("starts_at");
  CREATE INDEX "alerts_ends_at_idx" ON "alerts" USING btree ("ends_at");
  CREATE INDEX "alerts_changed_by_idx" ON "alerts" USING btree ("changed_by_id");
  CREATE INDEX "alerts_updated_at_idx" ON "alerts" USING btree ("updated_at");
  CREATE INDEX "alerts_created_at_idx" ON "alerts" USING btree ("created_at");
  CREATE UNIQUE INDEX "alerts_locales_locale_parent_id_unique" ON "alerts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "alerts_rels_order_idx" ON "alerts_rels" USING btree ("order");
  CREATE INDEX "alerts_rels_parent_idx" ON "alerts_rels" USING btree ("parent_id");
  CREATE INDEX "alerts_rels_path_idx" ON "alerts_rels" USING btree ("path");
  CREATE INDEX "alerts_rels_institutions_id_idx" ON "alerts_rels" USING btree ("institutions_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alerts_fk" FOREIGN KEY ("alerts_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("alerts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "alerts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alerts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alerts_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "alerts" CASCADE;
  DROP TABLE "alerts_locales" CASCADE;
  DROP TABLE "alerts_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_alerts_fk";
  
  DROP INDEX "payload_locked_documents_rels_alerts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alerts_id";
  DROP TYPE "public"."enum_alerts_level";`)
}
