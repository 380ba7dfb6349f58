-- The vetting indexes in the order the lists read them: PostgreSQL sorts DESC with NULLS FIRST, and an
-- index built DESC NULLS LAST could not serve ORDER BY updated_at DESC (the list sorted 100k rows
-- instead of reading 20; bench/vetting.ts). The same lesson as 0001 for the audit log.
DROP INDEX "ship_vettings_list_idx";--> statement-breakpoint
DROP INDEX "ship_vettings_company_idx";--> statement-breakpoint
DROP INDEX "ship_vettings_status_idx";--> statement-breakpoint
DROP INDEX "ship_vettings_ship_idx";--> statement-breakpoint
DROP INDEX "vetting_log_vetting_idx";--> statement-breakpoint
CREATE INDEX "ship_vettings_list_idx" ON "ship_vettings" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ship_vettings_company_idx" ON "ship_vettings" USING btree ("company_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ship_vettings_status_idx" ON "ship_vettings" USING btree ("status","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ship_vettings_ship_idx" ON "ship_vettings" USING btree ("ship_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vetting_log_vetting_idx" ON "vetting_log" USING btree ("vetting_id","id" DESC NULLS FIRST);