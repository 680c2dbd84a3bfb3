import {
  INVITATION_MESSAGES as MSG,
  INVITATION_TTL_MS,
  PRODUCT,
  type Invitation,
  type InviteUserBody,
} from '@atrium/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import { notFound, validation } from '../../platform/errors.ts';
import { uniqueViolation } from '../../platform/sql.ts';
import { withTransaction } from '../../platform/transaction.ts';
import {
  ONE_ROLE_FIELD,
  alreadySent,
  assertMayInvite,
  checkSeat,
  notPending,
  shapeInvitations,
  tenantOrThrow,
  type InvitationKit,
  type RoleRow,
  type TenantRow,
} from './kit.ts';
import type { InvitationMails } from './mails.ts';
import type { InvitationRow } from './store.ts';

/** A role the dialog offers: portal roles for the internal tenant, company roles otherwise, never a KAM role. */
async function resolveRoles(kit: InvitationKit, tenant: TenantRow, content: InviteUserBody['content']) {
  const offered = (role: RoleRow | null, scope: string) => !!role && role.scope === scope && !role.name.includes('kam');
  const role = await kit.users.roleRowByExternalId(content.roleExternalId);
  if (!offered(role, tenant.isInternal ? 'PORTAL' : 'COMPANY')) {
    throw validation('Invalid role', [
      { path: 'content.roleExternalId', message: 'Choose one of the roles offered for this company' },
    ]);
  }
  const oneId = content[ONE_ROLE_FIELD];
  let oneRole: RoleRow | null = null;
  if (oneId) {
    if (!tenant.isInternal)
      throw validation('Invalid role', [
        { path: `content.${ONE_ROLE_FIELD}`, message: `Only for the ${PRODUCT.internalTenantName} tenant` },
      ]);
    oneRole = await kit.users.roleRowByExternalId(oneId);
    if (!offered(oneRole, 'COMPANY'))
      throw validation('Invalid role', [
        { path: `content.${ONE_ROLE_FIELD}`, message: `Choose one of the ${PRODUCT.customerViewName} roles` },
      ]);
  }
  return { role: role!, oneRole };
}

/** Sending invitations: the invite dialog, a resend, and the pending rows of an admin-created customer. */
export function createInviteFlows(kit: InvitationKit, mails: InvitationMails) {
  const { store, users } = kit;
  const db = kit.deps.database.db;

  return {
    /**
     * Pending invitations to a tenant that is being created in the caller's transaction (admin create-customer):
     * the rows join that open transaction, so they vanish with the rest when a later step fails. E-mail them with
     * `sendCreated` once the transaction has committed. The caller has checked the roles (company, no 'kam').
     */
    async createPendingInTx(input: {
      tenantId: number;
      invitees: { email: string; roleId: number }[];
      initiator: { id: number; email: string };
    }): Promise<InvitationRow[]> {
      const now = new Date();
      const rows: InvitationRow[] = [];
      for (const inv of input.invitees) {
        rows.push(
          await store.insert({
            email: inv.email,
            tenantId: input.tenantId,
            roleId: inv.roleId,
            atriumOneRoleId: null,
            initiatorUserId: input.initiator.id,
            initiatorEmail: input.initiator.email.toLowerCase(),
            expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
            lastSentAt: now,
          }),
        );
      }
      return rows;
    },

    /** POST company/invite-user: one open invitation per address and tenant; e-mails the link. */
    async invite(ctx: RequestContext, body: InviteUserBody): Promise<Invitation> {
      if (body.initiatorEmail !== ctx.user.email.toLowerCase()) {
        throw validation('The initiator must be the signed-in user', [
          { path: 'initiatorEmail', message: 'Must be your own email' },
        ]);
      }
      const tenant = await tenantOrThrow(kit, body.content.tenantExternalId);
      await assertMayInvite(kit, ctx, tenant);
      const { role, oneRole } = await resolveRoles(kit, tenant, body.content);
      const existing = await users.byEmail(body.email);
      if (existing && (await kit.tenancy.isMember(existing.id, tenant.externalId))) {
        throw validation(MSG.alreadyMember, [{ path: 'email', message: MSG.alreadyMember }]);
      }
      await checkSeat(kit, tenant);
      const now = new Date();
      let row: InvitationRow;
      try {
        row = await withTransaction(db, async () => {
          await store.expireStale(tenant.id, body.email, now);
          if (await store.pendingOf(tenant.id, body.email)) throw alreadySent();
          return store.insert({
            email: body.email,
            tenantId: tenant.id,
            roleId: role.id,
            atriumOneRoleId: oneRole?.id ?? null,
            initiatorUserId: ctx.user.id,
            initiatorEmail: ctx.user.email.toLowerCase(),
            expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
            lastSentAt: now,
          });
        });
      } catch (err) {
        // Two invitations of one address at the same moment: the unique index lets one through.
        if (uniqueViolation(err)) throw alreadySent();
        throw err;
      }
      await mails.sendInvitation(row, tenant, ctx.user);
      return (await shapeInvitations(kit, [row]))[0];
    },

    /** POST company/resend: a pending or expired invitation is e-mailed again and valid for a new period. */
    async resend(ctx: RequestContext, invitationExternalId: string): Promise<Invitation> {
      const row = await store.byExternalId(invitationExternalId);
      if (!row) throw notFound('Invitation');
      const [tenant] = await kit.tenancy.tenantsByIds([row.tenantId]);
      await assertMayInvite(kit, ctx, tenant);
      if (row.status === 'ACCEPTED' || row.status === 'REJECTED') throw notPending();
      const now = new Date();
      let renewed: InvitationRow;
      try {
        renewed = await store.renew(row.id, new Date(now.getTime() + INVITATION_TTL_MS), now);
      } catch (err) {
        // An expired invitation whose address was invited again since: the newer one stands.
        if (uniqueViolation(err)) throw alreadySent();
        throw err;
      }
      await mails.sendInvitation(renewed, tenant, ctx.user);
      return (await shapeInvitations(kit, [renewed]))[0];
    },
  };
}
