import type { Invitation, InvitationStatus, Page } from '@atrium/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import { assertMayInvite, shapeInvitations, statusOf, tenantOrThrow, type InvitationKit } from './kit.ts';

/** What the inviting side reads: a tenant's invitations and what the invite dialog warns about. */
export function createReads(kit: InvitationKit) {
  const { store } = kit;
  return {
    /** GET /api/invitations?tenantExternalId&status&page&pageSize: newest first. */
    async list(
      ctx: RequestContext,
      q: { tenantExternalId: string; status?: InvitationStatus; page: number; pageSize: number },
    ): Promise<Page<Invitation>> {
      const tenant = await tenantOrThrow(kit, q.tenantExternalId);
      await assertMayInvite(kit, ctx, tenant);
      const now = new Date();
      const { rows, total } = await store.page(tenant.id, {
        status: q.status,
        page: q.page,
        pageSize: q.pageSize,
        now,
      });
      return { items: await shapeInvitations(kit, rows, now), page: q.page, pageSize: q.pageSize, total };
    },

    /**
     * The invitations still waiting for an address's answer (pending or past expiry), in every tenant: what portal user
     * management offers to resend. The caller checks who may read them (portal admins).
     */
    async pendingForEmail(email: string): Promise<Invitation[]> {
      return shapeInvitations(kit, await store.pendingOfEmail(email));
    },

    /** GET check/user-to-company?email&tenantExternalId: what the invite dialog warns about. */
    async checkUserToCompany(ctx: RequestContext, q: { email: string; tenantExternalId: string }) {
      const tenant = await tenantOrThrow(kit, q.tenantExternalId);
      await assertMayInvite(kit, ctx, tenant);
      const user = await kit.users.byEmail(q.email);
      const pending = await store.pendingOf(tenant.id, q.email);
      return {
        userExists: !!user,
        isMember: !!user && !!(await kit.tenancy.isMember(user.id, tenant.externalId)),
        hasPendingInvitation: !!pending && statusOf(pending, new Date()) === 'PENDING',
      };
    },
  };
}
