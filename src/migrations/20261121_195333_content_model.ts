import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`awards\` (
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
  await db.run(sql`CREATE INDEX \`awards_image_idx\` ON \`awards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`awards_updated_at_idx\` ON \`awards\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`awards_created_at_idx\` ON \`awards\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`awards__status_idx\` ON \`awards\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_awards_v\` (
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
  await db.run(sql`CREATE INDEX \`_awards_v_parent_idx\` ON \`_awards_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_awards_v_version_version_image_idx\` ON \`_awards_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_awards_v_version_version_updated_at_idx\` ON \`_awards_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_awards_v_version_version_created_at_idx\` ON \`_awards_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_awards_v_version_version__status_idx\` ON \`_awards_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_awards_v_created_at_idx\` ON \`_awards_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_awards_v_updated_at_idx\` ON \`_awards_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_awards_v_latest_idx\` ON \`_awards_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`notices\` (
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
  await db.run(sql`CREATE INDEX \`notices_type_idx\` ON \`notices\` (\`type_id\`);`)
  await db.run(sql`CREATE INDEX \`notices_academic_year_idx\` ON \`notices\` (\`academic_year\`);`)
  await db.run(sql`CREATE INDEX \`notices_date_idx\` ON \`notices\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`notices_file_idx\` ON \`notices\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`notices_updated_at_idx\` ON \`notices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`notices_created_at_idx\` ON \`notices\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`notices__status_idx\` ON \`notices\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_notices_v\` (
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
  await db.run(sql`CREATE TABLE \`rti_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`rti_items_updated_at_idx\` ON \`rti_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`rti_items_created_at_idx\` ON \`rti_items\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`rti_items__status_idx\` ON \`rti_items\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_rti_items_v\` (
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
  await db.run(sql`CREATE INDEX \`_rti_items_v_parent_idx\` ON \`_rti_items_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_rti_items_v_version_version_updated_at_idx\` ON \`_rti_items_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_rti_items_v_version_version_created_at_idx\` ON \`_rti_items_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_rti_items_v_version_version__status_idx\` ON \`_rti_items_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_rti_items_v_created_at_idx\` ON \`_rti_items_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_rti_items_v_updated_at_idx\` ON \`_rti_items_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_rti_items_v_latest_idx\` ON \`_rti_items_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`media_talks\` (
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
  await db.run(sql`CREATE INDEX \`media_talks_file_idx\` ON \`media_talks\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`media_talks_updated_at_idx\` ON \`media_talks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_talks_created_at_idx\` ON \`media_talks\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`media_talks__status_idx\` ON \`media_talks\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_media_talks_v\` (
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
  await db.run(sql`CREATE INDEX \`_media_talks_v_parent_idx\` ON \`_media_talks_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_media_talks_v_version_version_file_idx\` ON \`_media_talks_v\` (\`version_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_media_talks_v_version_version_updated_at_idx\` ON \`_media_talks_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_media_talks_v_version_version_created_at_idx\` ON \`_media_talks_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_media_talks_v_version_version__status_idx\` ON \`_media_talks_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_media_talks_v_created_at_idx\` ON \`_media_talks_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_media_talks_v_updated_at_idx\` ON \`_media_talks_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_media_talks_v_latest_idx\` ON \`_media_talks_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`important_links\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`important_links_updated_at_idx\` ON \`important_links\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`important_links_created_at_idx\` ON \`important_links\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`important_links__status_idx\` ON \`important_links\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_important_links_v\` (
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
  await db.run(sql`CREATE INDEX \`_important_links_v_parent_idx\` ON \`_important_links_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_important_links_v_version_version_updated_at_idx\` ON \`_important_links_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_important_links_v_version_version_created_at_idx\` ON \`_important_links_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_important_links_v_version_version__status_idx\` ON \`_important_links_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_important_links_v_created_at_idx\` ON \`_important_links_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_important_links_v_updated_at_idx\` ON \`_important_links_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_important_links_v_latest_idx\` ON \`_important_links_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`institutions_school_info\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`institutions_school_info_order_idx\` ON \`institutions_school_info\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`institutions_school_info_parent_id_idx\` ON \`institutions_school_info\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`institutions_strength\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`standard\` text,
  	\`boys\` numeric,
  	\`girls\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`institutions_strength_order_idx\` ON \`institutions_strength\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`institutions_strength_parent_id_idx\` ON \`institutions_strength\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`institutions_past_results\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`file_id\` integer,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`institutions_past_results_order_idx\` ON \`institutions_past_results\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`institutions_past_results_parent_id_idx\` ON \`institutions_past_results\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`institutions_past_results_file_idx\` ON \`institutions_past_results\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`institutions_pta_members\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`file_id\` integer,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`institutions_pta_members_order_idx\` ON \`institutions_pta_members\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`institutions_pta_members_parent_id_idx\` ON \`institutions_pta_members\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`institutions_pta_members_file_idx\` ON \`institutions_pta_members\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`institutions_contact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`institutions_contact_order_idx\` ON \`institutions_contact\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`institutions_contact_parent_id_idx\` ON \`institutions_contact\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`institutions_academic_calendar\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`file_id\` integer,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`institutions_academic_calendar_order_idx\` ON \`institutions_academic_calendar\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`institutions_academic_calendar_parent_id_idx\` ON \`institutions_academic_calendar\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`institutions_academic_calendar_file_idx\` ON \`institutions_academic_calendar\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`institutions_scholarships\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`institutions_scholarships_order_idx\` ON \`institutions_scholarships\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`institutions_scholarships_parent_id_idx\` ON \`institutions_scholarships\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`institutions_activities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`institutions_activities_order_idx\` ON \`institutions_activities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`institutions_activities_parent_id_idx\` ON \`institutions_activities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`institutions_other_activities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`institutions_other_activities_order_idx\` ON \`institutions_other_activities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`institutions_other_activities_parent_id_idx\` ON \`institutions_other_activities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`institutions_infrastructure\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`added_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`institutions_infrastructure_order_idx\` ON \`institutions_infrastructure\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`institutions_infrastructure_parent_id_idx\` ON \`institutions_infrastructure\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`institutions_infrastructure_image_idx\` ON \`institutions_infrastructure\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`institutions_facilities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`added_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`institutions_facilities_order_idx\` ON \`institutions_facilities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`institutions_facilities_parent_id_idx\` ON \`institutions_facilities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`institutions_facilities_image_idx\` ON \`institutions_facilities\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`institutions_admission_info\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`institutions_admission_info_order_idx\` ON \`institutions_admission_info\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`institutions_admission_info_parent_id_idx\` ON \`institutions_admission_info\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`institutions\` (
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
  await db.run(sql`CREATE INDEX \`institutions_logo_idx\` ON \`institutions\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`institutions_principal_principal_photo_idx\` ON \`institutions\` (\`principal_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`institutions_updated_at_idx\` ON \`institutions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`institutions_created_at_idx\` ON \`institutions\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`institutions__status_idx\` ON \`institutions\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_institutions_v_version_school_info\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_institutions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_school_info_order_idx\` ON \`_institutions_v_version_school_info\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_school_info_parent_id_idx\` ON \`_institutions_v_version_school_info\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_institutions_v_version_strength\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`standard\` text,
  	\`boys\` numeric,
  	\`girls\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_institutions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_strength_order_idx\` ON \`_institutions_v_version_strength\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_strength_parent_id_idx\` ON \`_institutions_v_version_strength\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_institutions_v_version_past_results\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_institutions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_past_results_order_idx\` ON \`_institutions_v_version_past_results\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_past_results_parent_id_idx\` ON \`_institutions_v_version_past_results\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_past_results_file_idx\` ON \`_institutions_v_version_past_results\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_institutions_v_version_pta_members\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_institutions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_pta_members_order_idx\` ON \`_institutions_v_version_pta_members\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_pta_members_parent_id_idx\` ON \`_institutions_v_version_pta_members\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_pta_members_file_idx\` ON \`_institutions_v_version_pta_members\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_institutions_v_version_contact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_institutions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_contact_order_idx\` ON \`_institutions_v_version_contact\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_contact_parent_id_idx\` ON \`_institutions_v_version_contact\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_institutions_v_version_academic_calendar\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_institutions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_academic_calendar_order_idx\` ON \`_institutions_v_version_academic_calendar\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_academic_calendar_parent_id_idx\` ON \`_institutions_v_version_academic_calendar\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_academic_calendar_file_idx\` ON \`_institutions_v_version_academic_calendar\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_institutions_v_version_scholarships\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_institutions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_scholarships_order_idx\` ON \`_institutions_v_version_scholarships\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_scholarships_parent_id_idx\` ON \`_institutions_v_version_scholarships\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_institutions_v_version_activities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_institutions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_activities_order_idx\` ON \`_institutions_v_version_activities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_activities_parent_id_idx\` ON \`_institutions_v_version_activities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_institutions_v_version_other_activities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_institutions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_other_activities_order_idx\` ON \`_institutions_v_version_other_activities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_other_activities_parent_id_idx\` ON \`_institutions_v_version_other_activities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_institutions_v_version_infrastructure\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`added_at\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_institutions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_infrastructure_order_idx\` ON \`_institutions_v_version_infrastructure\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_infrastructure_parent_id_idx\` ON \`_institutions_v_version_infrastructure\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_infrastructure_image_idx\` ON \`_institutions_v_version_infrastructure\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_institutions_v_version_facilities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`added_at\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_institutions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_facilities_order_idx\` ON \`_institutions_v_version_facilities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_facilities_parent_id_idx\` ON \`_institutions_v_version_facilities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_facilities_image_idx\` ON \`_institutions_v_version_facilities\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_institutions_v_version_admission_info\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_institutions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_admission_info_order_idx\` ON \`_institutions_v_version_admission_info\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_admission_info_parent_id_idx\` ON \`_institutions_v_version_admission_info\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_institutions_v\` (
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
  await db.run(sql`CREATE INDEX \`_institutions_v_parent_idx\` ON \`_institutions_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_version_logo_idx\` ON \`_institutions_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_principal_version_principal_phot_idx\` ON \`_institutions_v\` (\`version_principal_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_version_updated_at_idx\` ON \`_institutions_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_version_created_at_idx\` ON \`_institutions_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_version__status_idx\` ON \`_institutions_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_created_at_idx\` ON \`_institutions_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_updated_at_idx\` ON \`_institutions_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_latest_idx\` ON \`_institutions_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`achievements\` (
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
  await db.run(sql`CREATE INDEX \`achievements_type_idx\` ON \`achievements\` (\`type_id\`);`)
  await db.run(sql`CREATE INDEX \`achievements_academic_year_idx\` ON \`achievements\` (\`academic_year\`);`)
  await db.run(sql`CREATE INDEX \`achievements_institution_idx\` ON \`achievements\` (\`institution_id\`);`)
  await db.run(sql`CREATE INDEX \`achievements_file_idx\` ON \`achievements\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`achievements_updated_at_idx\` ON \`achievements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`achievements_created_at_idx\` ON \`achievements\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`achievements__status_idx\` ON \`achievements\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_achievements_v\` (
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
  await db.run(sql`CREATE TABLE \`gallery_images\` (
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
  await db.run(sql`CREATE INDEX \`gallery_images_image_idx\` ON \`gallery_images\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`gallery_images_academic_year_idx\` ON \`gallery_images\` (\`academic_year\`);`)
  await db.run(sql`CREATE INDEX \`gallery_images_institution_idx\` ON \`gallery_images\` (\`institution_id\`);`)
  await db.run(sql`CREATE INDEX \`gallery_images_updated_at_idx\` ON \`gallery_images\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`gallery_images_created_at_idx\` ON \`gallery_images\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`gallery_images__status_idx\` ON \`gallery_images\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_gallery_images_v\` (
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
  await db.run(sql`CREATE TABLE \`portal_links\` (
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
  await db.run(sql`CREATE INDEX \`portal_links_institution_idx\` ON \`portal_links\` (\`institution_id\`);`)
  await db.run(sql`CREATE INDEX \`portal_links_category_idx\` ON \`portal_links\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`portal_links_updated_at_idx\` ON \`portal_links\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`portal_links_created_at_idx\` ON \`portal_links\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`portal_links__status_idx\` ON \`portal_links\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_portal_links_v\` (
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
  await db.run(sql`CREATE INDEX \`_portal_links_v_parent_idx\` ON \`_portal_links_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_portal_links_v_version_version_institution_idx\` ON \`_portal_links_v\` (\`version_institution_id\`);`)
  await db.run(sql`CREATE INDEX \`_portal_links_v_version_version_category_idx\` ON \`_portal_links_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_portal_links_v_version_version_updated_at_idx\` ON \`_portal_links_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_portal_links_v_version_version_created_at_idx\` ON \`_portal_links_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_portal_links_v_version_version__status_idx\` ON \`_portal_links_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_portal_links_v_created_at_idx\` ON \`_portal_links_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_portal_links_v_updated_at_idx\` ON \`_portal_links_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_portal_links_v_latest_idx\` ON \`_portal_links_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`notice_types\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`notice_types_code_idx\` ON \`notice_types\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`notice_types_updated_at_idx\` ON \`notice_types\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`notice_types_created_at_idx\` ON \`notice_types\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`achievement_types\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`achievement_types_code_idx\` ON \`achievement_types\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`achievement_types_updated_at_idx\` ON \`achievement_types\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`achievement_types_created_at_idx\` ON \`achievement_types\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`academic_years\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`academic_years_code_idx\` ON \`academic_years\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`academic_years_updated_at_idx\` ON \`academic_years\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`academic_years_created_at_idx\` ON \`academic_years\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`grievances\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`institution_id\` integer NOT NULL,
  	\`issue_type\` text NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`date_of_birth\` text NOT NULL,
  	\`enrollment_number\` text,
  	\`email\` text NOT NULL,
  	\`mobile\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`institution_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`grievances_reference_idx\` ON \`grievances\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`grievances_status_idx\` ON \`grievances\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`grievances_institution_idx\` ON \`grievances\` (\`institution_id\`);`)
  await db.run(sql`CREATE INDEX \`grievances_updated_at_idx\` ON \`grievances\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`grievances_created_at_idx\` ON \`grievances\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`visitor_counter\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`count\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`awards_id\` integer REFERENCES awards(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`notices_id\` integer REFERENCES notices(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`rti_items_id\` integer REFERENCES rti_items(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`media_talks_id\` integer REFERENCES media_talks(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`important_links_id\` integer REFERENCES important_links(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`institutions_id\` integer REFERENCES institutions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`achievements_id\` integer REFERENCES achievements(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`gallery_images_id\` integer REFERENCES gallery_images(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`portal_links_id\` integer REFERENCES portal_links(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`notice_types_id\` integer REFERENCES notice_types(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`achievement_types_id\` integer REFERENCES achievement_types(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`academic_years_id\` integer REFERENCES academic_years(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`grievances_id\` integer REFERENCES grievances(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_awards_id_idx\` ON \`payload_locked_documents_rels\` (\`awards_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notices_id_idx\` ON \`payload_locked_documents_rels\` (\`notices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rti_items_id_idx\` ON \`payload_locked_documents_rels\` (\`rti_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_talks_id_idx\` ON \`payload_locked_documents_rels\` (\`media_talks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_important_links_id_idx\` ON \`payload_locked_documents_rels\` (\`important_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_institutions_id_idx\` ON \`payload_locked_documents_rels\` (\`institutions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_achievements_id_idx\` ON \`payload_locked_documents_rels\` (\`achievements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gallery_images_id_idx\` ON \`payload_locked_documents_rels\` (\`gallery_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portal_links_id_idx\` ON \`payload_locked_documents_rels\` (\`portal_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notice_types_id_idx\` ON \`payload_locked_documents_rels\` (\`notice_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_achievement_types_id_idx\` ON \`payload_locked_documents_rels\` (\`achievement_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_academic_years_id_idx\` ON \`payload_locked_documents_rels\` (\`academic_years_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_grievances_id_idx\` ON \`payload_locked_documents_rels\` (\`grievances_id\`);`)
  // The visitor counter's single row, so POST /api/v1/visitor only ever increments (atomically).
  await db.run(sql`INSERT INTO \`visitor_counter\` (\`count\`) VALUES (0);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`awards\`;`)
  await db.run(sql`DROP TABLE \`_awards_v\`;`)
  await db.run(sql`DROP TABLE \`notices\`;`)
  await db.run(sql`DROP TABLE \`_notices_v\`;`)
  await db.run(sql`DROP TABLE \`rti_items\`;`)
  await db.run(sql`DROP TABLE \`_rti_items_v\`;`)
  await db.run(sql`DROP TABLE \`media_talks\`;`)
  await db.run(sql`DROP TABLE \`_media_talks_v\`;`)
  await db.run(sql`DROP TABLE \`important_links\`;`)
  await db.run(sql`DROP TABLE \`_important_links_v\`;`)
  await db.run(sql`DROP TABLE \`institutions_school_info\`;`)
  await db.run(sql`DROP TABLE \`institutions_strength\`;`)
  await db.run(sql`DROP TABLE \`institutions_past_results\`;`)
  await db.run(sql`DROP TABLE \`institutions_pta_members\`;`)
  await db.run(sql`DROP TABLE \`institutions_contact\`;`)
  await db.run(sql`DROP TABLE \`institutions_academic_calendar\`;`)
  await db.run(sql`DROP TABLE \`institutions_scholarships\`;`)
  await db.run(sql`DROP TABLE \`institutions_activities\`;`)
  await db.run(sql`DROP TABLE \`institutions_other_activities\`;`)
  await db.run(sql`DROP TABLE \`institutions_infrastructure\`;`)
  await db.run(sql`DROP TABLE \`institutions_facilities\`;`)
  await db.run(sql`DROP TABLE \`institutions_admission_info\`;`)
  await db.run(sql`DROP TABLE \`institutions\`;`)
  await db.run(sql`DROP TABLE \`_institutions_v_version_school_info\`;`)
  await db.run(sql`DROP TABLE \`_institutions_v_version_strength\`;`)
  await db.run(sql`DROP TABLE \`_institutions_v_version_past_results\`;`)
  await db.run(sql`DROP TABLE \`_institutions_v_version_pta_members\`;`)
  await db.run(sql`DROP TABLE \`_institutions_v_version_contact\`;`)
  await db.run(sql`DROP TABLE \`_institutions_v_version_academic_calendar\`;`)
  await db.run(sql`DROP TABLE \`_institutions_v_version_scholarships\`;`)
  await db.run(sql`DROP TABLE \`_institutions_v_version_activities\`;`)
  await db.run(sql`DROP TABLE \`_institutions_v_version_other_activities\`;`)
  await db.run(sql`DROP TABLE \`_institutions_v_version_infrastructure\`;`)
  await db.run(sql`DROP TABLE \`_institutions_v_version_facilities\`;`)
  await db.run(sql`DROP TABLE \`_institutions_v_version_admission_info\`;`)
  await db.run(sql`DROP TABLE \`_institutions_v\`;`)
  await db.run(sql`DROP TABLE \`achievements\`;`)
  await db.run(sql`DROP TABLE \`_achievements_v\`;`)
  await db.run(sql`DROP TABLE \`gallery_images\`;`)
  await db.run(sql`DROP TABLE \`_gallery_images_v\`;`)
  await db.run(sql`DROP TABLE \`portal_links\`;`)
  await db.run(sql`DROP TABLE \`_portal_links_v\`;`)
  await db.run(sql`DROP TABLE \`notice_types\`;`)
  await db.run(sql`DROP TABLE \`achievement_types\`;`)
  await db.run(sql`DROP TABLE \`academic_years\`;`)
  await db.run(sql`DROP TABLE \`grievances\`;`)
  await db.run(sql`DROP TABLE \`visitor_counter\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`trustees_id\` integer,
  	\`magazines_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trustees_id\`) REFERENCES \`trustees\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`magazines_id\`) REFERENCES \`magazines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "trustees_id", "magazines_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "trustees_id", "magazines_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trustees_id_idx\` ON \`payload_locked_documents_rels\` (\`trustees_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_magazines_id_idx\` ON \`payload_locked_documents_rels\` (\`magazines_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
