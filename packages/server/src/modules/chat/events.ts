import { sql } from 'drizzle-orm';
import {
  channel,
  type ChatMessage,
  type ConversationReadEvent,
  type ConversationType,
  type ConversationUpdatedEvent,
  type NewMessageEvent,
  type ThreadStatus,
  type UserTypingEvent,
} from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { Db } from '../../platform/db.ts';
import { rowsOf } from './sql-rows.ts';
import type { ConversationRow } from './store.ts';

/**
 * The unread chat count of a user: conversations (reply channels and team channels) they belong to with unread > 0;
 * for a client only within one tenant (the inbox they look at), for staff across tenants.
 */
export const unreadChatsSql = (userId: number, tenantId: number | null) =>
  sql`select count(*)::int as n from chat_members m join chat_conversations c on c.id = m.conversation_id
      where m.user_id = ${userId} and m.unread_count > 0 and not c.is_assistant ${tenantId === null ? sql`` : sql`and c.tenant_id = ${tenantId}`}`;

/** Realtime publishing of the chat, always after the transaction committed; a failed publish is logged, never thrown. */
export function createChatEvents(deps: AppDeps, db: Db) {
  async function publish(userExternalId: string, type: string, content: unknown) {
    await publishToEach([userExternalId], type, () => content);
  }

  /** One bus message for all recipients, each with its own content. */
  async function publishToEach(userExternalIds: string[], type: string, contentFor: (i: number) => unknown) {
    try {
      await deps.realtime.publishMany(
        userExternalIds.map((id, i) => ({ channel: channel('user', id), event: { type, content: contentFor(i) } })),
      );
    } catch (err) {
      deps.log.warn({ err, type }, 'chat: realtime publish failed');
    }
  }

  /**
   * NEW_MESSAGE to every member (sender included, for their other tabs) with that member's own counts, computed for
   * all members in ONE grouped query.
   */
  async function newMessage(
    conv: ConversationRow,
    info: { parentExternalId: string | null; tenantExternalId: string },
    message: ChatMessage,
  ) {
    try {
      const rows = await rowsOf<{ external_id: string; this_unread: number; chats: number }>(
        db,
        sql`with recipients as (
              select r.user_id, exists(select 1 from tenant_memberships tm join tenants t on t.id = tm.tenant_id
                                       where tm.user_id = r.user_id and t.is_internal) as staff
              from chat_members r where r.conversation_id = ${conv.id})
            select u.external_id,
                   coalesce(max(m.unread_count) filter (where m.conversation_id = ${conv.id}), 0)::int as this_unread,
                   (count(*) filter (where m.unread_count > 0 and not c.is_assistant and (r.staff or c.tenant_id = ${conv.tenantId})))::int as chats
            from recipients r join users u on u.id = r.user_id
            join chat_members m on m.user_id = r.user_id join chat_conversations c on c.id = m.conversation_id
            group by u.external_id`,
      );
      const senderName = message.user ? `${message.user.firstName} ${message.user.lastName}`.trim() : '';
      await publishToEach(
        rows.map((r) => String(r.external_id)),
        'NEW_MESSAGE',
        (i) => {
          const r = rows[i];
          const content: NewMessageEvent = {
            message,
            conversationExternalId: conv.externalId,
            conversationType: conv.type as ConversationType,
            parentConversationExternalId: info.parentExternalId,
            tenantExternalId: info.tenantExternalId,
            senderName,
            unreadMessagesCount: Number(r.this_unread),
            unreadChatCount: Number(r.chats),
            currentThreadStatus: (conv.threadStatus as ThreadStatus | null) ?? null,
          };
          return content;
        },
      );
    } catch (err) {
      deps.log.warn({ err }, 'chat: NEW_MESSAGE counts failed');
    }
  }

  return {
    /** One event of `type` with the same content to each user (the assistant's BOT_* events use it). */
    toEach: (to: string[], type: string, content: unknown) => publishToEach(to, type, () => content),
    newMessage,
    typing: (to: string[], content: UserTypingEvent) => publishToEach(to, 'USER_TYPING', () => content),
    read: (to: string, content: ConversationReadEvent) => publish(to, 'CONVERSATION_READ', content),
    updated: (to: string[], content: ConversationUpdatedEvent) =>
      publishToEach(to, 'CONVERSATION_UPDATED', () => content),
  };
}
export type ChatEvents = ReturnType<typeof createChatEvents>;
