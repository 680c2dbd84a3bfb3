import type { AuthMailTemplate, SessionReply } from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { UserService } from '../users/service.ts';
import type { TenancyService } from '../tenancy/service.ts';
import type { TokenService } from './tokens.ts';
import type { AuthStore } from './store.ts';
import type { Codes } from './codes.ts';
import type { Throttle } from './throttle.ts';
import { renderAuthMail, type AuthMailVars } from './mail-templates.ts';

/** Where a public (not signed-in) request came from. */
export interface RequestMeta {
  ip: string;
  /** The Accept-Language header, when sent. */
  acceptLanguage?: string;
}

/** What the auth flows share. */
export interface AuthKit {
  deps: AppDeps;
  users: UserService;
  tenancy: TenancyService;
  store: AuthStore;
  tokens: TokenService;
  codes: Codes;
  throttle: Throttle;
  /** Called inside the sign-up transaction with the new customer tenant (its KAM is assigned there). */
  onNewCustomerTenant?: (tenantId: number) => Promise<unknown>;
}

type SessionUser = { id: number; externalId: string; email: string; firstName: string; lastName: string };

/** Issues a token and shapes the reply of every call that signs someone in. */
export async function startSession(
  kit: AuthKit,
  user: SessionUser,
  impersonatorUserId: number | null = null,
): Promise<SessionReply> {
  const { token, expiresAt } = await kit.tokens.issue(user.id, impersonatorUserId);
  return {
    token,
    expiresAt: expiresAt.toISOString(),
    user: { externalId: user.externalId, email: user.email, firstName: user.firstName, lastName: user.lastName },
  };
}

/** Sends one of the auth e-mails in the user's language. */
export async function sendAuthMail(
  kit: AuthKit,
  template: AuthMailTemplate,
  user: { email: string; language: string | null; firstName: string },
  vars: Omit<AuthMailVars, 'firstName'>,
) {
  const { subject, text, html } = renderAuthMail(template, user.language, { firstName: user.firstName, ...vars });
  await kit.deps.mailer.send({ to: user.email, subject, text, html, template });
}
