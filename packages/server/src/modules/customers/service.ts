import type { AccountType, Customer, CustomerListQuery, Page } from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.js';
import type { RequestContext } from '../../platform/http/context.js';
import type { TenancyService } from '../tenancy/service.js';

/** Customer management for provider staff (/api/customer-management, spec 1 §7.5). */
export function createCustomerService(_deps: AppDeps, s: { tenancy: TenancyService }) {
  return {
    /** Non-internal tenants, sorted by name, optionally filtered by a name fragment. The route checks portal access. */
    async list(_ctx: RequestContext, q: CustomerListQuery): Promise<Page<Customer>> {
      const term = q.term?.trim() || undefined;
      const { rows, total } = await s.tenancy.customerPage({ term, page: q.page, pageSize: q.pageSize });
      return {
        items: rows.map((r) => ({
          externalId: r.externalId,
          name: r.name,
          accountType: r.accountType as AccountType,
          membersCount: r.membersCount,
          createdAt: r.createdAt.toISOString(),
        })),
        page: q.page,
        pageSize: q.pageSize,
        total,
      };
    },
  };
}
export type CustomerService = ReturnType<typeof createCustomerService>;
