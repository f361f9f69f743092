import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`all_institutions\` integer DEFAULT false;`)
  // Until now an officer without institutions saw all of them; keep that for existing accounts, now
  // as the explicit choice (from here on an empty list means none).
  await db.run(
    sql`UPDATE \`users\` SET \`all_institutions\` = 1 WHERE \`role\` = 'officer' AND \`id\` NOT IN (SELECT \`parent_id\` FROM \`users_rels\` WHERE \`path\` = 'institutions');`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`all_institutions\`;`)
}
