ALTER TABLE "nominations" ADD COLUMN "coa_link" varchar(500);--> statement-breakpoint
ALTER TABLE "nominations" ADD COLUMN "port_clear_reference" varchar(60);--> statement-breakpoint
ALTER TABLE "nominations" ADD COLUMN "port_clear_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nominations" ADD COLUMN "port_clear_by" integer;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_port_clear_by_users_id_fk" FOREIGN KEY ("port_clear_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;