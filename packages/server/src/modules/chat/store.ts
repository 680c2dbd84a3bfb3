import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { MessageFragment, ThreadStatus } from '@atrium/contract';
import type { Db } from '../../platform/db.ts';
import { chatConversations, chatMembers, chatMentions, chatMessages, chatThreadEvents } from './tables.ts';
import { inList, rowsOf } from './sql-rows.ts';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MemberRow = typeof chatMembers.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type AssistantMessageInsert = Pick<
  typeof chatMessages.$inferInsert,
  | 'conversationId'
  | 'userId'
  | 'text'
  | 'externalId'
  | 'isBot'
  | 'receiverIsBot'
  | 'isHidden'
  | 'content'
  | 'metadata'
  | 'isIncomplete'
  | 'errorText'
>;
export type ThreadPatch = Partial<
  Pick<ConversationRow, 'threadStatus' | 'threadStartedAt' | 'lastOpenAt' | 'waitingSince' | 'finalizedAt'>
>;

/** A conversation's search_text from `c` (the migration that added the column computes the same). */
const SEARCH_TEXT_SQL = sql`concat_ws(E'\n', c.title, (select string_agg(u.first_name || ' ' || u.last_name, E'\n' order by u.id)
  from chat_members m join users u on u.id = m.user_id where m.conversation_id = c.id))`;

/**
 * SQL of conversations, members and messages. Who is staff is read from the tenancy tables in SQL (a user holding a
 * membership of the internal tenant), because the lists and the realtime counts must stay one query for any number of
 * members; see docs/decisions.md "Chat — server".
 */
