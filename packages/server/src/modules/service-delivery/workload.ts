import { todayIso, weekOf, type Workload, type WorkloadCounts } from '@atrium/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import { requireStaff } from './access.ts';
import type { Kit } from './kit.ts';
import type { PlanningStore } from './planning-store.ts';

const zero = (): WorkloadCounts => ({ dueThisWeek: 0, overdue: 0, open: 0 });

/**
 * GET /api/task/workload (staff): open tasks per preparer and reviewer — due this week (Monday–Sunday, from today on),
 * overdue, and all open — for every member of the provider team, busiest first, and a row for the unassigned ones.
 * Customer tasks count for their reviewer only (the customer prepares them).
 */
export function createWorkload(k: Kit, ps: PlanningStore) {
  return {
    async get(ctx: RequestContext, q: { date?: string }): Promise<Workload> {
      const v = await k.viewer(ctx);
      requireStaff(v);
      const today = q.date ?? todayIso();
      const { weekStart, weekEnd } = weekOf(today);
      const counts = await ps.workload(today, weekEnd);
      const staff = await k.staffPeople();
      const byId = new Map<number | null, { preparing: WorkloadCounts; reviewing: WorkloadCounts }>();
      for (const p of staff) byId.set(p.id, { preparing: zero(), reviewing: zero() });
      const known = new Set(staff.map((p) => p.id));
      for (const c of counts) {
        // Tasks of people who left the team count as unassigned: somebody has to pick them up.
        const key = c.user_id !== null && known.has(c.user_id) ? c.user_id : null;
        if (!byId.has(key)) byId.set(key, { preparing: zero(), reviewing: zero() });
        const row = byId.get(key)!;
        const into = c.role === 'P' ? row.preparing : row.reviewing;
        into.dueThisWeek += Number(c.due_this_week);
        into.overdue += Number(c.overdue);
        into.open += Number(c.open);
      }
      const people = new Map(staff.map((p) => [p.id, p]));
      const weight = (r: { preparing: WorkloadCounts; reviewing: WorkloadCounts }) =>
        r.preparing.overdue + r.reviewing.overdue + r.preparing.dueThisWeek + r.reviewing.dueThisWeek;
      const rows = [...byId.entries()]
        .filter(([id]) => id !== null)
        .map(([id, r]) => {
          const p = people.get(id!)!;
          return { person: { externalId: p.externalId, name: p.name, email: p.email }, ...r };
        })
        .sort((a, b) => weight(b) - weight(a) || a.person.name.localeCompare(b.person.name));
      const unassigned = byId.get(null);
      return {
        today,
        weekStart,
        weekEnd,
        rows: unassigned ? [...rows, { person: null, ...unassigned }] : rows,
      };
    },
  };
}
