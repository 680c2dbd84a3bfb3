CREATE TABLE "data_room_custom_folders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_room_custom_folders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_room_custom_folders_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "data_room_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_room_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"type" text DEFAULT 'FILE' NOT NULL,
	"name" text NOT NULL,
	"extension" text DEFAULT '' NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"content_type" text,
	"storage_key" text,
	"file_url" text,
	"parent_static_id" integer,
	"custom_folder_id" integer,
	"processing_state" text DEFAULT 'NOT_PROCESSED' NOT NULL,
	"summary_state" text DEFAULT 'NOT_PROCESSED' NOT NULL,
	"suggested_static_id" integer,
	"ai_analysis" jsonb,
	"analysis_error" text,
	"extracted_text" text,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(name, '') || ' ' || left(coalesce(extracted_text, ''), 200000))) STORED,
	"source_external_id" uuid,
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_room_files_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "data_room_red_flags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_room_red_flags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"file_id" integer,
	"static_id" integer,
	"name" text NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"source" text DEFAULT 'USER' NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_room_red_flags_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"search" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_center_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doc_center_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"parent_id" integer,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"ownership" text DEFAULT 'ALL' NOT NULL,
	"owner_user_id" integer,
	"size" bigint DEFAULT 0 NOT NULL,
	"content_type" text,
	"storage_key" text,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doc_center_items_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"queue" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "data_room_custom_folders" ADD CONSTRAINT "data_room_custom_folders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_custom_folders" ADD CONSTRAINT "data_room_custom_folders_parent_id_data_room_custom_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."data_room_custom_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_custom_folders" ADD CONSTRAINT "data_room_custom_folders_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_files" ADD CONSTRAINT "data_room_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_files" ADD CONSTRAINT "data_room_files_custom_folder_id_data_room_custom_folders_id_fk" FOREIGN KEY ("custom_folder_id") REFERENCES "public"."data_room_custom_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_files" ADD CONSTRAINT "data_room_files_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_red_flags" ADD CONSTRAINT "data_room_red_flags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_red_flags" ADD CONSTRAINT "data_room_red_flags_file_id_data_room_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."data_room_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_red_flags" ADD CONSTRAINT "data_room_red_flags_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_center_items" ADD CONSTRAINT "doc_center_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_center_items" ADD CONSTRAINT "doc_center_items_parent_id_doc_center_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."doc_center_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_center_items" ADD CONSTRAINT "doc_center_items_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_room_custom_folders_tenant_parent_idx" ON "data_room_custom_folders" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "data_room_files_tenant_parent_idx" ON "data_room_files" USING btree ("tenant_id","parent_static_id","extension","id");--> statement-breakpoint
CREATE INDEX "data_room_files_tenant_custom_idx" ON "data_room_files" USING btree ("tenant_id","custom_folder_id");--> statement-breakpoint
CREATE INDEX "data_room_files_tenant_state_idx" ON "data_room_files" USING btree ("tenant_id","processing_state");--> statement-breakpoint
CREATE INDEX "data_room_files_search_idx" ON "data_room_files" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "data_room_red_flags_tenant_file_idx" ON "data_room_red_flags" USING btree ("tenant_id","file_id");--> statement-breakpoint
CREATE INDEX "data_room_red_flags_tenant_static_idx" ON "data_room_red_flags" USING btree ("tenant_id","static_id");--> statement-breakpoint
CREATE UNIQUE INDEX "search_history_unique_idx" ON "search_history" USING btree ("tenant_id","user_id","type","search");--> statement-breakpoint
CREATE INDEX "search_history_recent_idx" ON "search_history" USING btree ("tenant_id","user_id","type","searched_at");--> statement-breakpoint
CREATE INDEX "doc_center_items_tenant_parent_idx" ON "doc_center_items" USING btree ("tenant_id","parent_id","kind","name");--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("queue","status","run_at");