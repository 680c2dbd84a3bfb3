import { PERMISSIONS, type AccountType, type Company, type CustomerDetails } from '@atrium/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { TenancyService } from '../tenancy/service.ts';
import type { CompanyService } from '../companies/service.ts';
import type { SubscriptionService } from '../subscriptions/service.ts';
import type { ExpertService } from '../experts/service.ts';
import type { UserDirectory } from '../users/directory.ts';
import type { ServiceDeliveryService } from '../service-delivery/service.ts';

const MAX_MEMBERS = 200;
const MAX_FLOWS = 200;

/**
 * The portal's customer details page (GET portal/general/{id}): composed from the services that own each part —
 * tenancy (the customer), companies (profile), subscriptions (plan), users (members), service delivery (flows) and
 * experts (KAM and experts). Staff only; an unknown or internal tenant answers 404.
 */
export function createCustomerDetails(s: {
  tenancy: TenancyService;
  companies: CompanyService;
  subscriptions: SubscriptionService;
  experts: ExpertService;
  userDirectory: UserDirectory;
  serviceDelivery: ServiceDeliveryService;
}) {
  return {
    /**
     * GET from-task/{id}: the company of a task, for the task page's company card. The task must be visible to the
     * caller (another company's task: 404, as the task itself); an individual account has no company (404).
     */
    async companyFromTask(ctx: RequestContext, taskExternalId: string): Promise<Company> {
      const task = await s.serviceDelivery.tasks.get(ctx, taskExternalId);
      return s.companies.companyOfTenant(task.company.externalId);
    },

    async portalGeneral(ctx: RequestContext, tenantExternalId: string): Promise<CustomerDetails> {
      if (!ctx.permissions.has(PERMISSIONS.portalAccess.uuid)) throw forbidden();
      const tenant = await s.tenancy.tenantByExternalId(tenantExternalId);
      if (!tenant || tenant.isInternal) throw notFound('Customer');
      const [company, purchase, members, flows, kam, experts] = await Promise.all([
        s.tenancy
          .companyByTenantExternalId(tenant.externalId)
          .then((row) => (row ? s.companies.companyOfTenant(tenant.externalId) : null)),
        s.subscriptions.activePurchase({
          tenant: {
            id: tenant.id,
            externalId: tenant.externalId,
            name: tenant.name,
            accountType: tenant.accountType as AccountType,
            isInternal: false,
          },
          mode: 'provider',
          membership: null,
          ctx,
        }),
        s.userDirectory.tenantPaged(ctx, tenant.externalId, 0, MAX_MEMBERS),
        s.serviceDelivery.flows.filter(
          ctx,
          { search: '', services: [], tenants: [tenant.externalId], categories: [] },
          { page: 0, pageSize: MAX_FLOWS, showAll: true, orderBy: 'createdAt', direction: 'desc' },
        ),
        s.experts.kamUserOfTenant(ctx, tenant.externalId),
        s.experts.list(ctx, tenant.externalId),
      ]);
      return {
        customer: {
          externalId: tenant.externalId,
          name: tenant.name,
          accountType: tenant.accountType as AccountType,
          createdAt: tenant.createdAt.toISOString(),
        },
        company,
        plan: {
          name: purchase.subscription.name,
          objectKey: purchase.subscription.objectKey,
          status: purchase.status,
          seatLimit: purchase.seatLimit,
          seatsUsed: purchase.seatsUsed,
        },
        members: members.items,
        flows: flows.items,
        kam,
        experts,
      };
    },
  };
}
export type CustomerDetailsService = ReturnType<typeof createCustomerDetails>;
