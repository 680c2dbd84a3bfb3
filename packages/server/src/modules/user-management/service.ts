import {
  ROLES,
  USER_MANAGEMENT_MESSAGES as M,
  type AccountType,
  type ManagedUser,
  type ManagedUserCompany,
  type ManagedUserDetail,
  type Page,
  type TeamStatus,
  type UserManagementFilter,
} from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { forbidden, notFound, validation } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import type { UserRow, UserService } from '../users/service.ts';
import type { TenancyService } from '../tenancy/service.ts';
import type { AuthService } from '../auth/service.ts';
import type { InvitationService } from '../invitations/service.ts';
import { createDirectoryStore } from './directory-store.ts';

/**
 * Portal user management (spec 1 §2.1 /portal/admin/user-management): every account of every customer and of the
 * provider, for portal admins — the portal-admin role in the internal membership (as the team back-office, spec 1
 * §6), or a superadmin. Deactivation ends the user's sessions; resends go through the auth and invitations services.
 */
export function createUserManagementService(
  deps: AppDeps,
  s: {
    users: UserService;
    tenancy: Pick<TenancyService, 'tenantByExternalId'>;
    auth: Pick<AuthService, 'tokens' | 'resendVerification'>;
    invitations: Pick<InvitationService, 'pendingForEmail' | 'resend'>;
  },
) {
  const db = deps.database.db;
  const store = createDirectoryStore(db);

  async function requirePortalAdmin(ctx: RequestContext) {
    if (ctx.userRoleNames.includes(ROLES.superadmin)) return;
    const held = await store.memberships([ctx.user.id]);
    if (!held.some((m) => m.isInternal && m.role === ROLES.portalAdmin))
      throw forbidden('Only portal admins can manage users');
  }

  async function shape(rows: UserRow[]): Promise<ManagedUser[]> {
    const ids = rows.map((u) => u.id);
    const [memberships, userRoles, signIns] = await Promise.all([
      store.memberships(ids),
      store.userRoleNames(ids),
      store.lastSignIns(ids),
    ]);
    const companies = new Map<number, Map<number, ManagedUserCompany>>();
    for (const m of memberships) {
      const ofUser = companies.get(m.userId) ?? new Map<number, ManagedUserCompany>();
      companies.set(m.userId, ofUser);
      const c = ofUser.get(m.membershipId) ?? {
        tenantExternalId: m.tenantExternalId,
        name: m.name,
        accountType: m.accountType as AccountType,
        isInternal: m.isInternal,
        roles: [],
      };
      if (m.role) c.roles.push(m.role);
      ofUser.set(m.membershipId, c);
    }
    const roleNames = new Map<number, string[]>();
    for (const r of userRoles) roleNames.set(r.userId, [...(roleNames.get(r.userId) ?? []), r.name]);
    const lastSignIn = new Map(signIns.map((x) => [x.userId, x.at]));
    return rows.map((u) => ({
      externalId: u.externalId,
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.email,
      status: u.active ? 'ACTIVE' : 'INACTIVE',
      emailVerified: !!u.emailVerifiedAt,
      userRoles: roleNames.get(u.id) ?? [],
      companies: [...(companies.get(u.id)?.values() ?? [])],
      lastSignInAt: lastSignIn.get(u.id) ? new Date(lastSignIn.get(u.id)!).toISOString() : null,
      createdAt: u.createdAt.toISOString(),
    }));
  }

  async function userOrNotFound(externalId: string) {
    const user = await s.users.byExternalId(externalId);
    if (!user) throw notFound('User');
    return user;
  }

  async function detailOf(ctx: RequestContext, user: UserRow): Promise<ManagedUserDetail> {
    const [base] = await shape([user]);
    const callerIsSuperadmin = ctx.userRoleNames.includes(ROLES.superadmin) && ctx.user.isInternal;
    return {
      ...base,
      phone: user.phone,
      jobTitle: user.title,
      language: user.language,
      openInvitations: await s.invitations.pendingForEmail(user.email),
      canLoginAs:
        callerIsSuperadmin && user.active && user.id !== ctx.user.id && !base.userRoles.includes(ROLES.superadmin),
    };
  }

  return {
    /** POST …/admin/users/paged: every account, filtered and paged like the team back-office. */
    async page(
      ctx: RequestContext,
      f: UserManagementFilter,
      q: { page: number; pageSize: number },
    ): Promise<Page<ManagedUser>> {
      await requirePortalAdmin(ctx);
      let tenantId: number | null = null;
      if (f.tenantExternalId) {
        const tenant = await s.tenancy.tenantByExternalId(f.tenantExternalId);
        // An unknown company matches nobody (a filter, not a lookup).
        if (!tenant) return { items: [], page: q.page, pageSize: q.pageSize, total: 0 };
        tenantId = tenant.id;
      }
      const { rows, total } = await store.page(
        {
          search: f.search || null,
          active: f.status === null ? null : f.status === 'ACTIVE',
          kind: f.kind,
          tenantId,
        },
        q.page,
        q.pageSize,
      );
      return { items: await shape(rows), page: q.page, pageSize: q.pageSize, total };
    },

    /** GET …/admin/users/{id}: one account with its companies, open invitations and whether login-as is possible. */
    async detail(ctx: RequestContext, externalId: string): Promise<ManagedUserDetail> {
      await requirePortalAdmin(ctx);
      return detailOf(ctx, await userOrNotFound(externalId));
    },

    /**
     * PUT …/admin/users/{id}/status: deactivates (the account can no longer sign in and every session of it ends at
     * once) or reactivates. Nobody deactivates themself; only a superadmin changes a superadmin.
     */
    async setStatus(ctx: RequestContext, externalId: string, status: TeamStatus): Promise<ManagedUserDetail> {
      await requirePortalAdmin(ctx);
      const user = await userOrNotFound(externalId);
      if (user.id === ctx.user.id && status === 'INACTIVE')
        throw validation(M.selfDeactivate, [{ path: 'status', message: M.selfDeactivate }]);
      const targetRoles = await s.users.rolesOfUser(user.id);
      if (targetRoles.some((r) => r.name === ROLES.superadmin) && !ctx.userRoleNames.includes(ROLES.superadmin))
        throw forbidden(M.superadmin);
      const active = status === 'ACTIVE';
      if (user.active !== active) {
        await withTransaction(db, async () => {
          await s.users.setActive(user.id, active);
          if (!active) await s.auth.tokens.revokeAllOfUser(user.id);
        });
        await s.users.announceChanged(user.id);
        deps.log.info(
          { actor: ctx.user.externalId, target: user.externalId, status, ip: ctx.ip },
          'user management: status changed',
        );
      }
      return detailOf(ctx, (await s.users.byId(user.id))!);
    },

    /** POST …/admin/users/{id}/resend-verification: a new verification e-mail to an active, unverified account. */
    async resendVerification(ctx: RequestContext, externalId: string) {
      await requirePortalAdmin(ctx);
      const user = await userOrNotFound(externalId);
      if (!user.active) throw validation(M.inactive);
      if (user.emailVerifiedAt) throw validation(M.alreadyVerified);
      await s.auth.resendVerification({ ip: ctx.ip }, user.externalId);
      return null;
    },

    /** POST …/admin/users/{id}/invitations/{invitationId}/resend: one of the user's open invitations, e-mailed again. */
    async resendInvitation(ctx: RequestContext, externalId: string, invitationExternalId: string) {
      await requirePortalAdmin(ctx);
      const user = await userOrNotFound(externalId);
      const open = await s.invitations.pendingForEmail(user.email);
      if (!open.some((i) => i.externalId === invitationExternalId)) throw notFound('Invitation');
      return s.invitations.resend(ctx, invitationExternalId);
    },
  };
}
export type UserManagementService = ReturnType<typeof createUserManagementService>;
