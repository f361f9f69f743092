import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`committees_members\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`committees\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`committees_members_order_idx\` ON \`committees_members\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`committees_members_parent_id_idx\` ON \`committees_members\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`committees_members_locales\` (
  	\`role\` text,
  	\`designation\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`committees_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`committees_members_locales_locale_parent_id_unique\` ON \`committees_members_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`committees_members_locales_parent_idx\` ON \`committees_members_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`committees\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text,
  	\`nodal_officer_name\` text,
  	\`nodal_officer_phone\` text,
  	\`nodal_officer_email\` text,
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
  await db.run(sql`CREATE INDEX \`committees_institution_idx\` ON \`committees\` (\`institution_id\`);`)
  await db.run(sql`CREATE INDEX \`committees_changed_by_idx\` ON \`committees\` (\`changed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`committees_updated_at_idx\` ON \`committees\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`committees_created_at_idx\` ON \`committees\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`committees__status_idx\` ON \`committees\` (\`_status\`);`)
  await db.run(sql`CREATE INDEX \`_status_institution_order_idx\` ON \`committees\` (\`_status\`,\`institution_id\`,\`order\`);`)
  await db.run(sql`CREATE TABLE \`committees_locales\` (
  	\`name\` text,
  	\`purpose\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`committees\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`committees_locales_locale_parent_id_unique\` ON \`committees_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`committees_locales_parent_idx\` ON \`committees_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_committees_v_version_members\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_committees_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_committees_v_version_members_order_idx\` ON \`_committees_v_version_members\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_committees_v_version_members_parent_id_idx\` ON \`_committees_v_version_members\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_committees_v_version_members_locales\` (
  	\`role\` text,
  	\`designation\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_committees_v_version_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_committees_v_version_members_locales_locale_parent_id_uniqu\` ON \`_committees_v_version_members_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_committees_v_version_members_locales_parent_idx\` ON \`_committees_v_version_members_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_committees_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_kind\` text,
  	\`version_nodal_officer_name\` text,
  	\`version_nodal_officer_phone\` text,
  	\`version_nodal_officer_email\` text,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`committees\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_institution_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_changed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_committees_v_parent_idx\` ON \`_committees_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_committees_v_version_version_institution_idx\` ON \`_committees_v\` (\`version_institution_id\`);`)
  await db.run(sql`CREATE INDEX \`_committees_v_version_version_changed_by_idx\` ON \`_committees_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_committees_v_version_version_updated_at_idx\` ON \`_committees_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_committees_v_version_version_created_at_idx\` ON \`_committees_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_committees_v_version_version__status_idx\` ON \`_committees_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_committees_v_created_at_idx\` ON \`_committees_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_committees_v_updated_at_idx\` ON \`_committees_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_committees_v_snapshot_idx\` ON \`_committees_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_committees_v_published_locale_idx\` ON \`_committees_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_committees_v_latest_idx\` ON \`_committees_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version__status_version_institution_version_order_idx\` ON \`_committees_v\` (\`version__status\`,\`version_institution_id\`,\`version_order\`);`)
  await db.run(sql`CREATE TABLE \`_committees_v_locales\` (
  	\`version_name\` text,
  	\`version_purpose\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_committees_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_committees_v_locales_locale_parent_id_unique\` ON \`_committees_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_committees_v_locales_parent_idx\` ON \`_committees_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`committees_id\` integer REFERENCES committees(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_committees_id_idx\` ON \`payload_locked_documents_rels\` (\`committees_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`committees_members\`;`)
  await db.run(sql`DROP TABLE \`committees_members_locales\`;`)
  await db.run(sql`DROP TABLE \`committees\`;`)
  await db.run(sql`DROP TABLE \`committees_locales\`;`)
  await db.run(sql`DROP TABLE \`_committees_v_version_members\`;`)
  await db.run(sql`DROP TABLE \`_committees_v_version_members_locales\`;`)
  await db.run(sql`DROP TABLE \`_committees_v\`;`)
  await db.run(sql`DROP TABLE \`_committees_v_locales\`;`)
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
  	\`notice_types_id\` integer,
  	\`achievement_types_id\` integer,
  	\`academic_years_id\` integer,
  	\`grievances_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
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
  	FOREIGN KEY (\`notice_types_id\`) REFERENCES \`notice_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`achievement_types_id\`) REFERENCES \`achievement_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`academic_years_id\`) REFERENCES \`academic_years\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`grievances_id\`) REFERENCES \`grievances\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "trustees_id", "awards_id", "notices_id", "rti_items_id", "media_talks_id", "important_links_id", "magazines_id", "alerts_id", "policies_id", "institutions_id", "achievements_id", "albums_id", "gallery_images_id", "portal_links_id", "events_id", "disclosures_id", "notice_types_id", "achievement_types_id", "academic_years_id", "grievances_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "trustees_id", "awards_id", "notices_id", "rti_items_id", "media_talks_id", "important_links_id", "magazines_id", "alerts_id", "policies_id", "institutions_id", "achievements_id", "albums_id", "gallery_images_id", "portal_links_id", "events_id", "disclosures_id", "notice_types_id", "achievement_types_id", "academic_years_id", "grievances_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  // Left off, as Payload's SQLite connection has it: the down() of regulators, which runs next, drops
  // tables (policies, disclosures) before it rebuilds this one, which foreign keys on would refuse.
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notice_types_id_idx\` ON \`payload_locked_documents_rels\` (\`notice_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_achievement_types_id_idx\` ON \`payload_locked_documents_rels\` (\`achievement_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_academic_years_id_idx\` ON \`payload_locked_documents_rels\` (\`academic_years_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_grievances_id_idx\` ON \`payload_locked_documents_rels\` (\`grievances_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
