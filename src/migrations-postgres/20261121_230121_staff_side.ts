import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_grievances_history_change" AS ENUM('status', 'note', 'erased');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'grievanceAcknowledgement', 'grievanceOfficerNotice', 'eraseExpiredGrievances');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'grievanceAcknowledgement', 'grievanceOfficerNotice', 'eraseExpiredGrievances');
  CREATE TABLE "grievances_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"change" "enum_grievances_history_change" NOT NULL,
  	"by_id" integer,
  	"by_name" varchar,
  	"from" varchar,
  	"to" varchar
  );
  
  CREATE TABLE "users_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"institutions_id" integer
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "media" ALTER COLUMN "alt" DROP NOT NULL;
  ALTER TABLE "trustees" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_trustees_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "awards" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_awards_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "notices" ADD COLUMN "publish_at" timestamp(3) with time zone;
  ALTER TABLE "notices" ADD COLUMN "expires_at" timestamp(3) with time zone;
  ALTER TABLE "notices" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_notices_v" ADD COLUMN "version_publish_at" timestamp(3) with time zone;
  ALTER TABLE "_notices_v" ADD COLUMN "version_expires_at" timestamp(3) with time zone;
  ALTER TABLE "_notices_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "rti_items" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_rti_items_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "media_talks" ADD COLUMN "publish_at" timestamp(3) with time zone;
  ALTER TABLE "media_talks" ADD COLUMN "expires_at" timestamp(3) with time zone;
  ALTER TABLE "media_talks" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_media_talks_v" ADD COLUMN "version_publish_at" timestamp(3) with time zone;
  ALTER TABLE "_media_talks_v" ADD COLUMN "version_expires_at" timestamp(3) with time zone;
  ALTER TABLE "_media_talks_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "important_links" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_important_links_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "magazines" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_magazines_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "institutions" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_institutions_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "achievements" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_achievements_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "gallery_images" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_gallery_images_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "portal_links" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_portal_links_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "grievances" ADD COLUMN "closed_at" timestamp(3) with time zone;
  ALTER TABLE "grievances" ADD COLUMN "erased_at" timestamp(3) with time zone;
  ALTER TABLE "grievances" ADD COLUMN "internal_note" varchar;
  ALTER TABLE "media" ADD COLUMN "uploaded_by_id" integer;
  ALTER TABLE "media" ADD COLUMN "sizes_card_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_card_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_card_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_card_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_card_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_card_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_grid_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_grid_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_grid_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_grid_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_grid_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_grid_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_full_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_full_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_full_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_full_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_full_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_full_filename" varchar;
  ALTER TABLE "grievances_history" ADD CONSTRAINT "grievances_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "grievances_history" ADD CONSTRAINT "grievances_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."grievances"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_institutions_fk" FOREIGN KEY ("institutions_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "grievances_history_order_idx" ON "grievances_history" USING btree ("_order");
  CREATE INDEX "grievances_history_parent_id_idx" ON "grievances_history" USING btree ("_parent_id");
  CREATE INDEX "grievances_history_by_idx" ON "grievances_history" USING btree ("by_id");
  CREATE INDEX "users_rels_order_idx" ON "users_rels" USING btree ("order");
  CREATE INDEX "users_rels_parent_idx" ON "users_rels" USING btree ("parent_id");
  CREATE INDEX "users_rels_path_idx" ON "users_rels" USING btree ("path");
  CREATE INDEX "users_rels_institutions_id_idx" ON "users_rels" USING btree ("institutions_id");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "trustees" ADD CONSTRAINT "trustees_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_trustees_v" ADD CONSTRAINT "_trustees_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "awards" ADD CONSTRAINT "awards_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_awards_v" ADD CONSTRAINT "_awards_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notices" ADD CONSTRAINT "notices_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_notices_v" ADD CONSTRAINT "_notices_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rti_items" ADD CONSTRAINT "rti_items_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_rti_items_v" ADD CONSTRAINT "_rti_items_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media_talks" ADD CONSTRAINT "media_talks_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_media_talks_v" ADD CONSTRAINT "_media_talks_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "important_links" ADD CONSTRAINT "important_links_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_important_links_v" ADD CONSTRAINT "_important_links_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "magazines" ADD CONSTRAINT "magazines_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_magazines_v" ADD CONSTRAINT "_magazines_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "institutions" ADD CONSTRAINT "institutions_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_institutions_v" ADD CONSTRAINT "_institutions_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "achievements" ADD CONSTRAINT "achievements_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_achievements_v" ADD CONSTRAINT "_achievements_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_gallery_images_v" ADD CONSTRAINT "_gallery_images_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "portal_links" ADD CONSTRAINT "portal_links_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_portal_links_v" ADD CONSTRAINT "_portal_links_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "trustees_changed_by_idx" ON "trustees" USING btree ("changed_by_id");
  CREATE INDEX "_trustees_v_version_version_changed_by_idx" ON "_trustees_v" USING btree ("version_changed_by_id");
  CREATE INDEX "awards_changed_by_idx" ON "awards" USING btree ("changed_by_id");
  CREATE INDEX "_awards_v_version_version_changed_by_idx" ON "_awards_v" USING btree ("version_changed_by_id");
  CREATE INDEX "notices_publish_at_idx" ON "notices" USING btree ("publish_at");
  CREATE INDEX "notices_expires_at_idx" ON "notices" USING btree ("expires_at");
  CREATE INDEX "notices_changed_by_idx" ON "notices" USING btree ("changed_by_id");
  CREATE INDEX "_notices_v_version_version_publish_at_idx" ON "_notices_v" USING btree ("version_publish_at");
  CREATE INDEX "_notices_v_version_version_expires_at_idx" ON "_notices_v" USING btree ("version_expires_at");
  CREATE INDEX "_notices_v_version_version_changed_by_idx" ON "_notices_v" USING btree ("version_changed_by_id");
  CREATE INDEX "rti_items_changed_by_idx" ON "rti_items" USING btree ("changed_by_id");
  CREATE INDEX "_rti_items_v_version_version_changed_by_idx" ON "_rti_items_v" USING btree ("version_changed_by_id");
  CREATE INDEX "media_talks_publish_at_idx" ON "media_talks" USING btree ("publish_at");
  CREATE INDEX "media_talks_expires_at_idx" ON "media_talks" USING btree ("expires_at");
  CREATE INDEX "media_talks_changed_by_idx" ON "media_talks" USING btree ("changed_by_id");
  CREATE INDEX "_media_talks_v_version_version_publish_at_idx" ON "_media_talks_v" USING btree ("version_publish_at");
  CREATE INDEX "_media_talks_v_version_version_expires_at_idx" ON "_media_talks_v" USING btree ("version_expires_at");
  CREATE INDEX "_media_talks_v_version_version_changed_by_idx" ON "_media_talks_v" USING btree ("version_changed_by_id");
  CREATE INDEX "important_links_changed_by_idx" ON "important_links" USING btree ("changed_by_id");
  CREATE INDEX "_important_links_v_version_version_changed_by_idx" ON "_important_links_v" USING btree ("version_changed_by_id");
  CREATE INDEX "magazines_changed_by_idx" ON "magazines" USING btree ("changed_by_id");
  CREATE INDEX "_magazines_v_version_version_changed_by_idx" ON "_magazines_v" USING btree ("version_changed_by_id");
  CREATE INDEX "institutions_changed_by_idx" ON "institutions" USING btree ("changed_by_id");
  CREATE INDEX "_institutions_v_version_version_changed_by_idx" ON "_institutions_v" USING btree ("version_changed_by_id");
  CREATE INDEX "achievements_changed_by_idx" ON "achievements" USING btree ("changed_by_id");
  CREATE INDEX "_achievements_v_version_version_changed_by_idx" ON "_achievements_v" USING btree ("version_changed_by_id");
  CREATE INDEX "gallery_images_changed_by_idx" ON "gallery_images" USING btree ("changed_by_id");
  CREATE INDEX "_gallery_images_v_version_version_changed_by_idx" ON "_gallery_images_v" USING btree ("version_changed_by_id");
  CREATE INDEX "portal_links_changed_by_idx" ON "portal_links" USING btree ("changed_by_id");
  CREATE INDEX "_portal_links_v_version_version_changed_by_idx" ON "_portal_links_v" USING btree ("version_changed_by_id");
  CREATE INDEX "grievances_closed_at_idx" ON "grievances" USING btree ("closed_at");
  CREATE INDEX "grievances_issue_type_idx" ON "grievances" USING btree ("issue_type");
  CREATE INDEX "media_uploaded_by_idx" ON "media" USING btree ("uploaded_by_id");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_grid_sizes_grid_filename_idx" ON "media" USING btree ("sizes_grid_filename");
  CREATE INDEX "media_sizes_full_sizes_full_filename_idx" ON "media" USING btree ("sizes_full_filename");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "grievances_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "users_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "grievances_history" CASCADE;
  DROP TABLE "users_rels" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "trustees" DROP CONSTRAINT "trustees_changed_by_id_users_id_fk";
  
  ALTER TABLE "_trustees_v" DROP CONSTRAINT "_trustees_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "awards" DROP CONSTRAINT "awards_changed_by_id_users_id_fk";
  
  ALTER TABLE "_awards_v" DROP CONSTRAINT "_awards_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "notices" DROP CONSTRAINT "notices_changed_by_id_users_id_fk";
  
  ALTER TABLE "_notices_v" DROP CONSTRAINT "_notices_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "rti_items" DROP CONSTRAINT "rti_items_changed_by_id_users_id_fk";
  
  ALTER TABLE "_rti_items_v" DROP CONSTRAINT "_rti_items_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "media_talks" DROP CONSTRAINT "media_talks_changed_by_id_users_id_fk";
  
  ALTER TABLE "_media_talks_v" DROP CONSTRAINT "_media_talks_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "important_links" DROP CONSTRAINT "important_links_changed_by_id_users_id_fk";
  
  ALTER TABLE "_important_links_v" DROP CONSTRAINT "_important_links_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "magazines" DROP CONSTRAINT "magazines_changed_by_id_users_id_fk";
  
  ALTER TABLE "_magazines_v" DROP CONSTRAINT "_magazines_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "institutions" DROP CONSTRAINT "institutions_changed_by_id_users_id_fk";
  
  ALTER TABLE "_institutions_v" DROP CONSTRAINT "_institutions_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "achievements" DROP CONSTRAINT "achievements_changed_by_id_users_id_fk";
  
  ALTER TABLE "_achievements_v" DROP CONSTRAINT "_achievements_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "gallery_images" DROP CONSTRAINT "gallery_images_changed_by_id_users_id_fk";
  
  ALTER TABLE "_gallery_images_v" DROP CONSTRAINT "_gallery_images_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "portal_links" DROP CONSTRAINT "portal_links_changed_by_id_users_id_fk";
  
  ALTER TABLE "_portal_links_v" DROP CONSTRAINT "_portal_links_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "media" DROP CONSTRAINT "media_uploaded_by_id_users_id_fk";
  
  DROP INDEX "trustees_changed_by_idx";
  DROP INDEX "_trustees_v_version_version_changed_by_idx";
  DROP INDEX "awards_changed_by_idx";
  DROP INDEX "_awards_v_version_version_changed_by_idx";
  DROP INDEX "notices_publish_at_idx";
  DROP INDEX "notices_expires_at_idx";
  DROP INDEX "notices_changed_by_idx";
  DROP INDEX "_notices_v_version_version_publish_at_idx";
  DROP INDEX "_notices_v_version_version_expires_at_idx";
  DROP INDEX "_notices_v_version_version_changed_by_idx";
  DROP INDEX "rti_items_changed_by_idx";
  DROP INDEX "_rti_items_v_version_version_changed_by_idx";
  DROP INDEX "media_talks_publish_at_idx";
  DROP INDEX "media_talks_expires_at_idx";
  DROP INDEX "media_talks_changed_by_idx";
  DROP INDEX "_media_talks_v_version_version_publish_at_idx";
  DROP INDEX "_media_talks_v_version_version_expires_at_idx";
  DROP INDEX "_media_talks_v_version_version_changed_by_idx";
  DROP INDEX "important_links_changed_by_idx";
  DROP INDEX "_important_links_v_version_version_changed_by_idx";
  DROP INDEX "magazines_changed_by_idx";
  DROP INDEX "_magazines_v_version_version_changed_by_idx";
  DROP INDEX "institutions_changed_by_idx";
  DROP INDEX "_institutions_v_version_version_changed_by_idx";
  DROP INDEX "achievements_changed_by_idx";
  DROP INDEX "_achievements_v_version_version_changed_by_idx";
  DROP INDEX "gallery_images_changed_by_idx";
  DROP INDEX "_gallery_images_v_version_version_changed_by_idx";
  DROP INDEX "portal_links_changed_by_idx";
  DROP INDEX "_portal_links_v_version_version_changed_by_idx";
  DROP INDEX "grievances_closed_at_idx";
  DROP INDEX "grievances_issue_type_idx";
  DROP INDEX "media_uploaded_by_idx";
  DROP INDEX "media_sizes_card_sizes_card_filename_idx";
  DROP INDEX "media_sizes_grid_sizes_grid_filename_idx";
  DROP INDEX "media_sizes_full_sizes_full_filename_idx";
  ALTER TABLE "media" ALTER COLUMN "alt" SET NOT NULL;
  ALTER TABLE "trustees" DROP COLUMN "changed_by_id";
  ALTER TABLE "_trustees_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "awards" DROP COLUMN "changed_by_id";
  ALTER TABLE "_awards_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "notices" DROP COLUMN "publish_at";
  ALTER TABLE "notices" DROP COLUMN "expires_at";
  ALTER TABLE "notices" DROP COLUMN "changed_by_id";
  ALTER TABLE "_notices_v" DROP COLUMN "version_publish_at";
  ALTER TABLE "_notices_v" DROP COLUMN "version_expires_at";
  ALTER TABLE "_notices_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "rti_items" DROP COLUMN "changed_by_id";
  ALTER TABLE "_rti_items_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "media_talks" DROP COLUMN "publish_at";
  ALTER TABLE "media_talks" DROP COLUMN "expires_at";
  ALTER TABLE "media_talks" DROP COLUMN "changed_by_id";
  ALTER TABLE "_media_talks_v" DROP COLUMN "version_publish_at";
  ALTER TABLE "_media_talks_v" DROP COLUMN "version_expires_at";
  ALTER TABLE "_media_talks_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "important_links" DROP COLUMN "changed_by_id";
  ALTER TABLE "_important_links_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "magazines" DROP COLUMN "changed_by_id";
  ALTER TABLE "_magazines_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "institutions" DROP COLUMN "changed_by_id";
  ALTER TABLE "_institutions_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "achievements" DROP COLUMN "changed_by_id";
  ALTER TABLE "_achievements_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "gallery_images" DROP COLUMN "changed_by_id";
  ALTER TABLE "_gallery_images_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "portal_links" DROP COLUMN "changed_by_id";
  ALTER TABLE "_portal_links_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "grievances" DROP COLUMN "closed_at";
  ALTER TABLE "grievances" DROP COLUMN "erased_at";
  ALTER TABLE "grievances" DROP COLUMN "internal_note";
  ALTER TABLE "media" DROP COLUMN "uploaded_by_id";
  ALTER TABLE "media" DROP COLUMN "sizes_card_url";
  ALTER TABLE "media" DROP COLUMN "sizes_card_width";
  ALTER TABLE "media" DROP COLUMN "sizes_card_height";
  ALTER TABLE "media" DROP COLUMN "sizes_card_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_card_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_card_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_grid_url";
  ALTER TABLE "media" DROP COLUMN "sizes_grid_width";
  ALTER TABLE "media" DROP COLUMN "sizes_grid_height";
  ALTER TABLE "media" DROP COLUMN "sizes_grid_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_grid_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_grid_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_full_url";
  ALTER TABLE "media" DROP COLUMN "sizes_full_width";
  ALTER TABLE "media" DROP COLUMN "sizes_full_height";
  ALTER TABLE "media" DROP COLUMN "sizes_full_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_full_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_full_filename";
  DROP TYPE "public"."enum_grievances_history_change";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
