ALTER TABLE "chat_members" ADD COLUMN "list_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_mentions" ADD COLUMN "list_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- hand-written: the list conversation (a team channel's parent, else the conversation itself), filled for the rows
-- there are and kept by a trigger on insert; a conversation's parent never changes, so nothing else moves it.
CREATE FUNCTION chat_list_of(conversation integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce(c."parent_id", c."id") FROM "chat_conversations" c WHERE c."id" = conversation
$$;--> statement-breakpoint
-- Filled by rewriting each table (a change of type to itself, USING the look-up) rather than by an UPDATE, which
-- leaves the old version of every row behind: chat_members twice its size made PostgreSQL hash the list pages it
-- walks today (docs/decisions.md "chat4").
ALTER TABLE "chat_members" ALTER COLUMN "list_id" TYPE integer USING chat_list_of("conversation_id");--> statement-breakpoint
ALTER TABLE "chat_mentions" ALTER COLUMN "list_id" TYPE integer USING chat_list_of("conversation_id");--> statement-breakpoint
CREATE FUNCTION chat_list_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."list_id" := chat_list_of(NEW."conversation_id");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER chat_members_list_id BEFORE INSERT OR UPDATE OF "conversation_id" ON "chat_members" FOR EACH ROW EXECUTE FUNCTION chat_list_id();--> statement-breakpoint
CREATE TRIGGER chat_mentions_list_id BEFORE INSERT OR UPDATE OF "conversation_id" ON "chat_mentions" FOR EACH ROW EXECUTE FUNCTION chat_list_id();--> statement-breakpoint
CREATE INDEX "chat_members_user_list_idx" ON "chat_members" USING btree ("user_id","list_id");--> statement-breakpoint
CREATE INDEX "chat_mentions_user_list_idx" ON "chat_mentions" USING btree ("user_id","list_id");
