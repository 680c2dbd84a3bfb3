CREATE TABLE "ledger_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"row_count" integer NOT NULL,
	"account_count" integer NOT NULL,
	"first_date" date,
	"last_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_imports_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_monthly" (
	"tenant_id" integer NOT NULL,
	"month" date NOT NULL,
	"account_id" integer NOT NULL,
	"category" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "ledger_monthly_tenant_id_month_account_id_category_pk" PRIMARY KEY("tenant_id","month","account_id","category")
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"import_id" integer,
	"date" date NOT NULL,
	"category" text NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"counterparty" text
);
--> statement-breakpoint
CREATE TABLE "tax_deadline_statuses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_deadline_statuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"filing_id" text NOT NULL,
	"due_date" text NOT NULL,
	"status" text NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_imports" ADD CONSTRAINT "ledger_imports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_imports" ADD CONSTRAINT "ledger_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_monthly" ADD CONSTRAINT "ledger_monthly_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_monthly" ADD CONSTRAINT "ledger_monthly_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_import_id_ledger_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."ledger_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_deadline_statuses" ADD CONSTRAINT "tax_deadline_statuses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_deadline_statuses" ADD CONSTRAINT "tax_deadline_statuses_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_tenant_name_idx" ON "ledger_accounts" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "ledger_imports_tenant_idx" ON "ledger_imports" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_tenant_date_idx" ON "ledger_transactions" USING btree ("tenant_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_deadline_statuses_unique_idx" ON "tax_deadline_statuses" USING btree ("tenant_id","filing_id","due_date");