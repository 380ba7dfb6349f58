ALTER TABLE "nominations" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
-- Backfill: a nomination was submitted at the first move in its log past Created other than the
-- revocation of a draft (Created → Cancelled). One past Created with no such move (its log holds
-- only its creation, or nothing: a row loaded directly) counts as submitted when it was created, as
-- the trigger below does for new such rows; except a Cancelled one whose log shows it was revoked
-- as a draft (never submitted). Any other row past Created and not Cancelled gets a time, so the
-- check below holds.
UPDATE "nominations" n SET "submitted_at" = coalesce(
  (SELECT min(l."at") FROM "nomination_log" l
    WHERE l."nomination_id" = n."id" AND l."to_status" IS NOT NULL AND l."to_status" <> 'Created'
      AND NOT (l."to_status" = 'Cancelled' AND l."from_status" = 'Created')),
  CASE WHEN n."status" <> 'Created'
        AND (n."status" <> 'Cancelled'
          OR NOT EXISTS (SELECT 1 FROM "nomination_log" l
            WHERE l."nomination_id" = n."id" AND l."to_status" IS NOT NULL AND l."to_status" <> 'Created'))
       THEN n."created_at" END);--> statement-breakpoint
-- The rule held by the database whoever writes the row: a nomination past Created and not Cancelled
-- was submitted. The application sets submitted_at on the submit step (nominations.service moveTo);
-- a row inserted straight past Created (an import, a test fixture) was submitted when it was created,
-- one moved past Created by any other UPDATE when that update stamped it (updated_at), or else now.
-- A Cancelled row keeps what it had: NULL there is a draft revoked before it was ever submitted.
CREATE FUNCTION nominations_submitted_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.submitted_at IS NULL AND NEW.status NOT IN ('Created', 'Cancelled') THEN
    IF TG_OP = 'INSERT' THEN
      NEW.submitted_at := NEW.created_at;
    ELSIF NEW.updated_at IS DISTINCT FROM OLD.updated_at THEN
      NEW.submitted_at := NEW.updated_at;
    ELSE
      NEW.submitted_at := now();
    END IF;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER nominations_submitted_at BEFORE INSERT OR UPDATE OF "status" ON "nominations"
  FOR EACH ROW EXECUTE FUNCTION nominations_submitted_at();--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_submitted_ck" CHECK ("nominations"."status" IN ('Created', 'Cancelled') OR "nominations"."submitted_at" IS NOT NULL);
