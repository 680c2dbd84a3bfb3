import {
  nextPeriodStart,
  periodLabel,
  periodStartOf,
  periodsDue,
  todayIso,
  type FlowRecurrence,
  type FlowRecurrenceBody,
  type RecurrenceFrequency,
} from '@atrium/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import { conflict } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { requireManager, requireStaff } from './access.ts';
import type { Kit } from './kit.ts';
import type { TaskNotifier } from './notify.ts';
import type { PlanningStore, RecurrenceRow } from './planning-store.ts';
import type { FlowRow, NewTask, TaskRow } from './store.ts';
import { addDays } from './flows.ts';

type VisibleFlow = (v: Awaited<ReturnType<Kit['viewer']>>, externalId: string) => Promise<FlowRow>;

/**
 * Recurring flows (issue 14 item 8): staff make a flow recur monthly, quarterly or yearly; the daily job
 * (recurrence-job.ts) opens each period when it starts, creating the service's template tasks again with due dates
 * counted from the period's first day and the people of the previous period. One transaction per period; the unique
 * (flow, period) row makes a second run create nothing.
 */
export function createRecurrence(k: Kit, ps: PlanningStore, visibleFlow: VisibleFlow, notify: TaskNotifier) {
  const db = k.deps.database.db;

  async function view(flow: FlowRow, rec: RecurrenceRow | null): Promise<FlowRecurrence | null> {
    if (!rec) return null;
    const f = rec.frequency as RecurrenceFrequency;
    const periods = await ps.periodsOf(flow.id);
    return {
      frequency: f,
      nextPeriodStart: rec.nextPeriodStart,
      nextPeriodLabel: periodLabel(rec.nextPeriodStart, f),
      periods: periods.map((p) => ({
        periodStart: p.periodStart,
        label: periodLabel(p.periodStart, f),
        taskCount: p.taskCount,
        createdAt: p.createdAt.toISOString(),
      })),
    };
  }

  /** Opens one period of a flow in its own transaction; answers the tasks created (none when already opened). */
  async function openPeriod(recurrenceId: number, periodStart: string): Promise<TaskRow[]> {
    return withTransaction(db, async () => {
      const rec = await ps.lockRecurrence(recurrenceId);
      if (!rec || rec.nextPeriodStart > periodStart) return [];
      const f = rec.frequency as RecurrenceFrequency;
      const flow = await k.store.flowById(rec.flowId);
      const def = flow && k.s.catalogue.byCode(flow.serviceCode);
      if (!flow || !def) return [];
      const claimed = await ps.claimPeriod(flow.id, periodStart);
      let created: TaskRow[] = [];
      if (claimed) {
        const people = new Map((await ps.latestAssignees(flow.id)).map((r) => [r.template_key, r]));
        const setBy = rec.setByUserId !== null ? (await k.s.users.byIds([rec.setByUserId]))[0] : undefined;
        const es = setBy?.language === 'es';
        const label = periodLabel(periodStart, f);
        const base = await ps.maxPosition(flow.id);
        const rows: NewTask[] = def.tasks.map((t, i) => ({
          flowId: flow.id,
          tenantId: flow.tenantId,
          templateKey: t.key,
          name: `${es ? t.name.es : t.name.en} · ${label}`,
          kind: t.kind,
          doneByCustomer: t.doneBy === 'CUSTOMER',
          requiresReview: t.reviewed,
          dueDate: addDays(periodStart, t.dueInDays),
          position: base + i + 1,
          preparerUserId: people.get(t.key)?.preparer_user_id ?? null,
          reviewerUserId: people.get(t.key)?.reviewer_user_id ?? null,
        }));
        created = await k.store.insertTasks(rows);
        await ps.setPeriodTaskCount(claimed.id, created.length);
      }
      await ps.advance(rec.id, nextPeriodStart(periodStart, f));
      return created;
    });
  }

  return {
    /** GET /api/product-flow/{id}/recurrence (staff): the flow's recurrence and the periods opened, or null. */
    async get(ctx: RequestContext, flowExternalId: string) {
      const v = await k.viewer(ctx);
      requireStaff(v);
      const flow = await visibleFlow(v, flowExternalId);
      return view(flow, await ps.recurrenceOf(flow.id));
    },

    /**
     * PUT …/recurrence (managers): the next period is the later of the period after the last one opened (the flow's
     * own start counts as its first period) and the current period, so setting it on an old flow opens no past period.
     */
    async set(ctx: RequestContext, flowExternalId: string, body: FlowRecurrenceBody) {
      const v = await k.viewer(ctx);
      requireManager(v, 'change how a service recurs');
      const flow = await visibleFlow(v, flowExternalId);
      if (flow.finalizedAt) throw conflict('The service is finalized; it cannot recur');
      const f = body.frequency;
      const last = (await ps.lastPeriodStart(flow.id)) ?? flow.startDate;
      const afterLast = nextPeriodStart(last, f);
      const current = periodStartOf(todayIso(), f);
      const next = afterLast > current ? afterLast : current;
      return view(flow, await ps.upsertRecurrence(flow.id, f, next, v.userId));
    },

    /** DELETE …/recurrence (managers): the flow stops recurring; the periods already opened stay. */
    async clear(ctx: RequestContext, flowExternalId: string) {
      const v = await k.viewer(ctx);
      requireManager(v, 'change how a service recurs');
      const flow = await visibleFlow(v, flowExternalId);
      await ps.deleteRecurrence(flow.id);
      return null;
    },

    /** The job's work: opens every period that has started, of every live recurring flow. Answers the tasks created. */
    async runDue(today = todayIso()): Promise<number> {
      let total = 0;
      for (const { recurrence } of await ps.dueRecurrences(today)) {
        for (const p of periodsDue(recurrence.nextPeriodStart, today, recurrence.frequency as RecurrenceFrequency)) {
          try {
            const created = await openPeriod(recurrence.id, p);
            total += created.length;
            if (created.length) await notify.customerTasksCreated(created, 0);
          } catch (err) {
            k.deps.log.error({ err, recurrenceId: recurrence.id, period: p }, 'recurring flow period failed');
            break;
          }
        }
      }
      return total;
    },
  };
}
export type Recurrence = ReturnType<typeof createRecurrence>;
