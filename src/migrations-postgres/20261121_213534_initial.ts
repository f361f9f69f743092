import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_trustees_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__trustees_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_awards_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__awards_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_notices_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__notices_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_rti_items_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__rti_items_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_media_talks_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__media_talks_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_important_links_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__important_links_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_magazines_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__magazines_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_institutions_kind" AS ENUM('pre-primary', 'school', 'junior-college', 'degree-college');
  CREATE TYPE "public"."enum_institutions_medium" AS ENUM('english', 'marathi', 'semi-english');
  CREATE TYPE "public"."enum_institutions_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__institutions_v_version_kind" AS ENUM('pre-primary', 'school', 'junior-college', 'degree-college');
  CREATE TYPE "public"."enum__institutions_v_version_medium" AS ENUM('english', 'marathi', 'semi-english');
  CREATE TYPE "public"."enum__institutions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_achievements_by" AS ENUM('student', 'teacher');
  CREATE TYPE "public"."enum_achievements_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__achievements_v_version_by" AS ENUM('student', 'teacher');
  CREATE TYPE "public"."enum__achievements_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_gallery_images_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__gallery_images_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_portal_links_category" AS ENUM('ADMISSION-PORTAL', 'STUDENT-PORTAL');
  CREATE TYPE "public"."enum_portal_links_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__portal_links_v_version_category" AS ENUM('ADMISSION-PORTAL', 'STUDENT-PORTAL');
  CREATE TYPE "public"."enum__portal_links_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_grievances_status" AS ENUM('new', 'in-progress', 'resolved', 'rejected');
  CREATE TYPE "public"."enum_grievances_issue_type" AS ENUM('Degree', 'Migration/Consolated Marksheet/Transcript/Provisional Degree', 'Verification', 'Marksheet', 'Result Issue', 'Other');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'officer');
  CREATE TABLE "trustees" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"designation" varchar,
  	"position" varchar,
  	"info" varchar,
  	"more_info" varchar,
  	"photo_id" integer,
  	"order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_trustees_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_trustees_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_designation" varchar,
  	"version_position" varchar,
  	"version_info" varchar,
  	"version_more_info" varchar,
  	"version_photo_id" integer,
  	"version_order" numeric DEFAULT 100,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__trustees_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "awards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"awardee_name" varchar,
  	"image_id" integer,
  	"content" jsonb,
  	"order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_awards_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_awards_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_awardee_name" varchar,
  	"version_image_id" integer,
  	"version_content" jsonb,
  	"version_order" numeric DEFAULT 100,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__awards_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "notices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"type_id" integer,
  	"academic_year" varchar,
  	"date" timestamp(3) with time zone,
  	"description" varchar,
  	"file_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_notices_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_notices_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_type_id" integer,
  	"version_academic_year" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_description" varchar,
  	"version_file_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__notices_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "rti_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" jsonb,
  	"order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_rti_items_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_rti_items_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_description" jsonb,
  	"version_order" numeric DEFAULT 100,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__rti_items_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "media_talks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"source" varchar,
  	"description" varchar,
  	"file_id" integer,
  	"url" varchar,
  	"date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_media_talks_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_media_talks_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_source" varchar,
  	"version_description" varchar,
  	"version_file_id" integer,
  	"version_url" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__media_talks_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "important_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar,
  	"order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_important_links_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_important_links_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_url" varchar,
  	"version_order" numeric DEFAULT 100,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__important_links_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "magazines" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"issue_date" timestamp(3) with time zone,
  	"cover_id" integer,
  	"pdf_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_magazines_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_magazines_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_issue_date" timestamp(3) with time zone,
  	"version_cover_id" integer,
  	"version_pdf_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__magazines_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "institutions_school_info" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb
  );
  
  CREATE TABLE "institutions_strength" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"standard" varchar,
  	"boys" numeric,
  	"girls" numeric
  );
  
  CREATE TABLE "institutions_past_results" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"file_id" integer
  );
  
  CREATE TABLE "institutions_pta_members" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"file_id" integer
  );
  
  CREATE TABLE "institutions_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb
  );
  
  CREATE TABLE "institutions_academic_calendar" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"file_id" integer
  );
  
  CREATE TABLE "institutions_scholarships" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb
  );
  
  CREATE TABLE "institutions_activities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb
  );
  
  CREATE TABLE "institutions_other_activities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb
  );
  
  CREATE TABLE "institutions_infrastructure" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"added_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "institutions_facilities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"added_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "institutions_admission_info" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb
  );
  
  CREATE TABLE "institutions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"address" varchar,
  	"logo_id" integer,
  	"kind" "enum_institutions_kind" DEFAULT 'school',
  	"medium" "enum_institutions_medium" DEFAULT 'english',
  	"principal_name" varchar,
  	"principal_designation" varchar,
  	"principal_education" varchar,
  	"principal_info" varchar,
  	"principal_photo_id" integer,
  	"order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_institutions_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_institutions_v_version_school_info" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_institutions_v_version_strength" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"standard" varchar,
  	"boys" numeric,
  	"girls" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_institutions_v_version_past_results" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_institutions_v_version_pta_members" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_institutions_v_version_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_institutions_v_version_academic_calendar" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_institutions_v_version_scholarships" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_institutions_v_version_activities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_institutions_v_version_other_activities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_institutions_v_version_infrastructure" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"added_at" timestamp(3) with time zone,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_institutions_v_version_facilities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"added_at" timestamp(3) with time zone,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_institutions_v_version_admission_info" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_institutions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_address" varchar,
  	"version_logo_id" integer,
  	"version_kind" "enum__institutions_v_version_kind" DEFAULT 'school',
  	"version_medium" "enum__institutions_v_version_medium" DEFAULT 'english',
  	"version_principal_name" varchar,
  	"version_principal_designation" varchar,
  	"version_principal_education" varchar,
  	"version_principal_info" varchar,
  	"version_principal_photo_id" integer,
  	"version_order" numeric DEFAULT 100,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__institutions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "achievements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"achiever_name" varchar,
  	"achievement" varchar,
  	"description" varchar,
  	"by" "enum_achievements_by" DEFAULT 'student',
  	"type_id" integer,
  	"academic_year" varchar,
  	"institution_id" integer,
  	"file_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_achievements_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_achievements_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_achiever_name" varchar,
  	"version_achievement" varchar,
  	"version_description" varchar,
  	"version_by" "enum__achievements_v_version_by" DEFAULT 'student',
  	"version_type_id" integer,
  	"version_academic_year" varchar,
  	"version_institution_id" integer,
  	"version_file_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__achievements_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "gallery_images" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"academic_year" varchar,
  	"institution_id" integer,
  	"order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_gallery_images_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_gallery_images_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_image_id" integer,
  	"version_caption" varchar,
  	"version_academic_year" varchar,
  	"version_institution_id" integer,
  	"version_order" numeric DEFAULT 100,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__gallery_images_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "portal_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"institution_id" integer,
  	"category" "enum_portal_links_category",
  	"url" varchar,
  	"order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_portal_links_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_portal_links_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_institution_id" integer,
  	"version_category" "enum__portal_links_v_version_category",
  	"version_url" varchar,
  	"version_order" numeric DEFAULT 100,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__portal_links_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "notice_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "achievement_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "academic_years" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "grievances" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"status" "enum_grievances_status" DEFAULT 'new' NOT NULL,
  	"institution_id" integer NOT NULL,
  	"issue_type" "enum_grievances_issue_type" NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"date_of_birth" varchar NOT NULL,
  	"enrollment_number" varchar,
  	"email" varchar NOT NULL,
  	"mobile" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"trustees_id" integer,
  	"awards_id" integer,
  	"notices_id" integer,
  	"rti_items_id" integer,
  	"media_talks_id" integer,
  	"important_links_id" integer,
  	"magazines_id" integer,
  	"institutions_id" integer,
  	"achievements_id" integer,
  	"gallery_images_id" integer,
  	"portal_links_id" integer,
  	"notice_types_id" integer,
  	"achievement_types_id" integer,
  	"academic_years_id" integer,
  	"grievances_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Vidya Vikas Education Society' NOT NULL,
  	"iso_line" varchar DEFAULT 'An ISO 9001:2008 Certified Organisation' NOT NULL,
  	"award_line" varchar DEFAULT 'Awarded “Best Educational Institution” – 2010' NOT NULL,
  	"address_line" varchar DEFAULT 'Vidya Vikas Bhavan, Senapati Bapat Marg, Dadar (West), Mumbai – 400 028' NOT NULL,
  	"sses_url" varchar DEFAULT 'https://sses.example.org/' NOT NULL,
  	"alumni_url" varchar DEFAULT 'https://alumni.example.org/' NOT NULL,
  	"facebook_url" varchar DEFAULT 'https://www.facebook.com/' NOT NULL,
  	"twitter_url" varchar DEFAULT '/' NOT NULL,
  	"instagram_url" varchar DEFAULT 'https://www.instagram.com/' NOT NULL,
  	"youtube_url" varchar DEFAULT 'https://www.youtube.com/' NOT NULL,
  	"past_students" numeric DEFAULT 130800 NOT NULL,
  	"present_strength" numeric DEFAULT 11375 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "visitor_counter" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "trustees" ADD CONSTRAINT "trustees_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_trustees_v" ADD CONSTRAINT "_trustees_v_parent_id_trustees_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."trustees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_trustees_v" ADD CONSTRAINT "_trustees_v_version_photo_id_media_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "awards" ADD CONSTRAINT "awards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_awards_v" ADD CONSTRAINT "_awards_v_parent_id_awards_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."awards"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_awards_v" ADD CONSTRAINT "_awards_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notices" ADD CONSTRAINT "notices_type_id_notice_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."notice_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notices" ADD CONSTRAINT "notices_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_notices_v" ADD CONSTRAINT "_notices_v_parent_id_notices_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."notices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_notices_v" ADD CONSTRAINT "_notices_v_version_type_id_notice_types_id_fk" FOREIGN KEY ("version_type_id") REFERENCES "public"."notice_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_notices_v" ADD CONSTRAINT "_notices_v_version_file_id_media_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_rti_items_v" ADD CONSTRAINT "_rti_items_v_parent_id_rti_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."rti_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media_talks" ADD CONSTRAINT "media_talks_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_media_talks_v" ADD CONSTRAINT "_media_talks_v_parent_id_media_talks_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."media_talks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_media_talks_v" ADD CONSTRAINT "_media_talks_v_version_file_id_media_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_important_links_v" ADD CONSTRAINT "_important_links_v_parent_id_important_links_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."important_links"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "magazines" ADD CONSTRAINT "magazines_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "magazines" ADD CONSTRAINT "magazines_pdf_id_media_id_fk" FOREIGN KEY ("pdf_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_magazines_v" ADD CONSTRAINT "_magazines_v_parent_id_magazines_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."magazines"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_magazines_v" ADD CONSTRAINT "_magazines_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_magazines_v" ADD CONSTRAINT "_magazines_v_version_pdf_id_media_id_fk" FOREIGN KEY ("version_pdf_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "institutions_school_info" ADD CONSTRAINT "institutions_school_info_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "institutions_strength" ADD CONSTRAINT "institutions_strength_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "institutions_past_results" ADD CONSTRAINT "institutions_past_results_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "institutions_past_results" ADD CONSTRAINT "institutions_past_results_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "institutions_pta_members" ADD CONSTRAINT "institutions_pta_members_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "institutions_pta_members" ADD CONSTRAINT "institutions_pta_members_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "institutions_contact" ADD CONSTRAINT "institutions_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "institutions_academic_calendar" ADD CONSTRAINT "institutions_academic_calendar_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "institutions_academic_calendar" ADD CONSTRAINT "institutions_academic_calendar_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "institutions_scholarships" ADD CONSTRAINT "institutions_scholarships_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "institutions_activities" ADD CONSTRAINT "institutions_activities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "institutions_other_activities" ADD CONSTRAINT "institutions_other_activities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "institutions_infrastructure" ADD CONSTRAINT "institutions_infrastructure_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "institutions_infrastructure" ADD CONSTRAINT "institutions_infrastructure_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "institutions_facilities" ADD CONSTRAINT "institutions_facilities_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "institutions_facilities" ADD CONSTRAINT "institutions_facilities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "institutions_admission_info" ADD CONSTRAINT "institutions_admission_info_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "institutions" ADD CONSTRAINT "institutions_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "institutions" ADD CONSTRAINT "institutions_principal_photo_id_media_id_fk" FOREIGN KEY ("principal_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_institutions_v_version_school_info" ADD CONSTRAINT "_institutions_v_version_school_info_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_institutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_institutions_v_version_strength" ADD CONSTRAINT "_institutions_v_version_strength_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_institutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_institutions_v_version_past_results" ADD CONSTRAINT "_institutions_v_version_past_results_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_institutions_v_version_past_results" ADD CONSTRAINT "_institutions_v_version_past_results_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_institutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_institutions_v_version_pta_members" ADD CONSTRAINT "_institutions_v_version_pta_members_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_institutions_v_version_pta_members" ADD CONSTRAINT "_institutions_v_version_pta_members_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_institutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_institutions_v_version_contact" ADD CONSTRAINT "_institutions_v_version_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_institutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_institutions_v_version_academic_calendar" ADD CONSTRAINT "_institutions_v_version_academic_calendar_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_institutions_v_version_academic_calendar" ADD CONSTRAINT "_institutions_v_version_academic_calendar_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_institutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_institutions_v_version_scholarships" ADD CONSTRAINT "_institutions_v_version_scholarships_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_institutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_institutions_v_version_activities" ADD CONSTRAINT "_institutions_v_version_activities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_institutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_institutions_v_version_other_activities" ADD CONSTRAINT "_institutions_v_version_other_activities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_institutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_institutions_v_version_infrastructure" ADD CONSTRAINT "_institutions_v_version_infrastructure_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_institutions_v_version_infrastructure" ADD CONSTRAINT "_institutions_v_version_infrastructure_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_institutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_institutions_v_version_facilities" ADD CONSTRAINT "_institutions_v_version_facilities_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_institutions_v_version_facilities" ADD CONSTRAINT "_institutions_v_version_facilities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_institutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_institutions_v_version_admission_info" ADD CONSTRAINT "_institutions_v_version_admission_info_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_institutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_institutions_v" ADD CONSTRAINT "_institutions_v_parent_id_institutions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_institutions_v" ADD CONSTRAINT "_institutions_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_institutions_v" ADD CONSTRAINT "_institutions_v_version_principal_photo_id_media_id_fk" FOREIGN KEY ("version_principal_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "achievements" ADD CONSTRAINT "achievements_type_id_achievement_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."achievement_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "achievements" ADD CONSTRAINT "achievements_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "achievements" ADD CONSTRAINT "achievements_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_achievements_v" ADD CONSTRAINT "_achievements_v_parent_id_achievements_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."achievements"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_achievements_v" ADD CONSTRAINT "_achievements_v_version_type_id_achievement_types_id_fk" FOREIGN KEY ("version_type_id") REFERENCES "public"."achievement_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_achievements_v" ADD CONSTRAINT "_achievements_v_version_institution_id_institutions_id_fk" FOREIGN KEY ("version_institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_achievements_v" ADD CONSTRAINT "_achievements_v_version_file_id_media_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_gallery_images_v" ADD CONSTRAINT "_gallery_images_v_parent_id_gallery_images_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."gallery_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_gallery_images_v" ADD CONSTRAINT "_gallery_images_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_gallery_images_v" ADD CONSTRAINT "_gallery_images_v_version_institution_id_institutions_id_fk" FOREIGN KEY ("version_institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "portal_links" ADD CONSTRAINT "portal_links_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_portal_links_v" ADD CONSTRAINT "_portal_links_v_parent_id_portal_links_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."portal_links"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_portal_links_v" ADD CONSTRAINT "_portal_links_v_version_institution_id_institutions_id_fk" FOREIGN KEY ("version_institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "grievances" ADD CONSTRAINT "grievances_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trustees_fk" FOREIGN KEY ("trustees_id") REFERENCES "public"."trustees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_awards_fk" FOREIGN KEY ("awards_id") REFERENCES "public"."awards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notices_fk" FOREIGN KEY ("notices_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rti_items_fk" FOREIGN KEY ("rti_items_id") REFERENCES "public"."rti_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_talks_fk" FOREIGN KEY ("media_talks_id") REFERENCES "public"."media_talks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_important_links_fk" FOREIGN KEY ("important_links_id") REFERENCES "public"."important_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_magazines_fk" FOREIGN KEY ("magazines_id") REFERENCES "public"."magazines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_institutions_fk" FOREIGN KEY ("institutions_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_achievements_fk" FOREIGN KEY ("achievements_id") REFERENCES "public"."achievements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gallery_images_fk" FOREIGN KEY ("gallery_images_id") REFERENCES "public"."gallery_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_portal_links_fk" FOREIGN KEY ("portal_links_id") REFERENCES "public"."portal_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notice_types_fk" FOREIGN KEY ("notice_types_id") REFERENCES "public"."notice_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_achievement_types_fk" FOREIGN KEY ("achievement_types_id") REFERENCES "public"."achievement_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_academic_years_fk" FOREIGN KEY ("academic_years_id") REFERENCES "public"."academic_years"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_grievances_fk" FOREIGN KEY ("grievances_id") REFERENCES "public"."grievances"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "trustees_photo_idx" ON "trustees" USING btree ("photo_id");
  CREATE INDEX "trustees_updated_at_idx" ON "trustees" USING btree ("updated_at");
  CREATE INDEX "trustees_created_at_idx" ON "trustees" USING btree ("created_at");
  CREATE INDEX "trustees__status_idx" ON "trustees" USING btree ("_status");
  CREATE INDEX "_trustees_v_parent_idx" ON "_trustees_v" USING btree ("parent_id");
  CREATE INDEX "_trustees_v_version_version_photo_idx" ON "_trustees_v" USING btree ("version_photo_id");
  CREATE INDEX "_trustees_v_version_version_updated_at_idx" ON "_trustees_v" USING btree ("version_updated_at");
  CREATE INDEX "_trustees_v_version_version_created_at_idx" ON "_trustees_v" USING btree ("version_created_at");
  CREATE INDEX "_trustees_v_version_version__status_idx" ON "_trustees_v" USING btree ("version__status");
  CREATE INDEX "_trustees_v_created_at_idx" ON "_trustees_v" USING btree ("created_at");
  CREATE INDEX "_trustees_v_updated_at_idx" ON "_trustees_v" USING btree ("updated_at");
  CREATE INDEX "_trustees_v_latest_idx" ON "_trustees_v" USING btree ("latest");
  CREATE INDEX "awards_image_idx" ON "awards" USING btree ("image_id");
  CREATE INDEX "awards_updated_at_idx" ON "awards" USING btree ("updated_at");
  CREATE INDEX "awards_created_at_idx" ON "awards" USING btree ("created_at");
  CREATE INDEX "awards__status_idx" ON "awards" USING btree ("_status");
  CREATE INDEX "_awards_v_parent_idx" ON "_awards_v" USING btree ("parent_id");
  CREATE INDEX "_awards_v_version_version_image_idx" ON "_awards_v" USING btree ("version_image_id");
  CREATE INDEX "_awards_v_version_version_updated_at_idx" ON "_awards_v" USING btree ("version_updated_at");
  CREATE INDEX "_awards_v_version_version_created_at_idx" ON "_awards_v" USING btree ("version_created_at");
  CREATE INDEX "_awards_v_version_version__status_idx" ON "_awards_v" USING btree ("version__status");
  CREATE INDEX "_awards_v_created_at_idx" ON "_awards_v" USING btree ("created_at");
  CREATE INDEX "_awards_v_updated_at_idx" ON "_awards_v" USING btree ("updated_at");
  CREATE INDEX "_awards_v_latest_idx" ON "_awards_v" USING btree ("latest");
  CREATE INDEX "notices_type_idx" ON "notices" USING btree ("type_id");
  CREATE INDEX "notices_academic_year_idx" ON "notices" USING btree ("academic_year");
  CREATE INDEX "notices_date_idx" ON "notices" USING btree ("date");
  CREATE INDEX "notices_file_idx" ON "notices" USING btree ("file_id");
  CREATE INDEX "notices_updated_at_idx" ON "notices" USING btree ("updated_at");
  CREATE INDEX "notices_created_at_idx" ON "notices" USING btree ("created_at");
  CREATE INDEX "notices__status_idx" ON "notices" USING btree ("_status");
  CREATE INDEX "_notices_v_parent_idx" ON "_notices_v" USING btree ("parent_id");
  CREATE INDEX "_notices_v_version_version_type_idx" ON "_notices_v" USING btree ("version_type_id");
  CREATE INDEX "_notices_v_version_version_academic_year_idx" ON "_notices_v" USING btree ("version_academic_year");
  CREATE INDEX "_notices_v_version_version_date_idx" ON "_notices_v" USING btree ("version_date");
  CREATE INDEX "_notices_v_version_version_file_idx" ON "_notices_v" USING btree ("version_file_id");
  CREATE INDEX "_notices_v_version_version_updated_at_idx" ON "_notices_v" USING btree ("version_updated_at");
  CREATE INDEX "_notices_v_version_version_created_at_idx" ON "_notices_v" USING btree ("version_created_at");
  CREATE INDEX "_notices_v_version_version__status_idx" ON "_notices_v" USING btree ("version__status");
  CREATE INDEX "_notices_v_created_at_idx" ON "_notices_v" USING btree ("created_at");
  CREATE INDEX "_notices_v_updated_at_idx" ON "_notices_v" USING btree ("updated_at");
  CREATE INDEX "_notices_v_latest_idx" ON "_notices_v" USING btree ("latest");
  CREATE INDEX "rti_items_updated_at_idx" ON "rti_items" USING btree ("updated_at");
  CREATE INDEX "rti_items_created_at_idx" ON "rti_items" USING btree ("created_at");
  CREATE INDEX "rti_items__status_idx" ON "rti_items" USING btree ("_status");
  CREATE INDEX "_rti_items_v_parent_idx" ON "_rti_items_v" USING btree ("parent_id");
  CREATE INDEX "_rti_items_v_version_version_updated_at_idx" ON "_rti_items_v" USING btree ("version_updated_at");
  CREATE INDEX "_rti_items_v_version_version_created_at_idx" ON "_rti_items_v" USING btree ("version_created_at");
  CREATE INDEX "_rti_items_v_version_version__status_idx" ON "_rti_items_v" USING btree ("version__status");
  CREATE INDEX "_rti_items_v_created_at_idx" ON "_rti_items_v" USING btree ("created_at");
  CREATE INDEX "_rti_items_v_updated_at_idx" ON "_rti_items_v" USING btree ("updated_at");
  CREATE INDEX "_rti_items_v_latest_idx" ON "_rti_items_v" USING btree ("latest");
  CREATE INDEX "media_talks_file_idx" ON "media_talks" USING btree ("file_id");
  CREATE INDEX "media_talks_updated_at_idx" ON "media_talks" USING btree ("updated_at");
  CREATE INDEX "media_talks_created_at_idx" ON "media_talks" USING btree ("created_at");
  CREATE INDEX "media_talks__status_idx" ON "media_talks" USING btree ("_status");
  CREATE INDEX "_media_talks_v_parent_idx" ON "_media_talks_v" USING btree ("parent_id");
  CREATE INDEX "_media_talks_v_version_version_file_idx" ON "_media_talks_v" USING btree ("version_file_id");
  CREATE INDEX "_media_talks_v_version_version_updated_at_idx" ON "_media_talks_v" USING btree ("version_updated_at");
  CREATE INDEX "_media_talks_v_version_version_created_at_idx" ON "_media_talks_v" USING btree ("version_created_at");
  CREATE INDEX "_media_talks_v_version_version__status_idx" ON "_media_talks_v" USING btree ("version__status");
  CREATE INDEX "_media_talks_v_created_at_idx" ON "_media_talks_v" USING btree ("created_at");
  CREATE INDEX "_media_talks_v_updated_at_idx" ON "_media_talks_v" USING btree ("updated_at");
  CREATE INDEX "_media_talks_v_latest_idx" ON "_media_talks_v" USING btree ("latest");
  CREATE INDEX "important_links_updated_at_idx" ON "important_links" USING btree ("updated_at");
  CREATE INDEX "important_links_created_at_idx" ON "important_links" USING btree ("created_at");
  CREATE INDEX "important_links__status_idx" ON "important_links" USING btree ("_status");
  CREATE INDEX "_important_links_v_parent_idx" ON "_important_links_v" USING btree ("parent_id");
  CREATE INDEX "_important_links_v_version_version_updated_at_idx" ON "_important_links_v" USING btree ("version_updated_at");
  CREATE INDEX "_important_links_v_version_version_created_at_idx" ON "_important_links_v" USING btree ("version_created_at");
  CREATE INDEX "_important_links_v_version_version__status_idx" ON "_important_links_v" USING btree ("version__status");
  CREATE INDEX "_important_links_v_created_at_idx" ON "_important_links_v" USING btree ("created_at");
  CREATE INDEX "_important_links_v_updated_at_idx" ON "_important_links_v" USING btree ("updated_at");
  CREATE INDEX "_important_links_v_latest_idx" ON "_important_links_v" USING btree ("latest");
  CREATE INDEX "magazines_cover_idx" ON "magazines" USING btree ("cover_id");
  CREATE INDEX "magazines_pdf_idx" ON "magazines" USING btree ("pdf_id");
  CREATE INDEX "magazines_updated_at_idx" ON "magazines" USING btree ("updated_at");
  CREATE INDEX "magazines_created_at_idx" ON "magazines" USING btree ("created_at");
  CREATE INDEX "magazines__status_idx" ON "magazines" USING btree ("_status");
  CREATE INDEX "_magazines_v_parent_idx" ON "_magazines_v" USING btree ("parent_id");
  CREATE INDEX "_magazines_v_version_version_cover_idx" ON "_magazines_v" USING btree ("version_cover_id");
  CREATE INDEX "_magazines_v_version_version_pdf_idx" ON "_magazines_v" USING btree ("version_pdf_id");
  CREATE INDEX "_magazines_v_version_version_updated_at_idx" ON "_magazines_v" USING btree ("version_updated_at");
  CREATE INDEX "_magazines_v_version_version_created_at_idx" ON "_magazines_v" USING btree ("version_created_at");
  CREATE INDEX "_magazines_v_version_version__status_idx" ON "_magazines_v" USING btree ("version__status");
  CREATE INDEX "_magazines_v_created_at_idx" ON "_magazines_v" USING btree ("created_at");
  CREATE INDEX "_magazines_v_updated_at_idx" ON "_magazines_v" USING btree ("updated_at");
  CREATE INDEX "_magazines_v_latest_idx" ON "_magazines_v" USING btree ("latest");
  CREATE INDEX "institutions_school_info_order_idx" ON "institutions_school_info" USING btree ("_order");
  CREATE INDEX "institutions_school_info_parent_id_idx" ON "institutions_school_info" USING btree ("_parent_id");
  CREATE INDEX "institutions_strength_order_idx" ON "institutions_strength" USING btree ("_order");
  CREATE INDEX "institutions_strength_parent_id_idx" ON "institutions_strength" USING btree ("_parent_id");
  CREATE INDEX "institutions_past_results_order_idx" ON "institutions_past_results" USING btree ("_order");
  CREATE INDEX "institutions_past_results_parent_id_idx" ON "institutions_past_results" USING btree ("_parent_id");
  CREATE INDEX "institutions_past_results_file_idx" ON "institutions_past_results" USING btree ("file_id");
  CREATE INDEX "institutions_pta_members_order_idx" ON "institutions_pta_members" USING btree ("_order");
  CREATE INDEX "institutions_pta_members_parent_id_idx" ON "institutions_pta_members" USING btree ("_parent_id");
  CREATE INDEX "institutions_pta_members_file_idx" ON "institutions_pta_members" USING btree ("file_id");
  CREATE INDEX "institutions_contact_order_idx" ON "institutions_contact" USING btree ("_order");
  CREATE INDEX "institutions_contact_parent_id_idx" ON "institutions_contact" USING btree ("_parent_id");
  CREATE INDEX "institutions_academic_calendar_order_idx" ON "institutions_academic_calendar" USING btree ("_order");
  CREATE INDEX "institutions_academic_calendar_parent_id_idx" ON "institutions_academic_calendar" USING btree ("_parent_id");
  CREATE INDEX "institutions_academic_calendar_file_idx" ON "institutions_academic_calendar" USING btree ("file_id");
  CREATE INDEX "institutions_scholarships_order_idx" ON "institutions_scholarships" USING btree ("_order");
  CREATE INDEX "institutions_scholarships_parent_id_idx" ON "institutions_scholarships" USING btree ("_parent_id");
  CREATE INDEX "institutions_activities_order_idx" ON "institutions_activities" USING btree ("_order");
  CREATE INDEX "institutions_activities_parent_id_idx" ON "institutions_activities" USING btree ("_parent_id");
  CREATE INDEX "institutions_other_activities_order_idx" ON "institutions_other_activities" USING btree ("_order");
  CREATE INDEX "institutions_other_activities_parent_id_idx" ON "institutions_other_activities" USING btree ("_parent_id");
  CREATE INDEX "institutions_infrastructure_order_idx" ON "institutions_infrastructure" USING btree ("_order");
  CREATE INDEX "institutions_infrastructure_parent_id_idx" ON "institutions_infrastructure" USING btree ("_parent_id");
  CREATE INDEX "institutions_infrastructure_image_idx" ON "institutions_infrastructure" USING btree ("image_id");
  CREATE INDEX "institutions_facilities_order_idx" ON "institutions_facilities" USING btree ("_order");
  CREATE INDEX "institutions_facilities_parent_id_idx" ON "institutions_facilities" USING btree ("_parent_id");
  CREATE INDEX "institutions_facilities_image_idx" ON "institutions_facilities" USING btree ("image_id");
  CREATE INDEX "institutions_admission_info_order_idx" ON "institutions_admission_info" USING btree ("_order");
  CREATE INDEX "institutions_admission_info_parent_id_idx" ON "institutions_admission_info" USING btree ("_parent_id");
  CREATE INDEX "institutions_logo_idx" ON "institutions" USING btree ("logo_id");
  CREATE INDEX "institutions_principal_principal_photo_idx" ON "institutions" USING btree ("principal_photo_id");
  CREATE INDEX "institutions_updated_at_idx" ON "institutions" USING btree ("updated_at");
  CREATE INDEX "institutions_created_at_idx" ON "institutions" USING btree ("created_at");
  CREATE INDEX "institutions__status_idx" ON "institutions" USING btree ("_status");
  CREATE INDEX "_institutions_v_version_school_info_order_idx" ON "_institutions_v_version_school_info" USING btree ("_order");
  CREATE INDEX "_institutions_v_version_school_info_parent_id_idx" ON "_institutions_v_version_school_info" USING btree ("_parent_id");
  CREATE INDEX "_institutions_v_version_strength_order_idx" ON "_institutions_v_version_strength" USING btree ("_order");
  CREATE INDEX "_institutions_v_version_strength_parent_id_idx" ON "_institutions_v_version_strength" USING btree ("_parent_id");
  CREATE INDEX "_institutions_v_version_past_results_order_idx" ON "_institutions_v_version_past_results" USING btree ("_order");
  CREATE INDEX "_institutions_v_version_past_results_parent_id_idx" ON "_institutions_v_version_past_results" USING btree ("_parent_id");
  CREATE INDEX "_institutions_v_version_past_results_file_idx" ON "_institutions_v_version_past_results" USING btree ("file_id");
  CREATE INDEX "_institutions_v_version_pta_members_order_idx" ON "_institutions_v_version_pta_members" USING btree ("_order");
  CREATE INDEX "_institutions_v_version_pta_members_parent_id_idx" ON "_institutions_v_version_pta_members" USING btree ("_parent_id");
  CREATE INDEX "_institutions_v_version_pta_members_file_idx" ON "_institutions_v_version_pta_members" USING btree ("file_id");
  CREATE INDEX "_institutions_v_version_contact_order_idx" ON "_institutions_v_version_contact" USING btree ("_order");
  CREATE INDEX "_institutions_v_version_contact_parent_id_idx" ON "_institutions_v_version_contact" USING btree ("_parent_id");
  CREATE INDEX "_institutions_v_version_academic_calendar_order_idx" ON "_institutions_v_version_academic_calendar" USING btree ("_order");
  CREATE INDEX "_institutions_v_version_academic_calendar_parent_id_idx" ON "_institutions_v_version_academic_calendar" USING btree ("_parent_id");
  CREATE INDEX "_institutions_v_version_academic_calendar_file_idx" ON "_institutions_v_version_academic_calendar" USING btree ("file_id");
  CREATE INDEX "_institutions_v_version_scholarships_order_idx" ON "_institutions_v_version_scholarships" USING btree ("_order");
  CREATE INDEX "_institutions_v_version_scholarships_parent_id_idx" ON "_institutions_v_version_scholarships" USING btree ("_parent_id");
  CREATE INDEX "_institutions_v_version_activities_order_idx" ON "_institutions_v_version_activities" USING btree ("_order");
  CREATE INDEX "_institutions_v_version_activities_parent_id_idx" ON "_institutions_v_version_activities" USING btree ("_parent_id");
  CREATE INDEX "_institutions_v_version_other_activities_order_idx" ON "_institutions_v_version_other_activities" USING btree ("_order");
  CREATE INDEX "_institutions_v_version_other_activities_parent_id_idx" ON "_institutions_v_version_other_activities" USING btree ("_parent_id");
  CREATE INDEX "_institutions_v_version_infrastructure_order_idx" ON "_institutions_v_version_infrastructure" USING btree ("_order");
  CREATE INDEX "_institutions_v_version_infrastructure_parent_id_idx" ON "_institutions_v_version_infrastructure" USING btree ("_parent_id");
  CREATE INDEX "_institutions_v_version_infrastructure_image_idx" ON "_institutions_v_version_infrastructure" USING btree ("image_id");
  CREATE INDEX "_institutions_v_version_facilities_order_idx" ON "_institutions_v_version_facilities" USING btree ("_order");
  CREATE INDEX "_institutions_v_version_facilities_parent_id_idx" ON "_institutions_v_version_facilities" USING btree ("_parent_id");
  CREATE INDEX "_institutions_v_version_facilities_image_idx" ON "_institutions_v_version_facilities" USING btree ("image_id");
  CREATE INDEX "_institutions_v_version_admission_info_order_idx" ON "_institutions_v_version_admission_info" USING btree ("_order");
  CREATE INDEX "_institutions_v_version_admission_info_parent_id_idx" ON "_institutions_v_version_admission_info" USING btree ("_parent_id");
  CREATE INDEX "_institutions_v_parent_idx" ON "_institutions_v" USING btree ("parent_id");
  CREATE INDEX "_institutions_v_version_version_logo_idx" ON "_institutions_v" USING btree ("version_logo_id");
  CREATE INDEX "_institutions_v_version_principal_version_principal_phot_idx" ON "_institutions_v" USING btree ("version_principal_photo_id");
  CREATE INDEX "_institutions_v_version_version_updated_at_idx" ON "_institutions_v" USING btree ("version_updated_at");
  CREATE INDEX "_institutions_v_version_version_created_at_idx" ON "_institutions_v" USING btree ("version_created_at");
  CREATE INDEX "_institutions_v_version_version__status_idx" ON "_institutions_v" USING btree ("version__status");
  CREATE INDEX "_institutions_v_created_at_idx" ON "_institutions_v" USING btree ("created_at");
  CREATE INDEX "_institutions_v_updated_at_idx" ON "_institutions_v" USING btree ("updated_at");
  CREATE INDEX "_institutions_v_latest_idx" ON "_institutions_v" USING btree ("latest");
  CREATE INDEX "achievements_type_idx" ON "achievements" USING btree ("type_id");
  CREATE INDEX "achievements_academic_year_idx" ON "achievements" USING btree ("academic_year");
  CREATE INDEX "achievements_institution_idx" ON "achievements" USING btree ("institution_id");
  CREATE INDEX "achievements_file_idx" ON "achievements" USING btree ("file_id");
  CREATE INDEX "achievements_updated_at_idx" ON "achievements" USING btree ("updated_at");
  CREATE INDEX "achievements_created_at_idx" ON "achievements" USING btree ("created_at");
  CREATE INDEX "achievements__status_idx" ON "achievements" USING btree ("_status");
  CREATE INDEX "_achievements_v_parent_idx" ON "_achievements_v" USING btree ("parent_id");
  CREATE INDEX "_achievements_v_version_version_type_idx" ON "_achievements_v" USING btree ("version_type_id");
  CREATE INDEX "_achievements_v_version_version_academic_year_idx" ON "_achievements_v" USING btree ("version_academic_year");
  CREATE INDEX "_achievements_v_version_version_institution_idx" ON "_achievements_v" USING btree ("version_institution_id");
  CREATE INDEX "_achievements_v_version_version_file_idx" ON "_achievements_v" USING btree ("version_file_id");
  CREATE INDEX "_achievements_v_version_version_updated_at_idx" ON "_achievements_v" USING btree ("version_updated_at");
  CREATE INDEX "_achievements_v_version_version_created_at_idx" ON "_achievements_v" USING btree ("version_created_at");
  CREATE INDEX "_achievements_v_version_version__status_idx" ON "_achievements_v" USING btree ("version__status");
  CREATE INDEX "_achievements_v_created_at_idx" ON "_achievements_v" USING btree ("created_at");
  CREATE INDEX "_achievements_v_updated_at_idx" ON "_achievements_v" USING btree ("updated_at");
  CREATE INDEX "_achievements_v_latest_idx" ON "_achievements_v" USING btree ("latest");
  CREATE INDEX "gallery_images_image_idx" ON "gallery_images" USING btree ("image_id");
  CREATE INDEX "gallery_images_academic_year_idx" ON "gallery_images" USING btree ("academic_year");
  CREATE INDEX "gallery_images_institution_idx" ON "gallery_images" USING btree ("institution_id");
  CREATE INDEX "gallery_images_updated_at_idx" ON "gallery_images" USING btree ("updated_at");
  CREATE INDEX "gallery_images_created_at_idx" ON "gallery_images" USING btree ("created_at");
  CREATE INDEX "gallery_images__status_idx" ON "gallery_images" USING btree ("_status");
  CREATE INDEX "_gallery_images_v_parent_idx" ON "_gallery_images_v" USING btree ("parent_id");
  CREATE INDEX "_gallery_images_v_version_version_image_idx" ON "_gallery_images_v" USING btree ("version_image_id");
  CREATE INDEX "_gallery_images_v_version_version_academic_year_idx" ON "_gallery_images_v" USING btree ("version_academic_year");
  CREATE INDEX "_gallery_images_v_version_version_institution_idx" ON "_gallery_images_v" USING btree ("version_institution_id");
  CREATE INDEX "_gallery_images_v_version_version_updated_at_idx" ON "_gallery_images_v" USING btree ("version_updated_at");
  CREATE INDEX "_gallery_images_v_version_version_created_at_idx" ON "_gallery_images_v" USING btree ("version_created_at");
  CREATE INDEX "_gallery_images_v_version_version__status_idx" ON "_gallery_images_v" USING btree ("version__status");
  CREATE INDEX "_gallery_images_v_created_at_idx" ON "_gallery_images_v" USING btree ("created_at");
  CREATE INDEX "_gallery_images_v_updated_at_idx" ON "_gallery_images_v" USING btree ("updated_at");
  CREATE INDEX "_gallery_images_v_latest_idx" ON "_gallery_images_v" USING btree ("latest");
  CREATE INDEX "portal_links_institution_idx" ON "portal_links" USING btree ("institution_id");
  CREATE INDEX "portal_links_category_idx" ON "portal_links" USING btree ("category");
  CREATE INDEX "portal_links_updated_at_idx" ON "portal_links" USING btree ("updated_at");
  CREATE INDEX "portal_links_created_at_idx" ON "portal_links" USING btree ("created_at");
  CREATE INDEX "portal_links__status_idx" ON "portal_links" USING btree ("_status");
  CREATE INDEX "_portal_links_v_parent_idx" ON "_portal_links_v" USING btree ("parent_id");
  CREATE INDEX "_portal_links_v_version_version_institution_idx" ON "_portal_links_v" USING btree ("version_institution_id");
  CREATE INDEX "_portal_links_v_version_version_category_idx" ON "_portal_links_v" USING btree ("version_category");
  CREATE INDEX "_portal_links_v_version_version_updated_at_idx" ON "_portal_links_v" USING btree ("version_updated_at");
  CREATE INDEX "_portal_links_v_version_version_created_at_idx" ON "_portal_links_v" USING btree ("version_created_at");
  CREATE INDEX "_portal_links_v_version_version__status_idx" ON "_portal_links_v" USING btree ("version__status");
  CREATE INDEX "_portal_links_v_created_at_idx" ON "_portal_links_v" USING btree ("created_at");
  CREATE INDEX "_portal_links_v_updated_at_idx" ON "_portal_links_v" USING btree ("updated_at");
  CREATE INDEX "_portal_links_v_latest_idx" ON "_portal_links_v" USING btree ("latest");
  CREATE UNIQUE INDEX "notice_types_code_idx" ON "notice_types" USING btree ("code");
  CREATE INDEX "notice_types_updated_at_idx" ON "notice_types" USING btree ("updated_at");
  CREATE INDEX "notice_types_created_at_idx" ON "notice_types" USING btree ("created_at");
  CREATE UNIQUE INDEX "achievement_types_code_idx" ON "achievement_types" USING btree ("code");
  CREATE INDEX "achievement_types_updated_at_idx" ON "achievement_types" USING btree ("updated_at");
  CREATE INDEX "achievement_types_created_at_idx" ON "achievement_types" USING btree ("created_at");
  CREATE UNIQUE INDEX "academic_years_code_idx" ON "academic_years" USING btree ("code");
  CREATE INDEX "academic_years_updated_at_idx" ON "academic_years" USING btree ("updated_at");
  CREATE INDEX "academic_years_created_at_idx" ON "academic_years" USING btree ("created_at");
  CREATE UNIQUE INDEX "grievances_reference_idx" ON "grievances" USING btree ("reference");
  CREATE INDEX "grievances_status_idx" ON "grievances" USING btree ("status");
  CREATE INDEX "grievances_institution_idx" ON "grievances" USING btree ("institution_id");
  CREATE INDEX "grievances_updated_at_idx" ON "grievances" USING btree ("updated_at");
  CREATE INDEX "grievances_created_at_idx" ON "grievances" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_trustees_id_idx" ON "payload_locked_documents_rels" USING btree ("trustees_id");
  CREATE INDEX "payload_locked_documents_rels_awards_id_idx" ON "payload_locked_documents_rels" USING btree ("awards_id");
  CREATE INDEX "payload_locked_documents_rels_notices_id_idx" ON "payload_locked_documents_rels" USING btree ("notices_id");
  CREATE INDEX "payload_locked_documents_rels_rti_items_id_idx" ON "payload_locked_documents_rels" USING btree ("rti_items_id");
  CREATE INDEX "payload_locked_documents_rels_media_talks_id_idx" ON "payload_locked_documents_rels" USING btree ("media_talks_id");
  CREATE INDEX "payload_locked_documents_rels_important_links_id_idx" ON "payload_locked_documents_rels" USING btree ("important_links_id");
  CREATE INDEX "payload_locked_documents_rels_magazines_id_idx" ON "payload_locked_documents_rels" USING btree ("magazines_id");
  CREATE INDEX "payload_locked_documents_rels_institutions_id_idx" ON "payload_locked_documents_rels" USING btree ("institutions_id");
  CREATE INDEX "payload_locked_documents_rels_achievements_id_idx" ON "payload_locked_documents_rels" USING btree ("achievements_id");
  CREATE INDEX "payload_locked_documents_rels_gallery_images_id_idx" ON "payload_locked_documents_rels" USING btree ("gallery_images_id");
  CREATE INDEX "payload_locked_documents_rels_portal_links_id_idx" ON "payload_locked_documents_rels" USING btree ("portal_links_id");
  CREATE INDEX "payload_locked_documents_rels_notice_types_id_idx" ON "payload_locked_documents_rels" USING btree ("notice_types_id");
  CREATE INDEX "payload_locked_documents_rels_achievement_types_id_idx" ON "payload_locked_documents_rels" USING btree ("achievement_types_id");
  CREATE INDEX "payload_locked_documents_rels_academic_years_id_idx" ON "payload_locked_documents_rels" USING btree ("academic_years_id");
  CREATE INDEX "payload_locked_documents_rels_grievances_id_idx" ON "payload_locked_documents_rels" USING btree ("grievances_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "trustees" CASCADE;
  DROP TABLE "_trustees_v" CASCADE;
  DROP TABLE "awards" CASCADE;
  DROP TABLE "_awards_v" CASCADE;
  DROP TABLE "notices" CASCADE;
  DROP TABLE "_notices_v" CASCADE;
  DROP TABLE "rti_items" CASCADE;
  DROP TABLE "_rti_items_v" CASCADE;
  DROP TABLE "media_talks" CASCADE;
  DROP TABLE "_media_talks_v" CASCADE;
  DROP TABLE "important_links" CASCADE;
  DROP TABLE "_important_links_v" CASCADE;
  DROP TABLE "magazines" CASCADE;
  DROP TABLE "_magazines_v" CASCADE;
  DROP TABLE "institutions_school_info" CASCADE;
  DROP TABLE "institutions_strength" CASCADE;
  DROP TABLE "institutions_past_results" CASCADE;
  DROP TABLE "institutions_pta_members" CASCADE;
  DROP TABLE "institutions_contact" CASCADE;
  DROP TABLE "institutions_academic_calendar" CASCADE;
  DROP TABLE "institutions_scholarships" CASCADE;
  DROP TABLE "institutions_activities" CASCADE;
  DROP TABLE "institutions_other_activities" CASCADE;
  DROP TABLE "institutions_infrastructure" CASCADE;
  DROP TABLE "institutions_facilities" CASCADE;
  DROP TABLE "institutions_admission_info" CASCADE;
  DROP TABLE "institutions" CASCADE;
  DROP TABLE "_institutions_v_version_school_info" CASCADE;
  DROP TABLE "_institutions_v_version_strength" CASCADE;
  DROP TABLE "_institutions_v_version_past_results" CASCADE;
  DROP TABLE "_institutions_v_version_pta_members" CASCADE;
  DROP TABLE "_institutions_v_version_contact" CASCADE;
  DROP TABLE "_institutions_v_version_academic_calendar" CASCADE;
  DROP TABLE "_institutions_v_version_scholarships" CASCADE;
  DROP TABLE "_institutions_v_version_activities" CASCADE;
  DROP TABLE "_institutions_v_version_other_activities" CASCADE;
  DROP TABLE "_institutions_v_version_infrastructure" CASCADE;
  DROP TABLE "_institutions_v_version_facilities" CASCADE;
  DROP TABLE "_institutions_v_version_admission_info" CASCADE;
  DROP TABLE "_institutions_v" CASCADE;
  DROP TABLE "achievements" CASCADE;
  DROP TABLE "_achievements_v" CASCADE;
  DROP TABLE "gallery_images" CASCADE;
  DROP TABLE "_gallery_images_v" CASCADE;
  DROP TABLE "portal_links" CASCADE;
  DROP TABLE "_portal_links_v" CASCADE;
  DROP TABLE "notice_types" CASCADE;
  DROP TABLE "achievement_types" CASCADE;
  DROP TABLE "academic_years" CASCADE;
  DROP TABLE "grievances" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "visitor_counter" CASCADE;
  DROP TYPE "public"."enum_trustees_status";
  DROP TYPE "public"."enum__trustees_v_version_status";
  DROP TYPE "public"."enum_awards_status";
  DROP TYPE "public"."enum__awards_v_version_status";
  DROP TYPE "public"."enum_notices_status";
  DROP TYPE "public"."enum__notices_v_version_status";
  DROP TYPE "public"."enum_rti_items_status";
  DROP TYPE "public"."enum__rti_items_v_version_status";
  DROP TYPE "public"."enum_media_talks_status";
  DROP TYPE "public"."enum__media_talks_v_version_status";
  DROP TYPE "public"."enum_important_links_status";
  DROP TYPE "public"."enum__important_links_v_version_status";
  DROP TYPE "public"."enum_magazines_status";
  DROP TYPE "public"."enum__magazines_v_version_status";
  DROP TYPE "public"."enum_institutions_kind";
  DROP TYPE "public"."enum_institutions_medium";
  DROP TYPE "public"."enum_institutions_status";
  DROP TYPE "public"."enum__institutions_v_version_kind";
  DROP TYPE "public"."enum__institutions_v_version_medium";
  DROP TYPE "public"."enum__institutions_v_version_status";
  DROP TYPE "public"."enum_achievements_by";
  DROP TYPE "public"."enum_achievements_status";
  DROP TYPE "public"."enum__achievements_v_version_by";
  DROP TYPE "public"."enum__achievements_v_version_status";
  DROP TYPE "public"."enum_gallery_images_status";
  DROP TYPE "public"."enum__gallery_images_v_version_status";
  DROP TYPE "public"."enum_portal_links_category";
  DROP TYPE "public"."enum_portal_links_status";
  DROP TYPE "public"."enum__portal_links_v_version_category";
  DROP TYPE "public"."enum__portal_links_v_version_status";
  DROP TYPE "public"."enum_grievances_status";
  DROP TYPE "public"."enum_grievances_issue_type";
  DROP TYPE "public"."enum_users_role";`)
}
