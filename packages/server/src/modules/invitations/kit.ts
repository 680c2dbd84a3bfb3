import {
  ADMIN_CAPABLE_ROLES,
  INVITATION_MESSAGES as MSG,
  PRODUCT,
  ROLES,
  type Invitation,
  type InvitationStatus,
} from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError, forbidden, notFound, validation } from '../../platform/errors.ts';
import type { UserService } from '../users/service.ts';
import type { TenancyService } from '../tenancy/service.ts';
import type { AuthService } from '../auth/service.ts';
import type { CompanyService } from '../companies/service.ts';
import type { SubscriptionService } from '../subscriptions/service.ts';
import type { InvitationRow, InvitationStore } from './store.ts';

export type RoleRow = NonNullable<Awaited<ReturnType<UserService['roleRowByExternalId']>>>;
export type TenantRow = Awaited<ReturnType<TenancyService['tenantsByIds']>>[number];
/** Who sent an invitation, as its e-mail names them and in whose language it is written when the invitee has none. */
export type Inviter = { firstName: string; lastName: string; language: string };

/** What the invitation flows share: the store and the services of the modules they call. */
export interface InvitationKit {
  deps: AppDeps;
  store: InvitationStore;
  users: UserService;
  tenancy: TenancyService;
  auth: AuthService;
  companies: CompanyService;
  subscriptions: SubscriptionService;
}

export const ONE_ROLE_FIELD = `${PRODUCT.slug}OneRoleExternalId` as const;

export const alreadySent = () => validation(MSG.alreadySent, [{ path: 'email', message: MSG.alreadySent }]);
export const notPending = () => validation(MSG.notPending);
export const expired = () => validation(MSG.expired);
export const emailTaken = () =>
  new AppError('EMAIL_TAKEN', 'An account with this email already exists', [
    { path: 'email', message: 'An account with this email already exists' },
  ]);

/** A PENDING invitation past its expiry is EXPIRED (decision: 7 days from the last sending). */
export const statusOf = (row: Pick<InvitationRow, 'status' | 'expiresAt'>, at: Date): InvitationStatus =>
  row.status === 'PENDING' && row.expiresAt.getTime() <= at.getTime() ? 'EXPIRED' : (row.status as InvitationStatus);

export function assertOpen(row: InvitationRow) {
  const status = statusOf(row, new Date());
  if (status === 'EXPIRED') throw expired();
  if (status !== 'PENDING') throw notPending();
}

export async function tenantOrThrow(kit: InvitationKit, externalId: string) {
  const tenant = await kit.tenancy.tenantByExternalId(externalId);
  if (!tenant) throw notFound('Tenant');
  return tenant;
}

/**
 * Seats (spec 1 §3 seatLimit): checked when an invitation is sent and again inside the joining transaction, since
 * seats may have filled up between the e-mail and the acceptance.
 */
export async function checkSeat(kit: InvitationKit, tenant: TenantRow): Promise<void> {
  await kit.subscriptions.assertSeatAvailable(tenant.id);
}

/**
 * Who may invite to a tenant (spec 1 §6), enforced here: its company admin, or a staff admin or KAM (the
 * companies module's rule). The internal tenant takes staff, so only an admin-capable staff member may invite to it.
 */
export async function assertMayInvite(kit: InvitationKit, ctx: RequestContext, tenant: TenantRow) {
  if (tenant.isInternal) {
    if (ctx.userRoleNames.includes(ROLES.superadmin)) return;
    if (
      ctx.user.isInternal &&
      (await kit.tenancy.internalRoleNames(ctx.user.id)).some((r) => (ADMIN_CAPABLE_ROLES as string[]).includes(r))
    )
      return;
    throw forbidden();
  }
  if (!(await kit.companies.canManageTenant(ctx, tenant.externalId))) throw forbidden();
}

/** Replies for rows: tenants and roles fetched once per page. */
export async function shapeInvitations(
  kit: InvitationKit,
  rows: InvitationRow[],
  at = new Date(),
): Promise<Invitation[]> {
  const tenants = new Map(
    (await kit.tenancy.tenantsByIds([...new Set(rows.map((r) => r.tenantId))])).map((t) => [t.id, t]),
  );
  const roleIds = rows.flatMap((r) => (r.atriumOneRoleId ? [r.roleId, r.atriumOneRoleId] : [r.roleId]));
  const roles = new Map((await kit.users.rolesByIds([...new Set(roleIds)])).map((r) => [r.id, r]));
  const ref = (id: number | null) => {
    const r = id === null ? undefined : roles.get(id);
    return r ? { externalId: r.externalId, name: r.name } : null;
  };
  return rows.map((r) => {
    const t = tenants.get(r.tenantId)!;
    return {
      externalId: r.externalId,
      type: 'USER_TO_COMPANY',
      email: r.email,
      initiatorEmail: r.initiatorEmail,
      status: statusOf(r, at),
      tenant: { externalId: t.externalId, name: t.name },
      role: ref(r.roleId)!,
      atriumOneRole: ref(r.atriumOneRoleId),
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      respondedAt: r.respondedAt?.toISOString() ?? null,
    };
  });
}

/** User-level roles an invitation brings: customer view access, or portal access (and customer view if granted). */
function userRoleNames(tenant: TenantRow, row: InvitationRow) {
  if (!tenant.isInternal) return [ROLES.one];
  return row.atriumOneRoleId ? [ROLES.portalEmployee, ROLES.one] : [ROLES.portalEmployee];
}

/**
 * Adds the membership of an accepted invitation, placed in the workspace that holds the tenant's members. Shared by
 * accept and register; run it inside a transaction, so a refused last step undoes the membership and the roles.
 */
export async function joinTenant(kit: InvitationKit, userId: number, tenant: TenantRow, row: InvitationRow) {
  await checkSeat(kit, tenant);
  if (!(await kit.tenancy.isMember(userId, tenant.externalId))) {
    const workspaceId = (await kit.tenancy.membershipsOfTenant(tenant.id))[0]?.w.id;
    if (!workspaceId) throw new AppError('CONFLICT', 'This company has no workspace to join');
    const roles = await kit.users.rolesByIds(row.atriumOneRoleId ? [row.roleId, row.atriumOneRoleId] : [row.roleId]);
    await kit.tenancy.addMembership({ userId, tenantId: tenant.id, workspaceId, roleNames: roles.map((r) => r.name) });
  }
  await kit.users.grantRolesByName(userId, userRoleNames(tenant, row));
  // The last step: only an invitation still open moves to ACCEPTED; otherwise everything above is undone.
  if (!(await kit.store.answer(row.id, 'ACCEPTED', userId, new Date()))) throw notPending();
}
