import { and, desc, eq, gte, ilike, lt, asc, count } from 'drizzle-orm';
import { CHAT_LIMITS, CHAT_MESSAGES, type AssistantMessage, type ChatPage } from '@atrium/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import { validation } from '../../platform/errors.ts';
import { escapeLike } from '../../platform/sql.ts';
import { accessOf, isStaff, requirePost } from './access.ts';
import type { ChatCore } from './core.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { chatPage, totalFromPage } from './list-store.ts';
import { sanitizeText } from './sanitize.ts';
import { chatMessages } from './tables.ts';

const SEARCH_LIMIT = 200;
/** The messages members see: the assistant's hidden context messages are the bot's alone. */
const visible = (conversationId: number) =>
  and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.isHidden, false))!;

/** Messages (spec 2 §4, §7): the page, sending, search, typing. */
export function createMessageService(core: ChatCore) {
  const { store, views, db } = core;

  return {
    /** Page 0 = the newest messages; items oldest → newest within a page. */
    async page(
      ctx: RequestContext,
      q: { conversationExternalId: string; page: number },
    ): Promise<ChatPage<AssistantMessage>> {
      const a = await accessOf(store, ctx, q.conversationExternalId);
      const size = CHAT_LIMITS.messagePageSize;
      const rows = await db
        .select()
        .from(chatMessages)
        .where(visible(a.conv.id))
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
        .limit(size)
        .offset(q.page * size);
      // As the lists: a short page implies the total, else the count since the chat's last write (list-totals.ts).
      const total =
        totalFromPage(q.page, size, rows.length) ??
        (await core.totals.total(JSON.stringify(['messages', a.conv.id]), async () =>
          Number((await db.select({ n: count() }).from(chatMessages).where(visible(a.conv.id)))[0].n),
        ));
      return chatPage(await views.messages(a.conv.externalId, rows.reverse()), q.page, size, total);
    },

    async send(
      ctx: RequestContext,
      body: { conversationExternalId: string; message: string | null; messageReceiverIsBot?: boolean },
    ): Promise<AssistantMessage> {
      const a = await accessOf(store, ctx, body.conversationExternalId);
      requirePost(a);
      const text = sanitizeText(body.message);
      if (!text)
        throw validation(CHAT_MESSAGES.emptyMessage, [{ path: 'message', message: CHAT_MESSAGES.emptyMessage }]);
      if (a.conv.isAssistant) {
        const bot = body.messageReceiverIsBot ? core.chatDeps.bot?.() : undefined;
        if (body.messageReceiverIsBot && !bot)
          throw validation('The assistant is not available', [
            { path: 'messageReceiverIsBot', message: 'The assistant is not available' },
          ]);
        bot?.admit(ctx, a.conv.externalId);
        const row = await core.assistantMessage(
          a.conv,
          { id: ctx.user.id },
          {
            text,
            content: { type: 'STRING', content: text },
            receiverIsBot: Boolean(bot),
          },
        );
        if (bot) bot.answer(ctx, a.conv.externalId, row.externalId);
        return (await views.messages(a.conv.externalId, [row]))[0];
      }
      const out = await withTransaction(db, async () =>
        core.writeUserMessage(await store.lock(a.conv.id), { id: ctx.user.id, isStaff: isStaff(ctx) }, text),
      );
      await core.publishMessages(out.conv, out.messages);
      if (out.tagged.length && out.conv.parentId !== null) {
        const parent = await store.byId(out.conv.parentId);
        if (parent) await core.publishUpdated(parent, out.tagged, 'MEMBERS');
      }
      const mine = out.messages[out.messages.length - 1];
      return (await views.messages(a.conv.externalId, [mine]))[0];
    },

    /** By keyword (case-insensitive, literal) or by day (YYYY-MM-DD, UTC); oldest first. */
    async search(
      ctx: RequestContext,
      q: { conversationId: string; query?: string; date?: string },
    ): Promise<AssistantMessage[]> {
      const a = await accessOf(store, ctx, q.conversationId);
      const where = [visible(a.conv.id)];
      if (q.query) where.push(ilike(chatMessages.text, `%${escapeLike(q.query)}%`));
      if (q.date) {
        const day = new Date(`${q.date}T00:00:00.000Z`);
        if (Number.isNaN(day.getTime())) throw validation('Invalid date', [{ path: 'date', message: 'Invalid date' }]);
        where.push(gte(chatMessages.createdAt, day), lt(chatMessages.createdAt, new Date(day.getTime() + 86_400_000)));
      }
      if (!q.query && !q.date)
        throw validation('Give a keyword or a date', [{ path: 'query', message: 'Give a keyword or a date' }]);
      const rows = await db
        .select()
        .from(chatMessages)
        .where(and(...where))
        .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
        .limit(SEARCH_LIMIT);
      return views.messages(a.conv.externalId, rows);
    },

    /** USER_TYPING to the other members; nothing is stored. `isTyping=false` publishes a time-to-live of 0 (stop). */
    async typing(ctx: RequestContext, q: { conversationExternalId: string; isTyping: boolean }) {
      const a = await accessOf(store, ctx, q.conversationExternalId);
      requirePost(a);
      const others = (await store.members(a.conv.id)).filter((m) => m.userId !== ctx.user.id).map((m) => m.userId);
      const users = await core.usersByIds(others);
      await core.events.typing(
        users.map((u) => u.externalId),
        {
          user: { externalId: ctx.user.externalId, firstName: ctx.user.firstName, lastName: ctx.user.lastName },
          conversation: a.conv.externalId,
          timeToLive: q.isTyping ? CHAT_LIMITS.typingTimeToLiveMs : 0,
        },
      );
      return { sent: true as const };
    },
  };
}
