ALTER TABLE "users" ADD COLUMN "last_lock_ip" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_lock_at" timestamp with time zone;