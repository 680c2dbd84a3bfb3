ALTER TABLE "chat_conversations" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- hand-written
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
UPDATE "chat_conversations" c SET "search_text" = concat_ws(E'\n', c.title, (select string_agg(u.first_name || ' ' || u.last_name, E'\n' order by u.id) from chat_members m join users u on u.id = m.user_id where m.conversation_id = c.id));--> statement-breakpoint
CREATE INDEX "chat_conversations_search_trgm_idx" ON "chat_conversations" USING gin ("search_text" gin_trgm_ops);
