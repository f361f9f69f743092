import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`grievances\` ADD \`due_at\` text;`)
  await db.run(sql`ALTER TABLE \`grievances\` ADD \`escalated_at\` text;`)
  await db.run(sql`ALTER TABLE \`grievances\` ADD \`open\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`grievances\` ADD \`reply\` text;`)
  await db.run(sql`CREATE INDEX \`grievances_due_at_idx\` ON \`grievances\` (\`due_at\`);`)
  await db.run(sql`CREATE INDEX \`grievances_open_idx\` ON \`grievances\` (\`open\`);`)
  await db.run(sql`CREATE INDEX \`open_dueAt_idx\` ON \`grievances\` (\`open\`,\`due_at\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`grievance_due_days\` numeric DEFAULT 15 NOT NULL;`)
  // Grievances filed before: due 15 days after filing (the default), open unless Resolved or Rejected.
  await db.run(sql`UPDATE \`grievances\` SET \`due_at\` = strftime('%Y-%m-%dT%H:%M:%fZ', \`created_at\`, '+15 days'), \`open\` = CASE WHEN \`status\` IN ('resolved', 'rejected') THEN 0 ELSE 1 END;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`grievances_due_at_idx\`;`)
  await db.run(sql`DROP INDEX \`grievances_open_idx\`;`)
  await db.run(sql`DROP INDEX \`open_dueAt_idx\`;`)
  await db.run(sql`ALTER TABLE \`grievances\` DROP COLUMN \`due_at\`;`)
  await db.run(sql`ALTER TABLE \`grievances\` DROP COLUMN \`escalated_at\`;`)
  await db.run(sql`ALTER TABLE \`grievances\` DROP COLUMN \`open\`;`)
  await db.run(sql`ALTER TABLE \`grievances\` DROP COLUMN \`reply\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`grievance_due_days\`;`)
}
