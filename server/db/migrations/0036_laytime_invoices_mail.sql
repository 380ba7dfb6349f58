CREATE TYPE "public"."invoice_kind" AS ENUM('invoice', 'creditNote');--> statement-breakpoint
ALTER TYPE "public"."billing_line_kind" ADD VALUE 'overstay';--> statement-breakpoint
CREATE TABLE "laytime_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"nomination_id" integer NOT NULL,
	"version" smallint NOT NULL,
	"reason" varchar(12) NOT NULL,
	"allowed_minutes" integer NOT NULL,
	"used_minutes" integer NOT NULL,
	"excluded_minutes" integer NOT NULL,
	"terminal_delay_minutes" integer NOT NULL,
	"over_minutes" integer NOT NULL,
	"saved_minutes" integer NOT NULL,
	"overstay_minutes" integer NOT NULL,
	"basis" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"computed_by" integer,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"billing_record_id" integer,
	"nomination_id" integer,
	"kind" varchar(12) NOT NULL,
	"description" jsonb NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit_price" numeric(14, 4) NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_numbers" (
	"kind" "invoice_kind" NOT NULL,
	"year" smallint NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_numbers_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(20) NOT NULL,
	"kind" "invoice_kind" NOT NULL,
	"company_id" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"currency" varchar(3) NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"gst_percent" numeric(5, 2) NOT NULL,
	"gst" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"corrects_id" integer,
	"reason" text,
	"emailed_to" varchar(254),
	"language" varchar(2) NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"unsigned_sha256" varchar(64),
	"issued_by" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_digest_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event" varchar(20) NOT NULL,
	"message_key" text NOT NULL,
	"message_params" jsonb NOT NULL,
	"bid" integer,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"choices" jsonb NOT NULL,
	"digest_hour" smallint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_email" varchar(254);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "spec_limits" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "laytime_hours_per_kt" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "off_spec" jsonb;--> statement-breakpoint
ALTER TABLE "billing_lines" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "billing_records" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "laytime_results" ADD CONSTRAINT "laytime_results_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laytime_results" ADD CONSTRAINT "laytime_results_computed_by_users_id_fk" FOREIGN KEY ("computed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_billing_record_id_billing_records_id_fk" FOREIGN KEY ("billing_record_id") REFERENCES "public"."billing_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_digest_items" ADD CONSTRAINT "mail_digest_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_preferences" ADD CONSTRAINT "mail_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "laytime_results_version_uq" ON "laytime_results" USING btree ("nomination_id","version");--> statement-breakpoint
CREATE INDEX "laytime_results_over_idx" ON "laytime_results" USING btree ("nomination_id") WHERE "laytime_results"."over_minutes" > 0;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_sha_idx" ON "invoices" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "invoices_unsigned_sha_idx" ON "invoices" USING btree ("unsigned_sha256");--> statement-breakpoint
CREATE INDEX "mail_digest_items_unsent_idx" ON "mail_digest_items" USING btree ("user_id","id") WHERE "mail_digest_items"."sent_at" IS NULL;--> statement-breakpoint
ALTER TABLE "billing_records" ADD CONSTRAINT "billing_records_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;