ALTER TABLE "nominations" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
-- Backfill: a nomination was submitted when its log shows a move to Pending Approval, or any move
-- past Created other than the revocation of a draft (Created → Cancelled); it was submitted at the
-- first such move. A nomination standing past Created without any status in its log (a row loaded
-- directly) counts as submitted when it was created, as the trigger below does for new such rows.
UPDATE "nominations" n SET "submitted_at" = coalesce(
  (SELECT min(l."at") FROM "nomination_log" l
    WHERE l."nomination_id" = n."id" AND l."to_status" IS NOT NULL AND l."to_status" <> 'Created'
      AND NOT (l."to_status" = 'Cancelled' AND l."from_status" = 'Created')),
  CASE WHEN n."status" <> 'Created'
        AND NOT EXISTS (SELECT 1 FROM "nomination_log" l WHERE l."nomination_id" = n."id" AND l."to_status" IS NOT NULL)
       THEN n."created_at" END);--> statement-breakpoint
-- A row inserted straight into a state past Created (an import, a test fixture) was submitted when
-- it was created: the application itself sets submitted_at on the submit step (nominations.service moveTo).
CREATE FUNCTION nominations_submitted_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.submitted_at IS NULL AND NEW.status <> 'Created' THEN NEW.submitted_at := NEW.created_at; END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER nominations_submitted_on_insert BEFORE INSERT ON "nominations"
  FOR EACH ROW EXECUTE FUNCTION nominations_submitted_on_insert();
