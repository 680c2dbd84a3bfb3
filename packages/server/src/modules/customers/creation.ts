import {
  ROLES,
  WORKSPACE_SLUG_TAKEN_MESSAGE,
  CUSTOMER_CREATION_MESSAGES as M,
  assignableRoles,
  withScheme,
  type CompanyProfileInput,
  type CreateCustomerBody,
  type CreateCustomerReply,
  type FieldError,
} from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { withTransaction } from '../../platform/transaction.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError, forbidden, validation } from '../../platform/errors.ts';
import type { UserService } from '../users/service.ts';
import type { AccountUser } from '../users/create-account.ts';
import type { TenancyService } from '../tenancy/service.ts';
import type { CompanyService } from '../companies/service.ts';
import { COMPANY_NAME_TAKEN_MESSAGE } from '../companies/service.ts';
import type { LocationService } from '../locations/service.ts';
import type { InvitationService } from '../invitations/service.ts';
import { uniqueViolation } from '../../platform/sql.ts';

const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

export interface CreationDeps {
  users: UserService;
  tenancy: TenancyService;
  companies: CompanyService;
  locations: LocationService;
  invitations: InvitationService;
}

/** The stored profile of the admin company form (spec 1 §3 "Company onboarding form (admin)"). */
function profileOf(body: CreateCustomerBody, name: string): CompanyProfileInput {
  const c = body.companyOnboarding;
  if (body.accountType === 'INDIVIDUAL' || !c) return { companyName: name, industry: 'Individual' };
  return {
    companyName: name,
    legalName: c.legalName,
    description: c.description,
    country: c.country,
    state: c.state ?? null,
    city: c.city,
    streetAddress: c.address,
    zipCode: c.zipCode,
    url: c.website ? withScheme(c.website) : null,
    telephone: c.telephone,
    keyInvestors: c.keyInvestors ?? null,
    delawareCCorp: c.delawareCCorp,
    startupStage: c.latestFinancialStage,
    yearFounded: c.yearFounded,
    numberOfEmployees: c.numberOfEmployees,
    industry: c.industry,
    ebitda: c.ebitda ?? null,
    cashOnHand: c.cashOnHand ?? null,
    monthlyRevenue: c.monthlyRevenue ?? null,
    totalFundingReceived: c.totalFundingReceived ?? null,
  };
}

/**
 * POST /api/customer-management/create-customer (spec 1 §7.5): owner user (new, or an existing account), tenant,
 * company, workspace, owner membership and the recorded invitations — one transaction, so a failure at any step
 * leaves nothing behind.
 */
