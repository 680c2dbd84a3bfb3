import type { ErrorsPerDay } from '@atrium/contract';

export interface ChartBar {
  day: string;
  count: number;
  /** Height as a share of the tallest bar, 0–100; a day with errors is never drawn flat (at least 4). */
  heightPct: number;
}

/** The bars of the errors-per-day chart, scaled to the busiest day, plus the total and the peak. */
export function chartBars(days: ErrorsPerDay): { bars: ChartBar[]; total: number; max: number } {
  const max = days.reduce((m, d) => Math.max(m, d.count), 0);
  const total = days.reduce((n, d) => n + d.count, 0);
  const bars = days.map((d) => ({
    day: d.day,
    count: d.count,
    heightPct: max === 0 || d.count === 0 ? 0 : Math.max(4, Math.round((d.count / max) * 100)),
  }));
  return { bars, total, max };
}
