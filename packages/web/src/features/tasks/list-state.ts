import {
  TASK_DISPLAY_STATUSES,
  TASK_SORT_COLUMNS,
  TASK_TABS,
  type TaskDisplayStatus,
  type TaskSortColumn,
  type TaskTab,
  type TemplateTaskKind,
  type ServiceCategory,
} from '@atrium/contract';

/** What the task list remembers per user and view (spec 1 §4.5): tab, filters and sort. */
export interface TaskListState {
  tab: TaskTab;
  filters: {
    search: string;
    statuses: TaskDisplayStatus[];
    types: TemplateTaskKind[];
    services: string[];
    tenantsNames: string[];
    assignedExternalIds: string[];
    modules: ServiceCategory[];
    lists: string[];
    withUnansweredComments: boolean;
    from: string | null;
    to: string | null;
  };
  sort: { orderBy: TaskSortColumn; order: 'asc' | 'desc' };
}

/** Default status filter: In progress, Pending, Overdue, Waiting for review (spec 1 §4.5). */
export const DEFAULT_STATUSES: TaskDisplayStatus[] = ['IN_PROGRESS', 'PENDING', 'OVERDUE', 'WAITING_FOR_REVIEW'];

export const defaultTaskListState = (): TaskListState => ({
  tab: 'ALL',
  filters: {
    search: '',
    statuses: [...DEFAULT_STATUSES],
    types: [],
    services: [],
    tenantsNames: [],
    assignedExternalIds: [],
    modules: [],
    lists: [],
    withUnansweredComments: false,
    from: null,
    to: null,
  },
  sort: { orderBy: 'dueDate', order: 'asc' },
});

/** Tabs that define the statuses they show themselves; the status filter applies only to the other tabs. */
export const TABS_WITH_OWN_STATUS: readonly TaskTab[] = [
  'MY_WAITING_FOR_REVIEW',
  'MY_IN_PROGRESS',
  'MY_OVERDUE',
  'MY_DONE',
  'OVERDUE_CLIENT',
  'ONGOING',
  'DONE',
];

/** The filter the server gets: the tab, the filters (without statuses on a tab that defines them) and the sort. */
export function serverFilter(state: Pick<TaskListState, 'tab' | 'filters'>, sort: TaskListState['sort']) {
  const statuses = TABS_WITH_OWN_STATUS.includes(state.tab) ? [] : state.filters.statuses;
  return { tab: state.tab, ...state.filters, statuses, ...sort };
}

/** Clicking the sorted column flips its direction; clicking another column sorts by it ascending. */
export function nextSort(current: TaskListState['sort'], column: TaskSortColumn): TaskListState['sort'] {
  if (current.orderBy === column) return { orderBy: column, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { orderBy: column, order: 'asc' };
}

/** How many filters differ from the defaults (the badge on the filter button). */
export function activeFilterCount(f: TaskListState['filters']): number {
  const d = defaultTaskListState().filters;
  let n = 0;
  if (f.search.trim()) n++;
  if ([...f.statuses].sort().join() !== [...d.statuses].sort().join()) n++;
  for (const k of ['types', 'services', 'tenantsNames', 'assignedExternalIds', 'modules', 'lists'] as const)
    if (f[k].length) n++;
  if (f.withUnansweredComments) n++;
  if (f.from) n++;
  if (f.to) n++;
  return n;
}

export const storageKey = (userExternalId: string, view: string) => `atrium.tasks.${view}.${userExternalId}`;

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const oneOf = <T extends string>(v: unknown, all: readonly T[], fallback: T): T =>
  typeof v === 'string' && (all as readonly string[]).includes(v) ? (v as T) : fallback;
const date = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null);

/** Reads a saved state; anything missing or not understood falls back to the default (never throws). */
export function parseTaskListState(raw: string | null): TaskListState {
  const d = defaultTaskListState();
  if (!raw) return d;
  let o: Record<string, unknown>;
  try {
    o = JSON.parse(raw) as Record<string, unknown>;
    if (!o || typeof o !== 'object') return d;
  } catch {
    return d;
  }
  const f = (o.filters ?? {}) as Record<string, unknown>;
  const s = (o.sort ?? {}) as Record<string, unknown>;
  return {
    tab: oneOf(o.tab, TASK_TABS, d.tab),
    filters: {
      search: typeof f.search === 'string' ? f.search : '',
      statuses: Array.isArray(f.statuses)
        ? (strings(f.statuses).filter((x) =>
            (TASK_DISPLAY_STATUSES as readonly string[]).includes(x),
          ) as TaskDisplayStatus[])
        : d.filters.statuses,
      types: strings(f.types) as TemplateTaskKind[],
      services: strings(f.services),
      tenantsNames: strings(f.tenantsNames),
      assignedExternalIds: strings(f.assignedExternalIds),
      modules: strings(f.modules) as ServiceCategory[],
      lists: strings(f.lists),
      withUnansweredComments: f.withUnansweredComments === true,
      from: date(f.from),
      to: date(f.to),
    },
    sort: { orderBy: oneOf(s.orderBy, TASK_SORT_COLUMNS, 'dueDate'), order: s.order === 'desc' ? 'desc' : 'asc' },
  };
}

/** Saved state, read and written through localStorage; a failing storage is only logged (spec 1 §8). */
export const taskListStorage = {
  load(key: string): TaskListState {
    try {
      return parseTaskListState(window.localStorage.getItem(key));
    } catch (err) {
      console.warn('task list state could not be read', err);
      return defaultTaskListState();
    }
  },
  save(key: string, state: TaskListState) {
    try {
      window.localStorage.setItem(key, JSON.stringify(state));
    } catch (err) {
      console.warn('task list state could not be saved', err);
    }
  },
};
