CREATE TABLE "funder_next_contact_reminders" (
	"list_id" integer NOT NULL,
	"funder_id" integer NOT NULL,
	"next_contact" date NOT NULL,
	"recipients" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funder_next_contact_reminders_list_id_funder_id_next_contact_pk" PRIMARY KEY("list_id","funder_id","next_contact")
);
--> statement-breakpoint
ALTER TABLE "funders" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "funders" ADD COLUMN "logo_content_type" text;--> statement-breakpoint
ALTER TABLE "funder_next_contact_reminders" ADD CONSTRAINT "funder_next_contact_reminders_list_id_funder_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."funder_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funder_next_contact_reminders" ADD CONSTRAINT "funder_next_contact_reminders_funder_id_funders_id_fk" FOREIGN KEY ("funder_id") REFERENCES "public"."funders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written
CREATE INDEX IF NOT EXISTS "funder_list_entries_next_contact_idx" ON "funder_list_entries" ("next_contact") WHERE "next_contact" IS NOT NULL;
