ALTER TABLE "vdr_files" ADD COLUMN "financial_month" text;--> statement-breakpoint
CREATE INDEX "vdr_events_room_time_idx" ON "vdr_events" USING btree ("room_id","created_at");