import type { OutboxItem, Page } from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { UserService } from '../users/service.ts';
import type { TenancyService } from '../tenancy/service.ts';
import { createTokenStore } from './token-store.ts';
import { createTokenService } from './tokens.ts';
import { announceIdentityChange } from '../../platform/identity-invalidation.ts';
import { createAuthStore } from './store.ts';
import { createCodes } from './codes.ts';
import { createThrottle } from './throttle.ts';
import type { AuthKit } from './kit.ts';
import { createSignIn } from './sign-in.ts';
import { createSignUp } from './sign-up.ts';
import { createPasswordFlows } from './password.ts';
import { createSessionFlows } from './sessions.ts';
import { createOidcFlows } from './oidc.ts';

export type { RequestMeta } from './kit.ts';

/** Sign-in, sign-up, passwords, sessions and tokens (spec 1 §4.1, §7.1). */
export function createAuthService(
  deps: AppDeps,
  s: {
    users: UserService;
    tenancy: TenancyService;
    afterSignUp?: (user: { userExternalId: string; email: string }) => Promise<void>;
    onNewCustomerTenant?: (tenantId: number) => Promise<unknown>;
  },
) {
  const tokens = createTokenService(createTokenStore(deps.database.db), deps.config.tokenTtlMs, (change) =>
    announceIdentityChange(deps.realtime, change),
  );
  const store = createAuthStore(deps.database.db);
  const kit: AuthKit = {
    deps,
    users: s.users,
    tenancy: s.tenancy,
    store,
    tokens,
    codes: createCodes(store),
    throttle: createThrottle(store, deps.config.loginThrottle),
    onNewCustomerTenant: s.onNewCustomerTenant,
  };
  const signUpFlows = createSignUp(kit);
  return {
    tokens,
    ...createSignIn(kit),
    ...signUpFlows,
    /** Sign-up, then whatever other modules do with a new account (the lead match). */
    async signUp(...args: Parameters<typeof signUpFlows.signUp>) {
      const made = await signUpFlows.signUp(...args);
      await s.afterSignUp?.(made);
      return made;
    },
    ...createPasswordFlows(kit),
    ...createSessionFlows(kit),
    ...createOidcFlows(kit, { afterSignUp: s.afterSignUp }),

    /** GET /api/dev/outbox: the stored e-mails, newest first (the route exists only outside production). */
    async outbox(q: { to?: string; page: number; pageSize: number }): Promise<Page<OutboxItem>> {
      const { rows, total } = await store.outboxPage(q.to || undefined, q.page, q.pageSize);
      return {
        items: rows.map((r) => ({
          externalId: r.externalId,
          to: r.toAddress,
          subject: r.subject,
          text: r.textBody,
          html: r.htmlBody,
          template: r.template,
          createdAt: r.createdAt.toISOString(),
          status: r.status,
        })),
        page: q.page,
        pageSize: q.pageSize,
        total,
      };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
