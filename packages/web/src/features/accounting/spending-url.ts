import { SPENDING_LIMITS, SPENDING_SORTS, type SpendingDetailsQuery, type SpendingSort } from '@atrium/contract';

/** The details query from the URL: unknown values fall back to the defaults (the server checks the rest). */
export function queryOf(p: URLSearchParams): Partial<SpendingDetailsQuery> {
  const sort = p.get('sort');
  const size = Number(p.get('pageSize'));
  const page = Number(p.get('page'));
  return {
    category: p.get('category') || undefined,
    vendor: p.get('vendor') || undefined,
    month: p.get('month') || undefined,
    sort: (SPENDING_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SpendingSort) : 'date',
    dir: p.get('dir') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 0 ? page : 0,
    pageSize: (SPENDING_LIMITS.pageSizes as readonly number[]).includes(size) ? size : SPENDING_LIMITS.defaultPageSize,
  };
}

/** The same column flips the direction; another starts newest or largest first for dates and amounts, A–Z for names. */
export function nextDir(q: Partial<SpendingDetailsQuery>, by: string): 'asc' | 'desc' {
  if (by === q.sort) return q.dir === 'desc' ? 'asc' : 'desc';
  return by === 'date' || by === 'amount' ? 'desc' : 'asc';
}
