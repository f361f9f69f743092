import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`subscribers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`society\` integer DEFAULT false,
  	\`language\` text DEFAULT 'en' NOT NULL,
  	\`mode\` text DEFAULT 'immediate' NOT NULL,
  	\`confirmed_at\` text,
  	\`token_nonce\` text NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`subscribers_email_idx\` ON \`subscribers\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_society_idx\` ON \`subscribers\` (\`society\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_mode_idx\` ON \`subscribers\` (\`mode\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_confirmed_at_idx\` ON \`subscribers\` (\`confirmed_at\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_updated_at_idx\` ON \`subscribers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_created_at_idx\` ON \`subscribers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`subscribers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`institutions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`institutions_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`subscribers_rels_order_idx\` ON \`subscribers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_rels_parent_idx\` ON \`subscribers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_rels_path_idx\` ON \`subscribers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_rels_institutions_id_idx\` ON \`subscribers_rels\` (\`institutions_id\`);`)
  await db.run(sql`CREATE TABLE \`subscription_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`item_id\` numeric NOT NULL,
  	\`title\` text NOT NULL,
  	\`seen_at\` text NOT NULL,
  	\`done\` integer DEFAULT false,
  	\`immediate_sent\` numeric DEFAULT 0,
  	\`digest_sent\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`subscription_items_key_idx\` ON \`subscription_items\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`subscription_items_seen_at_idx\` ON \`subscription_items\` (\`seen_at\`);`)
  await db.run(sql`CREATE INDEX \`subscription_items_done_idx\` ON \`subscription_items\` (\`done\`);`)
  await db.run(sql`CREATE INDEX \`subscription_items_updated_at_idx\` ON \`subscription_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subscription_items_created_at_idx\` ON \`subscription_items\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`subscription_items_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`institutions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`subscription_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`institutions_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`subscription_items_rels_order_idx\` ON \`subscription_items_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`subscription_items_rels_parent_idx\` ON \`subscription_items_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`subscription_items_rels_path_idx\` ON \`subscription_items_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`subscription_items_rels_institutions_id_idx\` ON \`subscription_items_rels\` (\`institutions_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`subscribers_id\` integer REFERENCES subscribers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`subscription_items_id\` integer REFERENCES subscription_items(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscription_items_id_idx\` ON \`payload_locked_documents_rels\` (\`subscription_items_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Foreign keys off before the drops, not after: dropping a table deletes its rows first, which
  // cascades into payload_locked_documents_rels, whose keys name the tables dropped before it.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`subscribers\`;`)
  await db.run(sql`DROP TABLE \`subscribers_rels\`;`)
  await db.run(sql`DROP TABLE \`subscription_items\`;`)
  await db.run(sql`DROP TABLE \`subscription_items_rels\`;`)
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
  	FOREIGN KEY (\`committees_id\`) REFERENCES \`committees\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notice_types_id\`) REFERENCES \`notice_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`achievement_types_id\`) REFERENCES \`achievement_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`academic_years_id\`) REFERENCES \`academic_years\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`grievances_id\`) REFERENCES \`grievances\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "trustees_id", "awards_id", "notices_id", "rti_items_id", "media_talks_id", "important_links_id", "magazines_id", "alerts_id", "policies_id", "institutions_id", "achievements_id", "albums_id", "gallery_images_id", "portal_links_id", "events_id", "disclosures_id", "committees_id", "notice_types_id", "achievement_types_id", "academic_years_id", "grievances_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "trustees_id", "awards_id", "notices_id", "rti_items_id", "media_talks_id", "important_links_id", "magazines_id", "alerts_id", "policies_id", "institutions_id", "achievements_id", "albums_id", "gallery_images_id", "portal_links_id", "events_id", "disclosures_id", "committees_id", "notice_types_id", "achievement_types_id", "academic_years_id", "grievances_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
