CREATE TYPE "public"."pilot_job_status" AS ENUM('Requested', 'Confirmed', 'In Progress', 'Completed', 'Cancelled');--> statement-breakpoint
CREATE TYPE "public"."pilot_movement" AS ENUM('berthing', 'unberthing', 'shifting');--> statement-breakpoint
CREATE TABLE "pilot_job_tugs" (
	"job_id" integer NOT NULL,
	"tug_id" integer NOT NULL,
	CONSTRAINT "pilot_job_tugs_job_id_tug_id_pk" PRIMARY KEY("job_id","tug_id")
);
--> statement-breakpoint
CREATE TABLE "pilot_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"nomination_id" integer NOT NULL,
	"movement" "pilot_movement" NOT NULL,
	"required_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"from_place" varchar(60),
	"to_place" varchar(60),
	"ordered_at" timestamp with time zone NOT NULL,
	"pilot_id" integer,
	"status" "pilot_job_status" DEFAULT 'Requested' NOT NULL,
	"actual_start" timestamp with time zone,
	"actual_end" timestamp with time zone,
	"remarks" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pilot_id" integer;--> statement-breakpoint
ALTER TABLE "pilot_job_tugs" ADD CONSTRAINT "pilot_job_tugs_job_id_pilot_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."pilot_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_job_tugs" ADD CONSTRAINT "pilot_job_tugs_tug_id_pilots_id_fk" FOREIGN KEY ("tug_id") REFERENCES "public"."pilots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_jobs" ADD CONSTRAINT "pilot_jobs_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_jobs" ADD CONSTRAINT "pilot_jobs_pilot_id_pilots_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."pilots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_jobs" ADD CONSTRAINT "pilot_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pilot_job_tugs_tug_idx" ON "pilot_job_tugs" USING btree ("tug_id");--> statement-breakpoint
CREATE INDEX "pilot_jobs_nomination_idx" ON "pilot_jobs" USING btree ("nomination_id");--> statement-breakpoint
CREATE INDEX "pilot_jobs_required_idx" ON "pilot_jobs" USING btree ("required_at");--> statement-breakpoint
CREATE INDEX "pilot_jobs_pilot_idx" ON "pilot_jobs" USING btree ("pilot_id","required_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pilot_jobs_movement_uq" ON "pilot_jobs" USING btree ("nomination_id","movement") WHERE "pilot_jobs"."status" <> 'Cancelled' AND "pilot_jobs"."movement" <> 'shifting';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_pilot_id_pilots_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."pilots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_pilot_uq" ON "users" USING btree ("pilot_id");