CREATE TABLE "customer_onboarding" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_onboarding" ADD CONSTRAINT "customer_onboarding_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_onboarding" ADD CONSTRAINT "customer_onboarding_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_onboarding_status_idx" ON "customer_onboarding" USING btree ("status");