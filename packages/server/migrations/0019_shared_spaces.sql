CREATE TABLE "storage_blob_holds" (
	"storage_key" text NOT NULL,
	"holder" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_blob_holds_storage_key_holder_pk" PRIMARY KEY("storage_key","holder")
);
--> statement-breakpoint
CREATE TABLE "vdr_event_totals" (
	"room_id" integer NOT NULL,
	"email" text NOT NULL,
	"file_id" integer DEFAULT 0 NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"seconds" bigint DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vdr_event_totals_room_id_email_file_id_pk" PRIMARY KEY("room_id","email","file_id")
);
--> statement-breakpoint
CREATE TABLE "vdr_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vdr_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"room_id" integer NOT NULL,
	"guest_id" integer,
	"email" text NOT NULL,
	"file_id" integer,
	"kind" text NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vdr_events_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "vdr_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vdr_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"room_id" integer NOT NULL,
	"folder_id" integer,
	"name" text NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"content_type" text,
	"storage_key" text NOT NULL,
	"master_file_external_id" uuid,
	"processing_state" text DEFAULT 'NOT_PROCESSED' NOT NULL,
	"summary_state" text DEFAULT 'NOT_PROCESSED' NOT NULL,
	"ai_analysis" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vdr_files_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "vdr_folders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vdr_folders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"room_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vdr_folders_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "vdr_guest_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vdr_guest_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_id" integer NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"code_hash" text,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vdr_guest_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vdr_guest_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"guest_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vdr_guest_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "vdr_guests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vdr_guests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"room_id" integer NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"permission" text DEFAULT 'CAN_VIEW' NOT NULL,
	"expires_at" timestamp with time zone,
	"first_opened_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vdr_guests_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "vdr_rooms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vdr_rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"default_permission" text DEFAULT 'CAN_VIEW' NOT NULL,
	"expires_at" timestamp with time zone,
	"watermark" boolean DEFAULT false NOT NULL,
	"profile_image_key" text,
	"banner_image_key" text,
	"created_by_user_id" integer,
	"last_activity_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vdr_rooms_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
ALTER TABLE "vdr_event_totals" ADD CONSTRAINT "vdr_event_totals_room_id_vdr_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."vdr_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vdr_events" ADD CONSTRAINT "vdr_events_room_id_vdr_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."vdr_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vdr_events" ADD CONSTRAINT "vdr_events_guest_id_vdr_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."vdr_guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vdr_events" ADD CONSTRAINT "vdr_events_file_id_vdr_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."vdr_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vdr_files" ADD CONSTRAINT "vdr_files_room_id_vdr_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."vdr_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vdr_files" ADD CONSTRAINT "vdr_files_folder_id_vdr_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."vdr_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vdr_folders" ADD CONSTRAINT "vdr_folders_room_id_vdr_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."vdr_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vdr_folders" ADD CONSTRAINT "vdr_folders_parent_id_vdr_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vdr_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vdr_guest_codes" ADD CONSTRAINT "vdr_guest_codes_room_id_vdr_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."vdr_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vdr_guest_sessions" ADD CONSTRAINT "vdr_guest_sessions_guest_id_vdr_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."vdr_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vdr_guests" ADD CONSTRAINT "vdr_guests_room_id_vdr_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."vdr_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vdr_rooms" ADD CONSTRAINT "vdr_rooms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vdr_rooms" ADD CONSTRAINT "vdr_rooms_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vdr_events_room_idx" ON "vdr_events" USING btree ("room_id","email","file_id");--> statement-breakpoint
CREATE INDEX "vdr_files_room_idx" ON "vdr_files" USING btree ("room_id","folder_id");--> statement-breakpoint
CREATE INDEX "vdr_folders_room_idx" ON "vdr_folders" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "vdr_guest_codes_room_email_idx" ON "vdr_guest_codes" USING btree ("room_id","email","created_at");--> statement-breakpoint
CREATE INDEX "vdr_guest_codes_ip_idx" ON "vdr_guest_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vdr_guests_room_email_idx" ON "vdr_guests" USING btree ("room_id","email");--> statement-breakpoint
CREATE INDEX "vdr_rooms_tenant_idx" ON "vdr_rooms" USING btree ("tenant_id","created_at");