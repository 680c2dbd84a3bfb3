ALTER TABLE "users" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_content_type" text;--> statement-breakpoint
ALTER TABLE "data_room_red_flags" ADD COLUMN "fixed_by" integer;--> statement-breakpoint
ALTER TABLE "data_room_red_flags" ADD COLUMN "fixed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_room_red_flags" ADD CONSTRAINT "data_room_red_flags_fixed_by_users_id_fk" FOREIGN KEY ("fixed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;