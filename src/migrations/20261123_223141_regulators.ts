import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`policies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text,
  	\`changed_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`changed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`policies_kind_idx\` ON \`policies\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`policies_changed_by_idx\` ON \`policies\` (\`changed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`policies_updated_at_idx\` ON \`policies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`policies_created_at_idx\` ON \`policies\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`policies__status_idx\` ON \`policies\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`policies_locales\` (
  	\`title\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`policies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`policies_locales_locale_parent_id_unique\` ON \`policies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`policies_locales_parent_idx\` ON \`policies_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_policies_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_kind\` text,
  	\`version_changed_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`policies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_changed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_policies_v_parent_idx\` ON \`_policies_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_policies_v_version_version_kind_idx\` ON \`_policies_v\` (\`version_kind\`);`)
  await db.run(sql`CREATE INDEX \`_policies_v_version_version_changed_by_idx\` ON \`_policies_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_policies_v_version_version_updated_at_idx\` ON \`_policies_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_policies_v_version_version_created_at_idx\` ON \`_policies_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_policies_v_version_version__status_idx\` ON \`_policies_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_policies_v_created_at_idx\` ON \`_policies_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_policies_v_updated_at_idx\` ON \`_policies_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_policies_v_snapshot_idx\` ON \`_policies_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_policies_v_published_locale_idx\` ON \`_policies_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_policies_v_latest_idx\` ON \`_policies_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_policies_v_locales\` (
  	\`version_title\` text,
  	\`version_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_policies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_policies_v_locales_locale_parent_id_unique\` ON \`_policies_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_policies_v_locales_parent_idx\` ON \`_policies_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`disclosures_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item\` text,
  	\`link\` text,
  	\`document_id\` integer,
  	\`issued_on\` text,
  	\`expires_on\` text,
  	\`updated_on\` text,
  	FOREIGN KEY (\`document_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`disclosures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`disclosures_items_order_idx\` ON \`disclosures_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`disclosures_items_parent_id_idx\` ON \`disclosures_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`disclosures_items_document_idx\` ON \`disclosures_items\` (\`document_id\`);`)
  await db.run(sql`CREATE INDEX \`disclosures_items_expires_on_idx\` ON \`disclosures_items\` (\`expires_on\`);`)
  await db.run(sql`CREATE TABLE \`disclosures_items_locales\` (
  	\`title\` text,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`disclosures_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`disclosures_items_locales_locale_parent_id_unique\` ON \`disclosures_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`disclosures_items_locales_parent_idx\` ON \`disclosures_items_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`disclosures_fees\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`amount\` numeric,
  	\`approval_ref\` text,
  	\`approval_date\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`disclosures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`disclosures_fees_order_idx\` ON \`disclosures_fees\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`disclosures_fees_parent_id_idx\` ON \`disclosures_fees\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`disclosures_fees_locales\` (
  	\`standard\` text,
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`disclosures_fees\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`disclosures_fees_locales_locale_parent_id_unique\` ON \`disclosures_fees_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`disclosures_fees_locales_parent_idx\` ON \`disclosures_fees_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`disclosures\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`institution_id\` integer,
  	\`board\` text DEFAULT 'cbse',
  	\`changed_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`institution_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`changed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`disclosures_institution_idx\` ON \`disclosures\` (\`institution_id\`);`)
  await db.run(sql`CREATE INDEX \`disclosures_changed_by_idx\` ON \`disclosures\` (\`changed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`disclosures_updated_at_idx\` ON \`disclosures\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`disclosures_created_at_idx\` ON \`disclosures\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`disclosures__status_idx\` ON \`disclosures\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_disclosures_v_version_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`item\` text,
  	\`link\` text,
  	\`document_id\` integer,
  	\`issued_on\` text,
  	\`expires_on\` text,
  	\`updated_on\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`document_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_disclosures_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_disclosures_v_version_items_order_idx\` ON \`_disclosures_v_version_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_disclosures_v_version_items_parent_id_idx\` ON \`_disclosures_v_version_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_disclosures_v_version_items_document_idx\` ON \`_disclosures_v_version_items\` (\`document_id\`);`)
  await db.run(sql`CREATE INDEX \`_disclosures_v_version_items_expires_on_idx\` ON \`_disclosures_v_version_items\` (\`expires_on\`);`)
  await db.run(sql`CREATE TABLE \`_disclosures_v_version_items_locales\` (
  	\`title\` text,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_disclosures_v_version_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_disclosures_v_version_items_locales_locale_parent_id_unique\` ON \`_disclosures_v_version_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_disclosures_v_version_items_locales_parent_idx\` ON \`_disclosures_v_version_items_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_disclosures_v_version_fees\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`amount\` numeric,
  	\`approval_ref\` text,
  	\`approval_date\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_disclosures_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_disclosures_v_version_fees_order_idx\` ON \`_disclosures_v_version_fees\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_disclosures_v_version_fees_parent_id_idx\` ON \`_disclosures_v_version_fees\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_disclosures_v_version_fees_locales\` (
  	\`standard\` text,
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_disclosures_v_version_fees\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_disclosures_v_version_fees_locales_locale_parent_id_unique\` ON \`_disclosures_v_version_fees_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_disclosures_v_version_fees_locales_parent_idx\` ON \`_disclosures_v_version_fees_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_disclosures_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_heading\` text,
  	\`version_institution_id\` integer,
  	\`version_board\` text DEFAULT 'cbse',
  	\`version_changed_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`disclosures\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_institution_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_changed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_disclosures_v_parent_idx\` ON \`_disclosures_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_disclosures_v_version_version_institution_idx\` ON \`_disclosures_v\` (\`version_institution_id\`);`)
  await db.run(sql`CREATE INDEX \`_disclosures_v_version_version_changed_by_idx\` ON \`_disclosures_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_disclosures_v_version_version_updated_at_idx\` ON \`_disclosures_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_disclosures_v_version_version_created_at_idx\` ON \`_disclosures_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_disclosures_v_version_version__status_idx\` ON \`_disclosures_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_disclosures_v_created_at_idx\` ON \`_disclosures_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_disclosures_v_updated_at_idx\` ON \`_disclosures_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_disclosures_v_snapshot_idx\` ON \`_disclosures_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_disclosures_v_published_locale_idx\` ON \`_disclosures_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_disclosures_v_latest_idx\` ON \`_disclosures_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_helplines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	\`scope\` text DEFAULT 'all' NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_helplines_order_idx\` ON \`site_settings_helplines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_helplines_parent_id_idx\` ON \`site_settings_helplines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_helplines_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_helplines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_helplines_locales_locale_parent_id_unique\` ON \`site_settings_helplines_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_helplines_locales_parent_idx\` ON \`site_settings_helplines_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`rti_disclosure\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`pio_phone\` text,
  	\`pio_email\` text,
  	\`faa_phone\` text,
  	\`faa_email\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`rti_disclosure_locales\` (
  	\`item01\` text,
  	\`item02\` text,
  	\`item03\` text,
  	\`item04\` text,
  	\`item05\` text,
  	\`item06\` text,
  	\`item07\` text,
  	\`item08\` text,
  	\`item09\` text,
  	\`item10\` text,
  	\`item11\` text,
  	\`item12\` text,
  	\`item13\` text,
  	\`item14\` text,
  	\`item15\` text,
  	\`item16\` text,
  	\`item17\` text,
  	\`pio_name\` text,
  	\`pio_designation\` text,
  	\`pio_address\` text,
  	\`faa_name\` text,
  	\`faa_designation\` text,
  	\`faa_address\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rti_disclosure\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`rti_disclosure_locales_locale_parent_id_unique\` ON \`rti_disclosure_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`rti_disclosure_locales_parent_idx\` ON \`rti_disclosure_locales\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`grievances\` ADD \`due_at\` text;`)
  await db.run(sql`ALTER TABLE \`grievances\` ADD \`escalated_at\` text;`)
  await db.run(sql`ALTER TABLE \`grievances\` ADD \`open\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`grievances\` ADD \`reply\` text;`)
  await db.run(sql`CREATE INDEX \`grievances_due_at_idx\` ON \`grievances\` (\`due_at\`);`)
  await db.run(sql`CREATE INDEX \`grievances_open_idx\` ON \`grievances\` (\`open\`);`)
  await db.run(sql`CREATE INDEX \`open_dueAt_idx\` ON \`grievances\` (\`open\`,\`due_at\`);`)
  // Written by hand: grievances filed before this migration are due 15 days after filing (the
  // default), and open unless Resolved or Rejected.
  await db.run(sql`UPDATE \`grievances\` SET \`due_at\` = strftime('%Y-%m-%dT%H:%M:%fZ', \`created_at\`, '+15 days'), \`open\` = CASE WHEN \`status\` IN ('resolved', 'rejected') THEN 0 ELSE 1 END;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`policies_id\` integer REFERENCES policies(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`disclosures_id\` integer REFERENCES disclosures(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_policies_id_idx\` ON \`payload_locked_documents_rels\` (\`policies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_disclosures_id_idx\` ON \`payload_locked_documents_rels\` (\`disclosures_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`grievance_due_days\` numeric DEFAULT 15 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`policies\`;`)
  await db.run(sql`DROP TABLE \`policies_locales\`;`)
  await db.run(sql`DROP TABLE \`_policies_v\`;`)
  await db.run(sql`DROP TABLE \`_policies_v_locales\`;`)
  await db.run(sql`DROP TABLE \`disclosures_items\`;`)
  await db.run(sql`DROP TABLE \`disclosures_items_locales\`;`)
  await db.run(sql`DROP TABLE \`disclosures_fees\`;`)
  await db.run(sql`DROP TABLE \`disclosures_fees_locales\`;`)
  await db.run(sql`DROP TABLE \`disclosures\`;`)
  await db.run(sql`DROP TABLE \`_disclosures_v_version_items\`;`)
  await db.run(sql`DROP TABLE \`_disclosures_v_version_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_disclosures_v_version_fees\`;`)
  await db.run(sql`DROP TABLE \`_disclosures_v_version_fees_locales\`;`)
  await db.run(sql`DROP TABLE \`_disclosures_v\`;`)
  await db.run(sql`DROP TABLE \`site_settings_helplines\`;`)
  await db.run(sql`DROP TABLE \`site_settings_helplines_locales\`;`)
  await db.run(sql`DROP TABLE \`rti_disclosure\`;`)
  await db.run(sql`DROP TABLE \`rti_disclosure_locales\`;`)
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
  	\`institutions_id\` integer,
  	\`achievements_id\` integer,
  	\`albums_id\` integer,
  	\`gallery_images_id\` integer,
  	\`portal_links_id\` integer,
  	\`events_id\` integer,
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
  	FOREIGN KEY (\`institutions_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`achievements_id\`) REFERENCES \`achievements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`albums_id\`) REFERENCES \`albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gallery_images_id\`) REFERENCES \`gallery_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portal_links_id\`) REFERENCES \`portal_links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notice_types_id\`) REFERENCES \`notice_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`achievement_types_id\`) REFERENCES \`achievement_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`academic_years_id\`) REFERENCES \`academic_years\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`grievances_id\`) REFERENCES \`grievances\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "trustees_id", "awards_id", "notices_id", "rti_items_id", "media_talks_id", "important_links_id", "magazines_id", "alerts_id", "institutions_id", "achievements_id", "albums_id", "gallery_images_id", "portal_links_id", "events_id", "notice_types_id", "achievement_types_id", "academic_years_id", "grievances_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "trustees_id", "awards_id", "notices_id", "rti_items_id", "media_talks_id", "important_links_id", "magazines_id", "alerts_id", "institutions_id", "achievements_id", "albums_id", "gallery_images_id", "portal_links_id", "events_id", "notice_types_id", "achievement_types_id", "academic_years_id", "grievances_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_institutions_id_idx\` ON \`payload_locked_documents_rels\` (\`institutions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_achievements_id_idx\` ON \`payload_locked_documents_rels\` (\`achievements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_albums_id_idx\` ON \`payload_locked_documents_rels\` (\`albums_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gallery_images_id_idx\` ON \`payload_locked_documents_rels\` (\`gallery_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portal_links_id_idx\` ON \`payload_locked_documents_rels\` (\`portal_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notice_types_id_idx\` ON \`payload_locked_documents_rels\` (\`notice_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_achievement_types_id_idx\` ON \`payload_locked_documents_rels\` (\`achievement_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_academic_years_id_idx\` ON \`payload_locked_documents_rels\` (\`academic_years_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_grievances_id_idx\` ON \`payload_locked_documents_rels\` (\`grievances_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`DROP INDEX \`grievances_due_at_idx\`;`)
  await db.run(sql`DROP INDEX \`grievances_open_idx\`;`)
  await db.run(sql`DROP INDEX \`open_dueAt_idx\`;`)
  await db.run(sql`ALTER TABLE \`grievances\` DROP COLUMN \`due_at\`;`)
  await db.run(sql`ALTER TABLE \`grievances\` DROP COLUMN \`escalated_at\`;`)
  await db.run(sql`ALTER TABLE \`grievances\` DROP COLUMN \`open\`;`)
  await db.run(sql`ALTER TABLE \`grievances\` DROP COLUMN \`reply\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`grievance_due_days\`;`)
}
