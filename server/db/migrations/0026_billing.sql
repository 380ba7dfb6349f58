CREATE TYPE "public"."billing_line_kind" AS ENUM('berth', 'quantity', 'pilot', 'tug', 'credit');--> statement-breakpoint
CREATE TYPE "public"."billing_status" AS ENUM('Draft', 'Approved', 'Invoiced');--> statement-breakpoint
CREATE TABLE "billing_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"kind" "billing_line_kind" NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit_price" numeric(14, 4) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reason" text,
	"changed_by" integer,
	"changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "billing_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"nomination_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"status" "billing_status" DEFAULT 'Draft' NOT NULL,
	"currency" varchar(3) NOT NULL,
	"hours_source" varchar(10) NOT NULL,
	"rates" jsonb NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"invoiced_at" timestamp with time zone,
	"invoiced_by" integer
);
--> statement-breakpoint
ALTER TABLE "billing_lines" ADD CONSTRAINT "billing_lines_record_id_billing_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."billing_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_lines" ADD CONSTRAINT "billing_lines_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_records" ADD CONSTRAINT "billing_records_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_records" ADD CONSTRAINT "billing_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_records" ADD CONSTRAINT "billing_records_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_records" ADD CONSTRAINT "billing_records_invoiced_by_users_id_fk" FOREIGN KEY ("invoiced_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_lines_record_idx" ON "billing_lines" USING btree ("record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_records_nomination_uq" ON "billing_records" USING btree ("nomination_id");--> statement-breakpoint
CREATE INDEX "billing_records_completed_idx" ON "billing_records" USING btree ("completed_at","id");--> statement-breakpoint
CREATE INDEX "billing_records_company_idx" ON "billing_records" USING btree ("company_id","completed_at");