CREATE TYPE "public"."nomination_status" AS ENUM('Created', 'Pending Approval', 'Acknowledged', 'Barge Ready', 'Jetty Assigned', 'Signing in Progress', 'CQ Uploaded', 'Completed', 'Cancelled', 'Pending Jetty Information', 'Pending Barge Readiness Time', 'Booked');--> statement-breakpoint
CREATE TYPE "public"."change_request_status" AS ENUM('Pending', 'Approved', 'Rejected', 'Withdrawn');--> statement-breakpoint
CREATE TYPE "public"."change_request_type" AS ENUM('modification', 'nominatedQtyMax', 'product', 'tank');--> statement-breakpoint
CREATE TABLE "change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"nomination_id" integer NOT NULL,
	"type" "change_request_type" NOT NULL,
	"proposed" jsonb NOT NULL,
	"previous" jsonb NOT NULL,
	"note" text,
	"status" "change_request_status" DEFAULT 'Pending' NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "mooring_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"nomination_id" integer NOT NULL,
	"first_line_ashore" timestamp with time zone NOT NULL,
	"all_fast" timestamp with time zone NOT NULL,
	"cast_off" timestamp with time zone,
	"lines_used" integer NOT NULL,
	"remarks" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nomination_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"nomination_id" integer NOT NULL,
	"action" smallint NOT NULL,
	"from_status" "nomination_status",
	"to_status" "nomination_status",
	"detail" text,
	"user_id" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nomination_surveyors" (
	"nomination_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "nomination_surveyors_nomination_id_company_id_pk" PRIMARY KEY("nomination_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "nominations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"barge_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"tank_id" integer,
	"quantity" numeric(12, 3) NOT NULL,
	"nominated_qty_max" numeric(12, 3),
	"balance_in_tank" numeric(12, 3),
	"barge_readiness_time" timestamp with time zone,
	"eta" timestamp with time zone,
	"pilot_id" integer,
	"pilot_type" varchar(20),
	"pilot_exemption" boolean DEFAULT false NOT NULL,
	"psa_contact_number" varchar(40),
	"barge_contact_number" varchar(40),
	"hide_from_terminal" boolean DEFAULT false NOT NULL,
	"custom_code" varchar(40),
	"remarks" text,
	"berth_id" integer,
	"berth_assigned_at" timestamp with time zone,
	"estimated_berth_time" timestamp with time zone,
	"duration_hours" numeric(8, 2),
	"actual_quantity" numeric(12, 3),
	"completed_at" timestamp with time zone,
	"variance_justification" text,
	"justified_by" integer,
	"justified_at" timestamp with time zone,
	"status" "nomination_status" DEFAULT 'Created' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ullage_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"nomination_id" integer NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"mime_type" varchar(60) NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"uploaded_by" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mooring_reports" ADD CONSTRAINT "mooring_reports_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mooring_reports" ADD CONSTRAINT "mooring_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomination_log" ADD CONSTRAINT "nomination_log_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomination_log" ADD CONSTRAINT "nomination_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomination_surveyors" ADD CONSTRAINT "nomination_surveyors_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomination_surveyors" ADD CONSTRAINT "nomination_surveyors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_barge_id_ships_id_fk" FOREIGN KEY ("barge_id") REFERENCES "public"."ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_tank_id_tanks_id_fk" FOREIGN KEY ("tank_id") REFERENCES "public"."tanks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_pilot_id_pilots_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."pilots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_berth_id_berths_id_fk" FOREIGN KEY ("berth_id") REFERENCES "public"."berths"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_justified_by_users_id_fk" FOREIGN KEY ("justified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ullage_reports" ADD CONSTRAINT "ullage_reports_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ullage_reports" ADD CONSTRAINT "ullage_reports_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_requests_status_idx" ON "change_requests" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "change_requests_nomination_idx" ON "change_requests" USING btree ("nomination_id");--> statement-breakpoint
CREATE INDEX "mooring_reports_nomination_idx" ON "mooring_reports" USING btree ("nomination_id");--> statement-breakpoint
CREATE INDEX "nomination_log_nomination_idx" ON "nomination_log" USING btree ("nomination_id","id");--> statement-breakpoint
CREATE INDEX "nomination_surveyors_company_idx" ON "nomination_surveyors" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "nominations_created_idx" ON "nominations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "nominations_company_idx" ON "nominations" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "nominations_barge_idx" ON "nominations" USING btree ("barge_id");--> statement-breakpoint
CREATE INDEX "nominations_status_idx" ON "nominations" USING btree ("status");--> statement-breakpoint
CREATE INDEX "nominations_berth_time_idx" ON "nominations" USING btree ("berth_id","estimated_berth_time") WHERE "nominations"."berth_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ullage_reports_nomination_idx" ON "ullage_reports" USING btree ("nomination_id");