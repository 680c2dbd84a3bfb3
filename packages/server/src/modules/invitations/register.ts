import type { RegisterUserBody, SessionReply } from '@atrium/contract';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { RequestMeta } from '../auth/service.ts';
import { languageFromHeader } from '../auth/sign-up.ts';
import { assertOpen, emailTaken, joinTenant, tenantOrThrow, type InvitationKit } from './kit.ts';
import type { InvitationRow } from './store.ts';

type RegistrationInput = {
  firstName: string;
  lastName: string;
  password: string;
  phone?: string;
  language?: 'en' | 'es';
};

/** An invited person without an account: register, join the tenant and sign in, from the link or sign-up-with-tenant. */
export function createRegisterFlows(kit: InvitationKit) {
  const { store, users } = kit;

  /** Creates the account of an invited person and its membership, then marks the invitation accepted: one transaction. */
  async function registerAndJoin(
    meta: RequestMeta,
    row: InvitationRow,
    input: RegistrationInput,
  ): Promise<SessionReply> {
    assertOpen(row);
    if (await users.byEmail(row.email)) throw emailTaken();
    const tenant = (await kit.tenancy.tenantsByIds([row.tenantId]))[0];
    // createAccount's transaction holds the account, the membership and the ACCEPTED mark: all or nothing.
    const { user } = await users.createAccount(
      {
        email: row.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone || null,
        password: input.password,
        // The invitation link reached this address: it is verified.
        emailVerified: true,
        language: input.language ?? languageFromHeader(meta.acceptLanguage),
        roleNames: [],
      },
      (created) => joinTenant(kit, created.id, tenant, row),
      { emailField: 'email' },
    );
    const { token, expiresAt } = await kit.auth.tokens.issue(user.id);
    return {
      token,
      expiresAt: expiresAt.toISOString(),
      user: { externalId: user.externalId, email: user.email, firstName: user.firstName, lastName: user.lastName },
    };
  }

  return {
    /** POST register-user (public): registers the invited address and joins the tenant in one transaction. */
    async registerUser(meta: RequestMeta, body: RegisterUserBody): Promise<SessionReply> {
      const row = await store.byExternalId(body.invitationExternalId);
      if (!row || row.email.toLowerCase() !== body.email) throw notFound('Invitation');
      return registerAndJoin(meta, row, body);
    },

    /** POST /auth/sign-up-with-tenant (public): the same, for the open invitation of this address to tenantId. */
    async signUpWithTenant(meta: RequestMeta, body: RegistrationInput & { email: string; tenantId: string }) {
      const tenant = await tenantOrThrow(kit, body.tenantId);
      const row = await store.pendingOf(tenant.id, body.email);
      if (!row) throw forbidden('There is no invitation for this email to this company');
      return registerAndJoin(meta, row, body);
    },
  };
}
