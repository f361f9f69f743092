import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_institutions_levels" AS ENUM('primary', 'secondary', 'junior-college', 'degree-college', 'other');
  CREATE TYPE "public"."enum_institutions_fees_rows_period" AS ENUM('term', 'year', 'one-time');
  CREATE TYPE "public"."enum_institutions_board" AS ENUM('state', 'cbse', 'icse', 'university', 'other');
  CREATE TYPE "public"."enum__institutions_v_version_levels" AS ENUM('primary', 'secondary', 'junior-college', 'degree-college', 'other');
  CREATE TYPE "public"."enum__institutions_v_version_fees_rows_period" AS ENUM('term', 'year', 'one-time');
  CREATE TYPE "public"."enum__institutions_v_version_board" AS ENUM('state', 'cbse', 'icse', 'university', 'other');
  CREATE TABLE "institutions_levels" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_institutions_levels",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "institutions_admission_seats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"seats" numeric
  );
  
  CREATE TABLE "institutions_admission_seats_locales" (
  	"course" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "institutions_admission_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "institutions_admission_faq_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "institutions_fees_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"period" "enum_institutions_fees_rows_period" DEFAULT 'year',
  	"amount" numeric
  );
  
  CREATE TABLE "institutions_fees_rows_locales" (
  	"course" varchar,
  	"covers" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_institutions_v_version_levels" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__institutions_v_version_levels",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_institutions_v_version_admission_seats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"seats" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_institutions_v_version_admission_seats_locales" (
  	"course" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_institutions_v_version_admission_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_institutions_v_version_admission_faq_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_institutions_v_version_fees_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"period" "enum__institutions_v_version_fees_rows_period" DEFAULT 'year',
  	"amount" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_institutions_v_version_fees_rows_locales" (
  	"course" varchar,
  	"covers" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "institutions" ADD COLUMN "board" "enum_institutions_board";
  ALTER TABLE "institutions" ADD COLUMN "phone" varchar;
  ALTER TABLE "institutions" ADD COLUMN "admission_opens_on" timestamp(3) with time zone;
  ALTER TABLE "institutions" ADD COLUMN "admission_closes_on" timestamp(3) with time zone;
  ALTER TABLE "institutions" ADD COLUMN "fees_approved_on" timestamp(3) with time zone;
  ALTER TABLE "institutions" ADD COLUMN "fees_link" varchar;
  ALTER TABLE "institutions_locales" ADD COLUMN "area" varchar;
  ALTER TABLE "institutions_locales" ADD COLUMN "office_hours" varchar;
  ALTER TABLE "institutions_locales" ADD COLUMN "admission_eligibility" varchar;
  ALTER TABLE "institutions_locales" ADD COLUMN "admission_documents" varchar;
  ALTER TABLE "institutions_locales" ADD COLUMN "fees_concessions" varchar;
  ALTER TABLE "institutions_locales" ADD COLUMN "fees_refunds" varchar;
  ALTER TABLE "institutions_locales" ADD COLUMN "fees_approved_by" varchar;
  ALTER TABLE "_institutions_v" ADD COLUMN "version_board" "enum__institutions_v_version_board";
  ALTER TABLE "_institutions_v" ADD COLUMN "version_phone" varchar;
  ALTER TABLE "_institutions_v" ADD COLUMN "version_admission_opens_on" timestamp(3) with time zone;
  ALTER TABLE "_institutions_v" ADD COLUMN "version_admission_closes_on" timestamp(3) with time zone;
  ALTER TABLE "_institutions_v" ADD COLUMN "version_fees_approved_on" timestamp(3) with time zone;
  ALTER TABLE "_institutions_v" ADD COLUMN "version_fees_link" varchar;
  ALTER TABLE "_institutions_v_locales" ADD COLUMN "version_area" varchar;
  ALTER TABLE "_institutions_v_locales" ADD COLUMN "version_office_hours" varchar;
  ALTER TABLE "_institutions_v_locales" ADD COLUMN "version_admission_eligibility" varchar;
  ALTER TABLE "_institutions_v_locales" ADD COLUMN "version_admission_documents" varchar;
  ALTER TABLE "_institutions_v_locales" ADD COLUMN "version_fees_concessions" varchar;
  ALTER TABLE "_institutions_v_locales" ADD COLUMN "version_fees_refunds" varchar;
  ALTER TABLE "_institutions_v_locales" ADD COLUMN "version_fees_approved_by" varchar;
  ALTER TABLE "institutions_levels" ADD CONSTRAINT "institutions_levels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "institutions_admission_seats" ADD CONSTRAINT "institutions_admission_seats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "institutions_admission_seats_locales" ADD CONSTRAINT "institutions_admission_seats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institutions_admission_seats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "institutions_admission_faq" ADD CONSTRAINT "institutions_admission_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "institutions_admission_faq_locales" ADD CONSTRAINT "institutions_admission_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institutions_admission_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "institutions_fees_rows" ADD CONSTRAINT "institutions_fees_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "institutions_fees_rows_locales" ADD CONSTRAINT "institutions_fees_rows_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institutions_fees_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_institutions_v_version_levels" ADD CONSTRAINT "_institutions_v_version_levels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_institutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_institutions_v_version_admission_seats" ADD CONSTRAINT "_institutions_v_version_admission_seats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_institutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_institutions_v_version_admission_seats_locales" ADD CONSTRAINT "_institutions_v_version_admission_seats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_institutions_v_version_admission_seats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_institutions_v_version_admission_faq" ADD CONSTRAINT "_institutions_v_version_admission_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_institutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_institutions_v_version_admission_faq_locales" ADD CONSTRAINT "_institutions_v_version_admission_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_institutions_v_version_admission_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_institutions_v_version_fees_rows" ADD CONSTRAINT "_institutions_v_version_fees_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_institutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_institutions_v_version_fees_rows_locales" ADD CONSTRAINT "_institutions_v_version_fees_rows_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_institutions_v_version_fees_rows"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "institutions_levels_order_idx" ON "institutions_levels" USING btree ("order");
  CREATE INDEX "institutions_levels_parent_idx" ON "institutions_levels" USING btree ("parent_id");
  CREATE INDEX "institutions_admission_seats_order_idx" ON "institutions_admission_seats" USING btree ("_order");
  CREATE INDEX "institutions_admission_seats_parent_id_idx" ON "institutions_admission_seats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "institutions_admission_seats_locales_locale_parent_id_unique" ON "institutions_admission_seats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "institutions_admission_seats_locales_parent_idx" ON "institutions_admission_seats_locales" USING btree ("_parent_id");
  CREATE INDEX "institutions_admission_faq_order_idx" ON "institutions_admission_faq" USING btree ("_order");
  CREATE INDEX "institutions_admission_faq_parent_id_idx" ON "institutions_admission_faq" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "institutions_admission_faq_locales_locale_parent_id_unique" ON "institutions_admission_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "institutions_admission_faq_locales_parent_idx" ON "institutions_admission_faq_locales" USING btree ("_parent_id");
  CREATE INDEX "institutions_fees_rows_order_idx" ON "institutions_fees_rows" USING btree ("_order");
  CREATE INDEX "institutions_fees_rows_parent_id_idx" ON "institutions_fees_rows" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "institutions_fees_rows_locales_locale_parent_id_unique" ON "institutions_fees_rows_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "institutions_fees_rows_locales_parent_idx" ON "institutions_fees_rows_locales" USING btree ("_parent_id");
  CREATE INDEX "_institutions_v_version_levels_order_idx" ON "_institutions_v_version_levels" USING btree ("order");
  CREATE INDEX "_institutions_v_version_levels_parent_idx" ON "_institutions_v_version_levels" USING btree ("parent_id");
  CREATE INDEX "_institutions_v_version_admission_seats_order_idx" ON "_institutions_v_version_admission_seats" USING btree ("_order");
  CREATE INDEX "_institutions_v_version_admission_seats_parent_id_idx" ON "_institutions_v_version_admission_seats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_institutions_v_version_admission_seats_locales_locale_paren" ON "_institutions_v_version_admission_seats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_institutions_v_version_admission_seats_locales_parent_idx" ON "_institutions_v_version_admission_seats_locales" USING btree ("_parent_id");
  CREATE INDEX "_institutions_v_version_admission_faq_order_idx" ON "_institutions_v_version_admission_faq" USING btree ("_order");
  CREATE INDEX "_institutions_v_version_admission_faq_parent_id_idx" ON "_institutions_v_version_admission_faq" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_institutions_v_version_admission_faq_locales_locale_parent_" ON "_institutions_v_version_admission_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_institutions_v_version_admission_faq_locales_parent_idx" ON "_institutions_v_version_admission_faq_locales" USING btree ("_parent_id");
  CREATE INDEX "_institutions_v_version_fees_rows_order_idx" ON "_institutions_v_version_fees_rows" USING btree ("_order");
  CREATE INDEX "_institutions_v_version_fees_rows_parent_id_idx" ON "_institutions_v_version_fees_rows" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_institutions_v_version_fees_rows_locales_locale_parent_id_u" ON "_institutions_v_version_fees_rows_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_institutions_v_version_fees_rows_locales_parent_idx" ON "_institutions_v_version_fees_rows_locales" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "institutions_levels" CASCADE;
  DROP TABLE "institutions_admission_seats" CASCADE;
  DROP TABLE "institutions_admission_seats_locales" CASCADE;
  DROP TABLE "institutions_admission_faq" CASCADE;
  DROP TABLE "institutions_admission_faq_locales" CASCADE;
  DROP TABLE "institutions_fees_rows" CASCADE;
  DROP TABLE "institutions_fees_rows_locales" CASCADE;
  DROP TABLE "_institutions_v_version_levels" CASCADE;
  DROP TABLE "_institutions_v_version_admission_seats" CASCADE;
  DROP TABLE "_institutions_v_version_admission_seats_locales" CASCADE;
  DROP TABLE "_institutions_v_version_admission_faq" CASCADE;
  DROP TABLE "_institutions_v_version_admission_faq_locales" CASCADE;
  DROP TABLE "_institutions_v_version_fees_rows" CASCADE;
  DROP TABLE "_institutions_v_version_fees_rows_locales" CASCADE;
  ALTER TABLE "institutions" DROP COLUMN "board";
  ALTER TABLE "institutions" DROP COLUMN "phone";
  ALTER TABLE "institutions" DROP COLUMN "admission_opens_on";
  ALTER TABLE "institutions" DROP COLUMN "admission_closes_on";
  ALTER TABLE "institutions" DROP COLUMN "fees_approved_on";
  ALTER TABLE "institutions" DROP COLUMN "fees_link";
  ALTER TABLE "institutions_locales" DROP COLUMN "area";
  ALTER TABLE "institutions_locales" DROP COLUMN "office_hours";
  ALTER TABLE "institutions_locales" DROP COLUMN "admission_eligibility";
  ALTER TABLE "institutions_locales" DROP COLUMN "admission_documents";
  ALTER TABLE "institutions_locales" DROP COLUMN "fees_concessions";
  ALTER TABLE "institutions_locales" DROP COLUMN "fees_refunds";
  ALTER TABLE "institutions_locales" DROP COLUMN "fees_approved_by";
  ALTER TABLE "_institutions_v" DROP COLUMN "version_board";
  ALTER TABLE "_institutions_v" DROP COLUMN "version_phone";
  ALTER TABLE "_institutions_v" DROP COLUMN "version_admission_opens_on";
  ALTER TABLE "_institutions_v" DROP COLUMN "version_admission_closes_on";
  ALTER TABLE "_institutions_v" DROP COLUMN "version_fees_approved_on";
  ALTER TABLE "_institutions_v" DROP COLUMN "version_fees_link";
  ALTER TABLE "_institutions_v_locales" DROP COLUMN "version_area";
  ALTER TABLE "_institutions_v_locales" DROP COLUMN "version_office_hours";
  ALTER TABLE "_institutions_v_locales" DROP COLUMN "version_admission_eligibility";
  ALTER TABLE "_institutions_v_locales" DROP COLUMN "version_admission_documents";
  ALTER TABLE "_institutions_v_locales" DROP COLUMN "version_fees_concessions";
  ALTER TABLE "_institutions_v_locales" DROP COLUMN "version_fees_refunds";
  ALTER TABLE "_institutions_v_locales" DROP COLUMN "version_fees_approved_by";
  DROP TYPE "public"."enum_institutions_levels";
  DROP TYPE "public"."enum_institutions_fees_rows_period";
  DROP TYPE "public"."enum_institutions_board";
  DROP TYPE "public"."enum__institutions_v_version_levels";
  DROP TYPE "public"."enum__institutions_v_version_fees_rows_period";
  DROP TYPE "public"."enum__institutions_v_version_board";`)
}
