CREATE TABLE "funder_pipeline_moves" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "funder_pipeline_moves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"list_id" integer NOT NULL,
	"funder_id" integer NOT NULL,
	"from_key" text,
	"from_name" text,
	"to_key" text,
	"to_name" text,
	"by_user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funder_pipeline_placements" (
	"list_id" integer NOT NULL,
	"funder_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"moved_at" timestamp with time zone,
	"moved_by_user_id" integer,
	CONSTRAINT "funder_pipeline_placements_list_id_funder_id_pk" PRIMARY KEY("list_id","funder_id")
);
--> statement-breakpoint
CREATE TABLE "funder_pipeline_stages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "funder_pipeline_stages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"list_id" integer NOT NULL,
	"key" text,
	"name" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funder_pipeline_stages_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
ALTER TABLE "funder_pipeline_moves" ADD CONSTRAINT "funder_pipeline_moves_list_id_funder_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."funder_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funder_pipeline_moves" ADD CONSTRAINT "funder_pipeline_moves_funder_id_funders_id_fk" FOREIGN KEY ("funder_id") REFERENCES "public"."funders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funder_pipeline_moves" ADD CONSTRAINT "funder_pipeline_moves_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funder_pipeline_placements" ADD CONSTRAINT "funder_pipeline_placements_stage_id_funder_pipeline_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."funder_pipeline_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funder_pipeline_placements" ADD CONSTRAINT "funder_pipeline_placements_moved_by_user_id_users_id_fk" FOREIGN KEY ("moved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funder_pipeline_placements" ADD CONSTRAINT "funder_pipeline_placements_entry_fk" FOREIGN KEY ("list_id","funder_id") REFERENCES "public"."funder_list_entries"("list_id","funder_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funder_pipeline_stages" ADD CONSTRAINT "funder_pipeline_stages_list_id_funder_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."funder_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "funder_pipeline_moves_funder_idx" ON "funder_pipeline_moves" USING btree ("list_id","funder_id","at");--> statement-breakpoint
CREATE INDEX "funder_pipeline_placements_stage_idx" ON "funder_pipeline_placements" USING btree ("stage_id");--> statement-breakpoint
CREATE INDEX "funder_pipeline_stages_list_idx" ON "funder_pipeline_stages" USING btree ("list_id","position");