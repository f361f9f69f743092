import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`institutions_levels\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`institutions_levels_order_idx\` ON \`institutions_levels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`institutions_levels_parent_idx\` ON \`institutions_levels\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`institutions_admission_seats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`seats\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`institutions_admission_seats_order_idx\` ON \`institutions_admission_seats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`institutions_admission_seats_parent_id_idx\` ON \`institutions_admission_seats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`institutions_admission_seats_locales\` (
  	\`course\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institutions_admission_seats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`institutions_admission_seats_locales_locale_parent_id_unique\` ON \`institutions_admission_seats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`institutions_admission_seats_locales_parent_idx\` ON \`institutions_admission_seats_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`institutions_admission_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`institutions_admission_faq_order_idx\` ON \`institutions_admission_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`institutions_admission_faq_parent_id_idx\` ON \`institutions_admission_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`institutions_admission_faq_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institutions_admission_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`institutions_admission_faq_locales_locale_parent_id_unique\` ON \`institutions_admission_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`institutions_admission_faq_locales_parent_idx\` ON \`institutions_admission_faq_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`institutions_fees_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`period\` text DEFAULT 'year',
  	\`amount\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`institutions_fees_rows_order_idx\` ON \`institutions_fees_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`institutions_fees_rows_parent_id_idx\` ON \`institutions_fees_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`institutions_fees_rows_locales\` (
  	\`course\` text,
  	\`covers\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institutions_fees_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`institutions_fees_rows_locales_locale_parent_id_unique\` ON \`institutions_fees_rows_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`institutions_fees_rows_locales_parent_idx\` ON \`institutions_fees_rows_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_institutions_v_version_levels\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_institutions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_levels_order_idx\` ON \`_institutions_v_version_levels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_levels_parent_idx\` ON \`_institutions_v_version_levels\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_institutions_v_version_admission_seats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`seats\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_institutions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_admission_seats_order_idx\` ON \`_institutions_v_version_admission_seats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_admission_seats_parent_id_idx\` ON \`_institutions_v_version_admission_seats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_institutions_v_version_admission_seats_locales\` (
  	\`course\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_institutions_v_version_admission_seats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_institutions_v_version_admission_seats_locales_locale_paren\` ON \`_institutions_v_version_admission_seats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_admission_seats_locales_parent_idx\` ON \`_institutions_v_version_admission_seats_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_institutions_v_version_admission_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_institutions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_admission_faq_order_idx\` ON \`_institutions_v_version_admission_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_admission_faq_parent_id_idx\` ON \`_institutions_v_version_admission_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_institutions_v_version_admission_faq_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_institutions_v_version_admission_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_institutions_v_version_admission_faq_locales_locale_parent_\` ON \`_institutions_v_version_admission_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_admission_faq_locales_parent_idx\` ON \`_institutions_v_version_admission_faq_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_institutions_v_version_fees_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`period\` text DEFAULT 'year',
  	\`amount\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_institutions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_fees_rows_order_idx\` ON \`_institutions_v_version_fees_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_fees_rows_parent_id_idx\` ON \`_institutions_v_version_fees_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_institutions_v_version_fees_rows_locales\` (
  	\`course\` text,
  	\`covers\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_institutions_v_version_fees_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_institutions_v_version_fees_rows_locales_locale_parent_id_u\` ON \`_institutions_v_version_fees_rows_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_institutions_v_version_fees_rows_locales_parent_idx\` ON \`_institutions_v_version_fees_rows_locales\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`institutions\` ADD \`board\` text;`)
  await db.run(sql`ALTER TABLE \`institutions\` ADD \`phone\` text;`)
  await db.run(sql`ALTER TABLE \`institutions\` ADD \`admission_opens_on\` text;`)
  await db.run(sql`ALTER TABLE \`institutions\` ADD \`admission_closes_on\` text;`)
  await db.run(sql`ALTER TABLE \`institutions\` ADD \`fees_approved_on\` text;`)
  await db.run(sql`ALTER TABLE \`institutions\` ADD \`fees_link\` text;`)
  await db.run(sql`ALTER TABLE \`institutions_locales\` ADD \`area\` text;`)
  await db.run(sql`ALTER TABLE \`institutions_locales\` ADD \`office_hours\` text;`)
  await db.run(sql`ALTER TABLE \`institutions_locales\` ADD \`admission_eligibility\` text;`)
  await db.run(sql`ALTER TABLE \`institutions_locales\` ADD \`admission_documents\` text;`)
  await db.run(sql`ALTER TABLE \`institutions_locales\` ADD \`fees_concessions\` text;`)
  await db.run(sql`ALTER TABLE \`institutions_locales\` ADD \`fees_refunds\` text;`)
  await db.run(sql`ALTER TABLE \`institutions_locales\` ADD \`fees_approved_by\` text;`)
  await db.run(sql`ALTER TABLE \`_institutions_v\` ADD \`version_board\` text;`)
  await db.run(sql`ALTER TABLE \`_institutions_v\` ADD \`version_phone\` text;`)
  await db.run(sql`ALTER TABLE \`_institutions_v\` ADD \`version_admission_opens_on\` text;`)
  await db.run(sql`ALTER TABLE \`_institutions_v\` ADD \`version_admission_closes_on\` text;`)
  await db.run(sql`ALTER TABLE \`_institutions_v\` ADD \`version_fees_approved_on\` text;`)
  await db.run(sql`ALTER TABLE \`_institutions_v\` ADD \`version_fees_link\` text;`)
  await db.run(sql`ALTER TABLE \`_institutions_v_locales\` ADD \`version_area\` text;`)
  await db.run(sql`ALTER TABLE \`_institutions_v_locales\` ADD \`version_office_hours\` text;`)
  await db.run(sql`ALTER TABLE \`_institutions_v_locales\` ADD \`version_admission_eligibility\` text;`)
  await db.run(sql`ALTER TABLE \`_institutions_v_locales\` ADD \`version_admission_documents\` text;`)
  await db.run(sql`ALTER TABLE \`_institutions_v_locales\` ADD \`version_fees_concessions\` text;`)
  await db.run(sql`ALTER TABLE \`_institutions_v_locales\` ADD \`version_fees_refunds\` text;`)
  await db.run(sql`ALTER TABLE \`_institutions_v_locales\` ADD \`version_fees_approved_by\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`institutions_levels\`;`)
  await db.run(sql`DROP TABLE \`institutions_admission_seats\`;`)
  await db.run(sql`DROP TABLE \`institutions_admission_seats_locales\`;`)
  await db.run(sql`DROP TABLE \`institutions_admission_faq\`;`)
  await db.run(sql`DROP TABLE \`institutions_admission_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`institutions_fees_rows\`;`)
  await db.run(sql`DROP TABLE \`institutions_fees_rows_locales\`;`)
  await db.run(sql`DROP TABLE \`_institutions_v_version_levels\`;`)
  await db.run(sql`DROP TABLE \`_institutions_v_version_admission_seats\`;`)
  await db.run(sql`DROP TABLE \`_institutions_v_version_admission_seats_locales\`;`)
  await db.run(sql`DROP TABLE \`_institutions_v_version_admission_faq\`;`)
  await db.run(sql`DROP TABLE \`_institutions_v_version_admission_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`_institutions_v_version_fees_rows\`;`)
  await db.run(sql`DROP TABLE \`_institutions_v_version_fees_rows_locales\`;`)
  await db.run(sql`ALTER TABLE \`institutions\` DROP COLUMN \`board\`;`)
  await db.run(sql`ALTER TABLE \`institutions\` DROP COLUMN \`phone\`;`)
  await db.run(sql`ALTER TABLE \`institutions\` DROP COLUMN \`admission_opens_on\`;`)
  await db.run(sql`ALTER TABLE \`institutions\` DROP COLUMN \`admission_closes_on\`;`)
  await db.run(sql`ALTER TABLE \`institutions\` DROP COLUMN \`fees_approved_on\`;`)
  await db.run(sql`ALTER TABLE \`institutions\` DROP COLUMN \`fees_link\`;`)
  await db.run(sql`ALTER TABLE \`institutions_locales\` DROP COLUMN \`area\`;`)
  await db.run(sql`ALTER TABLE \`institutions_locales\` DROP COLUMN \`office_hours\`;`)
  await db.run(sql`ALTER TABLE \`institutions_locales\` DROP COLUMN \`admission_eligibility\`;`)
  await db.run(sql`ALTER TABLE \`institutions_locales\` DROP COLUMN \`admission_documents\`;`)
  await db.run(sql`ALTER TABLE \`institutions_locales\` DROP COLUMN \`fees_concessions\`;`)
  await db.run(sql`ALTER TABLE \`institutions_locales\` DROP COLUMN \`fees_refunds\`;`)
  await db.run(sql`ALTER TABLE \`institutions_locales\` DROP COLUMN \`fees_approved_by\`;`)
  await db.run(sql`ALTER TABLE \`_institutions_v\` DROP COLUMN \`version_board\`;`)
  await db.run(sql`ALTER TABLE \`_institutions_v\` DROP COLUMN \`version_phone\`;`)
  await db.run(sql`ALTER TABLE \`_institutions_v\` DROP COLUMN \`version_admission_opens_on\`;`)
  await db.run(sql`ALTER TABLE \`_institutions_v\` DROP COLUMN \`version_admission_closes_on\`;`)
  await db.run(sql`ALTER TABLE \`_institutions_v\` DROP COLUMN \`version_fees_approved_on\`;`)
  await db.run(sql`ALTER TABLE \`_institutions_v\` DROP COLUMN \`version_fees_link\`;`)
  await db.run(sql`ALTER TABLE \`_institutions_v_locales\` DROP COLUMN \`version_area\`;`)
  await db.run(sql`ALTER TABLE \`_institutions_v_locales\` DROP COLUMN \`version_office_hours\`;`)
  await db.run(sql`ALTER TABLE \`_institutions_v_locales\` DROP COLUMN \`version_admission_eligibility\`;`)
  await db.run(sql`ALTER TABLE \`_institutions_v_locales\` DROP COLUMN \`version_admission_documents\`;`)
  await db.run(sql`ALTER TABLE \`_institutions_v_locales\` DROP COLUMN \`version_fees_concessions\`;`)
  await db.run(sql`ALTER TABLE \`_institutions_v_locales\` DROP COLUMN \`version_fees_refunds\`;`)
  await db.run(sql`ALTER TABLE \`_institutions_v_locales\` DROP COLUMN \`version_fees_approved_by\`;`)
}
