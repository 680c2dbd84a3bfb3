ALTER TABLE "chat_members" ADD COLUMN "list_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_mentions" ADD COLUMN "list_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- hand-written: the list conversation (a team channel's parent, else the conversation itself) filled for the rows there
-- are and kept by a trigger on insert; a conversation's parent never changes, so nothing else moves it.
UPDATE "chat_members" m SET "list_id" = coalesce(c."parent_id", c."id") FROM "chat_conversations" c WHERE c."id" = m."conversation_id";--> statement-breakpoint
UPDATE "chat_mentions" m SET "list_id" = coalesce(c."parent_id", c."id") FROM "chat_conversations" c WHERE c."id" = m."conversation_id";--> statement-breakpoint
CREATE FUNCTION chat_list_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT coalesce(c."parent_id", c."id") INTO NEW."list_id" FROM "chat_conversations" c WHERE c."id" = NEW."conversation_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER chat_members_list_id BEFORE INSERT OR UPDATE OF "conversation_id" ON "chat_members" FOR EACH ROW EXECUTE FUNCTION chat_list_id();--> statement-breakpoint
CREATE TRIGGER chat_mentions_list_id BEFORE INSERT OR UPDATE OF "conversation_id" ON "chat_mentions" FOR EACH ROW EXECUTE FUNCTION chat_list_id();--> statement-breakpoint
CREATE INDEX "chat_members_user_list_idx" ON "chat_members" USING btree ("user_id","list_id");--> statement-breakpoint
CREATE INDEX "chat_mentions_user_list_idx" ON "chat_mentions" USING btree ("user_id","list_id");
