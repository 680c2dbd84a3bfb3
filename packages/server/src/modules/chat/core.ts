import { sql } from 'drizzle-orm';
import type { MessageFragment } from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { validation } from '../../platform/errors.ts';
import type { TenancyService } from '../tenancy/service.ts';
import type { UserService } from '../users/service.ts';
import { createChatStore, type AssistantMessageInsert, type ConversationRow, type MessageRow } from './store.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { createChatViews } from './views.ts';
import { createChatEvents } from './events.ts';
import { createChatListStore } from './list-store.ts';
import { createListTotals } from './list-totals.ts';
import { createThreads } from './threads.ts';
import { keepMentions } from './sanitize.ts';
import { inList, rowsOf } from './sql-rows.ts';

/** What the chat needs of the experts module (built by another branch; stubbable in tests). */
export interface ChatExperts {
  kamOf(tenantId: number): Promise<{ userId: number } | null>;
  expertUserIds(tenantId: number): Promise<number[]>;
}

/**
 * The assistant's side of a message to the bot (modules/assistant), bound late so the chat does not import it:
 * `admit` refuses (e.g. the rate limit) before anything is written, `answer` starts the run after the commit.
 */
export interface ChatBot {
  admit(ctx: RequestContext, conversationExternalId: string): void;
  answer(ctx: RequestContext, conversationExternalId: string, messageExternalId: string): void;
}

export interface ChatDeps {
  /** Atrium AI, when composed (services.ts). */
  bot?: () => ChatBot | undefined;
  users: UserService;
  tenancy: TenancyService;
  experts: ChatExperts;
  /** The file store; read when needed because it is attached to the app's deps by the platform. */
  storage: () => Storage | undefined;
}