export function createChatStore(db: Db, onWrite: () => void = () => {}) {
  /**
   * The conversations' search_text: title and members' names, one per line (a term never spans two names), read by the
   * list search under a trigram index. Kept here, by every write that changes a title or the members.
   */
  async function refreshSearch(conversationIds: number[]) {
    const ids = [...new Set(conversationIds)];
    if (!ids.length) return;
    await db.execute(
      sql`update chat_conversations c set search_text = ${SEARCH_TEXT_SQL} where c.id in (${inList(ids)})`,
    );
  }
  return {
    refreshSearch,
    async byExternalId(externalId: string): Promise<ConversationRow | null> {
      const [row] = await db.select().from(chatConversations).where(eq(chatConversations.externalId, externalId));
      return row ?? null;
    },
    async byId(id: number): Promise<ConversationRow | null> {
      const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
      return row ?? null;
    },
    /** Locks the conversation row for a multi-step change (thread status, members), inside `withTransaction`. */
    async lock(id: number): Promise<ConversationRow> {
      const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id)).for('update');
      return row;
    },
    async channelOf(parentId: number): Promise<ConversationRow | null> {
      const [row] = await db.select().from(chatConversations).where(eq(chatConversations.parentId, parentId));
      return row ?? null;
    },
    async insertConversation(values: typeof chatConversations.$inferInsert): Promise<ConversationRow> {
      onWrite();
      const [row] = await db
        .insert(chatConversations)
        .values({ ...values, searchText: values.title ?? '' })
        .returning();
      return row;
    },
    async update(id: number, values: Partial<typeof chatConversations.$inferInsert>) {
      onWrite();
      const [row] = await db.update(chatConversations).set(values).where(eq(chatConversations.id, id)).returning();
      if ('title' in values) await refreshSearch([id]);
      return row;
    },

    async member(conversationId: number, userId: number): Promise<MemberRow | null> {
      const [row] = await db
        .select()
        .from(chatMembers)
        .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId)));
      return row ?? null;
    },
    members: (conversationId: number): Promise<MemberRow[]> =>
      db
        .select()
        .from(chatMembers)
        .where(eq(chatMembers.conversationId, conversationId))
        .orderBy(asc(chatMembers.joinedAt), asc(chatMembers.userId)),
    async addMembers(rows: (typeof chatMembers.$inferInsert)[]) {
      if (!rows.length) return;
      onWrite();
      await db.insert(chatMembers).values(rows).onConflictDoNothing();
      await refreshSearch(rows.map((r) => r.conversationId));
    },
    async removeMembers(conversationId: number, userIds: number[]) {
      if (!userIds.length) return;
      onWrite();
      await db
        .delete(chatMembers)
        .where(and(eq(chatMembers.conversationId, conversationId), inArray(chatMembers.userId, userIds)));
      await refreshSearch([conversationId]);
    },
    async setMemberFlags(
      conversationId: number,
      userId: number,
      values: Partial<Pick<MemberRow, 'isInternal' | 'isOwner'>>,
    ) {
      onWrite();
      await db
        .update(chatMembers)
        .set(values)
        .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId)));
    },
    /** Read state of one member; returns whether the user is a member. */
    async setUnread(conversationId: number, userId: number, unread: number) {
      onWrite();
      const rows = await db
        .update(chatMembers)
        .set(unread === 0 ? { unreadCount: 0, mentionsCount: 0, lastReadAt: new Date() } : { unreadCount: unread })
        .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId)))
        .returning({ userId: chatMembers.userId });
      return rows.length > 0;
    },

    /** Which of these users are staff (hold a membership of the internal tenant). */
    async staffAmong(userIds: number[]): Promise<Set<number>> {
      if (!userIds.length) return new Set();
      const rows = await rowsOf<{ user_id: number }>(
        db,
        sql`select distinct tm.user_id from tenant_memberships tm join tenants t on t.id = tm.tenant_id
            where t.is_internal and tm.user_id in (${inList(userIds)})`,
      );
      return new Set(rows.map((r) => Number(r.user_id)));
    },

    async insertMessage(values: {
      conversationId: number;
      userId: number | null;
      text: string | null;
      fragments?: MessageFragment[];
      threadStatus: ThreadStatus | null;
    }): Promise<MessageRow> {
      onWrite();
      const [row] = await db
        .insert(chatMessages)
        .values({ ...values, fragments: values.fragments ?? [], createdAt: sql`clock_timestamp()` as unknown as Date })
        .returning();
      return row;
    },
    /** An Atrium AI message (a person's or the bot's) with its content, metadata and run state. */
    async insertAssistantMessage(values: AssistantMessageInsert): Promise<MessageRow> {
      onWrite();
      const [row] = await db
        .insert(chatMessages)
        .values({ ...values, createdAt: sql`clock_timestamp()` as unknown as Date })
        .returning();
      return row;
    },
    async insertMentions(messageId: number, conversationId: number, userIds: number[]) {
      onWrite();
      if (userIds.length)
        await db
          .insert(chatMentions)
          .values(userIds.map((userId) => ({ messageId, conversationId, userId })))
          .onConflictDoNothing();
    },
    /** One UPDATE for every other member: unread + 1, mentions + 1 for the mentioned. */
    async bumpUnread(conversationId: number, senderId: number | null, mentioned: number[]) {
      onWrite();
      const mentionedSql = mentioned.length ? sql`${chatMembers.userId} in (${inList(mentioned)})` : sql`false`;
      await db
        .update(chatMembers)
        .set({
          unreadCount: sql`${chatMembers.unreadCount} + 1`,
          mentionsCount: sql`${chatMembers.mentionsCount} + case when ${mentionedSql} then 1 else 0 end`,
        })
        .where(
          and(
            eq(chatMembers.conversationId, conversationId),
            senderId === null ? sql`true` : sql`${chatMembers.userId} <> ${senderId}`,
          ),
        );
    },
    async touch(conversationId: number, lastText: string | null, at: Date) {
      onWrite();
      await db
        .update(chatConversations)
        .set({ lastMessageAt: at, lastMessageText: lastText, updatedAt: at })
        .where(eq(chatConversations.id, conversationId));
    },
    async threadEvent(conversationId: number, event: string, userId: number | null) {
      await db.insert(chatThreadEvents).values({ conversationId, event, userId });
    },

    /** The private chat between exactly these two users in the tenant (members who are not tagged-only). */
    async privateBetween(tenantId: number, a: number, b: number): Promise<ConversationRow | null> {
      return this.withExactMembers(tenantId, [a, b], ['PRIVATE']);
    },
    /** The conversation of the tenant whose full members are exactly these users (newest first). */
    async withExactMembers(tenantId: number, userIds: number[], types: string[]): Promise<ConversationRow | null> {
      const ids = [...new Set(userIds)];
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`select c.id from chat_conversations c
            where c.tenant_id = ${tenantId} and c.type in (${inList(types)}) and not c.is_assistant
              and (select count(*) from chat_members m where m.conversation_id = c.id and not m.is_internal) = ${ids.length}
              and (select count(*) from chat_members m where m.conversation_id = c.id and not m.is_internal
                     and m.user_id in (${inList(ids)})) = ${ids.length}
            order by c.updated_at desc, c.id desc limit 1`,
      );
      return rows.length ? this.byId(Number(rows[0].id)) : null;
    },
  };
}
export type ChatStore = ReturnType<typeof createChatStore>;
