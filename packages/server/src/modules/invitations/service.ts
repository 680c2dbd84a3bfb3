import {
  ADMIN_CAPABLE_ROLES,
  INVITATION_MESSAGES as MSG,
  INVITATION_TTL_MS,
  PRODUCT,
  ROLES,
  invitationLinks,
  roleLabel,
  type BlockedStatus,
  type Invitation,
  type InvitationStatus,
  type InviteUserBody,
  type Page,
  type RegisterUserBody,
  type SessionReply,
} from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { Db } from '../../platform/db.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError, forbidden, notFound, validation } from '../../platform/errors.ts';
import { announceIdentityChange } from '../../platform/identity-invalidation.ts';
import type { UserService } from '../users/service.ts';
import type { TenancyService } from '../tenancy/service.ts';
import type { AuthService, RequestMeta } from '../auth/service.ts';
import type { CompanyService } from '../companies/service.ts';
import type { SubscriptionService } from '../subscriptions/service.ts';
import { languageFromHeader } from '../auth/sign-up.ts';
import { createInvitationStore, type InvitationRow } from './store.ts';
import { INVITATION_MAIL_TEMPLATE, renderInvitationMail } from './mail-templates.ts';
import { uniqueViolation } from '../../platform/sql.ts';

type RoleRow = NonNullable<Awaited<ReturnType<UserService['roleRowByExternalId']>>>;
type TenantRow = Awaited<ReturnType<TenancyService['tenantsByIds']>>[number];

const ONE_ROLE_FIELD = `${PRODUCT.slug}OneRoleExternalId` as const;
const alreadySent = () => validation(MSG.alreadySent, [{ path: 'email', message: MSG.alreadySent }]);
const notPending = () => validation(MSG.notPending);
const expired = () => validation(MSG.expired);
const emailTaken = () =>
  new AppError('EMAIL_TAKEN', 'An account with this email already exists', [
    { path: 'email', message: 'An account with this email already exists' },
  ]);

/** A PENDING invitation past its expiry is EXPIRED (decision: 7 days from the last sending). */
export const statusOf = (row: Pick<InvitationRow, 'status' | 'expiresAt'>, at: Date): InvitationStatus =>
  row.status === 'PENDING' && row.expiresAt.getTime() <= at.getTime() ? 'EXPIRED' : (row.status as InvitationStatus);

