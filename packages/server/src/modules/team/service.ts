import {
  PERMISSIONS,
  ROLES,
  TEAM_ROLE_FILTER_ROLES,
  TEAM_FIELD_MESSAGES,
  type AssociatedProduct,
  type AccountType,
  type CreateTeamUserBody,
  type Page,
  type TeamFilter,
  type TeamMember,
  type UpdateTeamMemberBody,
} from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError, forbidden, notFound, validation } from '../../platform/errors.ts';
import type { UserService } from '../users/service.ts';
import type { TenancyService } from '../tenancy/service.ts';
import type { ExpertService } from '../experts/service.ts';
import type { UserRow } from '../users/service.ts';
import { createStaffStore } from './staff-store.ts';
import { isUniqueViolation } from '../../platform/sql.ts';
import { withTransaction } from '../../platform/transaction.ts';

const emailTaken = () =>
  new AppError('EMAIL_TAKEN', 'An account with this email already exists', [
    { path: 'email', message: 'An account with this email already exists' },
  ]);
const notTeamAdmin = () => forbidden('Only team admins can do this');

/** The role an expert assignment shows among a member's customers (spec 2 §1 experts; not a stored role). */
const EXPERT_ROLE_NAME = 'expert';

/** Roles shown for a member: those of the internal membership, plus the superadmin system role when held. */
const SHOWN_USER_ROLES: string[] = [ROLES.superadmin];

