/**
 * The conversation list's date groups (spec 2 §2): Today, Yesterday, Last 7 days, This month, then the months of this
 * year by name, then earlier years by month and year. Pure: the caller passes "now" and translates the labels.
 */
export type DateGroupKind = 'today' | 'yesterday' | 'last7' | 'thisMonth' | 'month' | 'monthYear';

export interface DateGroup<T> {
  /** Stable id of the group ('today', '2026-03', ...). */
  id: string;
  kind: DateGroupKind;
  /** For month/monthYear: the first day of that month (local time). */
  month: Date | null;
  items: T[];
}

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
const DAY = 24 * 60 * 60 * 1000;

/** Which group a time falls in, seen from `now`. */
export function dateGroupOf(when: Date, now: Date): { id: string; kind: DateGroupKind; month: Date | null } {
  const today = startOfDay(now).getTime();
  const day = startOfDay(when).getTime();
  // Calendar days apart (rounded: a daylight-saving change makes one day 23 or 25 hours).
  const daysAgo = Math.round((today - day) / DAY);
  if (daysAgo <= 0) return { id: 'today', kind: 'today', month: null };
  if (daysAgo === 1) return { id: 'yesterday', kind: 'yesterday', month: null };
  if (daysAgo < 7) return { id: 'last7', kind: 'last7', month: null };
  const sameYear = when.getFullYear() === now.getFullYear();
  if (sameYear && when.getMonth() === now.getMonth()) return { id: 'thisMonth', kind: 'thisMonth', month: null };
  const month = new Date(when.getFullYear(), when.getMonth(), 1);
  const id = `${when.getFullYear()}-${String(when.getMonth() + 1).padStart(2, '0')}`;
  return { id, kind: sameYear ? 'month' : 'monthYear', month };
}

/** Groups items (newest first) by the time `at` gives; items without a time count as now. */
export function groupByDate<T>(items: T[], at: (item: T) => string | null, now: Date = new Date()): DateGroup<T>[] {
  const time = (item: T) => {
    const v = at(item);
    const t = v ? Date.parse(v) : NaN;
    return Number.isNaN(t) ? now.getTime() : t;
  };
  const sorted = [...items].sort((a, b) => time(b) - time(a));
  const groups: DateGroup<T>[] = [];
  for (const item of sorted) {
    const g = dateGroupOf(new Date(time(item)), now);
    const last = groups[groups.length - 1];
    if (last && last.id === g.id) last.items.push(item);
    else groups.push({ ...g, items: [item] });
  }
  return groups;
}
