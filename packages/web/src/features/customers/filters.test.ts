import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  customerParamsOf,
  DEFAULT_CUSTOMER_PAGE_SIZE,
  emptyCustomerFilter,
  parseCustomerParams,
  withFilter,
} from './filters';

const STU = '11111111-2222-4333-8444-555555555555';
const KIM = '66666666-7777-4888-8999-aaaaaaaaaaaa';

describe('customer list filters in the URL', () => {
  it('reads an empty URL as the plain first page', () => {
    expect(parseCustomerParams(new URLSearchParams())).toEqual({
      filter: emptyCustomerFilter(),
      page: 0,
      pageSize: DEFAULT_CUSTOMER_PAGE_SIZE,
    });
    expect(customerParamsOf(parseCustomerParams(new URLSearchParams())).toString()).toBe('');
  });

  it('round-trips every filter of spec §2.9 with paging', () => {
    const state = {
      filter: {
        selectedFilters: ['COMPANY' as const, 'WITH_OVERDUE_TASKS' as const],
        showUnassignedOnly: true,
        customerSearch: 'acme',
        productSearch: 'delaware',
        dates: { from: '2026-03-01', to: '2026-03-31' },
        preparers: [STU],
        reviewers: [KIM, STU],
        showAllFlows: true,
      },
      page: 2,
      pageSize: 50,
    };
    const params = customerParamsOf(state);
    expect(params.getAll('reviewer')).toEqual([KIM, STU]);
    expect(params.get('page')).toBe('3');
    expect(parseCustomerParams(new URLSearchParams(params.toString()))).toEqual(state);
  });

  it('drops malformed values instead of sending them', () => {
    const s = parseCustomerParams(
      new URLSearchParams(
        'chip=NOPE&chip=INDIVIDUAL&chip=INDIVIDUAL&preparer=x&preparer=' + STU + '&from=2026-13&size=7&page=-4',
      ),
    );
    expect(s.filter.selectedFilters).toEqual(['INDIVIDUAL']);
    expect(s.filter.preparers).toEqual([STU]);
    expect(s.filter.dates).toEqual({ from: null, to: null });
    expect(s.pageSize).toBe(DEFAULT_CUSTOMER_PAGE_SIZE);
    expect(s.page).toBe(0);
  });

  it('swaps dates typed the wrong way round', () => {
    const s = parseCustomerParams(new URLSearchParams('from=2026-05-02&to=2026-05-01'));
    expect(s.filter.dates).toEqual({ from: '2026-05-01', to: '2026-05-02' });
  });

  it('goes back to the first page when a filter changes, and counts the filters on', () => {
    const s = parseCustomerParams(new URLSearchParams('page=4&size=50'));
    const next = withFilter(s, { preparers: [STU], showUnassignedOnly: true });
    expect(next.page).toBe(0);
    expect(next.pageSize).toBe(50);
    expect(activeFilterCount(next.filter)).toBe(2);
    // The customer search is the search box, not a filter of the badge.
    expect(activeFilterCount({ ...emptyCustomerFilter(), customerSearch: 'x' })).toBe(0);
  });
});
