import {
  PERMISSIONS,
  USER_SEARCH_MAX,
  type PortalChatUser,
  type SupportUser,
  type UserSuggestion,
  type UserSummary,
} from '@atrium/contract';
import type { Config } from '../../platform/config.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { ExpertService } from '../experts/service.ts';
import type { TenancyService } from '../tenancy/service.ts';
import { toSummary, type UserDirectory } from '../users/directory.ts';
import { isInternalEmail } from '../users/rights.ts';
import type { UserService } from '../users/service.ts';

export interface ChatDirectoryDeps {
  config: Config;
  users: UserService;
  tenancy: TenancyService;
  experts: ExpertService;
  directory: UserDirectory;
  /**
   * The externalIds of a conversation's members, as the caller may see them (the chat module's member list: 404/403
   * when the caller has no access), to leave them out of suggestions.
   */
  memberExternalIdsOf?: (ctx: RequestContext, conversationExternalId: string) => Promise<string[]>;
}

/**
 * The user look-ups of the chat (spec 2 §7 "Users"): who can be added to a conversation, the support user, the
 * portal's user search, and the mention hover card. Clients see their tenants' members, experts and support only.
 */
export function createChatDirectory(s: ChatDirectoryDeps) {
  const store = s.users;
  const isStaff = (ctx: RequestContext) => ctx.permissions.has(PERMISSIONS.portalAccess.uuid);
  const requireStaff = (ctx: RequestContext) => {
    if (!isStaff(ctx)) throw forbidden();
  };
  const supportUser = async () => {
    const u = await store.byEmail(s.config.supportUserEmail);
    return u?.active ? u : null;
  };

  /** The tenant (404) when the caller belongs to it or is staff (403 otherwise). */
  async function readableTenant(ctx: RequestContext, tenantExternalId: string) {
    const tenant = await s.tenancy.tenantByExternalId(tenantExternalId);
    if (!tenant) throw notFound('Tenant');
    if (!isStaff(ctx) && !(await s.tenancy.isMember(ctx.user.id, tenantExternalId)))
      throw forbidden('You are not a member of this tenant');
    return tenant;
  }

  /** Members, experts of the tenant and the support user. */
  async function peopleOfTenant(tenantId: number): Promise<Set<number>> {
    const ids = new Set([...(await s.tenancy.memberUserIds(tenantId)), ...(await s.experts.expertUserIds(tenantId))]);
    const support = await supportUser();
    if (support) ids.add(support.id);
    return ids;
  }

  return {
    /** GET chat/user-suggestions: people who may join a conversation of the tenant, minus the caller and current members. */
    async suggestions(
      ctx: RequestContext,
      q: { term: string; tenantExternalId: string; conversationExternalId?: string },
    ): Promise<UserSuggestion[]> {
      const tenant = await readableTenant(ctx, q.tenantExternalId);
      const ids = await peopleOfTenant(tenant.id);
      ids.delete(ctx.user.id);
      const present = new Set(
        q.conversationExternalId && s.memberExternalIdsOf
          ? await s.memberExternalIdsOf(ctx, q.conversationExternalId)
          : [],
      );
      // The tenant's people are a few hundred at most: filter after the search, then keep the first page.
      const { rows } = await store.search({ ids: [...ids], term: q.term, page: 0, pageSize: null });
      return rows
        .filter((u) => !present.has(u.externalId))
        .slice(0, USER_SEARCH_MAX)
        .map((u) => ({
          externalId: u.externalId,
          fullName: `${u.firstName} ${u.lastName}`.trim(),
          firstName: u.firstName,
          lastName: u.lastName,
          email: u.email,
          isAtriumEmployee: isInternalEmail(u.email, s.config.internalEmailDomain),
        }));
    },

    /** GET support-user (SUPPORT_USER_EMAIL); 404 when that account does not exist. */
    async supportUser(_ctx: RequestContext): Promise<SupportUser> {
      const u = await supportUser();
      if (!u) throw notFound('Support user');
      return {
        email: u.email,
        user: { externalId: u.externalId, firstName: u.firstName, lastName: u.lastName },
        title: u.title,
      };
    },

    /** GET search/chat-user-data?term (staff): any user but the caller, with the client tenants they belong to. */
    async portalSearch(ctx: RequestContext, term: string): Promise<PortalChatUser[]> {
      requireStaff(ctx);
      const { rows } = await store.search({ ids: null, term, page: 0, pageSize: USER_SEARCH_MAX + 1 });
      const users = rows.filter((u) => u.id !== ctx.user.id).slice(0, USER_SEARCH_MAX);
      return Promise.all(
        users.map(async (u) => {
          const tenants = (await s.tenancy.tenantsOfUser(u.id)).filter((t) => !t.isInternal);
          return {
            externalId: u.externalId,
            firstName: u.firstName,
            lastName: u.lastName,
            email: u.email,
            tenantNames: tenants.map((t) => t.name),
            tenantExternalIds: tenants.map((t) => t.externalId),
          };
        }),
      );
    },

    /** GET service-team (staff): the provider's team. */
    serviceTeam: (ctx: RequestContext): Promise<UserSummary[]> => s.directory.employees(ctx),

    /** GET atrium-clients-by-tenant?tenantExternalIds (staff): the members of those client tenants, each once. */
    async clientsByTenant(ctx: RequestContext, tenantExternalIds: string[]): Promise<UserSummary[]> {
      requireStaff(ctx);
      const ids = new Set<number>();
      for (const externalId of new Set(tenantExternalIds)) {
        const tenant = await s.tenancy.tenantByExternalId(externalId);
        if (!tenant || tenant.isInternal) continue;
        for (const id of await s.tenancy.memberUserIds(tenant.id)) ids.add(id);
      }
      return (await store.search({ ids: [...ids], term: '', page: 0, pageSize: null })).rows.map(toSummary);
    },

    /**
     * GET by-core-user-external-id (mention hover card): staff see anyone; a client sees the people of their
     * tenants (members, experts, support). Anyone else is 404, so the answer reveals no account.
     */
    async hoverCard(ctx: RequestContext, userExternalId: string): Promise<UserSummary> {
      const user = await store.byExternalId(userExternalId);
      if (!user || !user.active) throw notFound('User');
      if (user.id === ctx.user.id || isStaff(ctx)) return toSummary(user);
      for (const tenant of await s.tenancy.tenantsOfUser(ctx.user.id)) {
        if ((await peopleOfTenant(tenant.id)).has(user.id)) return toSummary(user);
      }
      throw notFound('User');
    },
  };
}
export type ChatDirectory = ReturnType<typeof createChatDirectory>;
