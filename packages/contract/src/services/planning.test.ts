import { describe, expect, it } from 'vitest';
import { nextPeriodStart, periodLabel, periodStartOf, periodsDue, weekOf } from './planning.ts';

describe('recurrence periods', () => {
  it('finds the start of the period holding a date', () => {
    expect(periodStartOf('2026-05-17', 'MONTHLY')).toBe('2026-05-01');
    expect(periodStartOf('2026-05-17', 'QUARTERLY')).toBe('2026-04-01');
    expect(periodStartOf('2026-12-31', 'QUARTERLY')).toBe('2026-10-01');
    expect(periodStartOf('2026-05-17', 'YEARLY')).toBe('2026-01-01');
  });

  it('steps to the next period, rolling over the year', () => {
    expect(nextPeriodStart('2026-01-31', 'MONTHLY')).toBe('2026-02-01');
    expect(nextPeriodStart('2026-12-01', 'MONTHLY')).toBe('2027-01-01');
    expect(nextPeriodStart('2026-11-15', 'QUARTERLY')).toBe('2027-01-01');
    expect(nextPeriodStart('2026-02-28', 'QUARTERLY')).toBe('2026-04-01');
    expect(nextPeriodStart('2024-02-29', 'YEARLY')).toBe('2025-01-01');
  });

  it('lists the periods due up to today, none when the next one is in the future, at most the cap', () => {
    expect(periodsDue('2026-03-01', '2026-05-02', 'MONTHLY')).toEqual(['2026-03-01', '2026-04-01', '2026-05-01']);
    expect(periodsDue('2026-06-01', '2026-05-31', 'MONTHLY')).toEqual([]);
    expect(periodsDue('2026-04-01', '2026-04-01', 'QUARTERLY')).toEqual(['2026-04-01']);
    expect(periodsDue('2020-01-01', '2026-05-02', 'MONTHLY', 3)).toEqual(['2020-01-01', '2020-02-01', '2020-03-01']);
    expect(periodsDue('2025-01-01', '2026-12-31', 'YEARLY')).toEqual(['2025-01-01', '2026-01-01']);
  });

  it('labels periods without words', () => {
    expect(periodLabel('2026-03-01', 'MONTHLY')).toBe('2026-03');
    expect(periodLabel('2026-10-01', 'QUARTERLY')).toBe('2026-Q4');
    expect(periodLabel('2026-01-01', 'YEARLY')).toBe('2026');
  });
});

describe('weekOf', () => {
  it('answers Monday to Sunday of the ISO week', () => {
    expect(weekOf('2026-11-26')).toEqual({ weekStart: '2026-11-23', weekEnd: '2026-11-29' });
    expect(weekOf('2026-11-23')).toEqual({ weekStart: '2026-11-23', weekEnd: '2026-11-29' });
    expect(weekOf('2026-11-29')).toEqual({ weekStart: '2026-11-23', weekEnd: '2026-11-29' });
    expect(weekOf('2027-01-01')).toEqual({ weekStart: '2026-12-28', weekEnd: '2027-01-03' });
  });
});
