ALTER TABLE "nomination_log" ADD COLUMN "detail_key" text;--> statement-breakpoint
ALTER TABLE "nomination_log" ADD COLUMN "detail_params" jsonb DEFAULT '{}'::jsonb NOT NULL;