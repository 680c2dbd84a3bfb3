import {
  SERVICE_CATALOGUE,
  createCustomerBody,
  type CustomerFilter,
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
import { createCustomerListStore, type CustomerListFilter } from './customer-list-store.ts';
import { createCustomerOnboarding } from './onboarding.ts';

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
  const onboarding = createCustomerOnboarding(deps.database.db, s);
  const today = () => new Date().toISOString().slice(0, 10);

  async function pageOf(f: CustomerListFilter, q: { page: number; pageSize: number }): Promise<Page<Customer>> {
    const { rows, total } = await customerList.page(f, q);
    return {
      items: rows.map((r) => ({
        externalId: r.externalId,
        name: r.name,
        accountType: r.accountType as AccountType,
        membersCount: r.membersCount,
        createdAt: r.createdAt.toISOString(),
        kam: r.kam,
        activeFlows: r.activeFlows,
      })),
      page: q.page,
      pageSize: q.pageSize,
      total,
    };
  }

  /** Internal ids of users by externalId; unknown ids are left out (so an unknown preparer matches nothing). */
  async function userIds(externalIds: string[]) {
    const found = await Promise.all([...new Set(externalIds)].map((id) => s.users.byExternalId(id)));
    return found.flatMap((u) => (u ? [u.id] : []));
  }

  async function storeFilterOf(b: CustomerFilter): Promise<CustomerListFilter> {
    const chips = new Set(b.selectedFilters);
    const accountTypes = (['COMPANY', 'INDIVIDUAL'] as const).filter((t) => chips.has(t));
    const term = b.productSearch.toLowerCase();
    const hasFlowCondition =
      !!b.productSearch || !!b.dates.from || !!b.dates.to || b.preparers.length > 0 || b.reviewers.length > 0;
    return {
      term: b.customerSearch || undefined,
      accountTypes: accountTypes.length ? accountTypes : undefined,
      withActiveFlows: chips.has('WITH_ACTIVE_FLOWS'),
      withOverdueTasks: chips.has('WITH_OVERDUE_TASKS'),
      unassignedOnly: b.showUnassignedOnly,
      today: today(),
      flow: hasFlowCondition
        ? {
            showAll: b.showAllFlows,
            productTerm: b.productSearch || undefined,
            serviceCodes: term
              ? SERVICE_CATALOGUE.filter(
                  (d) =>
                    d.code.toLowerCase().includes(term) ||
                    d.name.en.toLowerCase().includes(term) ||
                    d.name.es.toLowerCase().includes(term),
                ).map((d) => d.code)
              : undefined,
            from: b.dates.from,
            to: b.dates.to,
            preparerIds: b.preparers.length ? await userIds(b.preparers) : undefined,
            reviewerIds: b.reviewers.length ? await userIds(b.reviewers) : undefined,
          }
        : undefined,
    };
  }

  return {
    /** Non-internal tenants, sorted by name, optionally filtered by a name fragment. The route checks portal access. */
    list: (_ctx: RequestContext, q: CustomerListQuery) =>
      pageOf({ term: q.term?.trim() || undefined, today: today() }, q),

    /** POST filter: the portal customer list's filters (spec 1 §2.9). The route checks portal access. */
    async filter(_ctx: RequestContext, body: CustomerFilter, q: { page: number; pageSize: number }) {
      return pageOf(await storeFilterOf(body), q);
    },

    /** POST onboarding and PATCH onboarding-status (staff). */
    onboarding,

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
