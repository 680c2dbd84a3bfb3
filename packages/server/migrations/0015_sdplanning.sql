CREATE TABLE "calendar_feeds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_feeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "flow_recurrence_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "flow_recurrence_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"flow_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"task_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_recurrences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "flow_recurrences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"flow_id" integer NOT NULL,
	"frequency" text NOT NULL,
	"next_period_start" date NOT NULL,
	"set_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_recurrence_periods" ADD CONSTRAINT "flow_recurrence_periods_flow_id_product_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."product_flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_recurrences" ADD CONSTRAINT "flow_recurrences_flow_id_product_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."product_flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_recurrences" ADD CONSTRAINT "flow_recurrences_set_by_user_id_users_id_fk" FOREIGN KEY ("set_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_user_uq" ON "calendar_feeds" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_uq" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_recurrence_periods_uq" ON "flow_recurrence_periods" USING btree ("flow_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_recurrences_flow_uq" ON "flow_recurrences" USING btree ("flow_id");--> statement-breakpoint
CREATE INDEX "flow_recurrences_next_idx" ON "flow_recurrences" USING btree ("next_period_start");--> statement-breakpoint
-- hand-written
-- The task list's default tab (every status but DONE, due date ascending) and its count, and the workload view: a
-- partial index of the open tasks in due-date order, covering what their filters and joins read (bench/tasks.ts,
-- docs/performance.md). The page reads 20 rows in index order instead of sorting every open task; the count and the
-- workload's grouping become index-only scans.
CREATE INDEX IF NOT EXISTS "tasks_open_due_idx" ON "tasks" ("due_date", "id") INCLUDE ("flow_id", "tenant_id", "status", "preparer_user_id", "reviewer_user_id", "done_by_customer") WHERE "status" <> 'DONE';
