import { INVITATION_MESSAGES as MSG, type BlockedStatus } from '@atrium/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { announceIdentityChange } from '../../platform/identity-invalidation.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { assertOpen, joinTenant, notPending, statusOf, tenantOrThrow, type InvitationKit } from './kit.ts';

type AnswerBody = { userExternalId: string; tenantExternalId: string; invitationExternalId?: string };

/** The invitee's side: the public pages an e-mailed link opens, and accepting or declining while signed in. */
export function createAnswerFlows(kit: InvitationKit) {
  const { deps, store, users, tenancy } = kit;

  /** The invitation a signed-in user answers: theirs, for that tenant, still open. */
  async function forAnswer(ctx: RequestContext, body: AnswerBody) {
    if (body.userExternalId !== ctx.user.externalId) throw forbidden(MSG.wrongUser);
    const tenant = await tenantOrThrow(kit, body.tenantExternalId);
    const row = body.invitationExternalId
      ? await store.byExternalId(body.invitationExternalId)
      : await store.pendingOf(tenant.id, ctx.user.email);
    if (!row || row.tenantId !== tenant.id) throw notFound('Invitation');
    if (row.email.toLowerCase() !== ctx.user.email.toLowerCase()) throw forbidden(MSG.wrongUser);
    assertOpen(row);
    return { row, tenant };
  }

  return {
    /** GET blocked-status/{id}?email (public): what the invitation pages show; the e-mail must match the link's. */
    async blockedStatus(invitationExternalId: string, email: string): Promise<BlockedStatus> {
      const row = await store.byExternalId(invitationExternalId);
      if (!row || row.email.toLowerCase() !== email.toLowerCase()) throw notFound('Invitation');
      const [tenant] = await tenancy.tenantsByIds([row.tenantId]);
      const [role] = await users.rolesByIds([row.roleId]);
      const inviter = row.initiatorUserId ? await users.byId(row.initiatorUserId) : null;
      const status = statusOf(row, new Date());
      return {
        externalId: row.externalId,
        email: row.email,
        status,
        blocked: status !== 'PENDING',
        userExists: !!(await users.byEmail(row.email)),
        tenant: { externalId: tenant.externalId, name: tenant.name },
        initiatorName: inviter ? `${inviter.firstName} ${inviter.lastName}` : row.initiatorEmail,
        roleName: role.name,
      };
    },

    /** GET used/{id} (public): whether the invitation was answered (accepted or rejected). */
    async used(invitationExternalId: string) {
      const row = await store.byExternalId(invitationExternalId);
      if (!row) throw notFound('Invitation');
      return { used: row.status === 'ACCEPTED' || row.status === 'REJECTED' };
    },

    /** POST user-accept: the signed-in invitee joins the tenant (one transaction). */
    async accept(ctx: RequestContext, body: AnswerBody) {
      const { row, tenant } = await forAnswer(ctx, body);
      await withTransaction(deps.database.db, async () => joinTenant(kit, ctx.user.id, tenant, row));
      // The user's roles may have changed: servers drop their cached copies.
      await announceIdentityChange(deps.realtime, { userId: ctx.user.id });
      return { tenantExternalId: tenant.externalId, tenantName: tenant.name };
    },

    /** POST user-reject. */
    async reject(ctx: RequestContext, body: AnswerBody) {
      const { row } = await forAnswer(ctx, body);
      if (!(await store.answer(row.id, 'REJECTED', ctx.user.id, new Date()))) throw notPending();
    },
  };
}
