import { describe, expect, it } from 'vitest';
import { dateGroupOf, groupByDate } from './grouping';

const now = new Date(2026, 10, 26, 15, 0); // Thu 26 Nov 2026, local time
const at = (y: number, m: number, d: number, h = 12) => new Date(y, m, d, h).toISOString();

describe('assistant list date groups', () => {
  it('names today, yesterday, the last 7 days and this month', () => {
    expect(dateGroupOf(new Date(2026, 10, 26, 0, 1), now).kind).toBe('today');
    expect(dateGroupOf(new Date(2026, 10, 25, 23, 59), now).kind).toBe('yesterday');
    expect(dateGroupOf(new Date(2026, 10, 20), now).kind).toBe('last7');
    expect(dateGroupOf(new Date(2026, 10, 19), now).kind).toBe('thisMonth');
    expect(dateGroupOf(new Date(2026, 10, 1), now).kind).toBe('thisMonth');
  });

  it('uses the month name in this year and month with year before', () => {
    expect(dateGroupOf(new Date(2026, 2, 3), now)).toMatchObject({ kind: 'month', id: '2026-03' });
    expect(dateGroupOf(new Date(2025, 10, 30), now)).toMatchObject({ kind: 'monthYear', id: '2025-11' });
  });

  it('the last 7 days reach back into the previous month before "this month" applies', () => {
    const early = new Date(2026, 11, 2, 9); // 2 Dec
    expect(dateGroupOf(new Date(2026, 10, 28), early).kind).toBe('last7');
    expect(dateGroupOf(new Date(2026, 10, 20), early)).toMatchObject({ kind: 'month', id: '2026-11' });
  });

  it('groups items newest first, one group per period, in order', () => {
    const items = [
      { id: 'a', t: at(2026, 2, 3) },
      { id: 'b', t: at(2026, 10, 26) },
      { id: 'c', t: at(2025, 0, 5) },
      { id: 'd', t: at(2026, 10, 25) },
      { id: 'e', t: at(2026, 2, 20) },
      { id: 'f', t: null },
    ];
    const groups = groupByDate(items, (i) => i.t, now);
    expect(groups.map((g) => [g.id, g.items.map((i) => i.id)])).toEqual([
      ['today', ['f', 'b']],
      ['yesterday', ['d']],
      ['2026-03', ['e', 'a']],
      ['2025-01', ['c']],
    ]);
    expect(groups[2]!.month).toEqual(new Date(2026, 2, 1));
  });
});
