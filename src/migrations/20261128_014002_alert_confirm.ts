import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Alerts get a state: new ones are drafts until confirmed. Edited by hand: the alerts saved before
// were published by their save, so they are kept confirmed (at their creation), not hidden.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`alerts\` ADD \`state\` text DEFAULT 'draft' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`alerts\` ADD \`confirmed_at\` text;`)
  await db.run(sql`ALTER TABLE \`alerts\` ADD \`confirmed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`UPDATE \`alerts\` SET \`state\` = 'confirmed', \`confirmed_at\` = \`created_at\`;`)
  await db.run(sql`CREATE INDEX \`alerts_confirmed_by_idx\` ON \`alerts\` (\`confirmed_by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_alerts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link\` text,
  	\`level\` text DEFAULT 'information' NOT NULL,
  	\`starts_at\` text NOT NULL,
  	\`ends_at\` text NOT NULL,
  	\`changed_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`changed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_alerts\`("id", "link", "level", "starts_at", "ends_at", "changed_by_id", "updated_at", "created_at") SELECT "id", "link", "level", "starts_at", "ends_at", "changed_by_id", "updated_at", "created_at" FROM \`alerts\`;`)
  await db.run(sql`DROP TABLE \`alerts\`;`)
  await db.run(sql`ALTER TABLE \`__new_alerts\` RENAME TO \`alerts\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`alerts_starts_at_idx\` ON \`alerts\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`alerts_ends_at_idx\` ON \`alerts\` (\`ends_at\`);`)
  await db.run(sql`CREATE INDEX \`alerts_changed_by_idx\` ON \`alerts\` (\`changed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`alerts_updated_at_idx\` ON \`alerts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alerts_created_at_idx\` ON \`alerts\` (\`created_at\`);`)
}
