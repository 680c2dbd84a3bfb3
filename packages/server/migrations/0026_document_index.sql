CREATE TABLE "document_index_passages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_index_passages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"file_external_id" uuid NOT NULL,
	"file_kind" text NOT NULL,
	"file_name" text NOT NULL,
	"ordinal" integer NOT NULL,
	"text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, text) || to_tsvector('simple'::regconfig, translate(lower(text), 'áàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuunc'))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_index_passages" ADD CONSTRAINT "document_index_passages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_index_passages_file_idx" ON "document_index_passages" USING btree ("tenant_id","file_external_id","ordinal");--> statement-breakpoint
CREATE INDEX "document_index_passages_search_idx" ON "document_index_passages" USING gin ("search_vector");