ALTER TABLE "notifications" ALTER COLUMN "action" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_params" jsonb DEFAULT '{}'::jsonb NOT NULL;