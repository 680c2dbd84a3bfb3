import { sql, type SQL } from 'drizzle-orm';
import {
  CHAT_LIMITS,
  formatDuration,
  type ChatPage,
  type StatisticsBody,
  type StatisticsRow,
  type ThreadStatus,
} from '@atrium/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import type { ChatCore } from './core.ts';
import { threadDurations } from './durations.ts';
import { chatPage } from './list-store.ts';
import { inList, rowsOf, toDate } from './sql-rows.ts';

/** A CSV export is capped; the statistics view pages. */
const EXPORT_MAX_ROWS = 10_000;

const csvCell = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  // Formula-looking cells are prefixed so a spreadsheet shows them as text.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Statistics of client conversations with a thread (spec 2 §3), staff only. */
export function createStatisticsService(core: ChatCore) {
  const { db, views, chatDeps } = core;

  function where(b: StatisticsBody): SQL {
    const w: SQL[] = [
      sql`c.type in ('PRIVATE', 'PRIVATE_GROUP')`,
      sql`not c.is_assistant`,
      sql`c.thread_status is not null`,
      sql`not t.is_internal`,
    ];
    const memberIn = (ids: string[]) =>
      sql`exists(select 1 from chat_members fm join users fu on fu.id = fm.user_id where fm.conversation_id = c.id and not fm.is_internal and fu.external_id in (${inList(ids)}))`;
    if (b.tenantExternalIds.length) w.push(sql`t.external_id in (${inList(b.tenantExternalIds)})`);
    if (b.employeesExternalIds.length) w.push(memberIn(b.employeesExternalIds));
    if (b.clientExternalIds.length) w.push(memberIn(b.clientExternalIds));
    if (b.kamExternalIds.length)
      w.push(
        sql`exists(select 1 from tenant_experts te join users ku on ku.id = te.user_id where te.tenant_id = c.tenant_id and te.role = 'KAM' and ku.external_id in (${inList(b.kamExternalIds)}))`,
      );
    if (b.status.length) w.push(sql`c.thread_status in (${inList(b.status)})`);
    return sql.join(w, sql` and `);
  }

  /** The columns of the statistics query (raw SQL: ids and dates may come back as strings). */
  interface StatisticsSqlRow {
    id: number | string;
    external_id: string;
    title: string | null;
    tenant_id: number | string;
    thread_status: string | null;
    thread_started_at: Date | string | null;
    waiting_since: Date | string | null;
    finalized_at: Date | string | null;
    tenant_name: string;
    tenant_external_id: string;
  }

  async function rows(b: StatisticsBody, limit: number, offset: number): Promise<StatisticsRow[]> {
    const found = await rowsOf<StatisticsSqlRow>(
      db,
      sql`select c.id, c.external_id, c.title, c.tenant_id, c.thread_status, c.thread_started_at, c.waiting_since, c.finalized_at, t.name as tenant_name, t.external_id as tenant_external_id
          from chat_conversations c join tenants t on t.id = c.tenant_id where ${where(b)}
          order by c.updated_at desc, c.id desc limit ${limit} offset ${offset}`,
    );
    const ids = found.map((r) => Number(r.id));
    const members = await views.membersOf(ids);
    const tenantIds = [...new Set(found.map((r) => Number(r.tenant_id)))];
    const kams = new Map<number, number>();
    for (const tid of tenantIds) {
      const kam = await chatDeps.experts.kamOf(tid);
      if (kam) kams.set(tid, kam.userId);
    }
    const kamUsers = new Map((await core.usersByIds([...new Set(kams.values())])).map((u) => [u.id, u]));
    const now = Date.now();
    return found.map((r) => {
      const d = threadDurations(
        {
          threadStatus: r.thread_status,
          threadStartedAt: toDate(r.thread_started_at),
          waitingSince: toDate(r.waiting_since),
          finalizedAt: toDate(r.finalized_at),
        },
        now,
      );
      const kamUser = kams.has(Number(r.tenant_id)) ? kamUsers.get(kams.get(Number(r.tenant_id))!) : undefined;
      return {
        conversationExternalId: String(r.external_id),
        title: r.title,
        tenant: { name: r.tenant_name, externalId: String(r.tenant_external_id) },
        members: (members.get(Number(r.id)) ?? [])
          .filter((m) => !m.isInternal)
          .map((m) => ({ firstName: m.firstName, lastName: m.lastName, internal: m.isStaff })),
        status: (r.thread_status as ThreadStatus | null) ?? null,
        waitingResponse: d.waitingResponse,
        timeWithNoResponse: d.timeWithNoResponse,
        timeSinceOpen: d.timeSinceOpen,
        kam: kamUser ? { firstName: kamUser.firstName, lastName: kamUser.lastName } : null,
      };
    });
  }

  return {
    async page(_ctx: RequestContext, b: StatisticsBody, pageNo: number): Promise<ChatPage<StatisticsRow>> {
      const size = CHAT_LIMITS.statisticsPageSize;
      const [{ n }] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from chat_conversations c join tenants t on t.id = c.tenant_id where ${where(b)}`,
      );
      return chatPage(await rows(b, size, pageNo * size), pageNo, size, Number(n));
    },

    /** CSV with a header row; durations both in milliseconds and as 'Xd Yh Zm'. */
    async csv(_ctx: RequestContext, b: StatisticsBody): Promise<string> {
      const header = [
        'Conversation',
        'Company',
        'Members',
        'Status',
        'Waiting response',
        'Time with no response (ms)',
        'Time with no response',
        'Time since open (ms)',
        'Time since open',
        'KAM',
      ];
      const lines = [header.map(csvCell).join(',')];
      for (const r of await rows(b, EXPORT_MAX_ROWS, 0)) {
        lines.push(
          [
            r.title ?? r.members.map((m) => `${m.firstName} ${m.lastName}`).join(', '),
            r.tenant.name,
            r.members.map((m) => `${m.firstName} ${m.lastName}`).join('; '),
            r.status ?? '',
            r.waitingResponse ? 'yes' : 'no',
            r.timeWithNoResponse,
            formatDuration(r.timeWithNoResponse),
            r.timeSinceOpen,
            formatDuration(r.timeSinceOpen),
            r.kam ? `${r.kam.firstName} ${r.kam.lastName}` : '',
          ]
            .map(csvCell)
            .join(','),
        );
      }
      return `${lines.join('\r\n')}\r\n`;
    },
  };
}
