import { REMOVE_USERS_MESSAGES as M } from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { forbidden, notFound, validation } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import type { TenancyService } from '../tenancy/service.ts';
import type { UserService } from '../users/service.ts';
import type { CompanyService } from './service.ts';

/** POST remove/users (spec 1 §7.5): members leave a client company in one transaction. */
export function createCompanyMembers(
  deps: AppDeps,
  s: { tenancy: TenancyService; users: UserService; companies: CompanyService },
) {
  return {
    /**
     * The company's admins, staff admins and KAMs remove members. Every user named must be a member (400 naming
     * the index otherwise) and none may own the company's workspace; all are removed or none.
     */
    async removeUsers(ctx: RequestContext, tenantExternalId: string, userExternalIds: string[]) {
      const tenant = await s.tenancy.tenantByExternalId(tenantExternalId);
      if (!tenant || tenant.isInternal) throw notFound('Company');
      if (!(await s.companies.canManageTenant(ctx, tenantExternalId))) throw forbidden();
      const ms = await s.tenancy.membershipsOfTenant(tenant.id);
      const ids: number[] = [];
      for (const [i, externalId] of [...new Set(userExternalIds)].entries()) {
        const user = await s.users.byExternalId(externalId);
        const m = user ? ms.find((x) => x.m.userId === user.id) : undefined;
        const path = `userExternalIds.${i}`;
        if (!user || !m) throw validation(M.notMember, [{ path, message: M.notMember }]);
        if (m.w?.ownerUserId === user.id) throw validation(M.owner, [{ path, message: M.owner }]);
        ids.push(user.id);
      }
      const removed = await withTransaction(deps.database.db, async () => {
        await s.tenancy.lockTenant(tenant.id);
        return s.tenancy.removeMembers(tenant.id, ids);
      });
      return { removed };
    },
  };
}
export type CompanyMembers = ReturnType<typeof createCompanyMembers>;
