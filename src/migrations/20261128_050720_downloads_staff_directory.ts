import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`downloads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'other',
  	\`institution_id\` integer,
  	\`order\` numeric DEFAULT 100,
  	\`changed_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`institution_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`changed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`downloads_institution_idx\` ON \`downloads\` (\`institution_id\`);`)
  await db.run(sql`CREATE INDEX \`downloads_changed_by_idx\` ON \`downloads\` (\`changed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`downloads_updated_at_idx\` ON \`downloads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`downloads_created_at_idx\` ON \`downloads\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`downloads__status_idx\` ON \`downloads\` (\`_status\`);`)
  await db.run(sql`CREATE INDEX \`_status_institution_order_1_idx\` ON \`downloads\` (\`_status\`,\`institution_id\`,\`order\`);`)
  await db.run(sql`CREATE INDEX \`institution_order_idx\` ON \`downloads\` (\`institution_id\`,\`order\`);`)
  await db.run(sql`CREATE TABLE \`downloads_locales\` (
  	\`title\` text,
  	\`file_id\` integer,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`downloads_file_idx\` ON \`downloads_locales\` (\`file_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`downloads_locales_locale_parent_id_unique\` ON \`downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`downloads_locales_parent_idx\` ON \`downloads_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_downloads_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_kind\` text DEFAULT 'other',
  	\`version_institution_id\` integer,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_changed_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_institution_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_changed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_downloads_v_parent_idx\` ON \`_downloads_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_version_version_institution_idx\` ON \`_downloads_v\` (\`version_institution_id\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_version_version_changed_by_idx\` ON \`_downloads_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_version_version_updated_at_idx\` ON \`_downloads_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_version_version_created_at_idx\` ON \`_downloads_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_version_version__status_idx\` ON \`_downloads_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_created_at_idx\` ON \`_downloads_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_updated_at_idx\` ON \`_downloads_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_snapshot_idx\` ON \`_downloads_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_published_locale_idx\` ON \`_downloads_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_latest_idx\` ON \`_downloads_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version__status_version_institution_version_order_1_idx\` ON \`_downloads_v\` (\`version__status\`,\`version_institution_id\`,\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`version_institution_version_order_idx\` ON \`_downloads_v\` (\`version_institution_id\`,\`version_order\`);`)
  await db.run(sql`CREATE TABLE \`_downloads_v_locales\` (
  	\`version_title\` text,
  	\`version_file_id\` integer,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_downloads_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_downloads_v_version_version_file_idx\` ON \`_downloads_v_locales\` (\`version_file_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_downloads_v_locales_locale_parent_id_unique\` ON \`_downloads_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_locales_parent_idx\` ON \`_downloads_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`staff_members\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`group\` text DEFAULT 'teaching',
  	\`photo_id\` integer,
  	\`email\` text,
  	\`institution_id\` integer,
  	\`order\` numeric DEFAULT 100,
  	\`changed_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`institution_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`changed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`staff_members_photo_idx\` ON \`staff_members\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`staff_members_institution_idx\` ON \`staff_members\` (\`institution_id\`);`)
  await db.run(sql`CREATE INDEX \`staff_members_changed_by_idx\` ON \`staff_members\` (\`changed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`staff_members_updated_at_idx\` ON \`staff_members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`staff_members_created_at_idx\` ON \`staff_members\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`staff_members__status_idx\` ON \`staff_members\` (\`_status\`);`)
  await db.run(sql`CREATE INDEX \`_status_institution_order_2_idx\` ON \`staff_members\` (\`_status\`,\`institution_id\`,\`order\`);`)
  await db.run(sql`CREATE INDEX \`institution_order_1_idx\` ON \`staff_members\` (\`institution_id\`,\`order\`);`)
  await db.run(sql`CREATE TABLE \`staff_members_locales\` (
  	\`name\` text,
  	\`designation\` text,
  	\`department\` text,
  	\`qualifications\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`staff_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`staff_members_locales_locale_parent_id_unique\` ON \`staff_members_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`staff_members_locales_parent_idx\` ON \`staff_members_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_staff_members_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_group\` text DEFAULT 'teaching',
  	\`version_photo_id\` integer,
  	\`version_email\` text,
  	\`version_institution_id\` integer,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_changed_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`staff_members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_institution_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_changed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_staff_members_v_parent_idx\` ON \`_staff_members_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_staff_members_v_version_version_photo_idx\` ON \`_staff_members_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_staff_members_v_version_version_institution_idx\` ON \`_staff_members_v\` (\`version_institution_id\`);`)
  await db.run(sql`CREATE INDEX \`_staff_members_v_version_version_changed_by_idx\` ON \`_staff_members_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_staff_members_v_version_version_updated_at_idx\` ON \`_staff_members_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_staff_members_v_version_version_created_at_idx\` ON \`_staff_members_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_staff_members_v_version_version__status_idx\` ON \`_staff_members_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_staff_members_v_created_at_idx\` ON \`_staff_members_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_staff_members_v_updated_at_idx\` ON \`_staff_members_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_staff_members_v_snapshot_idx\` ON \`_staff_members_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_staff_members_v_published_locale_idx\` ON \`_staff_members_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_staff_members_v_latest_idx\` ON \`_staff_members_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version__status_version_institution_version_order_2_idx\` ON \`_staff_members_v\` (\`version__status\`,\`version_institution_id\`,\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`version_institution_version_order_1_idx\` ON \`_staff_members_v\` (\`version_institution_id\`,\`version_order\`);`)
  await db.run(sql`CREATE TABLE \`_staff_members_v_locales\` (
  	\`version_name\` text,
  	\`version_designation\` text,
  	\`version_department\` text,
  	\`version_qualifications\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_staff_members_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_staff_members_v_locales_locale_parent_id_unique\` ON \`_staff_members_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_staff_members_v_locales_parent_idx\` ON \`_staff_members_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`downloads_id\` integer REFERENCES downloads(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`staff_members_id\` integer REFERENCES staff_members(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_downloads_id_idx\` ON \`payload_locked_documents_rels\` (\`downloads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_members_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_members_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`downloads\`;`)
  await db.run(sql`DROP TABLE \`downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`_downloads_v\`;`)
  await db.run(sql`DROP TABLE \`_downloads_v_locales\`;`)
  await db.run(sql`DROP TABLE \`staff_members\`;`)
  await db.run(sql`DROP TABLE \`staff_members_locales\`;`)
  await db.run(sql`DROP TABLE \`_staff_members_v\`;`)
  await db.run(sql`DROP TABLE \`_staff_members_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`trustees_id\` integer,
  	\`awards_id\` integer,
  	\`notices_id\` integer,
  	\`rti_items_id\` integer,
  	\`media_talks_id\` integer,
  	\`important_links_id\` integer,
  	\`magazines_id\` integer,
  	\`alerts_id\` integer,
  	\`policies_id\` integer,
  	\`institutions_id\` integer,
  	\`achievements_id\` integer,
  	\`albums_id\` integer,
  	\`gallery_images_id\` integer,
  	\`portal_links_id\` integer,
  	\`events_id\` integer,
  	\`disclosures_id\` integer,
  	\`committees_id\` integer,
  	\`notice_types_id\` integer,
  	\`achievement_types_id\` integer,
  	\`academic_years_id\` integer,
  	\`grievances_id\` integer,
  	\`admission_enquiries_id\` integer,
  	\`admission_classes_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`subscribers_id\` integer,
  	\`subscription_items_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trustees_id\`) REFERENCES \`trustees\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`awards_id\`) REFERENCES \`awards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notices_id\`) REFERENCES \`notices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rti_items_id\`) REFERENCES \`rti_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_talks_id\`) REFERENCES \`media_talks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`important_links_id\`) REFERENCES \`important_links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`magazines_id\`) REFERENCES \`magazines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alerts_id\`) REFERENCES \`alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`policies_id\`) REFERENCES \`policies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`institutions_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`achievements_id\`) REFERENCES \`achievements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`albums_id\`) REFERENCES \`albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gallery_images_id\`) REFERENCES \`gallery_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portal_links_id\`) REFERENCES \`portal_links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`disclosures_id\`) REFERENCES \`disclosures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`committees_id\`) REFERENCES \`committees\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notice_types_id\`) REFERENCES \`notice_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`achievement_types_id\`) REFERENCES \`achievement_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`academic_years_id\`) REFERENCES \`academic_years\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`grievances_id\`) REFERENCES \`grievances\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admission_enquiries_id\`) REFERENCES \`admission_enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admission_classes_id\`) REFERENCES \`admission_classes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscription_items_id\`) REFERENCES \`subscription_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "trustees_id", "awards_id", "notices_id", "rti_items_id", "media_talks_id", "important_links_id", "magazines_id", "alerts_id", "policies_id", "institutions_id", "achievements_id", "albums_id", "gallery_images_id", "portal_links_id", "events_id", "disclosures_id", "committees_id", "notice_types_id", "achievement_types_id", "academic_years_id", "grievances_id", "admission_enquiries_id", "admission_classes_id", "media_id", "users_id", "subscribers_id", "subscription_items_id") SELECT "id", "order", "parent_id", "path", "trustees_id", "awards_id", "notices_id", "rti_items_id", "media_talks_id", "important_links_id", "magazines_id", "alerts_id", "policies_id", "institutions_id", "achievements_id", "albums_id", "gallery_images_id", "portal_links_id", "events_id", "disclosures_id", "committees_id", "notice_types_id", "achievement_types_id", "academic_years_id", "grievances_id", "admission_enquiries_id", "admission_classes_id", "media_id", "users_id", "subscribers_id", "subscription_items_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trustees_id_idx\` ON \`payload_locked_documents_rels\` (\`trustees_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_awards_id_idx\` ON \`payload_locked_documents_rels\` (\`awards_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notices_id_idx\` ON \`payload_locked_documents_rels\` (\`notices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rti_items_id_idx\` ON \`payload_locked_documents_rels\` (\`rti_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_talks_id_idx\` ON \`payload_locked_documents_rels\` (\`media_talks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_important_links_id_idx\` ON \`payload_locked_documents_rels\` (\`important_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_magazines_id_idx\` ON \`payload_locked_documents_rels\` (\`magazines_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_policies_id_idx\` ON \`payload_locked_documents_rels\` (\`policies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_institutions_id_idx\` ON \`payload_locked_documents_rels\` (\`institutions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_achievements_id_idx\` ON \`payload_locked_documents_rels\` (\`achievements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_albums_id_idx\` ON \`payload_locked_documents_rels\` (\`albums_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gallery_images_id_idx\` ON \`payload_locked_documents_rels\` (\`gallery_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portal_links_id_idx\` ON \`payload_locked_documents_rels\` (\`portal_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_disclosures_id_idx\` ON \`payload_locked_documents_rels\` (\`disclosures_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_committees_id_idx\` ON \`payload_locked_documents_rels\` (\`committees_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notice_types_id_idx\` ON \`payload_locked_documents_rels\` (\`notice_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_achievement_types_id_idx\` ON \`payload_locked_documents_rels\` (\`achievement_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_academic_years_id_idx\` ON \`payload_locked_documents_rels\` (\`academic_years_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_grievances_id_idx\` ON \`payload_locked_documents_rels\` (\`grievances_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admission_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`admission_enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admission_classes_id_idx\` ON \`payload_locked_documents_rels\` (\`admission_classes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscription_items_id_idx\` ON \`payload_locked_documents_rels\` (\`subscription_items_id\`);`)
}
