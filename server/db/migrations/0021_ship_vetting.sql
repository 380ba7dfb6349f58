CREATE TYPE "public"."vetting_decision" AS ENUM('Accepted', 'Rejected');--> statement-breakpoint
CREATE TYPE "public"."vetting_document_kind" AS ENUM('particulars', 'sire', 'pi', 'class', 'iopp', 'other');--> statement-breakpoint
CREATE TYPE "public"."vetting_finding_kind" AS ENUM('respond', 'anchorage', 'observation');--> statement-breakpoint
CREATE TYPE "public"."vetting_operation" AS ENUM('load', 'discharge');--> statement-breakpoint
CREATE TABLE "ship_vettings" (
	"id" serial PRIMARY KEY NOT NULL,
	"ship_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"operation" "vetting_operation" NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"eta" timestamp with time zone,
	"remarks" text,
	"previous_id" integer,
	"request_reason" text,
	"decision" "vetting_decision",
	"decision_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"warned_at" timestamp with time zone,
	"suspension_reason" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vetting_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"vetting_id" integer NOT NULL,
	"kind" "vetting_document_kind" NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"mime_type" varchar(60) NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"expires_on" date,
	"inspected_on" date,
	"uploaded_by" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vetting_findings" (
	"id" serial PRIMARY KEY NOT NULL,
	"vetting_id" integer NOT NULL,
	"kind" "vetting_finding_kind" NOT NULL,
	"inspected_on" date NOT NULL,
	"place" varchar(200) NOT NULL,
	"observations" text NOT NULL,
	"recommendation" varchar(20) NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vetting_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"vetting_id" integer NOT NULL,
	"action" smallint NOT NULL,
	"from_status" smallint,
	"to_status" smallint,
	"detail" text,
	"user_id" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ship_vettings" ADD CONSTRAINT "ship_vettings_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_vettings" ADD CONSTRAINT "ship_vettings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_vettings" ADD CONSTRAINT "ship_vettings_previous_id_ship_vettings_id_fk" FOREIGN KEY ("previous_id") REFERENCES "public"."ship_vettings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_vettings" ADD CONSTRAINT "ship_vettings_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_vettings" ADD CONSTRAINT "ship_vettings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetting_documents" ADD CONSTRAINT "vetting_documents_vetting_id_ship_vettings_id_fk" FOREIGN KEY ("vetting_id") REFERENCES "public"."ship_vettings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetting_documents" ADD CONSTRAINT "vetting_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetting_findings" ADD CONSTRAINT "vetting_findings_vetting_id_ship_vettings_id_fk" FOREIGN KEY ("vetting_id") REFERENCES "public"."ship_vettings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetting_findings" ADD CONSTRAINT "vetting_findings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetting_log" ADD CONSTRAINT "vetting_log_vetting_id_ship_vettings_id_fk" FOREIGN KEY ("vetting_id") REFERENCES "public"."ship_vettings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetting_log" ADD CONSTRAINT "vetting_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ship_vettings_list_idx" ON "ship_vettings" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ship_vettings_company_idx" ON "ship_vettings" USING btree ("company_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ship_vettings_status_idx" ON "ship_vettings" USING btree ("status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ship_vettings_ship_idx" ON "ship_vettings" USING btree ("ship_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ship_vettings_expiry_idx" ON "ship_vettings" USING btree ("expires_at") WHERE "ship_vettings"."status" = 6;--> statement-breakpoint
CREATE INDEX "vetting_documents_vetting_idx" ON "vetting_documents" USING btree ("vetting_id","id");--> statement-breakpoint
CREATE INDEX "vetting_findings_vetting_idx" ON "vetting_findings" USING btree ("vetting_id","id");--> statement-breakpoint
CREATE INDEX "vetting_log_vetting_idx" ON "vetting_log" USING btree ("vetting_id","id" DESC NULLS LAST);--> statement-breakpoint
-- DECISIONS.md §5: a decided vetting's decision, reason, particulars and documents never change,
-- whatever writes to the database. An acceptance may still expire, be suspended and reinstated; a
-- rejection and an expiry are final.
CREATE FUNCTION ship_vetting_decided_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.decision IS NOT NULL THEN
      RAISE EXCEPTION 'ship vetting % is decided and cannot be deleted', OLD.id USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.decision IS NOT NULL AND (
       NEW.decision IS DISTINCT FROM OLD.decision
    OR NEW.decision_reason IS DISTINCT FROM OLD.decision_reason
    OR NEW.decided_by IS DISTINCT FROM OLD.decided_by
    OR NEW.decided_at IS DISTINCT FROM OLD.decided_at
    OR NEW.expires_at IS DISTINCT FROM OLD.expires_at
    OR NEW.ship_id IS DISTINCT FROM OLD.ship_id
    OR NEW.company_id IS DISTINCT FROM OLD.company_id
    OR NEW.operation IS DISTINCT FROM OLD.operation
    OR NEW.product_ids IS DISTINCT FROM OLD.product_ids
    OR NEW.eta IS DISTINCT FROM OLD.eta
    OR NEW.remarks IS DISTINCT FROM OLD.remarks
    OR NEW.previous_id IS DISTINCT FROM OLD.previous_id
    OR (NEW.status IS DISTINCT FROM OLD.status AND (OLD.decision = 'Rejected' OR OLD.status = 9 OR NEW.status NOT IN (6, 9, 10)))
  ) THEN
    RAISE EXCEPTION 'ship vetting % is decided: its decision, reason and documents never change', OLD.id USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER ship_vettings_decided_fixed BEFORE UPDATE OR DELETE ON ship_vettings FOR EACH ROW EXECUTE FUNCTION ship_vetting_decided_fixed();--> statement-breakpoint
CREATE FUNCTION vetting_documents_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  decided boolean;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'vetting documents are never changed, only added' USING ERRCODE = 'insufficient_privilege';
  END IF;
  SELECT decision IS NOT NULL INTO decided FROM ship_vettings
   WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.vetting_id ELSE NEW.vetting_id END;
  IF decided THEN
    RAISE EXCEPTION 'the documents of a decided ship vetting never change' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;--> statement-breakpoint
CREATE TRIGGER vetting_documents_fixed BEFORE INSERT OR UPDATE OR DELETE ON vetting_documents FOR EACH ROW EXECUTE FUNCTION vetting_documents_fixed();--> statement-breakpoint
CREATE FUNCTION vetting_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER vetting_log_no_change BEFORE UPDATE OR DELETE ON vetting_log FOR EACH ROW EXECUTE FUNCTION vetting_history_append_only();--> statement-breakpoint
CREATE TRIGGER vetting_findings_no_change BEFORE UPDATE OR DELETE ON vetting_findings FOR EACH ROW EXECUTE FUNCTION vetting_history_append_only();
