import type { Customer, CustomerFilter, Page } from '@atrium/contract';
import { http } from '../../../lib/http';
import { useApiQuery } from '../../../components/useApi';
import { customerKeys } from '../keys';
import { API } from '@atrium/contract';

/** GET /api/customer-management?page&pageSize&term (portal). */
export const fetchCustomers = (page: number, pageSize: number, term: string) =>
  http.get<Page<Customer>>(API.customerManagement.root, {
    noTenant: true,
    query: { page, pageSize, term: term || undefined },
  });

export const customersQuery = (page: number, pageSize: number, term: string) => ({
  queryKey: customerKeys.list(page, pageSize, term),
  queryFn: () => fetchCustomers(page, pageSize, term),
  // Keeps the previous page on screen while the next one loads.
  placeholderData: <T>(prev: T | undefined) => prev,
});

export const useCustomers = (page: number, pageSize: number, term: string) =>
  useApiQuery(customersQuery(page, pageSize, term));

/** POST /api/customer-management/filter?page&pageSize (portal): the list with the §2.9 filters. */
export const fetchFilteredCustomers = (page: number, pageSize: number, filter: CustomerFilter) =>
  http.post<Page<Customer>>(API.customerManagement.filter, filter, { noTenant: true, query: { page, pageSize } });

export const useFilteredCustomers = (page: number, pageSize: number, filter: CustomerFilter) =>
  useApiQuery({
    queryKey: customerKeys.filtered(page, pageSize, filter),
    queryFn: () => fetchFilteredCustomers(page, pageSize, filter),
    placeholderData: (prev) => prev,
  });
