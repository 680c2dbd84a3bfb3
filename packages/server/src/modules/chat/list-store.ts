import { sql, type SQL } from 'drizzle-orm';
import { CHAT_LIMITS, type PortalFilter, type PortalListKind, type PrivateChatFilter } from '@atrium/contract';
import type { Db } from '../../platform/db.ts';
import { escapeLike } from '../../platform/sql.ts';
import { inList, rowsOf } from './sql-rows.ts';
import type { ListTotals } from './list-totals.ts';

/** Inbox conversations of clients; Atrium AI conversations (also typed PRIVATE_GROUP in that context) never count. */
const CLIENT_TYPES = sql`c.type in ('PRIVATE', 'PRIVATE_GROUP') and not c.is_assistant`;
const DATE_INTERVALS = { YESTERDAY: '1 day', LAST_WEEK: '7 days', LAST_MONTH: '30 days' } as const;

/**
 * Title or a member's name matches (the conversation's search_text, kept by the store's writes); with `tenantName`, the
 * company's name too. As "c.id in (… union all …)" so the trigram index answers it: "search_text ilike … or <tenant>"
 * made PostgreSQL test every conversation (45–85 ms at 10,000; bench/chat.ts).
 */
function searchSql(term: string, tenantName: boolean): SQL {
  const like = `%${escapeLike(term)}%`;
  return sql`c.id in (select sc.id from chat_conversations sc where sc.search_text ilike ${like}
    ${tenantName ? sql`union all select sn.id from chat_conversations sn join tenants st on st.id = sn.tenant_id where st.name ilike ${like}` : sql``})`;
}

const memberOf = (userId: number) =>
  sql`exists(select 1 from chat_members mm where mm.conversation_id = c.id and mm.user_id = ${userId})`;
const anyMemberIn = (externalIds: string[]) =>
  sql`exists(select 1 from chat_members fm join users fu on fu.id = fm.user_id where fm.conversation_id = c.id and fu.external_id in (${inList(externalIds)}))`;

/**
 * The total a page implies without counting: a page that is not full (and not past the end) ends the list. Null when
 * only a count can tell (a full page, or an empty page past the first).
 */
export function totalFromPage(pageNo: number, size: number, rows: number): number | null {
  if (rows >= size) return null;
  if (rows === 0 && pageNo > 0) return null;
  return pageNo * size + rows;
}

/** One page of conversation ids and the list's total; `cached` (the totals cache and a key naming the list and its filter) reuses totals. */
export async function page(
  db: Db,
  where: SQL[],
  pageNo: number,
  size: number,
  cached?: { totals: ListTotals; key: string },
) {
  const cond = sql.join(where, sql` and `);
  const count = async () =>
    Number(
      (
        await rowsOf<{ n: number }>(
          db,
          sql`select count(*)::int as n from chat_conversations c join tenants t on t.id = c.tenant_id where ${cond}`,
        )
      )[0].n,
    );
  const ids = await rowsOf<{ id: number }>(
    db,
    sql`select c.id from chat_conversations c join tenants t on t.id = c.tenant_id where ${cond}
        order by c.updated_at desc, c.id desc limit ${size} offset ${pageNo * size}`,
  );
  // The count scans every matching conversation: most pages of a short list (and the last page of a long one) need
  // none, and a full page reuses the total counted since the chat's last write.
  const total =
    totalFromPage(pageNo, size, ids.length) ?? (cached ? await cached.totals.total(cached.key, count) : await count());
  return { ids: ids.map((r) => Number(r.id)), total };
}

