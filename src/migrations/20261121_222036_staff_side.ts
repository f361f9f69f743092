// Edited by hand after generation: drizzle's SQLite rebuild of `media` copied the new columns
// (uploaded_by_id, sizes_*) from the old table, which does not have them, and so failed on any
// existing database. The copy now selects the old columns only; down() turns an empty alt into ''
// (NOT NULL there). Checked by upgrading a database seeded at the previous migration: every row kept.
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`grievances_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`change\` text NOT NULL,
  	\`by_id\` integer,
  	\`by_name\` text,
  	\`from\` text,
  	\`to\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`grievances\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`grievances_history_order_idx\` ON \`grievances_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`grievances_history_parent_id_idx\` ON \`grievances_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`grievances_history_by_idx\` ON \`grievances_history\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`users_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`institutions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`institutions_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_rels_order_idx\` ON \`users_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_parent_idx\` ON \`users_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_path_idx\` ON \`users_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_institutions_id_idx\` ON \`users_rels\` (\`institutions_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`meta\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`uploaded_by_id\` integer,
  	\`alt\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_grid_url\` text,
  	\`sizes_grid_width\` numeric,
  	\`sizes_grid_height\` numeric,
  	\`sizes_grid_mime_type\` text,
  	\`sizes_grid_filesize\` numeric,
  	\`sizes_grid_filename\` text,
  	\`sizes_full_url\` text,
  	\`sizes_full_width\` numeric,
  	\`sizes_full_height\` numeric,
  	\`sizes_full_mime_type\` text,
  	\`sizes_full_filesize\` numeric,
  	\`sizes_full_filename\` text,
  	FOREIGN KEY (\`uploaded_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_media\`("id", "alt", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y") SELECT "id", "alt", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y" FROM \`media\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`ALTER TABLE \`__new_media\` RENAME TO \`media\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`media_uploaded_by_idx\` ON \`media\` (\`uploaded_by_id\`);`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_grid_sizes_grid_filename_idx\` ON \`media\` (\`sizes_grid_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_full_sizes_full_filename_idx\` ON \`media\` (\`sizes_full_filename\`);`)
  await db.run(sql`ALTER TABLE \`trustees\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`trustees_changed_by_idx\` ON \`trustees\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_trustees_v\` ADD \`version_changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_trustees_v_version_version_changed_by_idx\` ON \`_trustees_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`awards\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`awards_changed_by_idx\` ON \`awards\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_awards_v\` ADD \`version_changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_awards_v_version_version_changed_by_idx\` ON \`_awards_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`notices\` ADD \`publish_at\` text;`)
  await db.run(sql`ALTER TABLE \`notices\` ADD \`expires_at\` text;`)
  await db.run(sql`ALTER TABLE \`notices\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`notices_publish_at_idx\` ON \`notices\` (\`publish_at\`);`)
  await db.run(sql`CREATE INDEX \`notices_expires_at_idx\` ON \`notices\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`notices_changed_by_idx\` ON \`notices\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_notices_v\` ADD \`version_publish_at\` text;`)
  await db.run(sql`ALTER TABLE \`_notices_v\` ADD \`version_expires_at\` text;`)
  await db.run(sql`ALTER TABLE \`_notices_v\` ADD \`version_changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_publish_at_idx\` ON \`_notices_v\` (\`version_publish_at\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_expires_at_idx\` ON \`_notices_v\` (\`version_expires_at\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_changed_by_idx\` ON \`_notices_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`rti_items\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`rti_items_changed_by_idx\` ON \`rti_items\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_rti_items_v\` ADD \`version_changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_rti_items_v_version_version_changed_by_idx\` ON \`_rti_items_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`media_talks\` ADD \`publish_at\` text;`)
  await db.run(sql`ALTER TABLE \`media_talks\` ADD \`expires_at\` text;`)
  await db.run(sql`ALTER TABLE \`media_talks\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`media_talks_publish_at_idx\` ON \`media_talks\` (\`publish_at\`);`)
  await db.run(sql`CREATE INDEX \`media_talks_expires_at_idx\` ON \`media_talks\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`media_talks_changed_by_idx\` ON \`media_talks\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_media_talks_v\` ADD \`version_publish_at\` text;`)
  await db.run(sql`ALTER TABLE \`_media_talks_v\` ADD \`version_expires_at\` text;`)
  await db.run(sql`ALTER TABLE \`_media_talks_v\` ADD \`version_changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_media_talks_v_version_version_publish_at_idx\` ON \`_media_talks_v\` (\`version_publish_at\`);`)
  await db.run(sql`CREATE INDEX \`_media_talks_v_version_version_expires_at_idx\` ON \`_media_talks_v\` (\`version_expires_at\`);`)
  await db.run(sql`CREATE INDEX \`_media_talks_v_version_version_changed_by_idx\` ON \`_media_talks_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`important_links\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`important_links_changed_by_idx\` ON \`important_links\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_important_links_v\` ADD \`version_changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_important_links_v_version_version_changed_by_idx\` ON \`_important_links_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`magazines\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`magazines_changed_by_idx\` ON \`magazines\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_magazines_v\` ADD \`version_changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_magazines_v_version_version_changed_by_idx\` ON \`_magazines_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`institutions\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`institutions_changed_by_idx\` ON \`institutions\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_institutions_v\` ADD \`version_changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_version_changed_by_idx\` ON \`_institutions_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`achievements\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`achievements_changed_by_idx\` ON \`achievements\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_achievements_v\` ADD \`version_changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_version_version_changed_by_idx\` ON \`_achievements_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`gallery_images\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`gallery_images_changed_by_idx\` ON \`gallery_images\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_gallery_images_v\` ADD \`version_changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_gallery_images_v_version_version_changed_by_idx\` ON \`_gallery_images_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`portal_links\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`portal_links_changed_by_idx\` ON \`portal_links\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_portal_links_v\` ADD \`version_changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_portal_links_v_version_version_changed_by_idx\` ON \`_portal_links_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`grievances\` ADD \`closed_at\` text;`)
  await db.run(sql`ALTER TABLE \`grievances\` ADD \`erased_at\` text;`)
  await db.run(sql`ALTER TABLE \`grievances\` ADD \`internal_note\` text;`)
  await db.run(sql`CREATE INDEX \`grievances_closed_at_idx\` ON \`grievances\` (\`closed_at\`);`)
  await db.run(sql`CREATE INDEX \`grievances_issue_type_idx\` ON \`grievances\` (\`issue_type\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`grievances_history\`;`)
  await db.run(sql`DROP TABLE \`users_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_trustees\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`designation\` text,
  	\`position\` text,
  	\`info\` text,
  	\`more_info\` text,
  	\`photo_id\` integer,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_trustees\`("id", "name", "designation", "position", "info", "more_info", "photo_id", "order", "updated_at", "created_at", "_status") SELECT "id", "name", "designation", "position", "info", "more_info", "photo_id", "order", "updated_at", "created_at", "_status" FROM \`trustees\`;`)
  await db.run(sql`DROP TABLE \`trustees\`;`)
  await db.run(sql`ALTER TABLE \`__new_trustees\` RENAME TO \`trustees\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`trustees_photo_idx\` ON \`trustees\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`trustees_updated_at_idx\` ON \`trustees\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`trustees_created_at_idx\` ON \`trustees\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`trustees__status_idx\` ON \`trustees\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__trustees_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_designation\` text,
  	\`version_position\` text,
  	\`version_info\` text,
  	\`version_more_info\` text,
  	\`version_photo_id\` integer,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`trustees\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__trustees_v\`("id", "parent_id", "version_name", "version_designation", "version_position", "version_info", "version_more_info", "version_photo_id", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_name", "version_designation", "version_position", "version_info", "version_more_info", "version_photo_id", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_trustees_v\`;`)
  await db.run(sql`DROP TABLE \`_trustees_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__trustees_v\` RENAME TO \`_trustees_v\`;`)
  await db.run(sql`CREATE INDEX \`_trustees_v_parent_idx\` ON \`_trustees_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_trustees_v_version_version_photo_idx\` ON \`_trustees_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_trustees_v_version_version_updated_at_idx\` ON \`_trustees_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_trustees_v_version_version_created_at_idx\` ON \`_trustees_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_trustees_v_version_version__status_idx\` ON \`_trustees_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_trustees_v_created_at_idx\` ON \`_trustees_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_trustees_v_updated_at_idx\` ON \`_trustees_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_trustees_v_latest_idx\` ON \`_trustees_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_awards\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`awardee_name\` text,
  	\`image_id\` integer,
  	\`content\` text,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_awards\`("id", "awardee_name", "image_id", "content", "order", "updated_at", "created_at", "_status") SELECT "id", "awardee_name", "image_id", "content", "order", "updated_at", "created_at", "_status" FROM \`awards\`;`)
  await db.run(sql`DROP TABLE \`awards\`;`)
  await db.run(sql`ALTER TABLE \`__new_awards\` RENAME TO \`awards\`;`)
  await db.run(sql`CREATE INDEX \`awards_image_idx\` ON \`awards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`awards_updated_at_idx\` ON \`awards\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`awards_created_at_idx\` ON \`awards\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`awards__status_idx\` ON \`awards\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__awards_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_awardee_name\` text,
  	\`version_image_id\` integer,
  	\`version_content\` text,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`awards\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__awards_v\`("id", "parent_id", "version_awardee_name", "version_image_id", "version_content", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_awardee_name", "version_image_id", "version_content", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_awards_v\`;`)
  await db.run(sql`DROP TABLE \`_awards_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__awards_v\` RENAME TO \`_awards_v\`;`)
  await db.run(sql`CREATE INDEX \`_awards_v_parent_idx\` ON \`_awards_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_awards_v_version_version_image_idx\` ON \`_awards_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_awards_v_version_version_updated_at_idx\` ON \`_awards_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_awards_v_version_version_created_at_idx\` ON \`_awards_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_awards_v_version_version__status_idx\` ON \`_awards_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_awards_v_created_at_idx\` ON \`_awards_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_awards_v_updated_at_idx\` ON \`_awards_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_awards_v_latest_idx\` ON \`_awards_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_notices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`type_id\` integer,
  	\`academic_year\` text,
  	\`date\` text,
  	\`description\` text,
  	\`file_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`type_id\`) REFERENCES \`notice_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_notices\`("id", "title", "type_id", "academic_year", "date", "description", "file_id", "updated_at", "created_at", "_status") SELECT "id", "title", "type_id", "academic_year", "date", "description", "file_id", "updated_at", "created_at", "_status" FROM \`notices\`;`)
  await db.run(sql`DROP TABLE \`notices\`;`)
  await db.run(sql`ALTER TABLE \`__new_notices\` RENAME TO \`notices\`;`)
  await db.run(sql`CREATE INDEX \`notices_type_idx\` ON \`notices\` (\`type_id\`);`)
  await db.run(sql`CREATE INDEX \`notices_academic_year_idx\` ON \`notices\` (\`academic_year\`);`)
  await db.run(sql`CREATE INDEX \`notices_date_idx\` ON \`notices\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`notices_file_idx\` ON \`notices\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`notices_updated_at_idx\` ON \`notices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`notices_created_at_idx\` ON \`notices\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`notices__status_idx\` ON \`notices\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__notices_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_type_id\` integer,
  	\`version_academic_year\` text,
  	\`version_date\` text,
  	\`version_description\` text,
  	\`version_file_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`notices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_type_id\`) REFERENCES \`notice_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__notices_v\`("id", "parent_id", "version_title", "version_type_id", "version_academic_year", "version_date", "version_description", "version_file_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_type_id", "version_academic_year", "version_date", "version_description", "version_file_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_notices_v\`;`)
  await db.run(sql`DROP TABLE \`_notices_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__notices_v\` RENAME TO \`_notices_v\`;`)
  await db.run(sql`CREATE INDEX \`_notices_v_parent_idx\` ON \`_notices_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_type_idx\` ON \`_notices_v\` (\`version_type_id\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_academic_year_idx\` ON \`_notices_v\` (\`version_academic_year\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_date_idx\` ON \`_notices_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_file_idx\` ON \`_notices_v\` (\`version_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_updated_at_idx\` ON \`_notices_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_created_at_idx\` ON \`_notices_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version__status_idx\` ON \`_notices_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_created_at_idx\` ON \`_notices_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_updated_at_idx\` ON \`_notices_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_latest_idx\` ON \`_notices_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_rti_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_rti_items\`("id", "title", "description", "order", "updated_at", "created_at", "_status") SELECT "id", "title", "description", "order", "updated_at", "created_at", "_status" FROM \`rti_items\`;`)
  await db.run(sql`DROP TABLE \`rti_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_rti_items\` RENAME TO \`rti_items\`;`)
  await db.run(sql`CREATE INDEX \`rti_items_updated_at_idx\` ON \`rti_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`rti_items_created_at_idx\` ON \`rti_items\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`rti_items__status_idx\` ON \`rti_items\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__rti_items_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`rti_items\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__rti_items_v\`("id", "parent_id", "version_title", "version_description", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_description", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_rti_items_v\`;`)
  await db.run(sql`DROP TABLE \`_rti_items_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__rti_items_v\` RENAME TO \`_rti_items_v\`;`)
  await db.run(sql`CREATE INDEX \`_rti_items_v_parent_idx\` ON \`_rti_items_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_rti_items_v_version_version_updated_at_idx\` ON \`_rti_items_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_rti_items_v_version_version_created_at_idx\` ON \`_rti_items_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_rti_items_v_version_version__status_idx\` ON \`_rti_items_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_rti_items_v_created_at_idx\` ON \`_rti_items_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_rti_items_v_updated_at_idx\` ON \`_rti_items_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_rti_items_v_latest_idx\` ON \`_rti_items_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_media_talks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`source\` text,
  	\`description\` text,
  	\`file_id\` integer,
  	\`url\` text,
  	\`date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_media_talks\`("id", "title", "source", "description", "file_id", "url", "date", "updated_at", "created_at", "_status") SELECT "id", "title", "source", "description", "file_id", "url", "date", "updated_at", "created_at", "_status" FROM \`media_talks\`;`)
  await db.run(sql`DROP TABLE \`media_talks\`;`)
  await db.run(sql`ALTER TABLE \`__new_media_talks\` RENAME TO \`media_talks\`;`)
  await db.run(sql`CREATE INDEX \`media_talks_file_idx\` ON \`media_talks\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`media_talks_updated_at_idx\` ON \`media_talks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_talks_created_at_idx\` ON \`media_talks\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`media_talks__status_idx\` ON \`media_talks\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__media_talks_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_source\` text,
  	\`version_description\` text,
  	\`version_file_id\` integer,
  	\`version_url\` text,
  	\`version_date\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`media_talks\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__media_talks_v\`("id", "parent_id", "version_title", "version_source", "version_description", "version_file_id", "version_url", "version_date", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_source", "version_description", "version_file_id", "version_url", "version_date", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_media_talks_v\`;`)
  await db.run(sql`DROP TABLE \`_media_talks_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__media_talks_v\` RENAME TO \`_media_talks_v\`;`)
  await db.run(sql`CREATE INDEX \`_media_talks_v_parent_idx\` ON \`_media_talks_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_media_talks_v_version_version_file_idx\` ON \`_media_talks_v\` (\`version_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_media_talks_v_version_version_updated_at_idx\` ON \`_media_talks_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_media_talks_v_version_version_created_at_idx\` ON \`_media_talks_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_media_talks_v_version_version__status_idx\` ON \`_media_talks_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_media_talks_v_created_at_idx\` ON \`_media_talks_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_media_talks_v_updated_at_idx\` ON \`_media_talks_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_media_talks_v_latest_idx\` ON \`_media_talks_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_important_links\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_important_links\`("id", "title", "url", "order", "updated_at", "created_at", "_status") SELECT "id", "title", "url", "order", "updated_at", "created_at", "_status" FROM \`important_links\`;`)
  await db.run(sql`DROP TABLE \`important_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_important_links\` RENAME TO \`important_links\`;`)
  await db.run(sql`CREATE INDEX \`important_links_updated_at_idx\` ON \`important_links\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`important_links_created_at_idx\` ON \`important_links\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`important_links__status_idx\` ON \`important_links\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__important_links_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_url\` text,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`important_links\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__important_links_v\`("id", "parent_id", "version_title", "version_url", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_url", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_important_links_v\`;`)
  await db.run(sql`DROP TABLE \`_important_links_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__important_links_v\` RENAME TO \`_important_links_v\`;`)
  await db.run(sql`CREATE INDEX \`_important_links_v_parent_idx\` ON \`_important_links_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_important_links_v_version_version_updated_at_idx\` ON \`_important_links_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_important_links_v_version_version_created_at_idx\` ON \`_important_links_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_important_links_v_version_version__status_idx\` ON \`_important_links_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_important_links_v_created_at_idx\` ON \`_important_links_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_important_links_v_updated_at_idx\` ON \`_important_links_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_important_links_v_latest_idx\` ON \`_important_links_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_magazines\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`issue_date\` text,
  	\`cover_id\` integer,
  	\`pdf_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`pdf_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_magazines\`("id", "title", "issue_date", "cover_id", "pdf_id", "updated_at", "created_at", "_status") SELECT "id", "title", "issue_date", "cover_id", "pdf_id", "updated_at", "created_at", "_status" FROM \`magazines\`;`)
  await db.run(sql`DROP TABLE \`magazines\`;`)
  await db.run(sql`ALTER TABLE \`__new_magazines\` RENAME TO \`magazines\`;`)
  await db.run(sql`CREATE INDEX \`magazines_cover_idx\` ON \`magazines\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`magazines_pdf_idx\` ON \`magazines\` (\`pdf_id\`);`)
  await db.run(sql`CREATE INDEX \`magazines_updated_at_idx\` ON \`magazines\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`magazines_created_at_idx\` ON \`magazines\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`magazines__status_idx\` ON \`magazines\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__magazines_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_issue_date\` text,
  	\`version_cover_id\` integer,
  	\`version_pdf_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`magazines\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_pdf_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__magazines_v\`("id", "parent_id", "version_title", "version_issue_date", "version_cover_id", "version_pdf_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_issue_date", "version_cover_id", "version_pdf_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_magazines_v\`;`)
  await db.run(sql`DROP TABLE \`_magazines_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__magazines_v\` RENAME TO \`_magazines_v\`;`)
  await db.run(sql`CREATE INDEX \`_magazines_v_parent_idx\` ON \`_magazines_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_magazines_v_version_version_cover_idx\` ON \`_magazines_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_magazines_v_version_version_pdf_idx\` ON \`_magazines_v\` (\`version_pdf_id\`);`)
  await db.run(sql`CREATE INDEX \`_magazines_v_version_version_updated_at_idx\` ON \`_magazines_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_magazines_v_version_version_created_at_idx\` ON \`_magazines_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_magazines_v_version_version__status_idx\` ON \`_magazines_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_magazines_v_created_at_idx\` ON \`_magazines_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_magazines_v_updated_at_idx\` ON \`_magazines_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_magazines_v_latest_idx\` ON \`_magazines_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_institutions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`address\` text,
  	\`logo_id\` integer,
  	\`kind\` text DEFAULT 'school',
  	\`medium\` text DEFAULT 'english',
  	\`principal_name\` text,
  	\`principal_designation\` text,
  	\`principal_education\` text,
  	\`principal_info\` text,
  	\`principal_photo_id\` integer,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`principal_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_institutions\`("id", "name", "address", "logo_id", "kind", "medium", "principal_name", "principal_designation", "principal_education", "principal_info", "principal_photo_id", "order", "updated_at", "created_at", "_status") SELECT "id", "name", "address", "logo_id", "kind", "medium", "principal_name", "principal_designation", "principal_education", "principal_info", "principal_photo_id", "order", "updated_at", "created_at", "_status" FROM \`institutions\`;`)
  await db.run(sql`DROP TABLE \`institutions\`;`)
  await db.run(sql`ALTER TABLE \`__new_institutions\` RENAME TO \`institutions\`;`)
  await db.run(sql`CREATE INDEX \`institutions_logo_idx\` ON \`institutions\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`institutions_principal_principal_photo_idx\` ON \`institutions\` (\`principal_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`institutions_updated_at_idx\` ON \`institutions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`institutions_created_at_idx\` ON \`institutions\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`institutions__status_idx\` ON \`institutions\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__institutions_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_address\` text,
  	\`version_logo_id\` integer,
  	\`version_kind\` text DEFAULT 'school',
  	\`version_medium\` text DEFAULT 'english',
  	\`version_principal_name\` text,
  	\`version_principal_designation\` text,
  	\`version_principal_education\` text,
  	\`version_principal_info\` text,
  	\`version_principal_photo_id\` integer,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_principal_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__institutions_v\`("id", "parent_id", "version_name", "version_address", "version_logo_id", "version_kind", "version_medium", "version_principal_name", "version_principal_designation", "version_principal_education", "version_principal_info", "version_principal_photo_id", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_name", "version_address", "version_logo_id", "version_kind", "version_medium", "version_principal_name", "version_principal_designation", "version_principal_education", "version_principal_info", "version_principal_photo_id", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_institutions_v\`;`)
  await db.run(sql`DROP TABLE \`_institutions_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__institutions_v\` RENAME TO \`_institutions_v\`;`)
  await db.run(sql`CREATE INDEX \`_institutions_v_parent_idx\` ON \`_institutions_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_version_logo_idx\` ON \`_institutions_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_principal_version_principal_phot_idx\` ON \`_institutions_v\` (\`version_principal_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_version_updated_at_idx\` ON \`_institutions_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_version_created_at_idx\` ON \`_institutions_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_version__status_idx\` ON \`_institutions_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_created_at_idx\` ON \`_institutions_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_updated_at_idx\` ON \`_institutions_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_latest_idx\` ON \`_institutions_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_achievements\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`achiever_name\` text,
  	\`achievement\` text,
  	\`description\` text,
  	\`by\` text DEFAULT 'student',
  	\`type_id\` integer,
  	\`academic_year\` text,
  	\`institution_id\` integer,
  	\`file_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`type_id\`) REFERENCES \`achievement_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`institution_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_achievements\`("id", "achiever_name", "achievement", "description", "by", "type_id", "academic_year", "institution_id", "file_id", "updated_at", "created_at", "_status") SELECT "id", "achiever_name", "achievement", "description", "by", "type_id", "academic_year", "institution_id", "file_id", "updated_at", "created_at", "_status" FROM \`achievements\`;`)
  await db.run(sql`DROP TABLE \`achievements\`;`)
  await db.run(sql`ALTER TABLE \`__new_achievements\` RENAME TO \`achievements\`;`)
  await db.run(sql`CREATE INDEX \`achievements_type_idx\` ON \`achievements\` (\`type_id\`);`)
  await db.run(sql`CREATE INDEX \`achievements_academic_year_idx\` ON \`achievements\` (\`academic_year\`);`)
  await db.run(sql`CREATE INDEX \`achievements_institution_idx\` ON \`achievements\` (\`institution_id\`);`)
  await db.run(sql`CREATE INDEX \`achievements_file_idx\` ON \`achievements\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`achievements_updated_at_idx\` ON \`achievements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`achievements_created_at_idx\` ON \`achievements\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`achievements__status_idx\` ON \`achievements\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__achievements_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_achiever_name\` text,
  	\`version_achievement\` text,
  	\`version_description\` text,
  	\`version_by\` text DEFAULT 'student',
  	\`version_type_id\` integer,
  	\`version_academic_year\` text,
  	\`version_institution_id\` integer,
  	\`version_file_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`achievements\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_type_id\`) REFERENCES \`achievement_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_institution_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__achievements_v\`("id", "parent_id", "version_achiever_name", "version_achievement", "version_description", "version_by", "version_type_id", "version_academic_year", "version_institution_id", "version_file_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_achiever_name", "version_achievement", "version_description", "version_by", "version_type_id", "version_academic_year", "version_institution_id", "version_file_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_achievements_v\`;`)
  await db.run(sql`DROP TABLE \`_achievements_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__achievements_v\` RENAME TO \`_achievements_v\`;`)
  await db.run(sql`CREATE INDEX \`_achievements_v_parent_idx\` ON \`_achievements_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_version_version_type_idx\` ON \`_achievements_v\` (\`version_type_id\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_version_version_academic_year_idx\` ON \`_achievements_v\` (\`version_academic_year\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_version_version_institution_idx\` ON \`_achievements_v\` (\`version_institution_id\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_version_version_file_idx\` ON \`_achievements_v\` (\`version_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_version_version_updated_at_idx\` ON \`_achievements_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_version_version_created_at_idx\` ON \`_achievements_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_version_version__status_idx\` ON \`_achievements_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_created_at_idx\` ON \`_achievements_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_updated_at_idx\` ON \`_achievements_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_latest_idx\` ON \`_achievements_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_gallery_images\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`academic_year\` text,
  	\`institution_id\` integer,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`institution_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_gallery_images\`("id", "image_id", "caption", "academic_year", "institution_id", "order", "updated_at", "created_at", "_status") SELECT "id", "image_id", "caption", "academic_year", "institution_id", "order", "updated_at", "created_at", "_status" FROM \`gallery_images\`;`)
  await db.run(sql`DROP TABLE \`gallery_images\`;`)
  await db.run(sql`ALTER TABLE \`__new_gallery_images\` RENAME TO \`gallery_images\`;`)
  await db.run(sql`CREATE INDEX \`gallery_images_image_idx\` ON \`gallery_images\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`gallery_images_academic_year_idx\` ON \`gallery_images\` (\`academic_year\`);`)
  await db.run(sql`CREATE INDEX \`gallery_images_institution_idx\` ON \`gallery_images\` (\`institution_id\`);`)
  await db.run(sql`CREATE INDEX \`gallery_images_updated_at_idx\` ON \`gallery_images\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`gallery_images_created_at_idx\` ON \`gallery_images\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`gallery_images__status_idx\` ON \`gallery_images\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__gallery_images_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_image_id\` integer,
  	\`version_caption\` text,
  	\`version_academic_year\` text,
  	\`version_institution_id\` integer,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`gallery_images\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_institution_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__gallery_images_v\`("id", "parent_id", "version_image_id", "version_caption", "version_academic_year", "version_institution_id", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_image_id", "version_caption", "version_academic_year", "version_institution_id", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_gallery_images_v\`;`)
  await db.run(sql`DROP TABLE \`_gallery_images_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__gallery_images_v\` RENAME TO \`_gallery_images_v\`;`)
  await db.run(sql`CREATE INDEX \`_gallery_images_v_parent_idx\` ON \`_gallery_images_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_images_v_version_version_image_idx\` ON \`_gallery_images_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_images_v_version_version_academic_year_idx\` ON \`_gallery_images_v\` (\`version_academic_year\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_images_v_version_version_institution_idx\` ON \`_gallery_images_v\` (\`version_institution_id\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_images_v_version_version_updated_at_idx\` ON \`_gallery_images_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_images_v_version_version_created_at_idx\` ON \`_gallery_images_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_images_v_version_version__status_idx\` ON \`_gallery_images_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_images_v_created_at_idx\` ON \`_gallery_images_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_images_v_updated_at_idx\` ON \`_gallery_images_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_images_v_latest_idx\` ON \`_gallery_images_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_portal_links\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`institution_id\` integer,
  	\`category\` text,
  	\`url\` text,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`institution_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_portal_links\`("id", "institution_id", "category", "url", "order", "updated_at", "created_at", "_status") SELECT "id", "institution_id", "category", "url", "order", "updated_at", "created_at", "_status" FROM \`portal_links\`;`)
  await db.run(sql`DROP TABLE \`portal_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_portal_links\` RENAME TO \`portal_links\`;`)
  await db.run(sql`CREATE INDEX \`portal_links_institution_idx\` ON \`portal_links\` (\`institution_id\`);`)
  await db.run(sql`CREATE INDEX \`portal_links_category_idx\` ON \`portal_links\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`portal_links_updated_at_idx\` ON \`portal_links\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`portal_links_created_at_idx\` ON \`portal_links\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`portal_links__status_idx\` ON \`portal_links\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__portal_links_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_institution_id\` integer,
  	\`version_category\` text,
  	\`version_url\` text,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`portal_links\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_institution_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__portal_links_v\`("id", "parent_id", "version_institution_id", "version_category", "version_url", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_institution_id", "version_category", "version_url", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_portal_links_v\`;`)
  await db.run(sql`DROP TABLE \`_portal_links_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__portal_links_v\` RENAME TO \`_portal_links_v\`;`)
  await db.run(sql`CREATE INDEX \`_portal_links_v_parent_idx\` ON \`_portal_links_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_portal_links_v_version_version_institution_idx\` ON \`_portal_links_v\` (\`version_institution_id\`);`)
  await db.run(sql`CREATE INDEX \`_portal_links_v_version_version_category_idx\` ON \`_portal_links_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_portal_links_v_version_version_updated_at_idx\` ON \`_portal_links_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_portal_links_v_version_version_created_at_idx\` ON \`_portal_links_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_portal_links_v_version_version__status_idx\` ON \`_portal_links_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_portal_links_v_created_at_idx\` ON \`_portal_links_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_portal_links_v_updated_at_idx\` ON \`_portal_links_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_portal_links_v_latest_idx\` ON \`_portal_links_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`INSERT INTO \`__new_media\`("id", "alt", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y") SELECT "id", COALESCE("alt", ''), "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y" FROM \`media\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`ALTER TABLE \`__new_media\` RENAME TO \`media\`;`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`DROP INDEX \`grievances_closed_at_idx\`;`)
  await db.run(sql`DROP INDEX \`grievances_issue_type_idx\`;`)
  await db.run(sql`ALTER TABLE \`grievances\` DROP COLUMN \`closed_at\`;`)
  await db.run(sql`ALTER TABLE \`grievances\` DROP COLUMN \`erased_at\`;`)
  await db.run(sql`ALTER TABLE \`grievances\` DROP COLUMN \`internal_note\`;`)
}
