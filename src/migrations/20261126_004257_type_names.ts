import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

// Notice and achievement types get a name per language (src/collections/code-list.ts).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`notice_types_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`notice_types\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`notice_types_locales_locale_parent_id_unique\` ON \`notice_types_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`notice_types_locales_parent_idx\` ON \`notice_types_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`achievement_types_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`achievement_types\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`achievement_types_locales_locale_parent_id_unique\` ON \`achievement_types_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`achievement_types_locales_parent_idx\` ON \`achievement_types_locales\` (\`_parent_id\`);`)
  // Existing types keep showing what they showed: their code, now as their English name (staff can
  // change it); every localized row has its English, as after the localization migration.
  await db.run(sql`INSERT INTO \`notice_types_locales\` (\`name\`, \`_locale\`, \`_parent_id\`) SELECT \`code\`, 'en', \`id\` FROM \`notice_types\`;`)
  await db.run(sql`INSERT INTO \`achievement_types_locales\` (\`name\`, \`_locale\`, \`_parent_id\`) SELECT \`code\`, 'en', \`id\` FROM \`achievement_types\`;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`notice_types_locales\`;`)
  await db.run(sql`DROP TABLE \`achievement_types_locales\`;`)
}
