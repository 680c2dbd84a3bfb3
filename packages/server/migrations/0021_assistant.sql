ALTER TABLE "chat_conversations" ADD COLUMN "is_assistant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "context_entity_external_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "has_chart" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "is_bot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "receiver_is_bot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "content" jsonb;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "metadata" jsonb;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "is_incomplete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "error_text" text;--> statement-breakpoint
CREATE INDEX "chat_conversations_assistant_idx" ON "chat_conversations" USING btree ("tenant_id","type","updated_at") WHERE "chat_conversations"."is_assistant";