import { describe, expect, it } from 'vitest';
import { createListTotals, LIST_TOTAL_MAX_AGE_MS } from './list-totals.ts';

/** The cache alone: what it serves and when it counts again (a fake clock; no timing). */
describe('list totals cache', () => {
  const counter = (values: number[]) => {
    let calls = 0;
    return {
      count: async () => values[Math.min(calls++, values.length - 1)],
      calls: () => calls,
    };
  };

  it('serves a total until the chat writes, then counts again', async () => {
    const totals = createListTotals(() => 0);
    const c = counter([5, 6]);
    expect(await totals.total('k', c.count)).toBe(5);
    expect(await totals.total('k', c.count)).toBe(5);
    expect(c.calls()).toBe(1);
    totals.written();
    expect(await totals.total('k', c.count)).toBe(6);
    expect(c.calls()).toBe(2);
  });

  it('does not keep a count during which the chat wrote (it may have read the state before the write)', async () => {
    const totals = createListTotals(() => 0);
    let n = 0;
    const racing = async () => {
      n++;
      if (n === 1) totals.written();
      return n;
    };
    expect(await totals.total('k', racing)).toBe(1);
    expect(await totals.total('k', racing)).toBe(2);
    expect(await totals.total('k', racing)).toBe(2);
  });

  it(`counts again after ${LIST_TOTAL_MAX_AGE_MS} ms without a write (another process's writes, time filters)`, async () => {
    let now = 1_000;
    const totals = createListTotals(() => now);
    const c = counter([1, 2]);
    expect(await totals.total('k', c.count)).toBe(1);
    now += LIST_TOTAL_MAX_AGE_MS - 1;
    expect(await totals.total('k', c.count)).toBe(1);
    now += 1;
    expect(await totals.total('k', c.count)).toBe(2);
  });

  it('keeps one total per key', async () => {
    const totals = createListTotals(() => 0);
    expect(await totals.total('a', async () => 1)).toBe(1);
    expect(await totals.total('b', async () => 2)).toBe(2);
    expect(await totals.total('a', async () => 99)).toBe(1);
  });
});
