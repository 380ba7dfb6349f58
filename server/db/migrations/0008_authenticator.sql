ALTER TABLE "users" ADD COLUMN "totp_secret" varchar(200);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_pending" varchar(200);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_last_step" bigint;