ALTER TABLE "companies" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "telephone" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "year_founded" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "startup_stage" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "number_of_employees" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "key_investors" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "delaware_c_corp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address_external_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "street_address" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "zip_code" bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "ebitda" double precision;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "cash_on_hand" double precision;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "monthly_revenue" double precision;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "total_funding_received" double precision;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "twitter" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "instagram" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "linked_in" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "companies_name_lower_idx" ON "companies" USING btree (lower("company_name"));