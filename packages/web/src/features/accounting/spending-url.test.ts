import { describe, expect, it } from 'vitest';
import { nextDir, queryOf } from './spending-url';
import { changePct, signedUsd } from './components/spending-labels';

describe('the details URL', () => {
  it('reads the filters, sort and page; unknown values fall back to the defaults', () => {
    expect(
      queryOf(new URLSearchParams('category=Payroll&month=2026-10&sort=amount&dir=asc&page=2&pageSize=50')),
    ).toEqual({
      category: 'Payroll',
      vendor: undefined,
      month: '2026-10',
      sort: 'amount',
      dir: 'asc',
      page: 2,
      pageSize: 50,
    });
    expect(queryOf(new URLSearchParams('sort=color&dir=up&page=-3&pageSize=7'))).toMatchObject({
      sort: 'date',
      dir: 'desc',
      page: 0,
      pageSize: 25,
    });
  });

  it('a sorted column flips; another starts newest or largest first for dates and amounts, A–Z for names', () => {
    expect(nextDir({ sort: 'date', dir: 'desc' }, 'date')).toBe('asc');
    expect(nextDir({ sort: 'date', dir: 'asc' }, 'date')).toBe('desc');
    expect(nextDir({ sort: 'date', dir: 'desc' }, 'amount')).toBe('desc');
    expect(nextDir({ sort: 'date', dir: 'desc' }, 'vendor')).toBe('asc');
  });
});

describe('spending changes (§9 whole dollars)', () => {
  it('signs a change in whole dollars', () => {
    expect(signedUsd(8_000)).toBe('+$8,000');
    expect(signedUsd(-2_500.4)).toBe('-$2,500');
    expect(signedUsd(0.3)).toBe('$0');
  });

  it('shows the percentage in the reader’s language, none when there was nothing before', () => {
    const row = { key: 'Payroll', current: 70_000, previous: 60_000, change: 10_000, changePct: 16.7 };
    expect(changePct(row, 'en')).toBe('+16.7%');
    expect(changePct(row, 'es')).toBe('+16,7 %');
    expect(changePct({ ...row, changePct: -100 }, 'en')).toBe('-100%');
    expect(changePct({ ...row, changePct: null }, 'en')).toBeNull();
  });
});
