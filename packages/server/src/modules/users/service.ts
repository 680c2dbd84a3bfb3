import { PRODUCT, type Language, type Role } from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { createUserStore } from './store.ts';
import { userRolesShape } from './rights.ts';
import { announceIdentityChange } from '../../platform/identity-invalidation.ts';
import { createProfileFlows } from './profile.ts';
import { createAccountCommand, type NewUser } from './create-account.ts';

export type { NewUser } from './create-account.ts';
export type { UserRow } from './store.ts';

/** Users: identity, rights, language and options (/api/atrium-user). */
export function createUserService(deps: AppDeps) {
  const store = createUserStore(deps.database.db);
  const service = {
    /** Search over users (the user directory and chat's directory page through it). */
    search: store.search,
    rolesOfUser: store.rolesOfUser,
    byEmail: store.byEmail,
    byId: store.byId,
    byExternalId: store.byExternalId,
    byIds: store.byIds,
    ...createProfileFlows(deps, store),

    /** Membership roles of a scope (COMPANY or PORTAL) as {externalId, name}, in their seeded order. */
    async rolesOfScope(scope: 'COMPANY' | 'PORTAL'): Promise<Role[]> {
      return (await store.rolesByScope(scope)).map((r) => ({ externalId: r.externalId, name: r.name }));
    },
    async roleByExternalId(externalId: string): Promise<Role> {
      const row = await store.roleByExternalId(externalId);
      if (!row) throw notFound('Role');
      return { externalId: row.externalId, name: row.name };
    },

    /** Creates a user with its roles (inside the caller's transaction when there is one). */
    async create(input: NewUser) {
      const user = await store.insert({
        email: input.email.toLowerCase(),
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone ?? null,
        title: input.title ?? null,
        passwordHash: input.passwordHash,
        emailVerifiedAt: input.emailVerified ? new Date() : null,
        language: input.language ?? 'en',
      });
      const roleRows = await store.rolesByName(input.roleNames);
      await store.grantRoles(
        user.id,
        roleRows.map((r) => r.id),
      );
      return user;
    },
    /** Name, job title and active flag of a user, e.g. from the team back-office (the caller checks who may). */
    /** Call announceChanged(userId) once the transaction has committed. */
    updateIdentity: (
      userId: number,
      values: { firstName: string; lastName: string; title: string | null; active: boolean },
    ) => store.update(userId, values),
    /** Deactivates or reactivates an account (the caller checks who may, ends its sessions and announces the change). */
    setActive: (userId: number, active: boolean) => store.update(userId, { active }),
    /** Name, roles and the active flag are part of what a token resolves to: every server drops its copies. */
    announceChanged: (userId: number) => announceIdentityChange(deps.realtime, { userId }),
    /** Roles of a scope (COMPANY, PORTAL…) in a stable order. */
    rolesByScope: store.rolesByScope,
    setPasswordHash: (userId: number, passwordHash: string) => store.update(userId, { passwordHash }),
    markEmailVerified: (userId: number) => store.update(userId, { emailVerifiedAt: new Date() }),

    /** GET auth/current-user (spec 1 §3 "Current user"). */
    /** Served from what the token resolved to when the guard provides it; read from the database otherwise. */
    async currentUser(ctx: RequestContext) {
      let snapshot = ctx.snapshot;
      if (!snapshot) {
        const row = await store.byId(ctx.user.id);
        if (!row) throw notFound('User');
        const roleRows = await store.rolesOfUser(row.id);
        snapshot = { options: (row.options ?? {}) as Record<string, unknown>, roles: roleRows };
      }
      const user = ctx.user;
      const userRoles = userRolesShape(snapshot.roles);
      return {
        externalId: user.externalId,
        roles: snapshot.roles.map((r) => ({ name: r.name })),
        userRoles,
        permissionUUIDs: [...ctx.permissions],
        user: {
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          externalId: user.externalId,
          userRoles,
        },
        language: (user.language === 'es' ? 'es' : 'en') as Language,
        isInternal: user.isInternal,
        [`${PRODUCT.slug}ApplicationOptions`]: snapshot.options,
        atriumApplicationOptions: snapshot.options,
        tokenExpiresAt: ctx.token.expiresAt.toISOString(),
      };
    },

    /** Only the user themself may read or change their language. */
    async getLanguage(ctx: RequestContext, externalId: string) {
      if (externalId !== ctx.user.externalId) throw forbidden();
      const user = await store.byId(ctx.user.id);
      return { language: (user?.language === 'es' ? 'es' : 'en') as Language };
    },
    async setLanguage(ctx: RequestContext, externalId: string, locale: Language) {
      if (externalId !== ctx.user.externalId) throw forbidden();
      await store.update(ctx.user.id, { language: locale });
      // The language is part of what a token resolves to: servers drop their copies.
      await announceIdentityChange(deps.realtime, { userId: ctx.user.id });
      return { language: locale };
    },
  };
  return {
    ...service,
    // used by sign-up, invitations, team and customers
    /** Creates an account (password, roles) and the caller's own rows in one transaction (create-account.ts). */
    createAccount: createAccountCommand(deps, service),
    // used by invitations
    /** The role row (scope included) by external id; null when unknown. */
    roleRowByExternalId: (externalId: string) => store.roleByExternalId(externalId),
    rolesByIds: (ids: number[]) => store.rolesByIds(ids),
    /** Grants user-level roles by name, in the caller's transaction when there is one. */
    async grantRolesByName(userId: number, names: string[]) {
      const rows = await store.rolesByName(names);
      await store.grantRoles(
        userId,
        rows.map((r) => r.id),
      );
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
