import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_subscribers_language" AS ENUM('en', 'mr');
  CREATE TYPE "public"."enum_subscribers_mode" AS ENUM('immediate', 'digest');
  CREATE TYPE "public"."enum_subscription_items_kind" AS ENUM('notice', 'event', 'alert');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'subscriptionMail';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'subscriptionDispatch';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'subscriptionMail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'subscriptionDispatch';
  CREATE TABLE "subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"society" boolean DEFAULT false,
  	"language" "enum_subscribers_language" DEFAULT 'en' NOT NULL,
  	"mode" "enum_subscribers_mode" DEFAULT 'immediate' NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"token_nonce" varchar NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "subscribers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"institutions_id" integer
  );
  
  CREATE TABLE "subscription_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"kind" "enum_subscription_items_kind" NOT NULL,
  	"item_id" numeric NOT NULL,
  	"title" varchar NOT NULL,
  	"seen_at" timestamp(3) with time zone NOT NULL,
  	"done" boolean DEFAULT false,
  	"immediate_sent" numeric DEFAULT 0,
  	"digest_sent" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "subscription_items_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"institutions_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "subscribers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "subscription_items_id" integer;
  ALTER TABLE "subscribers_rels" ADD CONSTRAINT "subscribers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subscribers_rels" ADD CONSTRAINT "subscribers_rels_institutions_fk" FOREIGN KEY ("institutions_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subscription_items_rels" ADD CONSTRAINT "subscription_items_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."subscription_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subscription_items_rels" ADD CONSTRAINT "subscription_items_rels_institutions_fk" FOREIGN KEY ("institutions_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "subscribers_email_idx" ON "subscribers" USING btree ("email");
  CREATE INDEX "subscribers_society_idx" ON "subscribers" USING btree ("society");
  CREATE INDEX "subscribers_mode_idx" ON "subscribers" USING btree ("mode");
  CREATE INDEX "subscribers_confirmed_at_idx" ON "subscribers" USING btree ("confirmed_at");
  CREATE INDEX "subscribers_updated_at_idx" ON "subscribers" USING btree ("updated_at");
  CREATE INDEX "subscribers_created_at_idx" ON "subscribers" USING btree ("created_at");
  CREATE INDEX "subscribers_rels_order_idx" ON "subscribers_rels" USING btree ("order");
  CREATE INDEX "subscribers_rels_parent_idx" ON "subscribers_rels" USING btree ("parent_id");
  CREATE INDEX "subscribers_rels_path_idx" ON "subscribers_rels" USING btree ("path");
  CREATE INDEX "subscribers_rels_institutions_id_idx" ON "subscribers_rels" USING btree ("institutions_id");
  CREATE UNIQUE INDEX "subscription_items_key_idx" ON "subscription_items" USING btree ("key");
  CREATE INDEX "subscription_items_seen_at_idx" ON "subscription_items" USING btree ("seen_at");
  CREATE INDEX "subscription_items_done_idx" ON "subscription_items" USING btree ("done");
  CREATE INDEX "subscription_items_updated_at_idx" ON "subscription_items" USING btree ("updated_at");
  CREATE INDEX "subscription_items_created_at_idx" ON "subscription_items" USING btree ("created_at");
  CREATE INDEX "subscription_items_rels_order_idx" ON "subscription_items_rels" USING btree ("order");
  CREATE INDEX "subscription_items_rels_parent_idx" ON "subscription_items_rels" USING btree ("parent_id");
  CREATE INDEX "subscription_items_rels_path_idx" ON "subscription_items_rels" USING btree ("path");
  CREATE INDEX "subscription_items_rels_institutions_id_idx" ON "subscription_items_rels" USING btree ("institutions_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscribers_fk" FOREIGN KEY ("subscribers_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscription_items_fk" FOREIGN KEY ("subscription_items_id") REFERENCES "public"."subscription_items"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_subscription_items_id_idx" ON "payload_locked_documents_rels" USING btree ("subscription_items_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "subscribers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subscribers_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subscription_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subscription_items_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "subscribers" CASCADE;
  DROP TABLE "subscribers_rels" CASCADE;
  DROP TABLE "subscription_items" CASCADE;
  DROP TABLE "subscription_items_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_subscribers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_subscription_items_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'grievanceAcknowledgement', 'grievanceOfficerNotice', 'staffPasswordReset', 'eraseExpiredGrievances', 'escalateOverdueGrievances', 'mailDisclosureExpiry');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'grievanceAcknowledgement', 'grievanceOfficerNotice', 'staffPasswordReset', 'eraseExpiredGrievances', 'escalateOverdueGrievances', 'mailDisclosureExpiry');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_subscribers_id_idx";
  DROP INDEX "payload_locked_documents_rels_subscription_items_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "subscribers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "subscription_items_id";
  DROP TYPE "public"."enum_subscribers_language";
  DROP TYPE "public"."enum_subscribers_mode";
  DROP TYPE "public"."enum_subscription_items_kind";`)
}
