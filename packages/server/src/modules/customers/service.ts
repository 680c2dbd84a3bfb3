import {
  createCustomerBody,
  type AccountType,
  type CreateCustomerBody,
  type Customer,
  type CustomerListQuery,
  type ImportRowResult,
  type Page,
} from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { TenancyService } from '../tenancy/service.ts';
import type { UserService } from '../users/service.ts';
import type { CompanyService } from '../companies/service.ts';
import type { LocationService } from '../locations/service.ts';
import type { InvitationService } from '../invitations/service.ts';
import { createCustomerCreation } from './creation.ts';
import { createCustomerListStore } from './customer-list-store.ts';

/** Field paths of a zod issue list, as the error handler reports them. */
const issuesToFields = (issues: { path: PropertyKey[]; message: string }[]) =>
  issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));

/** Customer management for provider staff (/api/customer-management, spec 1 §7.5). */
export function createCustomerService(
  deps: AppDeps,
  s: {
    tenancy: TenancyService;
    users: UserService;
    companies: CompanyService;
    locations: LocationService;
    invitations: InvitationService;
  },
) {
  // Non-internal tenants with member counts: a read-only join over tenancy's tables.
  const customerList = createCustomerListStore(deps.database.db);
  const creation = createCustomerCreation(deps, s);

  return {
    /** Non-internal tenants, sorted by name, optionally filtered by a name fragment. The route checks portal access. */
    async list(_ctx: RequestContext, q: CustomerListQuery): Promise<Page<Customer>> {
      const term = q.term?.trim() || undefined;
      const { rows, total } = await customerList.page({ term, page: q.page, pageSize: q.pageSize });
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

    /** POST create-customer: everything in one transaction. The route checks the administration permission. */
    create: (ctx: RequestContext, body: CreateCustomerBody) => creation.create(ctx, body),

    /**
     * POST import: rows of a CSV file, each validated with the create-customer schema and created in its own
     * transaction, so a failing row creates nothing and does not stop the others. Rows run one after another.
     */
    async importRows(ctx: RequestContext, rows: { row: number; customer: unknown }[]): Promise<ImportRowResult[]> {
      creation.requireAdminTools(ctx);
      const results: ImportRowResult[] = [];
      for (const { row, customer } of rows) {
        const parsed = createCustomerBody.safeParse(customer);
        if (!parsed.success) {
          const fields = issuesToFields(parsed.error.issues);
          results.push({
            row,
            success: false,
            tenantExternalId: null,
            name: null,
            message: fields[0]?.message ?? 'Invalid row',
            fields,
          });
          continue;
        }
        try {
          const created = await creation.create(ctx, parsed.data, { passwordless: true });
          const name =
            parsed.data.companyOnboarding?.companyName ??
            `${parsed.data.userCreation.firstName} ${parsed.data.userCreation.lastName}`;
          results.push({
            row,
            success: true,
            tenantExternalId: created.tenantExternalId,
            name,
            message: null,
            fields: [],
          });
        } catch (err) {
          if (!(err instanceof AppError) || err.code === 'INTERNAL_ERROR')
            deps.log.error({ err, row }, 'customer import row failed');
          const message = err instanceof AppError ? err.message : 'An internal error occurred, please try again later';
          results.push({
            row,
            success: false,
            tenantExternalId: null,
            name: null,
            message,
            fields: err instanceof AppError ? (err.fields ?? []) : [],
          });
        }
      }
      return results;
    },
  };
}
export type CustomerService = ReturnType<typeof createCustomerService>;
