import { describe, expect, it } from 'vitest';
import { chartBars } from './chart';

describe('chartBars', () => {
  it('scales bars to the busiest day and keeps a small day visible', () => {
    const { bars, total, max } = chartBars([
      { day: '2026-11-24', count: 0 },
      { day: '2026-11-25', count: 1 },
      { day: '2026-11-26', count: 50 },
    ]);
    expect(max).toBe(50);
    expect(total).toBe(51);
    expect(bars.map((b) => b.heightPct)).toEqual([0, 4, 100]);
  });

  it('draws nothing tall when there were no errors', () => {
    const { bars, total } = chartBars([{ day: '2026-11-26', count: 0 }]);
    expect(total).toBe(0);
    expect(bars[0].heightPct).toBe(0);
  });
});
