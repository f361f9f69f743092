import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Generated, with one edit to down(): foreign keys stay off until both rebuilds are done (the
 * generated code switched them on after rebuilding `notices`, so dropping the old `_notices_v`
 * cascaded into `_notices_v_locales` and lost the versions' titles; see the localization migration).
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`notices\` ADD \`institution_id\` integer REFERENCES institutions(id);`)
  await db.run(sql`ALTER TABLE \`notices\` ADD \`approval_state\` text;`)
  await db.run(sql`ALTER TABLE \`notices\` ADD \`approval_note\` text;`)
  await db.run(sql`CREATE INDEX \`notices_institution_idx\` ON \`notices\` (\`institution_id\`);`)
  await db.run(sql`CREATE INDEX \`notices_approval_approval_state_idx\` ON \`notices\` (\`approval_state\`);`)
  await db.run(sql`CREATE INDEX \`_status_institution_date_idx\` ON \`notices\` (\`_status\`,\`institution_id\`,\`date\`);`)
  await db.run(sql`ALTER TABLE \`_notices_v\` ADD \`version_institution_id\` integer REFERENCES institutions(id);`)
  await db.run(sql`ALTER TABLE \`_notices_v\` ADD \`version_approval_state\` text;`)
  await db.run(sql`ALTER TABLE \`_notices_v\` ADD \`version_approval_note\` text;`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_institution_idx\` ON \`_notices_v\` (\`version_institution_id\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_approval_version_approval_state_idx\` ON \`_notices_v\` (\`version_approval_state\`);`)
  await db.run(sql`CREATE INDEX \`version__status_version_institution_version_date_idx\` ON \`_notices_v\` (\`version__status\`,\`version_institution_id\`,\`version_date\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`notice_approval\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_notices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type_id\` integer,
  	\`academic_year\` text,
  	\`date\` text,
  	\`publish_at\` text,
  	\`expires_at\` text,
  	\`changed_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`type_id\`) REFERENCES \`notice_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`changed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_notices\`("id", "type_id", "academic_year", "date", "publish_at", "expires_at", "changed_by_id", "updated_at", "created_at", "_status") SELECT "id", "type_id", "academic_year", "date", "publish_at", "expires_at", "changed_by_id", "updated_at", "created_at", "_status" FROM \`notices\`;`)
  await db.run(sql`DROP TABLE \`notices\`;`)
  await db.run(sql`ALTER TABLE \`__new_notices\` RENAME TO \`notices\`;`)
  await db.run(sql`CREATE INDEX \`notices_type_idx\` ON \`notices\` (\`type_id\`);`)
  await db.run(sql`CREATE INDEX \`notices_academic_year_idx\` ON \`notices\` (\`academic_year\`);`)
  await db.run(sql`CREATE INDEX \`notices_date_idx\` ON \`notices\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`notices_publish_at_idx\` ON \`notices\` (\`publish_at\`);`)
  await db.run(sql`CREATE INDEX \`notices_expires_at_idx\` ON \`notices\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`notices_changed_by_idx\` ON \`notices\` (\`changed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`notices_updated_at_idx\` ON \`notices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`notices_created_at_idx\` ON \`notices\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`notices__status_idx\` ON \`notices\` (\`_status\`);`)
  await db.run(sql`CREATE INDEX \`_status_date_idx\` ON \`notices\` (\`_status\`,\`date\`);`)
  await db.run(sql`CREATE INDEX \`_status_academicYear_date_idx\` ON \`notices\` (\`_status\`,\`academic_year\`,\`date\`);`)
  await db.run(sql`CREATE INDEX \`_status_type_date_idx\` ON \`notices\` (\`_status\`,\`type_id\`,\`date\`);`)
  await db.run(sql`CREATE TABLE \`__new__notices_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_type_id\` integer,
  	\`version_academic_year\` text,
  	\`version_date\` text,
  	\`version_publish_at\` text,
  	\`version_expires_at\` text,
  	\`version_changed_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`notices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_type_id\`) REFERENCES \`notice_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_changed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__notices_v\`("id", "parent_id", "version_type_id", "version_academic_year", "version_date", "version_publish_at", "version_expires_at", "version_changed_by_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_type_id", "version_academic_year", "version_date", "version_publish_at", "version_expires_at", "version_changed_by_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_notices_v\`;`)
  await db.run(sql`DROP TABLE \`_notices_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__notices_v\` RENAME TO \`_notices_v\`;`)
  await db.run(sql`CREATE INDEX \`_notices_v_parent_idx\` ON \`_notices_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_type_idx\` ON \`_notices_v\` (\`version_type_id\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_academic_year_idx\` ON \`_notices_v\` (\`version_academic_year\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_date_idx\` ON \`_notices_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_publish_at_idx\` ON \`_notices_v\` (\`version_publish_at\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_expires_at_idx\` ON \`_notices_v\` (\`version_expires_at\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_changed_by_idx\` ON \`_notices_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_updated_at_idx\` ON \`_notices_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_created_at_idx\` ON \`_notices_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version__status_idx\` ON \`_notices_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_created_at_idx\` ON \`_notices_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_updated_at_idx\` ON \`_notices_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_snapshot_idx\` ON \`_notices_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_published_locale_idx\` ON \`_notices_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_latest_idx\` ON \`_notices_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version__status_version_date_idx\` ON \`_notices_v\` (\`version__status\`,\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`version__status_version_academicYear_version_date_idx\` ON \`_notices_v\` (\`version__status\`,\`version_academic_year\`,\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`version__status_version_type_version_date_idx\` ON \`_notices_v\` (\`version__status\`,\`version_type_id\`,\`version_date\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`notice_approval\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
