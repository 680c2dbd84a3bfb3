ALTER TABLE "client_error_logs" ADD COLUMN "page" text;--> statement-breakpoint
ALTER TABLE "user_visit_sessions" ADD COLUMN "page" text;--> statement-breakpoint
CREATE INDEX "client_error_logs_created_idx" ON "client_error_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_visit_sessions_created_idx" ON "user_visit_sessions" USING btree ("created_at");