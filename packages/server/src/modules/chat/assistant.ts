import { and, asc, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { AssistantConversation, AssistantMessage, ConversationType } from '@atrium/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import { notFound } from '../../platform/errors.ts';
import { escapeLike } from '../../platform/sql.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { accessOf, isStaff, type Access } from './access.ts';
import type { ChatCore } from './core.ts';
import { page } from './list-store.ts';
import type { AssistantMessageInsert, ConversationRow, MessageRow } from './store.ts';
import { chatConversations, chatMessages } from './tables.ts';
import { iso } from './sql-rows.ts';

/** Who a conversation is shaped for. */
export interface AssistantViewer {
  userId: number;
  externalId: string;
  isStaff: boolean;
}

export interface AssistantListFilter {
  tenantId: number;
  userId: number;
  type?: ConversationType;
  contextEntityExternalId?: string;
  archived?: boolean;
  term?: string;
}

/**
 * The chat tables' side of Atrium AI (modules/assistant calls these; it never touches the tables): assistant
 * conversations live in chat_conversations with is_assistant, so the shared chat calls (rename, members, messages,
 * typing) work on them with the chat's own walls, and the inbox's lists, counts and statistics leave them out.
 */
export function createAssistantChat(core: ChatCore) {
  const { store, views, db } = core;
  const viewer = (ctx: RequestContext) => ({
    userId: ctx.user.id,
    externalId: ctx.user.externalId,
    isStaff: isStaff(ctx),
  });

  async function conversations(who: RequestContext | AssistantViewer, ids: number[]): Promise<AssistantConversation[]> {
    if (!ids.length) return [];
    const [shaped, rows] = await Promise.all([
      views.conversations('user' in who ? viewer(who) : who, ids),
      db
        .select({
          id: chatConversations.id,
          externalId: chatConversations.externalId,
          contextEntityExternalId: chatConversations.contextEntityExternalId,
          hasChart: chatConversations.hasChart,
          deletedAt: chatConversations.deletedAt,
        })
        .from(chatConversations)
        .where(
          sql`${chatConversations.id} in (${sql.join(
            ids.map((i) => sql`${i}`),
            sql`, `,
          )})`,
        ),
    ]);
    const byExt = new Map(rows.map((r) => [r.externalId, r]));
    return shaped.map((c) => {
      const r = byExt.get(c.externalId)!;
      return {
        ...c,
        isAssistant: true as const,
        readOnly: false,
        contextEntityExternalId: r.contextEntityExternalId,
        hasChart: r.hasChart,
        deletedAt: iso(r.deletedAt),
      };
    });
  }

  /** The caller's access to an assistant conversation; an inbox conversation's id answers 404 here. */
  async function access(ctx: RequestContext, externalId: string): Promise<Access> {
    const a = await accessOf(store, ctx, externalId);
    if (!a.conv.isAssistant) throw notFound('Conversation');
    return a;
  }

  return {
    access,
    conversations,
    /** The viewer of a user by id (for calls made by other modules without a request context). */
    async viewerOf(userId: number): Promise<AssistantViewer> {
      const [u] = await core.usersByIds([userId]);
      if (!u) throw notFound('User');
      return { userId, externalId: u.externalId, isStaff: (await store.staffAmong([userId])).has(userId) };
    },
    isMember: async (conversationId: number, userId: number) => (await store.member(conversationId, userId)) !== null,
    byExternalId: (externalId: string) => store.byExternalId(externalId),
    memberUserIds: async (conversationId: number) => (await store.members(conversationId)).map((m) => m.userId),

    async create(v: {
      tenantId: number;
      ownerUserId: number;
      type: ConversationType;
      title: string;
      contextEntityExternalId: string | null;
    }): Promise<ConversationRow> {
      return withTransaction(db, async () => {
        const conv = await store.insertConversation({
          tenantId: v.tenantId,
          type: v.type,
          title: v.title,
          ownerUserId: v.ownerUserId,
          isAssistant: true,
          contextEntityExternalId: v.contextEntityExternalId,
        });
        await store.addMembers([{ conversationId: conv.id, userId: v.ownerUserId, isOwner: true }]);
        return conv;
      });
    },

    /** The caller's assistant conversations of a tenant, newest activity first. */
    list(f: AssistantListFilter, pageNo: number, size: number) {
      const where: SQL[] = [
        sql`c.is_assistant`,
        sql`c.deleted_at is null`,
        sql`c.tenant_id = ${f.tenantId}`,
        sql`exists(select 1 from chat_members mm where mm.conversation_id = c.id and mm.user_id = ${f.userId})`,
      ];
      if (f.type) where.push(sql`c.type = ${f.type}`);
      if (f.contextEntityExternalId) where.push(sql`c.context_entity_external_id = ${f.contextEntityExternalId}`);
      if (f.archived !== undefined) where.push(f.archived ? sql`c.is_archived` : sql`not c.is_archived`);
      if (f.term) {
        const like = `%${escapeLike(f.term)}%`;
        where.push(
          sql`(c.title ilike ${like} or exists(select 1 from chat_messages sm where sm.conversation_id = c.id
                 and not sm.is_hidden and sm.text ilike ${like}))`,
        );
      }
      return page(db, where, pageNo, size);
    },

    setArchived: (id: number, archived: boolean) => store.update(id, { isArchived: archived }),
    setDeleted: (id: number, at: Date | null) => store.update(id, { deletedAt: at }),
    /** Removes assistant conversations deleted before `before` (their undo window has passed). */
    async purgeDeleted(before: Date): Promise<number> {
      const rows = await db
        .delete(chatConversations)
        .where(and(eq(chatConversations.isAssistant, true), lt(chatConversations.deletedAt, before)))
        .returning({ id: chatConversations.id });
      return rows.length;
    },

    /** Writes a message (a person's: sender; the bot's: null) and announces it with NEW_MESSAGE unless hidden. */
    write: (
      conv: ConversationRow,
      sender: { id: number } | null,
      m: Omit<AssistantMessageInsert, 'conversationId' | 'userId' | 'isBot'> & { hasChart?: boolean },
    ) => core.assistantMessage(conv, sender, m),

    /** The last `limit` messages (hidden context included), oldest first: what the bot reads. */
    async history(conversationId: number, limit: number): Promise<MessageRow[]> {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, conversationId))
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
        .limit(limit);
      return rows.reverse();
    },
    async message(conv: ConversationRow, externalId: string): Promise<MessageRow | null> {
      const [row] = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.conversationId, conv.id), eq(chatMessages.externalId, externalId)))
        .orderBy(asc(chatMessages.id));
      return row ?? null;
    },
    shape: async (conv: ConversationRow, rows: MessageRow[]): Promise<AssistantMessage[]> =>
      views.messages(conv.externalId, rows),

    /** One event to every member of the conversation (BOT_* of a run). */
    async toMembers(conversationId: number, type: string, content: unknown) {
      const users = await core.usersByIds(await this.memberUserIds(conversationId));
      await core.events.toEach(
        users.map((u) => u.externalId),
        type,
        content,
      );
    },
    /** The members' external ids (a run sends its events to them). */
    async memberExternalIds(conversationId: number): Promise<string[]> {
      return (await core.usersByIds(await this.memberUserIds(conversationId))).map((u) => u.externalId);
    },
    toUsers: (externalIds: string[], type: string, content: unknown) => core.events.toEach(externalIds, type, content),
  };
}
export type AssistantChat = ReturnType<typeof createAssistantChat>;
