import type { RequestContext } from '../../platform/http/context.ts';
import { accessOf, isStaff } from './access.ts';
import type { ChatCore } from './core.ts';
import { unreadChatsSql } from './events.ts';
import { rowsOf } from './sql-rows.ts';

/** Read state (spec 2 §4): read, mark unread, the unread badge. */
export function createReadStateService(core: ChatCore) {
  const { store, db } = core;

  /** Conversations with unread > 0: staff across tenants, a client within the selected tenant. */
  async function unreadChats(ctx: RequestContext): Promise<number> {
    const tenantId = isStaff(ctx) ? null : (ctx.tenant?.id ?? -1);
    const [{ n }] = await rowsOf<{ n: number }>(db, unreadChatsSql(ctx.user.id, tenantId));
    return Number(n);
  }

  return {
    unreadChats,
    async count(ctx: RequestContext) {
      return { count: await unreadChats(ctx) };
    },
    async read(ctx: RequestContext, conversationExternalId: string) {
      const a = await accessOf(store, ctx, conversationExternalId);
      const changed = await store.setUnread(a.conv.id, ctx.user.id, 0);
      const count = await unreadChats(ctx);
      if (changed)
        await core.events.read(ctx.user.externalId, {
          conversationExternalId: a.conv.externalId,
          unreadMessagesCount: 0,
          unreadChatCount: count,
        });
      return { count };
    },
    async markUnread(ctx: RequestContext, conversationExternalId: string) {
      const a = await accessOf(store, ctx, conversationExternalId);
      const changed = await store.setUnread(a.conv.id, ctx.user.id, 1);
      const count = await unreadChats(ctx);
      if (changed)
        await core.events.read(ctx.user.externalId, {
          conversationExternalId: a.conv.externalId,
          unreadMessagesCount: 1,
          unreadChatCount: count,
        });
      return { count };
    },
  };
}
