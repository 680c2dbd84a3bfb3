ALTER TABLE "funder_list_entries" ADD COLUMN "funder_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "funder_list_entries" ADD COLUMN "funder_rank" integer;--> statement-breakpoint
-- hand-written: the sort keys filled for the entries there are, kept by triggers, and one index per page order.
UPDATE "funder_list_entries" e SET "funder_name" = f."name", "funder_rank" = f."rank" FROM "funders" f WHERE f."id" = e."funder_id";--> statement-breakpoint
CREATE FUNCTION funder_list_entries_sort_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT f."name", f."rank" INTO NEW."funder_name", NEW."funder_rank" FROM "funders" f WHERE f."id" = NEW."funder_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER funder_list_entries_sort_keys BEFORE INSERT OR UPDATE OF "funder_id" ON "funder_list_entries" FOR EACH ROW EXECUTE FUNCTION funder_list_entries_sort_keys();--> statement-breakpoint
CREATE FUNCTION funders_list_sort_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "funder_list_entries" SET "funder_name" = NEW."name", "funder_rank" = NEW."rank" WHERE "funder_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER funders_list_sort_keys AFTER UPDATE OF "name", "rank" ON "funders" FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."rank" IS DISTINCT FROM NEW."rank") EXECUTE FUNCTION funders_list_sort_keys();--> statement-breakpoint
CREATE INDEX "funder_list_entries_name_order_idx" ON "funder_list_entries" ("list_id", lower("funder_name"), "funder_name", "funder_id");--> statement-breakpoint
CREATE INDEX "funder_list_entries_added_order_idx" ON "funder_list_entries" ("list_id", "added_at", "funder_name", "funder_id");--> statement-breakpoint
CREATE INDEX "funder_list_entries_next_order_idx" ON "funder_list_entries" ("list_id", "next_contact", "funder_name", "funder_id");--> statement-breakpoint
CREATE INDEX "funder_list_entries_next_desc_order_idx" ON "funder_list_entries" ("list_id", "next_contact" DESC NULLS LAST, "funder_name", "funder_id");--> statement-breakpoint
CREATE INDEX "funder_list_entries_rank_order_idx" ON "funder_list_entries" ("list_id", "funder_rank", "funder_name", "funder_id");--> statement-breakpoint
CREATE INDEX "funder_list_entries_rank_desc_order_idx" ON "funder_list_entries" ("list_id", "funder_rank" DESC NULLS LAST, "funder_name", "funder_id");
