import {
  PERMISSIONS,
  type AccountType,
  type CustomerOnboarding,
  type CustomerOnboardingStatus,
  type Page,
} from '@atrium/contract';
import type { Db } from '../../platform/db.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { TenancyService } from '../tenancy/service.ts';
import type { CompanyService } from '../companies/service.ts';
import { createOnboardingStore } from './onboarding-store.ts';

/** Customer onboarding by staff (POST onboarding, PATCH onboarding-status). */
export function createCustomerOnboarding(db: Db, s: { tenancy: TenancyService; companies: CompanyService }) {
  const store = createOnboardingStore(db);
  return {
    /** Paged list (staff). */
    async list(
      ctx: RequestContext,
      f: { statuses: CustomerOnboardingStatus[]; search: string },
      q: { page: number; pageSize: number },
    ): Promise<Page<CustomerOnboarding>> {
      if (!ctx.permissions.has(PERMISSIONS.portalAccess.uuid)) throw forbidden();
      const { rows, total } = await store.page(f, q);
      return {
        items: rows.map((r) => ({
          tenantExternalId: r.externalId,
          name: r.name,
          accountType: r.accountType as AccountType,
          status: r.status as CustomerOnboardingStatus,
          updatedAt: r.updatedAt ? r.updatedAt.toISOString() : null,
          createdAt: r.createdAt.toISOString(),
        })),
        page: q.page,
        pageSize: q.pageSize,
        total,
      };
    },
    /** Sets a customer's status: staff admins and KAMs only; unknown or internal tenant 404. */
    async setStatus(ctx: RequestContext, tenantExternalId: string, status: CustomerOnboardingStatus) {
      if (!(await s.companies.isStaffAdminOrKam(ctx))) throw forbidden();
      const tenant = await s.tenancy.tenantByExternalId(tenantExternalId);
      if (!tenant || tenant.isInternal) throw notFound('Customer');
      const row = await store.setStatus(tenant.id, status, ctx.user.id);
      return { tenantExternalId, status, updatedAt: row.updatedAt.toISOString() };
    },
  };
}