/** The two list queries (client inbox and portal inbox), newest activity first. */
export function createChatListStore(db: Db, totals: ListTotals) {
  return {
    /** The client's conversations of one tenant. */
    client(userId: number, tenantId: number, f: PrivateChatFilter, pageNo: number) {
      const where: SQL[] = [sql`c.tenant_id = ${tenantId}`, CLIENT_TYPES, memberOf(userId)];
      if (f.searchValue) where.push(searchSql(f.searchValue, false));
      if (f.activityFilter === 'UNREADS_ONLY')
        where.push(
          sql`exists(select 1 from chat_members um where um.conversation_id = c.id and um.user_id = ${userId} and um.unread_count > 0)`,
        );
      if (f.activityFilter === 'MENTIONS_ONLY')
        where.push(
          sql`exists(select 1 from chat_mentions cm where cm.conversation_id = c.id and cm.user_id = ${userId})`,
        );
      if (f.dateFilter)
        where.push(sql`coalesce(c.last_message_at, c.created_at) >= now() - ${DATE_INTERVALS[f.dateFilter]}::interval`);
      const key = JSON.stringify(['client', userId, tenantId, f]);
      return page(db, where, pageNo, CHAT_LIMITS.conversationPageSize, { totals, key });
    },

    /** The portal lists of a staff member (spec 2 §3 "Kinds of portal list"). */
    portal(userId: number, kind: PortalListKind, f: PortalFilter, pageNo: number) {
      const where: SQL[] = [CLIENT_TYPES, sql`not t.is_internal`];
      if (kind === 'ALL') where.push(f.otherClients ? sql`not ${memberOf(userId)}` : memberOf(userId));
      // "c.id in (…)" rather than "exists(… = c.id or … = <the channel of c>)": the OR made PostgreSQL compare every
      // conversation with every mention (over 10 s at 10,000 conversations; bench/chat.ts). A mention carries its list
      // conversation (list_id: the parent for a mention on a team channel), so the set is one index range and
      // PostgreSQL can walk the newest conversations probing it until the page is full.
      if (kind === 'MENTIONS')
        where.push(sql`c.id in (select mn.list_id from chat_mentions mn where mn.user_id = ${userId})`);
      // A team channel takes messages only from its members (core.writeUserMessage, which sets last_message_at): no
      // system messages, so the column says whether it has any without probing chat_messages per channel. Correlated on
      // parent_id, so a page can walk the newest conversations through the parent index (809 buffers instead of 2,645
      // at 1,000 channels of 11,000; "c.id in (select parent_id …)" read every channel, then sorted).
      if (kind === 'TEAM')
        where.push(
          sql`exists(select 1 from chat_conversations ch join chat_members tm on tm.conversation_id = ch.id and tm.user_id = ${userId}
                     where ch.parent_id = c.id and ch.last_message_at is not null)`,
        );
      if (kind === 'ADMIN_READ_ONLY') where.push(sql`not ${memberOf(userId)}`);
      if (f.searchValue) where.push(searchSql(f.searchValue, true));
      if (f.status) where.push(sql`c.thread_status = ${f.status}`);
      if (f.readStatus) {
        // Unread in the conversation or in its team channel: a membership carries its list conversation (list_id), so
        // for the first pages PostgreSQL walks the newest conversations probing (user_id, list_id) until the page is
        // full, instead of reading every unread conversation (814 of Kim's in the bench) and their channels to sort them.
        const unread = sql`c.id in (select rm.list_id from chat_members rm where rm.user_id = ${userId} and rm.unread_count > 0)`;
        where.push(f.readStatus === 'UNREAD' ? unread : sql`not ${unread}`);
      }
      if (f.employeesExternalIds.length) where.push(anyMemberIn(f.employeesExternalIds));
      if (f.clientsExternalIds.length) where.push(anyMemberIn(f.clientsExternalIds));
      if (f.tenantExternalIds.length) where.push(sql`t.external_id in (${inList(f.tenantExternalIds)})`);
      if (f.generalPortalFilters.includes('SHARED_WITH_ME'))
        where.push(
          sql`exists(select 1 from chat_members sw where sw.conversation_id = c.id and sw.user_id = ${userId} and sw.is_internal)`,
        );
      if (f.generalPortalFilters.includes('URGENT'))
        where.push(
          sql`c.thread_status = 'OPEN' and c.waiting_since is not null and c.waiting_since < now() - ${`${CHAT_LIMITS.urgentAfterMs} milliseconds`}::interval`,
        );
      const key = JSON.stringify(['portal', userId, kind, f]);
      return page(db, where, pageNo, CHAT_LIMITS.conversationPageSize, { totals, key });
    },

    /** Inbox activity: the user's client conversations (of one tenant, or all for staff), latest activity first. */
    activity(userId: number, tenantId: number | null, pageNo: number, size: number) {
      const where: SQL[] = [CLIENT_TYPES, memberOf(userId), sql`not t.is_internal`];
      if (tenantId !== null) where.push(sql`c.tenant_id = ${tenantId}`);
      return page(db, where, pageNo, size, { totals, key: JSON.stringify(['activity', userId, tenantId, size]) });
    },
  };
}
export type ChatListStore = ReturnType<typeof createChatListStore>;

export const chatPage = <T>(content: T[], pageNo: number, size: number, total: number) => ({
  content,
  page: { number: pageNo, totalPages: Math.ceil(total / size), size, totalElements: total },
});
