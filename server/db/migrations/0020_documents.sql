CREATE TYPE "public"."document_status" AS ENUM('Draft', 'Pending', 'Signed', 'Rejected');--> statement-breakpoint
CREATE TYPE "public"."document_type" AS ENUM('quantity', 'quality', 'billOfLading');--> statement-breakpoint
CREATE TYPE "public"."signer_slot" AS ENUM('surveyor', 'loadingMaster', 'terminal', 'bargeMaster');--> statement-breakpoint
CREATE TABLE "document_numbers" (
	"type" "document_type" NOT NULL,
	"year" smallint NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_numbers_type_year_pk" PRIMARY KEY("type","year")
);
--> statement-breakpoint
CREATE TABLE "document_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"round" smallint NOT NULL,
	"slot" "signer_slot" NOT NULL,
	"user_id" integer NOT NULL,
	"user_name" varchar(120) NOT NULL,
	"role" smallint NOT NULL,
	"kind" varchar(5) NOT NULL,
	"image" "bytea",
	"typed_name" varchar(80),
	"version" smallint NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_versions" (
	"document_id" integer NOT NULL,
	"version" smallint NOT NULL,
	"reason" varchar(10) NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"unsigned_sha256" varchar(64),
	"sealed" boolean DEFAULT false NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "document_versions_document_id_version_pk" PRIMARY KEY("document_id","version")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"nomination_id" integer NOT NULL,
	"type" "document_type" NOT NULL,
	"number" varchar(20) NOT NULL,
	"status" "document_status" DEFAULT 'Draft' NOT NULL,
	"language" varchar(2) NOT NULL,
	"content" jsonb NOT NULL,
	"slots" "signer_slot"[] DEFAULT '{}' NOT NULL,
	"due" "signer_slot",
	"round" smallint DEFAULT 1 NOT NULL,
	"refusal_reason" text,
	"refused_by" integer,
	"refused_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terminal_stamp" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"image" "bytea" NOT NULL,
	"mime_type" varchar(40) NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_refused_by_users_id_fk" FOREIGN KEY ("refused_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_stamp" ADD CONSTRAINT "terminal_stamp_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_signatures_slot_idx" ON "document_signatures" USING btree ("document_id","round","slot");--> statement-breakpoint
CREATE INDEX "document_versions_sha_idx" ON "document_versions" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "document_versions_unsigned_idx" ON "document_versions" USING btree ("unsigned_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_number_idx" ON "documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_nomination_type_idx" ON "documents" USING btree ("nomination_id","type");--> statement-breakpoint
CREATE INDEX "documents_status_idx" ON "documents" USING btree ("type","status");--> statement-breakpoint
CREATE INDEX "documents_due_idx" ON "documents" USING btree ("due") WHERE "documents"."due" IS NOT NULL;--> statement-breakpoint
-- A document's versions and signatures are kept as written (DECISIONS.md §6): never changed or
-- removed, by the application role (no privilege) nor by anyone else (the trigger).
CREATE FUNCTION document_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER document_versions_no_change BEFORE UPDATE OR DELETE ON document_versions FOR EACH ROW EXECUTE FUNCTION document_history_append_only();--> statement-breakpoint
CREATE TRIGGER document_signatures_no_change BEFORE UPDATE OR DELETE ON document_signatures FOR EACH ROW EXECUTE FUNCTION document_history_append_only();--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'berth_app') THEN
    REVOKE UPDATE, DELETE, TRUNCATE ON document_versions, document_signatures FROM berth_app;
  END IF;
END $$;
