import { randomInt } from 'node:crypto';
import { ADMIN_CAPABLE_ROLES, ROLES, type AccountType, type Company, type CompanyProfileInput } from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { isUniqueViolation } from '../../platform/sql.ts';
import type { TenancyService } from '../tenancy/service.ts';
import type { LocationService } from '../locations/service.ts';
import { slugBase } from '../auth/sign-up.ts';
import type { CompanyPatch, CompanyWithTenant } from '../tenancy/service.ts';
type WorkspaceRow = Awaited<ReturnType<TenancyService['createWorkspace']>>;

export const COMPANY_NAME_TAKEN_MESSAGE = 'This company name is already in use';

/** The stored columns for a profile input: context and address fields flattened, URLs given a scheme by the caller. */
export function profilePatch(input: Partial<CompanyProfileInput>): CompanyPatch {
  const patch: CompanyPatch = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || key === 'companyName') continue;
    (patch as Record<string, unknown>)[key] = value;
  }
  return patch;
}

/** The company profile of a tenant (spec 1 §3, §7.5 /api/atrium-company). */
export function createCompanyService(
  deps: AppDeps,
  s: { tenancy: TenancyService; locations: Pick<LocationService, 'stateCode'> },
) {
  /** The stored patch with the state in its one representation (the ISO code where the country has a list). */
  const storedPatch = (input: Partial<CompanyProfileInput>, country: string | null | undefined) => {
    const patch = profilePatch(input);
    if (input.state !== undefined) (patch as { state?: unknown }).state = s.locations.stateCode(country, input.state);
    return patch;
  };

  function toCompany({ c, t }: CompanyWithTenant): Company {
    return {
      externalId: c.externalId,
      companyName: c.companyName,
      legalName: c.legalName,
      atriumCompanyAccountType: c.accountType as AccountType,
      country: c.country,
      url: c.url,
      telephone: c.telephone,
      yearFounded: c.yearFounded,
      startupStage: c.startupStage,
      numberOfEmployees: c.numberOfEmployees,
      keyInvestors: c.keyInvestors,
      delawareCCorp: c.delawareCCorp,
      address: {
        externalId: c.addressExternalId,
        streetAddress: c.streetAddress,
        city: c.city,
        state: c.state,
        zipCode: c.zipCode,
      },
      tenant: { name: t.name, externalId: t.externalId },
      companyContext: {
        cashOnHand: c.cashOnHand,
        monthlyRevenue: c.monthlyRevenue,
        totalFundingReceived: c.totalFundingReceived,
        ebitda: c.ebitda,
        companyDescription: c.description,
        twitter: c.twitter,
        instagram: c.instagram,
        linkedIn: c.linkedIn,
        industry: c.industry,
      },
    };
  }

  /** A free workspace slug: the wanted one when free, else the name's letters with a number. */
  async function freeSlug(wanted: string | undefined, name: string) {
    if (wanted && !(await s.tenancy.slugUnavailable(wanted))) return wanted;
    // The letters of the name, padded so that even a one-letter name gives a valid slug with its number.
    const base = slugBase(wanted || name, 'company').padEnd(3, '0');
    for (let i = 0; i < 20; i++) {
      const slug = `${base}${randomInt(1000, 10000)}`;
      if (!(await s.tenancy.slugUnavailable(slug))) return slug;
    }
    return `${base}${randomInt(100000, 1000000)}`;
  }

  /** Whether the user administers the tenant: its company admin, or a staff admin or KAM (spec 1 §6). */
  async function canManageTenant(ctx: RequestContext, tenantExternalId: string) {
    if (ctx.userRoleNames.includes(ROLES.superadmin)) return true;
    if ((await s.tenancy.membershipRoleNames(ctx.user.id, tenantExternalId))?.includes(ROLES.companyUserAdmin))
      return true;
    return isStaffAdminOrKam(ctx);
  }

  /** Staff admin or KAM: a portal-admin-capable or KAM role in the internal (staff-owned) membership. */
  async function isStaffAdminOrKam(ctx: RequestContext) {
    if (!ctx.user.isInternal) return false;
    const roles = await s.tenancy.internalRoleNames(ctx.user.id);
    return roles.some((r) => r === ROLES.portalKam || (ADMIN_CAPABLE_ROLES as string[]).includes(r));
  }

  return {
    toCompany,
    canManageTenant,
    isStaffAdminOrKam,
    companyNameTaken: (name: string) => s.tenancy.companyNameTaken(name),

    /**
     * Creates a company or individual account for an existing user, inside the caller's transaction: tenant,
     * company profile, a workspace the owner owns (slug from workspaceName, else from the company name) and the
     * owner's membership as company admin. A duplicate company name is refused.
     */
    async createCompanyAccount(input: {
      ownerUserId: number;
      accountType: AccountType;
      workspaceName?: string | null;
      /** An existing workspace to put the company in (checked by the caller); a new one otherwise. */
      workspace?: WorkspaceRow;
      company: CompanyProfileInput;
    }) {
      const name = input.company.companyName.trim();
      if (await s.tenancy.companyNameTaken(name)) throw conflict(COMPANY_NAME_TAKEN_MESSAGE);
      const { tenant, company } = await s.tenancy.createTenant({
        name,
        accountType: input.accountType,
        profile: storedPatch(input.company, input.company.country),
      });
      const workspace =
        input.workspace ??
        (await s.tenancy.createWorkspace(await freeSlug(input.workspaceName ?? undefined, name), input.ownerUserId));
      const membership = await s.tenancy.addMembership({
        userId: input.ownerUserId,
        tenantId: tenant.id,
        workspaceId: workspace.id,
        roleNames: [ROLES.companyUserAdmin],
      });
      return { tenant, company, workspace, membership };
    },

    /**
     * POST /api/atrium-company/create (/one/company-add): another company for the signed-in user from the onboarding
     * company form, in one transaction — tenant, company, owner membership as company admin — in the named workspace
     * (one the caller owns or uses) or a new one. A taken name is 409; the new company is in the caller's workspace
     * list at once.
     */
    async createForUser(
      ctx: RequestContext,
      input: { company: CompanyProfileInput; accountType: AccountType; workspaceExternalId?: string },
    ): Promise<Company> {
      const workspace = input.workspaceExternalId
        ? await s.tenancy.usableWorkspace(ctx, input.workspaceExternalId)
        : undefined;
      let tenantExternalId: string;
      try {
        tenantExternalId = await withTransaction(deps.database.db, async () => {
          const made = await this.createCompanyAccount({
            ownerUserId: ctx.user.id,
            accountType: input.accountType,
            workspace,
            company: input.company,
          });
          return made.tenant.externalId;
        });
      } catch (err) {
        // Two requests for the same free name: the unique index decides, the loser gets the same 409.
        if (isUniqueViolation(err)) throw conflict(COMPANY_NAME_TAKEN_MESSAGE);
        throw err;
      }
      const row = await s.tenancy.companyByTenantExternalId(tenantExternalId);
      return toCompany(row!);
    },

    /**
     * POST /api/atrium-company/required-profile-information (/company-form): the selected company's onboarding company
     * form, for a company created without it or to edit it. Company admin of the tenant (or staff admin/KAM) only.
     */
    async saveCompanyForm(ctx: RequestContext, tenantExternalId: string, input: CompanyProfileInput): Promise<Company> {
      const row = await s.tenancy.companyByTenantExternalId(tenantExternalId);
      if (!row) throw notFound('Company');
      return this.updateCompany(ctx, row.c.externalId, input);
    },

    /** GET /api/atrium-company/tenant: the selected tenant's company. */
    async companyOfTenant(tenantExternalId: string): Promise<Company> {
      const row = await s.tenancy.companyByTenantExternalId(tenantExternalId);
      if (!row) throw notFound('Company');
      return toCompany(row);
    },

    /** Updates a company's profile; the caller must administer its tenant. Renaming renames the tenant too. */
    async updateCompany(
      ctx: RequestContext,
      companyExternalId: string,
      input: Partial<CompanyProfileInput>,
    ): Promise<Company> {
      const row = await s.tenancy.companyByExternalId(companyExternalId);
      if (!row) throw notFound('Company');
      if (!(await canManageTenant(ctx, row.t.externalId))) throw forbidden();
      const newName = input.companyName?.trim();
      if (
        newName &&
        newName.toLowerCase() !== row.c.companyName.toLowerCase() &&
        (await s.tenancy.companyNameTaken(newName))
      ) {
        throw conflict(COMPANY_NAME_TAKEN_MESSAGE);
      }
      await s.tenancy.updateCompanyProfile(
        { companyId: row.c.id, tenantId: row.t.id },
        storedPatch(input, input.country ?? row.c.country),
        newName,
      );
      return toCompany((await s.tenancy.companyByExternalId(companyExternalId))!);
    },
  };
}
export type CompanyService = ReturnType<typeof createCompanyService>;
