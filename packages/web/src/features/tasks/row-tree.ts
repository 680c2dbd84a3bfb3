import type { TaskSummary } from '@atrium/contract';

/**
 * The portal task list as a tree of rows (spec 1 §3 "row node … checked, children", §4.5 "selecting a parent table row
 * checks its children"): the tasks of one service flow that are on the page sit under a row for that flow; a task
 * alone on the page (its flow's only one here, or a task outside any flow) stays a plain row. The list keeps its sort:
 * a flow's row takes the place of its first task.
 */
export type TaskRowNode =
  | { kind: 'flow'; key: string; flow: NonNullable<TaskSummary['flow']>; company: string; children: TaskSummary[] }
  | { kind: 'task'; key: string; task: TaskSummary; child: boolean };

export function taskTree(tasks: readonly TaskSummary[]): TaskRowNode[] {
  const byFlow = new Map<string, TaskSummary[]>();
  for (const t of tasks) if (t.flow) byFlow.set(t.flow.externalId, [...(byFlow.get(t.flow.externalId) ?? []), t]);
  const out: TaskRowNode[] = [];
  const placed = new Set<string>();
  for (const t of tasks) {
    const siblings = t.flow ? byFlow.get(t.flow.externalId)! : [];
    if (!t.flow || siblings.length < 2) {
      out.push({ kind: 'task', key: t.externalId, task: t, child: false });
      continue;
    }
    if (placed.has(t.flow.externalId)) continue;
    placed.add(t.flow.externalId);
    out.push({
      kind: 'flow',
      key: `flow:${t.flow.externalId}`,
      flow: t.flow,
      company: t.company.name,
      children: siblings,
    });
    for (const c of siblings) out.push({ kind: 'task', key: c.externalId, task: c, child: true });
  }
  return out;
}

export type CheckState = 'all' | 'some' | 'none';

/** How much of a set of tasks is checked: a parent row shows checked, indeterminate or empty. */
export function checkState(selected: ReadonlySet<string>, ids: readonly string[]): CheckState {
  const n = ids.filter((id) => selected.has(id)).length;
  return n === 0 ? 'none' : n === ids.length ? 'all' : 'some';
}

/** The task ids a row stands for: a flow row its children's, a task row its own. */
export const idsOf = (node: TaskRowNode): string[] =>
  node.kind === 'flow' ? node.children.map((c) => c.externalId) : [node.task.externalId];

/**
 * Checking a row: a parent checks all its children (or, when all are checked already, unchecks them); a task toggles
 * itself. The same rule serves the header's "all rows of the page".
 */
export function toggle(selected: ReadonlySet<string>, ids: readonly string[]): Set<string> {
  const next = new Set(selected);
  if (checkState(selected, ids) === 'all') ids.forEach((id) => next.delete(id));
  else ids.forEach((id) => next.add(id));
  return next;
}

/** Only the tasks still on the page stay checked (after a page change, a filter or a refresh). */
export function keepVisible(selected: ReadonlySet<string>, tasks: readonly TaskSummary[]): Set<string> {
  const on = new Set(tasks.map((t) => t.externalId));
  return new Set([...selected].filter((id) => on.has(id)));
}
