import type { AccountType } from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.js';
import type { Db } from '../../platform/db.js';
import { createTenancyStore } from './store.js';
import { createMembershipStore } from './membership-store.js';

/** Tenants, companies, workspaces and memberships (/api/workspace). */
export function createTenancyService(deps: AppDeps) {
  const store = createTenancyStore(deps.database.db);
  const memberships = createMembershipStore(deps.database.db);
  return {
    store,
    memberships,
    /** Creates a tenant (with its company record) — pass a transaction for multi-step writes. */
    async createTenant(input: { name: string; accountType: AccountType; isInternal?: boolean; legalName?: string; country?: string }, tx: Db = deps.database.db) {
      const tenant = await store.insertTenant({ name: input.name, accountType: input.accountType, isInternal: input.isInternal ?? false }, tx);
      const company = await store.insertCompany(
        { tenantId: tenant.id, companyName: input.name, legalName: input.legalName ?? null, accountType: input.accountType, country: input.country ?? null },
        tx,
      );
      return { tenant, company };
    },
    createWorkspace: (slug: string, ownerUserId: number | null, tx: Db = deps.database.db) => store.insertWorkspace({ slug, ownerUserId }, tx),
    /** Adds a user to a tenant, placed in one of their workspaces, holding these membership roles. */
    async addMembership(input: { userId: number; tenantId: number; workspaceId: number; roleNames: string[] }, tx: Db = deps.database.db) {
      const m = await store.insertMembership({ userId: input.userId, tenantId: input.tenantId, workspaceId: input.workspaceId }, tx);
      await store.grantMembershipRoles(m.id, input.roleNames, tx);
      return m;
    },
    workspaceBySlug: store.workspaceBySlug,
  };
}
export type TenancyService = ReturnType<typeof createTenancyService>;
