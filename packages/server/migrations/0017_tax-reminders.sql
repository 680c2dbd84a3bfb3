CREATE TABLE "tax_reminders_sent" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_reminders_sent_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"filing_id" text NOT NULL,
	"due_date" text NOT NULL,
	"threshold_days" integer NOT NULL,
	"recipients" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tax_reminders_sent" ADD CONSTRAINT "tax_reminders_sent_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_reminders_sent_unique_idx" ON "tax_reminders_sent" USING btree ("tenant_id","filing_id","due_date","threshold_days");