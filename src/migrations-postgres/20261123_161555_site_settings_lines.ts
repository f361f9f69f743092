import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The site settings' header lines are required in English only (issue 11): their Marathi columns
 * lose NOT NULL and the English default (see the SQLite migration of the same name). down() edited
 * by hand: a Marathi line that is null first takes the English line of the same settings.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings_locales" ALTER COLUMN "title" DROP DEFAULT;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "iso_line" DROP DEFAULT;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "iso_line" DROP NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "award_line" DROP DEFAULT;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "award_line" DROP NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "address_line" DROP DEFAULT;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "address_line" DROP NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  for (const column of ['title', 'iso_line', 'award_line', 'address_line']) {
    await db.execute(
      sql.raw(
        `UPDATE "site_settings_locales" l SET "${column}" = COALESCE((SELECT e."${column}" FROM "site_settings_locales" e WHERE e."_parent_id" = l."_parent_id" AND e."_locale" = 'en'), '') WHERE l."${column}" IS NULL`,
      ),
    )
  }
  await db.execute(sql`
   ALTER TABLE "site_settings_locales" ALTER COLUMN "title" SET DEFAULT 'Vidya Vikas Education Society';
  ALTER TABLE "site_settings_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "iso_line" SET DEFAULT 'An ISO 9001:2008 Certified Organisation';
  ALTER TABLE "site_settings_locales" ALTER COLUMN "iso_line" SET NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "award_line" SET DEFAULT 'Awarded “Best Educational Institution” – 2010';
  ALTER TABLE "site_settings_locales" ALTER COLUMN "award_line" SET NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "address_line" SET DEFAULT 'Vidya Vikas Bhavan, Senapati Bapat Marg, Dadar (West), Mumbai – 400 028';
  ALTER TABLE "site_settings_locales" ALTER COLUMN "address_line" SET NOT NULL;`)
}
