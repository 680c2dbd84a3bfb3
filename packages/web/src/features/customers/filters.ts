import { CUSTOMER_QUICK_FILTERS, type CustomerFilter, type CustomerQuickFilter } from '@atrium/contract';

/**
 * The portal customer list's filters (spec 1 §2.9) as they live in the URL, so a filtered list can be shared,
 * reloaded and left with the back button. Keys: q (customerSearch), product, chip (selectedFilters, repeated),
 * unassigned=1, from, to, preparer and reviewer (repeated user externalIds), all=1 (showAllFlows).
 */
export interface CustomerListState {
  filter: CustomerFilter;
  /** 0-based. */
  page: number;
  pageSize: number;
}

export const CUSTOMER_PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_CUSTOMER_PAGE_SIZE = 20;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const unique = <T>(xs: T[]) => [...new Set(xs)];

export const emptyCustomerFilter = (): CustomerFilter => ({
  selectedFilters: [],
  showUnassignedOnly: false,
  customerSearch: '',
  productSearch: '',
  dates: { from: null, to: null },
  preparers: [],
  reviewers: [],
  showAllFlows: false,
});

/** Reads the list state from the URL; anything malformed is dropped rather than sent to the server. */
export function parseCustomerParams(params: URLSearchParams): CustomerListState {
  const date = (k: string) => {
    const v = params.get(k);
    return v && DATE.test(v) ? v : null;
  };
  let from = date('from');
  let to = date('to');
  if (from && to && from > to) [from, to] = [to, from];
  const size = Number(params.get('size'));
  const page = Math.floor(Number(params.get('page') ?? '1'));
  return {
    filter: {
      selectedFilters: unique(
        params
          .getAll('chip')
          .filter((c): c is CustomerQuickFilter => (CUSTOMER_QUICK_FILTERS as readonly string[]).includes(c)),
      ),
      showUnassignedOnly: params.get('unassigned') === '1',
      customerSearch: (params.get('q') ?? '').trim().slice(0, 200),
      productSearch: (params.get('product') ?? '').trim().slice(0, 200),
      dates: { from, to },
      preparers: unique(params.getAll('preparer').filter((id) => UUID.test(id))),
      reviewers: unique(params.getAll('reviewer').filter((id) => UUID.test(id))),
      showAllFlows: params.get('all') === '1',
    },
    page: Number.isFinite(page) && page > 1 ? page - 1 : 0,
    pageSize: (CUSTOMER_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_CUSTOMER_PAGE_SIZE,
  };
}

/** Writes the list state to URL parameters, leaving defaults out so the plain list has a plain URL. */
export function customerParamsOf(state: CustomerListState): URLSearchParams {
  const f = state.filter;
  const p = new URLSearchParams();
  if (f.customerSearch) p.set('q', f.customerSearch);
  if (f.productSearch) p.set('product', f.productSearch);
  for (const c of f.selectedFilters) p.append('chip', c);
  if (f.showUnassignedOnly) p.set('unassigned', '1');
  if (f.dates.from) p.set('from', f.dates.from);
  if (f.dates.to) p.set('to', f.dates.to);
  for (const id of f.preparers) p.append('preparer', id);
  for (const id of f.reviewers) p.append('reviewer', id);
  if (f.showAllFlows) p.set('all', '1');
  if (state.page > 0) p.set('page', String(state.page + 1));
  if (state.pageSize !== DEFAULT_CUSTOMER_PAGE_SIZE) p.set('size', String(state.pageSize));
  return p;
}

/** A filter change: back to the first page, page size kept. */
export const withFilter = (state: CustomerListState, patch: Partial<CustomerFilter>): CustomerListState => ({
  ...state,
  filter: { ...state.filter, ...patch },
  page: 0,
});

/** How many filters beyond the plain search are on (the badge of the filter button). */
export function activeFilterCount(f: CustomerFilter): number {
  return (
    f.selectedFilters.length +
    (f.showUnassignedOnly ? 1 : 0) +
    (f.productSearch ? 1 : 0) +
    (f.dates.from || f.dates.to ? 1 : 0) +
    (f.preparers.length ? 1 : 0) +
    (f.reviewers.length ? 1 : 0) +
    (f.showAllFlows ? 1 : 0)
  );
}