export interface UserRef {
  id: number;
  externalId: string;
  firstName: string;
  lastName: string;
}
export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** Everything the chat's service files share, plus the in-transaction writing steps they have in common. */
export function createChatCore(deps: AppDeps, chatDeps: ChatDeps) {
  const db = deps.database.db;
  const totals = createListTotals();
  const store = createChatStore(db, totals.written);
  const views = createChatViews(db);
  const events = createChatEvents(deps, db);
  const lists = createChatListStore(db, totals);
  const threads = createThreads(store);

  async function usersByExternalIds(externalIds: string[]): Promise<UserRef[]> {
    const ids = [...new Set(externalIds.map((e) => e.toLowerCase()))];
    if (!ids.length) return [];
    const rows = await rowsOf<{ id: number; external_id: string; first_name: string; last_name: string }>(
      db,
      sql`select id, external_id, first_name, last_name from users where external_id in (${inList(ids)})`,
    );
    return rows.map((r) => ({
      id: Number(r.id),
      externalId: String(r.external_id),
      firstName: r.first_name,
      lastName: r.last_name,
    }));
  }
  async function usersByIds(ids: number[]): Promise<UserRef[]> {
    if (!ids.length) return [];
    const rows = await rowsOf<{ id: number; external_id: string; first_name: string; last_name: string }>(
      db,
      sql`select id, external_id, first_name, last_name from users where id in (${inList(ids)}) order by first_name, last_name, id`,
    );
    return rows.map((r) => ({
      id: Number(r.id),
      externalId: String(r.external_id),
      firstName: r.first_name,
      lastName: r.last_name,
    }));
  }

  /**
   * The users one may put into a conversation of `tenantId`: its members, its experts and the support user; staff may also add other
   * staff. Unknown or refused ids answer 400 naming the field.
   */
  async function allowedTargets(
    tenantId: number,
    callerIsStaff: boolean,
    externalIds: string[],
    field: string,
  ): Promise<UserRef[]> {
    const found = await usersByExternalIds(externalIds);
    const missing = externalIds.filter((e) => !found.some((u) => u.externalId === e.toLowerCase()));
    if (missing.length) throw validation('Unknown user', [{ path: field, message: `Unknown user ${missing[0]}` }]);
    const [tenantMembers, experts, staff] = await Promise.all([
      chatDeps.tenancy.memberUserIds(tenantId),
      chatDeps.experts.expertUserIds(tenantId),
      store.staffAmong(found.map((u) => u.id)),
    ]);
    const kam = await chatDeps.experts.kamOf(tenantId);
    // The product support user is offered in every chat (SUPPORT_USER_EMAIL).
    const support = await chatDeps.users.byEmail(deps.config.supportUserEmail);
    const ok = new Set([...tenantMembers, ...experts, ...(kam ? [kam.userId] : []), ...(support ? [support.id] : [])]);
    const refused = found.filter((u) => !ok.has(u.id) && !(callerIsStaff && staff.has(u.id)));
    if (refused.length)
      throw validation(`${fullName(refused[0])} cannot join a conversation of this company`, [
        { path: field, message: `${fullName(refused[0])} is neither a member of this company nor one of its experts` },
      ]);
    return found;
  }

  /** Makes sure the client conversation has its team channel with these staff in it; starts the thread if needed. */
  async function ensureChannel(
    parent: ConversationRow,
    staffIds: number[],
    actorId: number | null,
  ): Promise<{ parent: ConversationRow; channel: ConversationRow | null }> {
    if (!staffIds.length) return { parent, channel: await store.channelOf(parent.id) };
    let channel = await store.channelOf(parent.id);
    if (!channel)
      channel = await store.insertConversation({
        tenantId: parent.tenantId,
        type: 'INTERNAL_CHANNEL',
        title: parent.title,
        parentId: parent.id,
      });
    await store.addMembers(staffIds.map((userId) => ({ conversationId: channel!.id, userId })));
    if (parent.threadStatus === null) parent = await threads.open(parent, actorId);
    return { parent, channel };
  }

  /** Tags staff into the team channel: channel members, and tagged (is_internal) readers of the parent. Returns who was new. */
  async function tagInto(parent: ConversationRow, channel: ConversationRow, userIds: number[]): Promise<number[]> {
    const present = new Set((await store.members(channel.id)).map((m) => m.userId));
    const fresh = userIds.filter((u) => !present.has(u));
    await store.addMembers(fresh.map((userId) => ({ conversationId: channel.id, userId })));
    await store.addMembers(fresh.map((userId) => ({ conversationId: parent.id, userId, isInternal: true })));
    return fresh;
  }

  /** A system message (fragments only): no unread, no thread change. */
  async function systemMessage(conv: ConversationRow, userId: number | null, fragments: MessageFragment[]) {
    const msg = await store.insertMessage({
      conversationId: conv.id,
      userId,
      text: null,
      fragments,
      threadStatus: (conv.threadStatus as never) ?? null,
    });
    await store.update(conv.id, { updatedAt: msg.createdAt });
    return msg;
  }

  /**
   * A user's message inside the caller's transaction: mentions (kept for members; on a team channel, staff mentioned
   * are tagged in), thread transition, unread counts in one UPDATE, conversation's last message.
   */
  async function writeUserMessage(
    conv: ConversationRow,
    sender: { id: number; isStaff: boolean },
    text: string | null,
    lastTextFallback: string | null = null,
  ): Promise<{ conv: ConversationRow; messages: MessageRow[]; tagged: number[] }> {
    let tagged: number[] = [];
    let mentionedIds: number[];
    let finalText: string | null;
    const mentionCandidates = await usersByExternalIds(keepMentions(text, () => true).ids);
    if (conv.type === 'INTERNAL_CHANNEL') {
      const staff = await store.staffAmong(mentionCandidates.map((u) => u.id));
      const kept = keepMentions(text, (id) => mentionCandidates.some((u) => u.externalId === id && staff.has(u.id)));
      finalText = kept.text;
      mentionedIds = mentionCandidates.filter((u) => kept.ids.includes(u.externalId)).map((u) => u.id);
      const parent = conv.parentId !== null ? await store.byId(conv.parentId) : null;
      if (parent) tagged = await tagInto(parent, conv, mentionedIds);
    } else {
      const members = new Set((await store.members(conv.id)).map((m) => m.userId));
      const kept = keepMentions(text, (id) => mentionCandidates.some((u) => u.externalId === id && members.has(u.id)));
      finalText = kept.text;
      mentionedIds = mentionCandidates.filter((u) => kept.ids.includes(u.externalId)).map((u) => u.id);
    }
    mentionedIds = mentionedIds.filter((u) => u !== sender.id);
    const step = await threads.onMessage(conv, sender.id, sender.isStaff);
    const msg = await store.insertMessage({
      conversationId: conv.id,
      userId: sender.id,
      text: finalText,
      threadStatus: (step.conv.threadStatus as never) ?? null,
    });
    await store.insertMentions(msg.id, conv.id, mentionedIds);
    await store.bumpUnread(conv.id, sender.id, mentionedIds);
    await store.touch(conv.id, finalText ?? lastTextFallback, msg.createdAt);
    const updated = (await store.byId(conv.id))!;
    return { conv: updated, messages: step.divider ? [step.divider, msg] : [msg], tagged };
  }

  /**
   * An Atrium AI message in one transaction (no thread, mentions of members only, unread for the others), then
   * NEW_MESSAGE to the members unless it is hidden context for the bot.
   */
  async function assistantMessage(
    conv: ConversationRow,
    sender: { id: number } | null,
    m: Omit<AssistantMessageInsert, 'conversationId' | 'userId' | 'isBot'> & { hasChart?: boolean },
  ): Promise<MessageRow> {
    const { hasChart, ...values } = m;
    const row = await withTransaction(db, async () => {
      await store.lock(conv.id);
      let text = values.text ?? null;
      let mentionedIds: number[] = [];
      if (sender && text) {
        const candidates = await usersByExternalIds(keepMentions(text, () => true).ids);
        const members = new Set((await store.members(conv.id)).map((x) => x.userId));
        const kept = keepMentions(text, (id) => candidates.some((u) => u.externalId === id && members.has(u.id)));
        text = kept.text;
        mentionedIds = candidates.filter((u) => kept.ids.includes(u.externalId) && u.id !== sender.id).map((u) => u.id);
      }
      const msg = await store.insertAssistantMessage({
        ...values,
        text,
        content:
          values.content && values.content.type === 'STRING' && text
            ? { type: 'STRING', content: text }
            : values.content,
        conversationId: conv.id,
        userId: sender?.id ?? null,
        isBot: sender === null,
      });
      if (!values.isHidden) {
        await store.insertMentions(msg.id, conv.id, mentionedIds);
        await store.bumpUnread(conv.id, sender?.id ?? null, mentionedIds);
        await store.touch(conv.id, text, msg.createdAt);
      }
      if (hasChart) await store.update(conv.id, { hasChart: true });
      return msg;
    });
    if (!values.isHidden) await publishMessages(conv, [row]);
    return row;
  }

  /** After commit: NEW_MESSAGE for each message, to every member with their counts. */
  async function publishMessages(conv: ConversationRow, rows: MessageRow[]) {
    if (!rows.length) return;
    const fresh = (await store.byId(conv.id)) ?? conv;
    const [tenant, parent] = await Promise.all([
      chatDeps.tenancy.tenantById(fresh.tenantId),
      fresh.parentId !== null ? store.byId(fresh.parentId) : null,
    ]);
    const shaped = await views.messages(fresh.externalId, rows);
    for (const m of shaped)
      await events.newMessage(
        fresh,
        { parentExternalId: parent?.externalId ?? null, tenantExternalId: tenant?.externalId ?? '' },
        m,
      );
  }

  /** After commit: CONVERSATION_UPDATED to the given users (by id). */
  async function publishUpdated(
    conv: ConversationRow,
    userIds: number[],
    reason: 'MEMBERS' | 'TITLE' | 'THREAD' | 'REMOVED',
  ) {
    const users = await usersByIds([...new Set(userIds)]);
    await events.updated(
      users.map((u) => u.externalId),
      { conversationExternalId: conv.externalId, reason },
    );
  }

  /** After commit: CONVERSATION_INVITE to users added to an assistant conversation (spec 2 §7 realtime). */
  async function publishInvite(conv: ConversationRow, userIds: number[]) {
    const users = await usersByIds([...new Set(userIds)]);
    await events.toEach(
      users.map((u) => u.externalId),
      'CONVERSATION_INVITE',
      { conversationExternalId: conv.externalId, conversationType: conv.type, title: conv.title },
    );
  }

  return {
    assistantMessage,
    publishInvite,
    deps,
    db,
    chatDeps,
    store,
    views,
    events,
    lists,
    totals,
    threads,
    usersByExternalIds,
    usersByIds,
    allowedTargets,
    ensureChannel,
    tagInto,
    systemMessage,
    writeUserMessage,
    publishMessages,
    publishUpdated,
  };
}
export type ChatCore = ReturnType<typeof createChatCore>;
