import { describe, expect, it } from 'vitest';
import { filtersOf, withFilter } from './timeline-filters';

const ACME = '0b6f8f3e-2b1c-4c4e-9a0d-1f2e3d4c5b6a';

describe('portal timeline filters in the URL', () => {
  it('reads customer, form, month and the 1-based page', () => {
    expect(filtersOf(new URLSearchParams(`customer=${ACME}&form=federal-1120&month=2027-04&page=3`))).toEqual({
      customer: ACME,
      form: 'federal-1120',
      month: '2027-04',
      page: 2,
    });
  });

  it('drops values the server would refuse', () => {
    expect(filtersOf(new URLSearchParams('customer=acme&form=federal-9999&month=2027-13&page=-1'))).toEqual({
      customer: undefined,
      form: undefined,
      month: undefined,
      page: 0,
    });
    expect(filtersOf(new URLSearchParams('page=1.5')).page).toBe(0);
  });

  it('a filter change goes back to page 1 and keeps the others; clearing removes it from the URL', () => {
    const p = new URLSearchParams(`customer=${ACME}&form=federal-1120&page=4`);
    expect(withFilter(p, 'month', '2027-04').toString()).toBe(`customer=${ACME}&form=federal-1120&month=2027-04`);
    expect(withFilter(p, 'form', null).toString()).toBe(`customer=${ACME}`);
    expect(withFilter(p, 'page', '5').get('page')).toBe('5');
    expect(withFilter(p, 'month', '2027').has('month')).toBe(false);
  });
});
