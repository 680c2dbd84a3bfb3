import { invitationLinks, roleLabel } from '@atrium/contract';
import type { InvitationKit, Inviter, TenantRow } from './kit.ts';
import { INVITATION_MAIL_TEMPLATE, renderInvitationMail } from './mail-templates.ts';
import type { InvitationRow } from './store.ts';

/** The invitation e-mail: one on invite and resend, and a batch after an admin created a customer. */
export function createInvitationMails(kit: InvitationKit) {
  const { deps, users, tenancy } = kit;

  /** E-mails the link: accept/reject for an existing account, the registration form otherwise. */
  async function sendInvitation(row: InvitationRow, tenant: TenantRow, inviter: Inviter) {
    const user = await users.byEmail(row.email);
    const [role] = await users.rolesByIds([row.roleId]);
    const path = user
      ? invitationLinks.existingUser(row.email, row.externalId)
      : invitationLinks.newUser(row.email, row.externalId);
    const mail = renderInvitationMail(user?.language ?? inviter.language, {
      inviterName: `${inviter.firstName} ${inviter.lastName}`,
      companyName: tenant.name,
      roleLabel: roleLabel(role.name),
      link: `${deps.config.publicUrl}${path}`,
      existingUser: !!user,
    });
    await deps.mailer.send({ to: row.email, ...mail, template: INVITATION_MAIL_TEMPLATE });
  }

  return {
    sendInvitation,

    /** E-mails invitations made by createPendingInTx; a failed e-mail is logged (the invitation stays and can be resent). */
    async sendCreated(rows: InvitationRow[], tenantId: number, inviter: Inviter) {
      if (!rows.length) return;
      const [tenant] = await tenancy.tenantsByIds([tenantId]);
      for (const row of rows) {
        await sendInvitation(row, tenant, inviter).catch((err) =>
          deps.log.error({ err, invitation: row.externalId }, 'invitation e-mail failed'),
        );
      }
    },
  };
}
export type InvitationMails = ReturnType<typeof createInvitationMails>;
