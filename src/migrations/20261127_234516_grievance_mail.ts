import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`grievances\` ADD \`language\` text DEFAULT 'en';`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`approval_mails\` text DEFAULT 'each';`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`invited_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`grievances\` DROP COLUMN \`language\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`approval_mails\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`invited_at\`;`)
}
