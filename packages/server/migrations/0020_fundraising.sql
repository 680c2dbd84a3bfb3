CREATE TABLE "funder_list_collaborators" (
	"list_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funder_list_collaborators_list_id_user_id_pk" PRIMARY KEY("list_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "funder_list_entries" (
	"list_id" integer NOT NULL,
	"funder_id" integer NOT NULL,
	"note" text,
	"next_contact" date,
	"disabled" boolean DEFAULT false NOT NULL,
	"added_by_user_id" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funder_list_entries_list_id_funder_id_pk" PRIMARY KEY("list_id","funder_id")
);
--> statement-breakpoint
CREATE TABLE "funder_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "funder_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"visibility" text DEFAULT 'TEAM' NOT NULL,
	"owner_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funder_lists_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "funder_saved_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "funder_saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funder_saved_searches_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "funders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "funders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"source_key" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"short_description" text,
	"website" text,
	"city" text,
	"state_code" text,
	"country_code" text,
	"location_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"rank" integer,
	"investment_count" integer DEFAULT 0 NOT NULL,
	"organization_founded_count" integer DEFAULT 0 NOT NULL,
	"stages" text[] DEFAULT '{}'::text[] NOT NULL,
	"sectors" text[] DEFAULT '{}'::text[] NOT NULL,
	"check_size_min" bigint,
	"check_size_max" bigint,
	"organization_id" integer,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(name, '') || ' ' || coalesce(short_description, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funders_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "funders_source_key_unique" UNIQUE("source_key")
);
--> statement-breakpoint
ALTER TABLE "funder_list_collaborators" ADD CONSTRAINT "funder_list_collaborators_list_id_funder_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."funder_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funder_list_collaborators" ADD CONSTRAINT "funder_list_collaborators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funder_list_entries" ADD CONSTRAINT "funder_list_entries_list_id_funder_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."funder_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funder_list_entries" ADD CONSTRAINT "funder_list_entries_funder_id_funders_id_fk" FOREIGN KEY ("funder_id") REFERENCES "public"."funders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funder_list_entries" ADD CONSTRAINT "funder_list_entries_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funder_lists" ADD CONSTRAINT "funder_lists_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funder_lists" ADD CONSTRAINT "funder_lists_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funder_saved_searches" ADD CONSTRAINT "funder_saved_searches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funder_saved_searches" ADD CONSTRAINT "funder_saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funders" ADD CONSTRAINT "funders_organization_id_funders_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."funders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "funder_list_entries_funder_idx" ON "funder_list_entries" USING btree ("funder_id");--> statement-breakpoint
CREATE INDEX "funder_lists_tenant_idx" ON "funder_lists" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "funder_saved_searches_tenant_idx" ON "funder_saved_searches" USING btree ("tenant_id","user_id","id");--> statement-breakpoint
CREATE INDEX "funders_search_idx" ON "funders" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "funders_stages_idx" ON "funders" USING gin ("stages");--> statement-breakpoint
CREATE INDEX "funders_sectors_idx" ON "funders" USING gin ("sectors");--> statement-breakpoint
CREATE INDEX "funders_location_idx" ON "funders" USING gin ("location_keys");--> statement-breakpoint
CREATE INDEX "funders_type_rank_idx" ON "funders" USING btree ("type","rank");--> statement-breakpoint
CREATE INDEX "funders_organization_idx" ON "funders" USING btree ("organization_id");--> statement-breakpoint
-- hand-written
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "funders_name_trgm_idx" ON "funders" USING gin (lower("name") gin_trgm_ops);
