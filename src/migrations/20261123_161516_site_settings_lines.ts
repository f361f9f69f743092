import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The site settings' header lines are required in English only (issue 11): their Marathi columns
 * lose NOT NULL and the English default, so that a Marathi line left empty is stored as null and
 * reads as the English one. Generated; down() edited by hand: a Marathi line that is null takes the
 * English line of the same settings (the old NOT NULL columns cannot hold null).
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_locales\` (
  	\`title\` text,
  	\`iso_line\` text,
  	\`award_line\` text,
  	\`address_line\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_locales\`("title", "iso_line", "award_line", "address_line", "id", "_locale", "_parent_id") SELECT "title", "iso_line", "award_line", "address_line", "id", "_locale", "_parent_id" FROM \`site_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_locales\` RENAME TO \`site_settings_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_locales\` (
  	\`title\` text DEFAULT 'Vidya Vikas Education Society' NOT NULL,
  	\`iso_line\` text DEFAULT 'An ISO 9001:2008 Certified Organisation' NOT NULL,
  	\`award_line\` text DEFAULT 'Awarded “Best Educational Institution” – 2010' NOT NULL,
  	\`address_line\` text DEFAULT 'Vidya Vikas Bhavan, Senapati Bapat Marg, Dadar (West), Mumbai – 400 028' NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_locales\`("title", "iso_line", "award_line", "address_line", "id", "_locale", "_parent_id") SELECT COALESCE(l."title", (SELECT e."title" FROM \`site_settings_locales\` e WHERE e."_parent_id" = l."_parent_id" AND e."_locale" = 'en'), ''), COALESCE(l."iso_line", (SELECT e."iso_line" FROM \`site_settings_locales\` e WHERE e."_parent_id" = l."_parent_id" AND e."_locale" = 'en'), ''), COALESCE(l."award_line", (SELECT e."award_line" FROM \`site_settings_locales\` e WHERE e."_parent_id" = l."_parent_id" AND e."_locale" = 'en'), ''), COALESCE(l."address_line", (SELECT e."address_line" FROM \`site_settings_locales\` e WHERE e."_parent_id" = l."_parent_id" AND e."_locale" = 'en'), ''), l."id", l."_locale", l."_parent_id" FROM \`site_settings_locales\` l;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_locales\` RENAME TO \`site_settings_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
}
