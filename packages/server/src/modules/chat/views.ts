import { sql } from 'drizzle-orm';
import type {
  AssistantMessage,
  ChatFile,
  ChatMember,
  Conversation,
  ConversationType,
  MessageFragment,
  ThreadStatus,
} from '@atrium/contract';
import type { Db } from '../../platform/db.ts';
import { intArray, iso, preparedRows, toDate } from './sql-rows.ts';
import { threadDurations } from './durations.ts';
import type { MessageRow } from './store.ts';

interface MemberSqlRow {
  conversation_id: number;
  user_id: number;
  external_id: string;
  first_name: string;
  last_name: string;
  email: string;
  active: boolean;
  is_owner: boolean;
  is_internal: boolean;
  is_staff: boolean;
  tenant_names: string[] | null;
}

/**
 * The title of an unnamed group for one reader: its current full members other than the reader, by name (a removed
 * member drops out, the reader never sees his own name).
 */
export function unnamedGroupTitle(members: ChatMember[], readerExternalId: string | null): string | null {
  const names = members
    .filter((m) => !m.isInternal && m.userExternalId !== readerExternalId)
    .map((m) => `${m.firstName} ${m.lastName}`.trim());
  return names.length ? names.join(', ') : null;
}

/** Shapes replies (Conversation, ChatMember, ChatMessage, ChatFile) from stored rows, in a fixed number of queries per call. */
export function createChatViews(db: Db) {
  async function membersOf(conversationIds: number[]): Promise<Map<number, ChatMember[]>> {
    const out = new Map<number, ChatMember[]>();
    if (!conversationIds.length) return out;
    const rows = await preparedRows<MemberSqlRow>(
      db,
      // Staff flag and company names once per distinct member, not per membership row: two correlated sub-selects per
      // row cost ~5 × more to plan and run (bench/chat.ts, every list page).
      sql`with mem as (select m.conversation_id, m.user_id, m.is_owner, m.is_internal, m.joined_at from chat_members m
                       where m.conversation_id = any(${intArray(conversationIds)})),
               ut as (select tm.user_id, bool_or(t.is_internal) as is_staff, array_agg(t.name order by t.name) as tenant_names
                      from tenant_memberships tm join tenants t on t.id = tm.tenant_id
                      where tm.user_id in (select user_id from mem) group by tm.user_id)
          select mem.conversation_id, mem.user_id, u.external_id, u.first_name, u.last_name, u.email, u.active, mem.is_owner,
                 mem.is_internal, coalesce(ut.is_staff, false) as is_staff, ut.tenant_names
          from mem join users u on u.id = mem.user_id left join ut on ut.user_id = mem.user_id
          order by mem.is_internal, mem.joined_at, mem.user_id`,
    );
    for (const r of rows) {
      const user = {
        externalId: String(r.external_id),
        firstName: r.first_name,
        lastName: r.last_name,
        email: r.email,
      };
      const member: ChatMember = {
        user,
        userExternalId: user.externalId,
        firstName: r.first_name,
        lastName: r.last_name,
        email: r.email,
        isOwner: r.is_owner,
        isStaff: r.is_staff,
        isInternal: r.is_internal,
        role: r.is_staff ? 'STAFF' : null,
        tenantNames: r.tenant_names ?? [],
        isAvailable: r.active,
      };
      const id = Number(r.conversation_id);
      if (!out.has(id)) out.set(id, []);
      out.get(id)!.push(member);
    }
    return out;
  }

  /** Conversations as `viewer` sees them, in the order of `ids`. */
  async function conversations(
    viewer: { userId: number; externalId: string; isStaff: boolean },
    ids: number[],
  ): Promise<Conversation[]> {
    if (!ids.length) return [];
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a raw row, read column by column below
    const rowsQuery = preparedRows<Record<string, any>>(
      db,
      // Not c.*: search_text (every member's name) is not part of the reply.
      sql`select c.id, c.external_id, c.type, c.title, c.owner_user_id, c.thread_status, c.thread_started_at, c.last_open_at,
                 c.waiting_since, c.finalized_at, c.last_message_at, c.last_message_text, c.is_archived, c.created_at,
                 c.updated_at, t.name as tenant_name, t.external_id as tenant_external_id, ch.external_id as channel_external_id,
                 p.external_id as parent_external_id, me.user_id as me_user_id, me.unread_count as me_unread, me.mentions_count as me_mentions,
                 me.is_internal as me_internal, chme.unread_count as channel_unread
          from chat_conversations c join tenants t on t.id = c.tenant_id
          left join chat_conversations ch on ch.parent_id = c.id
          left join chat_conversations p on p.id = c.parent_id
          left join chat_members me on me.conversation_id = c.id and me.user_id = ${viewer.userId}
          left join chat_members chme on chme.conversation_id = ch.id and chme.user_id = ${viewer.userId}
          where c.id = any(${intArray(ids)})`,
    );
    const [rows, members] = await Promise.all([rowsQuery, membersOf(ids)]);
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    const now = Date.now();
    return ids
      .filter((id) => byId.has(id))
      .map((id) => {
        const r = byId.get(id)!;
        const times = {
          threadStatus: r.thread_status,
          threadStartedAt: toDate(r.thread_started_at),
          waitingSince: toDate(r.waiting_since),
          finalizedAt: toDate(r.finalized_at),
        };
        const d = threadDurations(times, now);
        const isMember = r.me_user_id !== null && r.me_user_id !== undefined;
        const allMembers = members.get(id) ?? [];
        const visibleMembers = allMembers.filter((m) => viewer.isStaff || !m.isInternal);
        return {
          externalId: String(r.external_id),
          title: r.title ?? (r.type === 'PRIVATE_GROUP' ? unnamedGroupTitle(visibleMembers, viewer.externalId) : null),
          conversationType: r.type as ConversationType,
          createdAt: iso(r.created_at)!,
          updatedAt: iso(r.updated_at)!,
          unreadMessagesCount: Number(r.me_unread ?? 0),
          mentionsCount: Number(r.me_mentions ?? 0),
          lastMessageText: r.last_message_text,
          lastMessageAt: iso(r.last_message_at),
          membersCount: allMembers.filter((m) => !m.isInternal).length,
          readOnly: !isMember || r.me_internal === true,
          isOwner: r.owner_user_id !== null && Number(r.owner_user_id) === viewer.userId,
          tenant: { name: r.tenant_name, externalId: String(r.tenant_external_id) },
          // Tagged staff belong to the team channel's world: a client does not see them.
          members: visibleMembers,
          // A client never learns about the team channel.
          internalChannelExternalId: viewer.isStaff && r.channel_external_id ? String(r.channel_external_id) : null,
          internalUnreadMessageCount: viewer.isStaff ? Number(r.channel_unread ?? 0) : 0,
          parentConversationExternalId: r.parent_external_id ? String(r.parent_external_id) : null,
          currentThreadStatus: (r.thread_status as ThreadStatus | null) ?? null,
          currentThreadStarted: iso(r.thread_started_at),
          lastOpenTime: iso(r.last_open_at),
          timeSinceOpen: d.timeSinceOpen,
          timeWithNoResponse: d.timeWithNoResponse,
          isArchived: r.is_archived,
        };
      });
  }

  async function filesOfMessages(messageIds: number[]): Promise<Map<number, ChatFile[]>> {
    const out = new Map<number, ChatFile[]>();
    if (!messageIds.length) return out;
    const files = await fileRows(sql`f.message_id = any(${sql`${sql.param(messageIds)}::bigint[]`})`);
    for (const { messageId, file } of files) {
      if (messageId === null) continue;
      if (!out.has(messageId)) out.set(messageId, []);
      out.get(messageId)!.push(file);
    }
    return out;
  }

  async function fileRows(where: ReturnType<typeof sql>) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a raw `select c.*` row, read column by column below
    const rows = await preparedRows<Record<string, any>>(
      db,
      sql`select f.*, m.external_id as message_external_id, u.external_id as user_external_id, u.first_name, u.last_name
          from chat_files f left join chat_messages m on m.id = f.message_id left join users u on u.id = f.uploader_user_id
          where ${where} order by f.created_at desc, f.id desc`,
    );
    return rows.map((r) => ({
      messageId: r.message_id === null ? null : Number(r.message_id),
      file: {
        externalId: String(r.external_id),
        name: r.name,
        contentType: r.content_type,
        size: Number(r.size),
        createdAt: iso(r.created_at)!,
        messageExternalId: r.message_external_id ? String(r.message_external_id) : null,
        submitterUser: r.user_external_id
          ? { externalId: String(r.user_external_id), firstName: r.first_name, lastName: r.last_name }
          : null,
      } satisfies ChatFile,
    }));
  }

  /**
   * Messages with their authors and files; `conversationExternalId` of all of them. An assistant message carries its
   * {type, content} as the JSON string `message` (spec 2 §3), with its metadata and incomplete/error state.
   */
  async function messages(conversationExternalId: string, rows: MessageRow[]): Promise<AssistantMessage[]> {
    if (!rows.length) return [];
    const userIds = [...new Set(rows.map((r) => r.userId).filter((u): u is number => u !== null))];
    const users = userIds.length
      ? await preparedRows<{ id: number; external_id: string; first_name: string; last_name: string; email: string }>(
          db,
          sql`select id, external_id, first_name, last_name, email from users where id = any(${intArray(userIds)})`,
        )
      : [];
    const userById = new Map(
      users.map((u) => [
        Number(u.id),
        { externalId: String(u.external_id), firstName: u.first_name, lastName: u.last_name, email: u.email },
      ]),
    );
    const files = await filesOfMessages(rows.map((r) => r.id));
    return rows.map((r) => ({
      externalId: r.externalId,
      conversationExternalId,
      message: r.content ? JSON.stringify(r.content) : r.text,
      createdAt: r.createdAt.toISOString(),
      user: r.userId !== null ? (userById.get(r.userId) ?? null) : null,
      files: (files.get(r.id) ?? []).reverse(),
      messageFragments: (r.fragments ?? []) as MessageFragment[],
      associatedThreadStepStatus: (r.threadStatus as ThreadStatus | null) ?? null,
      isBotMessage: r.isBot,
      messageReceiverIsBot: r.receiverIsBot,
      metadata: r.metadata ?? null,
      isIncomplete: r.isIncomplete,
      errorText: r.errorText,
    }));
  }

  const filesOfConversation = async (conversationId: number) =>
    (await fileRows(sql`f.conversation_id = ${conversationId}`)).map((f) => f.file);

  return { membersOf, conversations, messages, filesOfConversation };
}
export type ChatViews = ReturnType<typeof createChatViews>;
