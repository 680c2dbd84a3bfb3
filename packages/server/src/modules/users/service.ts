import { PRODUCT, type Language } from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.js';
import type { Db } from '../../platform/db.js';
import type { RequestContext } from '../../platform/http/context.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { createUserStore } from './store.js';
import { isInternalEmail, userRolesShape } from './rights.js';

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  phone?: string | null;
  emailVerified: boolean;
  language?: Language;
  /** User-level and system role names to grant. */
  roleNames: string[];
}

/** Users: identity, rights, language and options (/api/atrium-user). */
export function createUserService(deps: AppDeps) {
  const store = createUserStore(deps.database.db);
  return {
    store,
    byEmail: store.byEmail,
    byId: store.byId,
    byExternalId: store.byExternalId,
    byIds: store.byIds,

    /** Creates a user with its roles; pass a transaction handle when part of a larger write. */
    async create(input: NewUser, tx: Db = deps.database.db) {
      const user = await store.insert(
        {
          email: input.email.toLowerCase(),
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone ?? null,
          passwordHash: input.passwordHash,
          emailVerifiedAt: input.emailVerified ? new Date() : null,
          language: input.language ?? 'en',
        },
        tx,
      );
      const roleRows = await store.rolesByName(input.roleNames, tx);
      await store.grantRoles(user.id, roleRows.map((r) => r.id), tx);
      return user;
    },
    setPasswordHash: (userId: number, passwordHash: string) => store.update(userId, { passwordHash }),
    markEmailVerified: (userId: number) => store.update(userId, { emailVerifiedAt: new Date() }),

    /** GET auth/current-user (spec 1 §3 "Current user"). */
    async currentUser(ctx: RequestContext) {
      const user = await store.byId(ctx.user.id);
      if (!user) throw notFound('User');
      const roleRows = await store.rolesOfUser(user.id);
      const userRoles = userRolesShape(roleRows);
      return {
        externalId: user.externalId,
        roles: roleRows.map((r) => ({ name: r.name })),
        userRoles,
        permissionUUIDs: [...ctx.permissions],
        user: { firstName: user.firstName, lastName: user.lastName, email: user.email, externalId: user.externalId, userRoles },
        language: (user.language === 'es' ? 'es' : 'en') as Language,
        isInternal: isInternalEmail(user.email, deps.config.internalEmailDomain),
        [`${PRODUCT.slug}ApplicationOptions`]: (user.options ?? {}) as Record<string, unknown>,
        atriumApplicationOptions: (user.options ?? {}) as Record<string, unknown>,
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
      return { language: locale };
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
