CREATE TABLE "checklist_intervals" (
	"nomination_id" integer PRIMARY KEY NOT NULL,
	"hours" double precision NOT NULL,
	"fixed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checklist_intervals" ADD CONSTRAINT "checklist_intervals_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE no action ON UPDATE no action;