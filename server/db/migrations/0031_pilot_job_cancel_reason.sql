ALTER TABLE "pilot_jobs" ADD COLUMN "cancel_reason" varchar(80);--> statement-breakpoint
-- Backfill: the completion of a nomination used to cancel its open jobs by writing this English
-- sentence over the planner's remarks (commit 96c0d4e); those jobs get the catalogue key instead,
-- so every reader sees the reason in their own language (the overwritten remarks are lost).
UPDATE "pilot_jobs" SET "cancel_reason" = 'pilotage.cancelReasons.notStartedAtCompletion', "remarks" = NULL
  WHERE "status" = 'Cancelled' AND "remarks" = 'Cancelled: the nomination was completed before this job took place';
