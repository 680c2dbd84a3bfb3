import type { Customer, Page } from '@atrium/contract';
import { http } from '../../lib/http';
import { API } from '@atrium/contract';

/** GET /api/customer-management?page&pageSize&term (portal). */
export const customerApi = {
  list: (page: number, pageSize: number, term: string) =>
    http.get<Page<Customer>>(API.customerManagement.root, {
      noTenant: true,
      query: { page, pageSize, term: term || undefined },
    }),
};