/** The staff team back-office (spec 1 §2.7, §7.4) and the admin create-user call. */
export function createTeamService(
  deps: AppDeps,
  s: { users: UserService; tenancy: TenancyService; experts: Pick<ExpertService, 'assignmentsOf'> },
) {
  const db = deps.database.db;
  // The provider's team as a read model over tenancy's and users' tables (a listed read-only join).
  const staff = createStaffStore(db);

  async function toMembers(rows: { user: UserRow; membershipId: number }[]): Promise<TeamMember[]> {
    const membershipRoles = await s.tenancy.roleNamesOfMemberships(rows.map((r) => r.membershipId));
    const userRoles = await staff.userRoleNames(rows.map((r) => r.user.id));
    return rows.map(({ user, membershipId }) => ({
      externalId: user.externalId,
      firstName: user.firstName,
      lastName: user.lastName,
      imageUrl: null,
      email: user.email,
      jobTitle: user.title,
      roles: [
        ...(userRoles.get(user.id) ?? []).filter((n) => SHOWN_USER_ROLES.includes(n)),
        ...(membershipRoles.get(membershipId) ?? []),
      ],
      status: user.active ? 'ACTIVE' : 'INACTIVE',
    }));
  }

  /** Whether the caller holds the portal-admin role in their internal membership (spec 1 §6). */
  async function isTeamAdmin(ctx: RequestContext): Promise<boolean> {
    const me = await staff.member(ctx.user.externalId);
    if (!me) return false;
    const roles = (await s.tenancy.roleNamesOfMemberships([me.membershipId])).get(me.membershipId) ?? [];
    return roles.includes(ROLES.portalAdmin);
  }
  async function requireTeamAdmin(ctx: RequestContext) {
    const me = await staff.member(ctx.user.externalId);
    if (!me || !(await isTeamAdmin(ctx))) throw notTeamAdmin();
    return me;
  }

  async function roleOfScope(externalId: string, scope: 'PORTAL' | 'COMPANY', field: string) {
    const role = (await s.users.rolesByScope(scope)).find((r) => r.externalId === externalId);
    if (!role)
      throw validation('Invalid role', [
        { path: field, message: scope === 'PORTAL' ? 'Choose a portal role' : 'Choose a company role' },
      ]);
    return role;
  }

  async function memberOrNotFound(externalId: string) {
    const row = await staff.member(externalId);
    if (!row) throw notFound('Team member');
    return row;
  }

  return {
    isTeamAdmin,

    /** POST paged: the team filtered by role, job title, status and a search over name, e-mail and job title. */
    async page(_ctx: RequestContext, f: TeamFilter, q: { page: number; pageSize: number }): Promise<Page<TeamMember>> {
      const { rows, total } = await staff.page(
        {
          roleNames: [...new Set(f.roles.flatMap((r) => TEAM_ROLE_FILTER_ROLES[r]))],
          jobTitles: f.jobTitle,
          active: f.status === null ? null : f.status === 'ACTIVE',
          search: f.search || null,
        },
        q.page,
        q.pageSize,
      );
      return { items: await toMembers(rows), page: q.page, pageSize: q.pageSize, total };
    },

    /** GET employee/{id}: one team member, with whether the caller may edit them. */
    async member(ctx: RequestContext, externalId: string) {
      const [member] = await toMembers([await memberOrNotFound(externalId)]);
      return { member, canEdit: await isTeamAdmin(ctx) };
    },

    /**
     * POST employee/associated-products: the customer accounts the member works in — their customer memberships and
     * the customers they serve as KAM or expert (tenant_experts; a KAM holds no membership in the customer), one row
     * per customer, by name.
     */
    async associatedProducts(
      _ctx: RequestContext,
      q: { atriumUserExternalId: string; page: number; pageSize: number },
    ): Promise<Page<AssociatedProduct>> {
      const member = await memberOrNotFound(q.atriumUserExternalId);
      const ALL = 10_000;
      const { rows } = await staff.customerMemberships(member.user.id, 0, ALL);
      const roles = await s.tenancy.roleNamesOfMemberships(rows.map((r) => r.m.id));
      const byTenant = new Map<number, AssociatedProduct>();
      for (const r of rows) {
        byTenant.set(r.t.id, {
          tenantExternalId: r.t.externalId,
          name: r.t.name,
          accountType: r.t.accountType as AccountType,
          roles: roles.get(r.m.id) ?? [],
          since: r.m.createdAt.toISOString(),
        });
      }
      for (const a of await s.experts.assignmentsOf(member.user.id)) {
        const role = a.role === 'KAM' ? ROLES.portalKam : EXPERT_ROLE_NAME;
        const known = byTenant.get(a.tenantId);
        if (known) {
          known.roles = [role, ...known.roles.filter((x) => x !== role)];
          continue;
        }
        const tenant = await s.tenancy.tenantById(a.tenantId);
        if (!tenant || tenant.isInternal) continue;
        byTenant.set(a.tenantId, {
          tenantExternalId: tenant.externalId,
          name: tenant.name,
          accountType: tenant.accountType as AccountType,
          roles: [role],
          since: a.since.toISOString(),
        });
      }
      const all = [...byTenant.values()].sort(
        (a, b) =>
          a.name.toLowerCase().localeCompare(b.name.toLowerCase()) ||
          a.tenantExternalId.localeCompare(b.tenantExternalId),
      );
      return {
        items: all.slice(q.page * q.pageSize, (q.page + 1) * q.pageSize),
        page: q.page,
        pageSize: q.pageSize,
        total: all.length,
      };
    },

    /** PUT employee/{id}/update: name, job title, portal role and status. Team admins only; nobody deactivates or demotes themself. */
    async update(ctx: RequestContext, externalId: string, body: UpdateTeamMemberBody): Promise<TeamMember> {
      await requireTeamAdmin(ctx);
      const role = await roleOfScope(body.roleExternalId, 'PORTAL', 'roleExternalId');
      const target = await memberOrNotFound(externalId);
      if (target.user.id === ctx.user.id) {
        const m = TEAM_FIELD_MESSAGES;
        if (body.status === 'INACTIVE')
          throw validation(m.selfDeactivate, [{ path: 'status', message: m.selfDeactivate }]);
        if (role.name !== ROLES.portalAdmin)
          throw validation(m.selfDemote, [{ path: 'roleExternalId', message: m.selfDemote }]);
      }
      // The portal role is replaced; a company role granted for the customer view stays.
      const companyRoles = await s.users.rolesByScope('COMPANY');
      await withTransaction(db, async () => {
        await s.users.updateIdentity(target.user.id, {
          firstName: body.firstName,
          lastName: body.lastName,
          title: body.jobTitle,
          active: body.status === 'ACTIVE',
        });
        const held = (await s.tenancy.roleNamesOfMemberships([target.membershipId])).get(target.membershipId) ?? [];
        const kept = companyRoles.filter((r) => held.includes(r.name));
        await staff.setMembershipRoles(target.membershipId, [role.id, ...kept.map((r) => r.id)]);
        s.tenancy.membershipRolesChanged();
      });
      await s.users.announceChanged(target.user.id);
      const [member] = await toMembers([await memberOrNotFound(externalId)]);
      return member;
    },

    /** GET of-company/{id}/paged: the provider's team members working in a customer account. Staff, or members of that account. */
    async ofCompany(
      ctx: RequestContext,
      tenantExternalId: string,
      q: { page: number; pageSize: number },
    ): Promise<Page<TeamMember>> {
      const tenant = await s.tenancy.tenantByExternalId(tenantExternalId);
      if (!tenant) throw notFound('Company');
      const isStaff = ctx.permissions.has(PERMISSIONS.portalAccess.uuid);
      if (!isStaff && !(await s.tenancy.isMember(ctx.user.id, tenantExternalId)))
        throw forbidden('You are not a member of this tenant');
      const { rows, total } = await staff.ofTenant(tenant.id, q.page, q.pageSize);
      return { items: await toMembers(rows), page: q.page, pageSize: q.pageSize, total };
    },

    /**
     * POST /api/atrium-user/admin/create-user: a new team member, in one transaction — the user (verified, with portal
     * access and, when a company role is given, customer-view access) and their internal membership holding the portal
     * role (and that company role). Team admins only.
     */
    async createUser(ctx: RequestContext, body: CreateTeamUserBody): Promise<TeamMember> {
      const me = await requireTeamAdmin(ctx);
      const portalRole = await roleOfScope(body.roleExternalId, 'PORTAL', 'roleExternalId');
      const oneRole = body.atriumOneRoleExternalId
        ? await roleOfScope(body.atriumOneRoleExternalId, 'COMPANY', 'atriumOneRoleExternalId')
        : null;
      if (await s.users.byEmail(body.email)) throw emailTaken();
      const internal = await s.tenancy.internalTenant();
      if (!internal) throw new AppError('INTERNAL_ERROR', 'The internal tenant is missing');
      let userExternalId: string;
      try {
        const { user } = await s.users.createAccount(
          {
            email: body.email,
            firstName: body.firstName,
            lastName: body.lastName,
            title: body.title,
            password: body.password,
            emailVerified: true,
            roleNames: oneRole ? [ROLES.portalEmployee, ROLES.one] : [ROLES.portalEmployee],
          },
          (user) =>
            s.tenancy.addMembership({
              userId: user.id,
              tenantId: internal.id,
              workspaceId: me.workspaceId,
              roleNames: oneRole ? [portalRole.name, oneRole.name] : [portalRole.name],
            }),
          { emailField: 'email' },
        );
        userExternalId = user.externalId;
      } catch (err) {
        // Two requests for one address: the unique index decides and the loser hears the same answer.
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      }
      const [member] = await toMembers([await memberOrNotFound(userExternalId)]);
      return member;
    },
  };
}
export type TeamService = ReturnType<typeof createTeamService>;
