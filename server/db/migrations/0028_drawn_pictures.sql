ALTER TABLE "document_signatures" ADD COLUMN "drawn_sha256" varchar(64);--> statement-breakpoint
ALTER TABLE "terminal_stamp" ADD COLUMN "drawn_sha256" varchar(64);