DROP INDEX "funders_stages_idx";--> statement-breakpoint
DROP INDEX "funders_sectors_idx";--> statement-breakpoint
DROP INDEX "funders_location_idx";--> statement-breakpoint
-- hand-written
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX IF EXISTS "funders_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "funders_filters_idx" ON "funders" USING gin ("type", "stages", "sectors", "location_keys", lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "funders_rank_name_idx" ON "funders" ("rank", "name", "id") INCLUDE ("type", "stages", "sectors", "location_keys", "check_size_min", "check_size_max");--> statement-breakpoint
CREATE INDEX "funders_name_prefix_idx" ON "funders" (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "funders_sort_keys_idx" ON "funders" ("id") INCLUDE ("rank", "name");
