ALTER TYPE "public"."document_type" ADD VALUE 'statementOfFacts';--> statement-breakpoint
CREATE TABLE "checklist_answers" (
	"nomination_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"round" smallint NOT NULL,
	"side" varchar(8) NOT NULL,
	"part" varchar(16) NOT NULL,
	"text_en" varchar(300) NOT NULL,
	"text_zh" varchar(300) NOT NULL,
	"critical" boolean NOT NULL,
	"answer" varchar(3) NOT NULL,
	"remark" text,
	"answered_by" integer NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "checklist_answers_nomination_id_item_id_round_side_pk" PRIMARY KEY("nomination_id","item_id","round","side")
);
--> statement-breakpoint
CREATE TABLE "checklist_due_notices" (
	"nomination_id" integer NOT NULL,
	"round" smallint NOT NULL,
	"notified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "checklist_due_notices_nomination_id_round_pk" PRIMARY KEY("nomination_id","round")
);
--> statement-breakpoint
CREATE TABLE "checklist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"part" varchar(16) NOT NULL,
	"text_en" varchar(300) NOT NULL,
	"text_zh" varchar(300) NOT NULL,
	"critical" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklist_signatures" (
	"nomination_id" integer NOT NULL,
	"part" varchar(16) NOT NULL,
	"round" smallint NOT NULL,
	"side" varchar(8) NOT NULL,
	"user_id" integer NOT NULL,
	"user_name" varchar(120) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "checklist_signatures_nomination_id_part_round_side_pk" PRIMARY KEY("nomination_id","part","round","side")
);
--> statement-breakpoint
CREATE TABLE "sof_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"nomination_id" integer NOT NULL,
	"event" varchar(24) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"cause" varchar(12),
	"reason" text,
	"current" boolean DEFAULT true NOT NULL,
	"replaces_id" integer,
	"correction_reason" text,
	"entered_by" integer NOT NULL,
	"entered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nominations" ADD COLUMN "actual_arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nominations" ADD COLUMN "actual_all_fast_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nominations" ADD COLUMN "actual_commenced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nominations" ADD COLUMN "actual_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nominations" ADD COLUMN "actual_cast_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nominations" ADD COLUMN "pumping_minutes" integer;--> statement-breakpoint
ALTER TABLE "nominations" ADD COLUMN "sof_progress" varchar(10) DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "checklist_answers" ADD CONSTRAINT "checklist_answers_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_answers" ADD CONSTRAINT "checklist_answers_item_id_checklist_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."checklist_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_answers" ADD CONSTRAINT "checklist_answers_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_due_notices" ADD CONSTRAINT "checklist_due_notices_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_signatures" ADD CONSTRAINT "checklist_signatures_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_signatures" ADD CONSTRAINT "checklist_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sof_events" ADD CONSTRAINT "sof_events_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sof_events" ADD CONSTRAINT "sof_events_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_items_part_idx" ON "checklist_items" USING btree ("part","position");--> statement-breakpoint
CREATE INDEX "sof_events_nomination_idx" ON "sof_events" USING btree ("nomination_id","at");--> statement-breakpoint
CREATE INDEX "sof_events_current_idx" ON "sof_events" USING btree ("event","at") WHERE "sof_events"."current";--> statement-breakpoint
CREATE INDEX "nominations_all_fast_idx" ON "nominations" USING btree ("actual_all_fast_at","berth_id") WHERE "nominations"."actual_all_fast_at" IS NOT NULL;