/** Invitations of a person to a company (/api/invitations, spec 1 §3, §6, §7.5). */
export function createInvitationService(
  deps: AppDeps,
  s: {
    users: UserService;
    tenancy: TenancyService;
    auth: AuthService;
    companies: CompanyService;
    subscriptions: SubscriptionService;
  },
) {
  const db = deps.database.db;
  const store = createInvitationStore(db);
  const memberships = { membershipOf: s.tenancy.membershipOf, membershipsOfTenant: s.tenancy.membershipsOfTenant };

  /**
   * Seats (spec 1 §3 seatLimit): checked when an invitation is sent and again inside the joining transaction, since
   * seats may have filled up between the e-mail and the acceptance.
   */
  async function checkSeat(tenant: TenantRow): Promise<void> {
    await s.subscriptions.assertSeatAvailable(tenant.id);
  }

  /**
   * Who may invite to a tenant (spec 1 §6), enforced here: its company admin, or a staff admin or KAM (the
   * companies module's rule). The internal tenant takes staff, so only an admin-capable staff member may invite to it.
   */
  async function assertMayInvite(ctx: RequestContext, tenant: TenantRow) {
    if (tenant.isInternal) {
      if (ctx.userRoleNames.includes(ROLES.superadmin)) return;
      if (
        ctx.user.isInternal &&
        (await s.tenancy.internalRoleNames(ctx.user.id)).some((r) => (ADMIN_CAPABLE_ROLES as string[]).includes(r))
      )
        return;
      throw forbidden();
    }
    if (!(await s.companies.canManageTenant(ctx, tenant.externalId))) throw forbidden();
  }

  async function tenantOrThrow(externalId: string) {
    const tenant = await s.tenancy.tenantByExternalId(externalId);
    if (!tenant) throw notFound('Tenant');
    return tenant;
  }

  /** A role the dialog offers: portal roles for the internal tenant, company roles otherwise, never a KAM role. */
  async function resolveRoles(tenant: TenantRow, content: InviteUserBody['content']) {
    const offered = (role: RoleRow | null, scope: string) =>
      !!role && role.scope === scope && !role.name.includes('kam');
    const role = await s.users.roleRowByExternalId(content.roleExternalId);
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
      oneRole = await s.users.roleRowByExternalId(oneId);
      if (!offered(oneRole, 'COMPANY'))
        throw validation('Invalid role', [
          { path: `content.${ONE_ROLE_FIELD}`, message: `Choose one of the ${PRODUCT.customerViewName} roles` },
        ]);
    }
    return { role: role!, oneRole };
  }

  /** Replies for rows: tenants and roles fetched once per page. */
  async function shape(rows: InvitationRow[], at = new Date()): Promise<Invitation[]> {
    const tenants = new Map(
      (await s.tenancy.tenantsByIds([...new Set(rows.map((r) => r.tenantId))])).map((t) => [t.id, t]),
    );
    const roleIds = rows.flatMap((r) => (r.atriumOneRoleId ? [r.roleId, r.atriumOneRoleId] : [r.roleId]));
    const roles = new Map((await s.users.rolesByIds([...new Set(roleIds)])).map((r) => [r.id, r]));
    const ref = (id: number | null) => {
      const r = id === null ? undefined : roles.get(id);
      return r ? { externalId: r.externalId, name: r.name } : null;
    };
    return rows.map((r) => {
      const t = tenants.get(r.tenantId)!;
      return {
        externalId: r.externalId,
        type: 'USER_TO_COMPANY',
        email: r.email,
        initiatorEmail: r.initiatorEmail,
        status: statusOf(r, at),
        tenant: { externalId: t.externalId, name: t.name },
        role: ref(r.roleId)!,
        atriumOneRole: ref(r.atriumOneRoleId),
        createdAt: r.createdAt.toISOString(),
        expiresAt: r.expiresAt.toISOString(),
        respondedAt: r.respondedAt?.toISOString() ?? null,
      };
    });
  }

  /** E-mails the link: accept/reject for an existing account, the registration form otherwise. */
  async function sendMail(
    row: InvitationRow,
    tenant: TenantRow,
    inviter: { firstName: string; lastName: string; language: string },
  ) {
    const user = await s.users.byEmail(row.email);
    const [role] = await s.users.rolesByIds([row.roleId]);
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

  /** User-level roles an invitation brings: customer view access, or portal access (and customer view if granted). */
  function userRoleNames(tenant: TenantRow, row: InvitationRow) {
    if (!tenant.isInternal) return [ROLES.one];
    return row.atriumOneRoleId ? [ROLES.portalEmployee, ROLES.one] : [ROLES.portalEmployee];
  }

  /** Adds the membership of an accepted invitation, placed in the workspace that holds the tenant's members. */
  async function join(userId: number, tenant: TenantRow, row: InvitationRow, tx: Db) {
    await checkSeat(tenant);
    if (!(await memberships.membershipOf(userId, tenant.externalId))) {
      const workspaceId = (await memberships.membershipsOfTenant(tenant.id))[0]?.w.id;
      if (!workspaceId) throw new AppError('CONFLICT', 'This company has no workspace to join');
      const roles = await s.users.rolesByIds(row.atriumOneRoleId ? [row.roleId, row.atriumOneRoleId] : [row.roleId]);
      await s.tenancy.addMembership({ userId, tenantId: tenant.id, workspaceId, roleNames: roles.map((r) => r.name) });
    }
    await s.users.grantRolesByName(userId, userRoleNames(tenant, row));
    // The last step: only an invitation still open moves to ACCEPTED; otherwise everything above is undone.
    if (!(await store.answer(row.id, 'ACCEPTED', userId, new Date(), tx))) throw notPending();
  }

  function assertOpen(row: InvitationRow) {
    const status = statusOf(row, new Date());
    if (status === 'EXPIRED') throw expired();
    if (status !== 'PENDING') throw notPending();
  }

  /** The invitation a signed-in user answers: theirs, for that tenant, still open. */
  async function forAnswer(
    ctx: RequestContext,
    body: { userExternalId: string; tenantExternalId: string; invitationExternalId?: string },
  ) {
    if (body.userExternalId !== ctx.user.externalId) throw forbidden(MSG.wrongUser);
    const tenant = await tenantOrThrow(body.tenantExternalId);
    const row = body.invitationExternalId
      ? await store.byExternalId(body.invitationExternalId)
      : await store.pendingOf(tenant.id, ctx.user.email);
    if (!row || row.tenantId !== tenant.id) throw notFound('Invitation');
    if (row.email.toLowerCase() !== ctx.user.email.toLowerCase()) throw forbidden(MSG.wrongUser);
    assertOpen(row);
    return { row, tenant };
  }

  /** Creates the account of an invited person and its membership, then marks the invitation accepted: one transaction. */
  async function registerAndJoin(
    meta: RequestMeta,
    row: InvitationRow,
    input: { firstName: string; lastName: string; password: string; phone?: string; language?: 'en' | 'es' },
  ): Promise<SessionReply> {
    assertOpen(row);
    if (await s.users.byEmail(row.email)) throw emailTaken();
    const tenant = (await s.tenancy.tenantsByIds([row.tenantId]))[0];
    const { user } = await s.users.createAccount(
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
      (created) => join(created.id, tenant, row, db),
      { emailField: 'email' },
    );
    const { token, expiresAt } = await s.auth.tokens.issue(user.id);
    return {
      token,
      expiresAt: expiresAt.toISOString(),
      user: { externalId: user.externalId, email: user.email, firstName: user.firstName, lastName: user.lastName },
    };
  }

  return {
    checkSeat,

    /**
     * Pending invitations to a tenant that is being created in the caller's transaction (admin create-customer):
     * the rows are written with `tx`, so they vanish with the rest when a later step fails. E-mail them with
     * `sendCreated` once the transaction has committed. The caller has checked the roles (company, no 'kam').
     */
    async createPendingInTx(
      input: {
        tenantId: number;
        invitees: { email: string; roleId: number }[];
        initiator: { id: number; email: string };
      },
      tx: Db,
    ): Promise<InvitationRow[]> {
      const now = new Date();
      const rows: InvitationRow[] = [];
      for (const inv of input.invitees) {
        rows.push(
          await store.insert(
            {
              email: inv.email,
              tenantId: input.tenantId,
              roleId: inv.roleId,
              atriumOneRoleId: null,
              initiatorUserId: input.initiator.id,
              initiatorEmail: input.initiator.email.toLowerCase(),
              expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
              lastSentAt: now,
            },
            tx,
          ),
        );
      }
      return rows;
    },

    /** E-mails invitations made by createPendingInTx; a failed e-mail is logged (the invitation stays and can be resent). */
    async sendCreated(
      rows: InvitationRow[],
      tenantId: number,
      inviter: { firstName: string; lastName: string; language: string },
    ) {
      if (!rows.length) return;
      const [tenant] = await s.tenancy.tenantsByIds([tenantId]);
      for (const row of rows) {
        await sendMail(row, tenant, inviter).catch((err) =>
          deps.log.error({ err, invitation: row.externalId }, 'invitation e-mail failed'),
        );
      }
    },

    /** POST company/invite-user: one open invitation per address and tenant; e-mails the link. */
    async invite(ctx: RequestContext, body: InviteUserBody): Promise<Invitation> {
      if (body.initiatorEmail !== ctx.user.email.toLowerCase()) {
        throw validation('The initiator must be the signed-in user', [
          { path: 'initiatorEmail', message: 'Must be your own email' },
        ]);
      }
      const tenant = await tenantOrThrow(body.content.tenantExternalId);
      await assertMayInvite(ctx, tenant);
      const { role, oneRole } = await resolveRoles(tenant, body.content);
      const existing = await s.users.byEmail(body.email);
      if (existing && (await memberships.membershipOf(existing.id, tenant.externalId))) {
        throw validation(MSG.alreadyMember, [{ path: 'email', message: MSG.alreadyMember }]);
      }
      await checkSeat(tenant);
      const now = new Date();
      let row: InvitationRow;
      try {
        row = await db.transaction(async (trx) => {
          const tx = trx as unknown as Db;
          await store.expireStale(tenant.id, body.email, now, tx);
          if (await store.pendingOf(tenant.id, body.email, tx)) throw alreadySent();
          return store.insert(
            {
              email: body.email,
              tenantId: tenant.id,
              roleId: role.id,
              atriumOneRoleId: oneRole?.id ?? null,
              initiatorUserId: ctx.user.id,
              initiatorEmail: ctx.user.email.toLowerCase(),
              expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
              lastSentAt: now,
            },
            tx,
          );
        });
      } catch (err) {
        // Two invitations of one address at the same moment: the unique index lets one through.
        if (uniqueViolation(err)) throw alreadySent();
        throw err;
      }
      await sendMail(row, tenant, ctx.user);
      return (await shape([row]))[0];
    },

    /** POST company/resend: a pending or expired invitation is e-mailed again and valid for a new period. */
    async resend(ctx: RequestContext, invitationExternalId: string): Promise<Invitation> {
      const row = await store.byExternalId(invitationExternalId);
      if (!row) throw notFound('Invitation');
      const [tenant] = await s.tenancy.tenantsByIds([row.tenantId]);
      await assertMayInvite(ctx, tenant);
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
      await sendMail(renewed, tenant, ctx.user);
      return (await shape([renewed]))[0];
    },

    /** GET /api/invitations?tenantExternalId&status&page&pageSize: newest first. */
    async list(
      ctx: RequestContext,
      q: { tenantExternalId: string; status?: InvitationStatus; page: number; pageSize: number },
    ): Promise<Page<Invitation>> {
      const tenant = await tenantOrThrow(q.tenantExternalId);
      await assertMayInvite(ctx, tenant);
      const now = new Date();
      const { rows, total } = await store.page(tenant.id, {
        status: q.status,
        page: q.page,
        pageSize: q.pageSize,
        now,
      });
      return { items: await shape(rows, now), page: q.page, pageSize: q.pageSize, total };
    },

    /** GET check/user-to-company?email&tenantExternalId: what the invite dialog warns about. */
    async checkUserToCompany(ctx: RequestContext, q: { email: string; tenantExternalId: string }) {
      const tenant = await tenantOrThrow(q.tenantExternalId);
      await assertMayInvite(ctx, tenant);
      const user = await s.users.byEmail(q.email);
      const pending = await store.pendingOf(tenant.id, q.email);
      return {
        userExists: !!user,
        isMember: !!user && !!(await memberships.membershipOf(user.id, tenant.externalId)),
        hasPendingInvitation: !!pending && statusOf(pending, new Date()) === 'PENDING',
      };
    },

    /** GET blocked-status/{id}?email (public): what the invitation pages show; the e-mail must match the link's. */
    async blockedStatus(invitationExternalId: string, email: string): Promise<BlockedStatus> {
      const row = await store.byExternalId(invitationExternalId);
      if (!row || row.email.toLowerCase() !== email.toLowerCase()) throw notFound('Invitation');
      const [tenant] = await s.tenancy.tenantsByIds([row.tenantId]);
      const [role] = await s.users.rolesByIds([row.roleId]);
      const inviter = row.initiatorUserId ? await s.users.byId(row.initiatorUserId) : null;
      const status = statusOf(row, new Date());
      return {
        externalId: row.externalId,
        email: row.email,
        status,
        blocked: status !== 'PENDING',
        userExists: !!(await s.users.byEmail(row.email)),
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
    async accept(
      ctx: RequestContext,
      body: { userExternalId: string; tenantExternalId: string; invitationExternalId?: string },
    ) {
      const { row, tenant } = await forAnswer(ctx, body);
      await db.transaction(async (trx) => join(ctx.user.id, tenant, row, trx as unknown as Db));
      // The user's roles may have changed: servers drop their cached copies.
      await announceIdentityChange(deps.realtime, { userId: ctx.user.id });
      return { tenantExternalId: tenant.externalId, tenantName: tenant.name };
    },

    /** POST user-reject. */
    async reject(
      ctx: RequestContext,
      body: { userExternalId: string; tenantExternalId: string; invitationExternalId?: string },
    ) {
      const { row } = await forAnswer(ctx, body);
      if (!(await store.answer(row.id, 'REJECTED', ctx.user.id, new Date()))) throw notPending();
    },

    /** POST register-user (public): registers the invited address and joins the tenant in one transaction. */
    async registerUser(meta: RequestMeta, body: RegisterUserBody): Promise<SessionReply> {
      const row = await store.byExternalId(body.invitationExternalId);
      if (!row || row.email.toLowerCase() !== body.email) throw notFound('Invitation');
      return registerAndJoin(meta, row, body);
    },

    /** POST /auth/sign-up-with-tenant (public): the same, for the open invitation of this address to tenantId. */
    async signUpWithTenant(
      meta: RequestMeta,
      body: {
        email: string;
        tenantId: string;
        firstName: string;
        lastName: string;
        password: string;
        phone?: string;
        language?: 'en' | 'es';
      },
    ) {
      const tenant = await tenantOrThrow(body.tenantId);
      const row = await store.pendingOf(tenant.id, body.email);
      if (!row) throw forbidden('There is no invitation for this email to this company');
      return registerAndJoin(meta, row, body);
    },
  };
}
export type InvitationService = ReturnType<typeof createInvitationService>;
