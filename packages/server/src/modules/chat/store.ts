import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { MessageFragment, ThreadStatus } from '@atrium/contract';
import type { Db } from '../../platform/db.ts';
import { chatConversations, chatMembers, chatMentions, chatMessages, chatThreadEvents } from './tables.ts';
import { inList, rowsOf } from './sql-rows.ts';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MemberRow = typeof chatMembers.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type ThreadPatch = Partial<
  Pick<ConversationRow, 'threadStatus' | 'threadStartedAt' | 'lastOpenAt' | 'waitingSince' | 'finalizedAt'>
>;

/**
 * SQL of conversations, members and messages. Who is staff is read from the tenancy tables in SQL (a user holding a
 * membership of the internal tenant), because the lists and the realtime counts must stay one query for any number of
 * members; see docs/decisions.md "Chat — server".
 */
export function createChatStore(db: Db) {
  return {
    async byExternalId(externalId: string, tx: Db = db): Promise<ConversationRow | null> {
      const [row] = await tx.select().from(chatConversations).where(eq(chatConversations.externalId, externalId));
      return row ?? null;
    },
    async byId(id: number, tx: Db = db): Promise<ConversationRow | null> {
      const [row] = await tx.select().from(chatConversations).where(eq(chatConversations.id, id));
      return row ?? null;
    },
    /** Locks the conversation row for a multi-step change (thread status, members). */
    async lock(id: number, tx: Db): Promise<ConversationRow> {
      const [row] = await tx.select().from(chatConversations).where(eq(chatConversations.id, id)).for('update');
      return row;
    },
    async channelOf(parentId: number, tx: Db = db): Promise<ConversationRow | null> {
      const [row] = await tx.select().from(chatConversations).where(eq(chatConversations.parentId, parentId));
      return row ?? null;
    },
    async insertConversation(values: typeof chatConversations.$inferInsert, tx: Db = db): Promise<ConversationRow> {
      const [row] = await tx.insert(chatConversations).values(values).returning();
      return row;
    },
    async update(id: number, values: Partial<typeof chatConversations.$inferInsert>, tx: Db = db) {
      const [row] = await tx.update(chatConversations).set(values).where(eq(chatConversations.id, id)).returning();
      return row;
    },

    async member(conversationId: number, userId: number, tx: Db = db): Promise<MemberRow | null> {
      const [row] = await tx
        .select()
        .from(chatMembers)
        .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId)));
      return row ?? null;
    },
    members: (conversationId: number, tx: Db = db): Promise<MemberRow[]> =>
      tx
        .select()
        .from(chatMembers)
        .where(eq(chatMembers.conversationId, conversationId))
        .orderBy(asc(chatMembers.joinedAt), asc(chatMembers.userId)),
    async addMembers(rows: (typeof chatMembers.$inferInsert)[], tx: Db = db) {
      if (rows.length) await tx.insert(chatMembers).values(rows).onConflictDoNothing();
    },
    async removeMembers(conversationId: number, userIds: number[], tx: Db = db) {
      if (userIds.length)
        await tx
          .delete(chatMembers)
          .where(and(eq(chatMembers.conversationId, conversationId), inArray(chatMembers.userId, userIds)));
    },
    async setMemberFlags(
      conversationId: number,
      userId: number,
      values: Partial<Pick<MemberRow, 'isInternal' | 'isOwner'>>,
      tx: Db = db,
    ) {
      await tx
        .update(chatMembers)
        .set(values)
        .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId)));
    },
    /** Read state of one member; returns whether the user is a member. */
    async setUnread(conversationId: number, userId: number, unread: number, tx: Db = db) {
      const rows = await tx
        .update(chatMembers)
        .set(unread === 0 ? { unreadCount: 0, mentionsCount: 0, lastReadAt: new Date() } : { unreadCount: unread })
        .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId)))
        .returning({ userId: chatMembers.userId });
      return rows.length > 0;
    },

    /** Which of these users are staff (hold a membership of the internal tenant). */
    async staffAmong(userIds: number[], tx: Db = db): Promise<Set<number>> {
      if (!userIds.length) return new Set();
      const rows = await rowsOf<{ user_id: number }>(
        tx,
        sql`select distinct tm.user_id from tenant_memberships tm join tenants t on t.id = tm.tenant_id
            where t.is_internal and tm.user_id in (${inList(userIds)})`,
      );
      return new Set(rows.map((r) => Number(r.user_id)));
    },

    async insertMessage(
      values: {
        conversationId: number;
        userId: number | null;
        text: string | null;
        fragments?: MessageFragment[];
        threadStatus: ThreadStatus | null;
      },
      tx: Db = db,
    ): Promise<MessageRow> {
      const [row] = await tx
        .insert(chatMessages)
        .values({ ...values, fragments: values.fragments ?? [], createdAt: sql`clock_timestamp()` as unknown as Date })
        .returning();
      return row;
    },
    async insertMentions(messageId: number, conversationId: number, userIds: number[], tx: Db = db) {
      if (userIds.length)
        await tx
          .insert(chatMentions)
          .values(userIds.map((userId) => ({ messageId, conversationId, userId })))
          .onConflictDoNothing();
    },
    /** One UPDATE for every other member: unread + 1, mentions + 1 for the mentioned. */
    async bumpUnread(conversationId: number, senderId: number | null, mentioned: number[], tx: Db = db) {
      const mentionedSql = mentioned.length ? sql`${chatMembers.userId} in (${inList(mentioned)})` : sql`false`;
      await tx
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
    async touch(conversationId: number, lastText: string | null, at: Date, tx: Db = db) {
      await tx
        .update(chatConversations)
        .set({ lastMessageAt: at, lastMessageText: lastText, updatedAt: at })
        .where(eq(chatConversations.id, conversationId));
    },
    async threadEvent(conversationId: number, event: string, userId: number | null, tx: Db = db) {
      await tx.insert(chatThreadEvents).values({ conversationId, event, userId });
    },

    /** The private chat between exactly these two users in the tenant (members who are not tagged-only). */
    async privateBetween(tenantId: number, a: number, b: number, tx: Db = db): Promise<ConversationRow | null> {
      return this.withExactMembers(tenantId, [a, b], ['PRIVATE'], tx);
    },
    /** The conversation of the tenant whose full members are exactly these users (newest first). */
    async withExactMembers(
      tenantId: number,
      userIds: number[],
      types: string[],
      tx: Db = db,
    ): Promise<ConversationRow | null> {
      const ids = [...new Set(userIds)];
      const rows = await rowsOf<{ id: number }>(
        tx,
        sql`select c.id from chat_conversations c
            where c.tenant_id = ${tenantId} and c.type in (${inList(types)})
              and (select count(*) from chat_members m where m.conversation_id = c.id and not m.is_internal) = ${ids.length}
              and (select count(*) from chat_members m where m.conversation_id = c.id and not m.is_internal
                     and m.user_id in (${inList(ids)})) = ${ids.length}
            order by c.updated_at desc, c.id desc limit 1`,
      );
      return rows.length ? this.byId(Number(rows[0].id), tx) : null;
    },
  };
}
export type ChatStore = ReturnType<typeof createChatStore>;
