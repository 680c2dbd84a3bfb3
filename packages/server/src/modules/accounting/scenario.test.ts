import { describe, expect, it } from 'vitest';
import { scenarioRunway } from './scenario.ts';

/** The hand-computed fixture ledger's figures (metrics.test.ts): $517,000 cash, $46,000 average burn, as of Oct 2026. */
const acme = {
  asOfMonth: '2026-10',
  todaysCash: { total: 517_000, items: [] },
  netBurn: {
    lastMonth: { currentValue: 52_000, previousValue: 46_000 },
    threeMonthAverage: { currentValue: 46_000, previousValue: 45_000 },
  },
};
const none = { burnChangePercent: 0, roundAmount: 0, roundInMonths: 0 };
const actual = { isInfinite: false, value: 11, runOutMonth: '2027-10' };

describe('scenario runway', () => {
  it.each([
    { name: 'no change: the actual runway', input: none, scenario: actual, burn: 46_000, round: null },
    // 517,000 / 55,200 = 9.37: 9 whole months, the balance crosses zero in the 10th month (August 2027).
    {
      name: 'burn rises 20 %',
      input: { ...none, burnChangePercent: 20 },
      scenario: { isInfinite: false, value: 9, runOutMonth: '2027-08' },
      burn: 55_200,
      round: null,
    },
    // 517,000 / 36,800 = 14.05.
    {
      name: 'burn falls 20 %',
      input: { ...none, burnChangePercent: -20 },
      scenario: { isInfinite: false, value: 14, runOutMonth: '2028-01' },
      burn: 36_800,
      round: null,
    },
    // Cash after 3 months: 379,000 ≥ 0, the round lands; 2,517,000 / 46,000 = 54.7.
    {
      name: 'a $2M round closes in three months',
      input: { ...none, roundAmount: 2_000_000, roundInMonths: 3 },
      scenario: { isInfinite: false, value: 54, runOutMonth: '2031-05' },
      burn: 46_000,
      round: true,
    },
    // Both: 2,517,000 / 55,200 = 45.6.
    {
      name: 'burn +20 % and a $2M round in three months',
      input: { burnChangePercent: 20, roundAmount: 2_000_000, roundInMonths: 3 },
      scenario: { isInfinite: false, value: 45, runOutMonth: '2030-08' },
      burn: 55_200,
      round: true,
    },
    // After 12 months at 55,200 the balance is −145,400: the cash is gone before the round.
    {
      name: 'a round that closes after the cash is gone does not count',
      input: { burnChangePercent: 20, roundAmount: 2_000_000, roundInMonths: 12 },
      scenario: { isInfinite: false, value: 9, runOutMonth: '2027-08' },
      burn: 55_200,
      round: false,
    },
    {
      name: 'burn cut by 100 %: profitable',
      input: { ...none, burnChangePercent: -100 },
      scenario: { isInfinite: true, value: null, runOutMonth: null },
      burn: 0,
      round: null,
    },
  ])('$name', ({ input, scenario, burn, round }) => {
    const r = scenarioRunway(acme, input);
    expect(r.actual).toEqual(actual);
    expect(r.scenario).toEqual(scenario);
    expect(r.scenarioBurn).toBe(burn);
    expect(r.roundArrives).toBe(round);
  });

  it('a profitable company stays profitable: a −$10,000 burn +20 % is −$12,000', () => {
    const r = scenarioRunway(
      { ...acme, netBurn: { ...acme.netBurn, threeMonthAverage: { currentValue: -10_000, previousValue: null } } },
      { burnChangePercent: 20, roundAmount: 1_000_000, roundInMonths: 6 },
    );
    expect(r.scenarioBurn).toBe(-12_000);
    expect(r.actual.isInfinite).toBe(true);
    expect(r.scenario.isInfinite).toBe(true);
    expect(r.roundArrives).toBe(true);
  });

  it('no ledger: nothing burns, runway infinite', () => {
    const r = scenarioRunway(
      {
        asOfMonth: null,
        todaysCash: { total: 0, items: [] },
        netBurn: {
          lastMonth: { currentValue: 0, previousValue: null },
          threeMonthAverage: { currentValue: 0, previousValue: null },
        },
      },
      { burnChangePercent: 50, roundAmount: 0, roundInMonths: 0 },
    );
    expect(r.scenario).toEqual({ isInfinite: true, value: null, runOutMonth: null });
  });
});