export function createCustomerCreation(deps: AppDeps, s: CreationDeps) {
  const db = deps.database.db;

  /** Admin tools: the administration permission (route) and an internal e-mail address (spec 1 §6). */
  function requireAdminTools(ctx: RequestContext) {
    if (!ctx.user.isInternal) throw forbidden('Admin tools need an internal account');
  }

  /** Checks that need the database or reference data, reported together as field errors. */
  async function check(body: CreateCustomerBody, existingOwner: boolean, passwordless: boolean) {
    const fields: FieldError[] = [];
    const c = body.companyOnboarding;
    if (body.accountType === 'COMPANY' && c) {
      if (!s.locations.isCountry(c.country)) fields.push({ path: 'companyOnboarding.country', message: M.country });
      else if (s.locations.country(c.country).states.length > 0 && !c.state)
        fields.push({ path: 'companyOnboarding.state', message: M.state });
      else if (
        c.state &&
        s.locations.country(c.country).states.length > 0 &&
        !s.locations.country(c.country).states.some((x) => x.name === c.state || x.iso2 === c.state)
      ) {
        fields.push({ path: 'companyOnboarding.state', message: M.state });
      }
    }
    if (!existingOwner && !passwordless && !body.userCreation.password)
      fields.push({ path: 'userCreation.password', message: M.password });
    const companyRoles = assignableRoles(await s.users.rolesByScope('COMPANY'));
    const roleIds = new Map(companyRoles.map((r) => [r.externalId, r.id]));
    body.invitations.forEach((inv, i) => {
      if (!roleIds.has(inv.roleExternalId))
        fields.push({ path: `invitations.${i}.roleExternalId`, message: 'Choose a company role' });
    });
    if (fields.length) throw validation('Some fields are not valid', fields);
    return roleIds;
  }

  async function companyName(body: CreateCustomerBody) {
    if (body.accountType === 'COMPANY') return body.companyOnboarding!.companyName;
    // An individual account is named after its owner; two people may share a name, so the e-mail tells them apart.
    const own = `${body.userCreation.firstName} ${body.userCreation.lastName}`;
    return (await s.companies.companyNameTaken(own)) ? `${own} (${body.userCreation.email})` : own;
  }

  /**
   * `passwordless` (CSV import): a new owner without a password gets an account without one and signs in with an
   * e-mailed code, so files need not carry passwords. The wizard always needs one for a new owner (spec 1 §5).
   */
  async function create(
    ctx: RequestContext,
    body: CreateCustomerBody,
    opts: { passwordless?: boolean } = {},
  ): Promise<CreateCustomerReply> {
    requireAdminTools(ctx);
    const existing = await s.users.byEmail(body.userCreation.email);
    const roleIds = await check(body, !!existing, !!opts.passwordless);
    const name = await companyName(body);
    const nameField = body.accountType === 'COMPANY' ? 'companyOnboarding.companyName' : 'userCreation.email';
    if (await s.companies.companyNameTaken(name))
      throw new AppError('CONFLICT', COMPANY_NAME_TAKEN_MESSAGE, [
        { path: nameField, message: COMPANY_NAME_TAKEN_MESSAGE },
      ]);
    if (body.workspaceName && (await s.tenancy.slugUnavailable(body.workspaceName))) {
      throw new AppError('SLUG_TAKEN', WORKSPACE_SLUG_TAKEN_MESSAGE, [
        { path: 'workspaceName', message: WORKSPACE_SLUG_TAKEN_MESSAGE },
      ]);
    }
    const u = body.userCreation;
    try {
      /** The company account and its invitations, owned by `owner`: in the transaction that created the owner, if so. */
      const createFor = async (owner: AccountUser, ownerCreated: boolean) => {
        const account = await s.companies.createCompanyAccount({
          ownerUserId: owner.id,
          accountType: body.accountType,
          workspaceName: body.workspaceName ?? null,
          company: profileOf(body, name),
        });
        const invited = await s.invitations.createPendingInTx({
          tenantId: account.tenant.id,
          invitees: body.invitations.map((inv) => ({ email: inv.email, roleId: roleIds.get(inv.roleExternalId)! })),
          initiator: { id: ctx.user.id, email: ctx.user.email },
        });
        return {
          tenantExternalId: account.tenant.externalId,
          companyExternalId: account.company.externalId,
          workspaceSlug: account.workspace.slug,
          ownerExternalId: owner.externalId,
          ownerCreated,
          invitationsSent: invited.length,
          tenantId: account.tenant.id,
          invited,
        };
      };
      const created = existing
        ? await withTransaction(db, () => createFor(existing, false))
        : (
            await s.users.createAccount(
              {
                email: u.email,
                firstName: u.firstName,
                lastName: u.lastName,
                title: u.title,
                // An existing account keeps its password; a new one without a typed password has none.
                password: u.password || null,
                // The provider's admin vouches for the address they typed.
                emailVerified: true,
                roleNames: [ROLES.one, ROLES.companyCreate],
              },
              (owner) => createFor(owner, true),
              { emailField: 'userCreation.email' },
            )
          ).result;
      // E-mails go out only once everything exists.
      await s.invitations.sendCreated(created.invited, created.tenantId, ctx.user);
      const { tenantId: _t, invited: _i, ...reply } = created;
      return reply;
    } catch (err) {
      // A concurrent request took the e-mail, name or slug between the checks and the insert: the same answers.
      if (err instanceof AppError && err.code === 'CONFLICT' && !err.fields?.length) {
        throw new AppError('CONFLICT', err.message, [{ path: nameField, message: err.message }]);
      }
      const hit = uniqueViolation(err);
      if (hit === null) throw err;
      if (hit.includes('email'))
        throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE, [
          { path: 'userCreation.email', message: EMAIL_TAKEN_MESSAGE },
        ]);
      if (hit.includes('slug'))
        throw new AppError('SLUG_TAKEN', WORKSPACE_SLUG_TAKEN_MESSAGE, [
          { path: 'workspaceName', message: WORKSPACE_SLUG_TAKEN_MESSAGE },
        ]);
      throw new AppError('CONFLICT', COMPANY_NAME_TAKEN_MESSAGE, [
        { path: nameField, message: COMPANY_NAME_TAKEN_MESSAGE },
      ]);
    }
  }

  return { create, requireAdminTools };
}
