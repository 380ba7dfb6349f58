CREATE TYPE "public"."pilot_kind" AS ENUM('pilot', 'tug');--> statement-breakpoint
CREATE TYPE "public"."equipment_severity" AS ENUM('low', 'medium', 'high', 'critical');--> statement-breakpoint
CREATE TABLE "equipment_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"jetty_id" integer NOT NULL,
	"equipment" varchar(120) NOT NULL,
	"location" varchar(120) NOT NULL,
	"severity" "equipment_severity" NOT NULL,
	"closes_jetty" boolean DEFAULT false NOT NULL,
	"description" text,
	"reported_on" timestamp with time zone NOT NULL,
	"reported_by" integer NOT NULL,
	"resolved_on" timestamp with time zone,
	"resolved_by" integer,
	"resolution" text
);
--> statement-breakpoint
CREATE TABLE "pilots" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"kind" "pilot_kind" DEFAULT 'pilot' NOT NULL,
	"contact" varchar(60),
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ship_blacklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"ship_id" integer NOT NULL,
	"reason" text NOT NULL,
	"blacklisted_on" date NOT NULL,
	"blacklisted_by" integer NOT NULL,
	"lifted_on" timestamp with time zone,
	"lifted_by" integer,
	"lift_reason" text
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" varchar(254) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partner_apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"scope" varchar(200) NOT NULL,
	"redirect_uri" varchar(500) NOT NULL,
	"key_hash" varchar(64),
	"key_issued_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" varchar(60) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "user_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"mime_type" varchar(60) NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"uploaded_by" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "berths_jetty_name_uq";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "legal_name" varchar(200);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "entity_type" varchar(60);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "country" varchar(2);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "industry_sector" varchar(120);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "founded_on" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "register_number" varchar(60);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "lei" varchar(20);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "parent_company_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "beneficial_owner" varchar(200);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "street_no" varchar(30);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "street" varchar(200);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "town" varchar(120);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "postal_code" varchar(20);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "po_box" varchar(30);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "email" varchar(254);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "website" varchar(300);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "telephone" varchar(40);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "social_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "alternative_name" varchar(200);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "uen" varchar(10);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "berths" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "hoses" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "jetty_lines" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" varchar(64);--> statement-breakpoint
ALTER TABLE "equipment_reports" ADD CONSTRAINT "equipment_reports_jetty_id_jetties_id_fk" FOREIGN KEY ("jetty_id") REFERENCES "public"."jetties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_reports" ADD CONSTRAINT "equipment_reports_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_reports" ADD CONSTRAINT "equipment_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilots" ADD CONSTRAINT "pilots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_blacklist" ADD CONSTRAINT "ship_blacklist_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_blacklist" ADD CONSTRAINT "ship_blacklist_blacklisted_by_users_id_fk" FOREIGN KEY ("blacklisted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_blacklist" ADD CONSTRAINT "ship_blacklist_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_files" ADD CONSTRAINT "user_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_files" ADD CONSTRAINT "user_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "equipment_reports_open_idx" ON "equipment_reports" USING btree ("resolved_on","reported_on");--> statement-breakpoint
CREATE INDEX "ship_blacklist_ship_idx" ON "ship_blacklist" USING btree ("ship_id","lifted_on");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_parent_company_id_companies_id_fk" FOREIGN KEY ("parent_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_active_name_idx" ON "companies" USING btree ("name","id") WHERE "companies"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "products_name_active_uq" ON "products" USING btree (lower("name")) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "ships_name_c_idx" ON "ships" USING btree (lower("name") COLLATE "C");--> statement-breakpoint
CREATE INDEX "ships_imo_c_idx" ON "ships" USING btree ("imo" COLLATE "C");--> statement-breakpoint
CREATE INDEX "ships_company_idx" ON "ships" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "berths_jetty_name_uq" ON "berths" USING btree ("jetty_id","name") WHERE "berths"."active";