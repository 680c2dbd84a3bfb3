import { z } from 'zod';
import { emailSchema } from './common.ts';
import { LIMITS } from './constants.ts';
import { passwordSchema } from './auth.ts';
import { PRODUCT } from './product.ts';
import { ROLES } from './permissions.ts';

/** Staff team back-office (spec 1 §2.7, §3 "Team member", "Team filter", "Create-user payload", §7.4). */

export const TEAM_ROLE_FILTERS = ['SUPER_ADMIN', 'KAM', 'STANDARD'] as const;
export type TeamRoleFilter = (typeof TEAM_ROLE_FILTERS)[number];
export const TEAM_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type TeamStatus = (typeof TEAM_STATUSES)[number];

/** The spec's messages (§8 Team), spelling included. */
export const TEAM_MESSAGES = {
  userCreated: 'User created succesffully',
  noUsersFound: 'Users with provided filters not found.',
  rolesError: 'There was an error getting the roles.',
  oneRolesError: `There was an error obtaining ${PRODUCT.displayName} One roles.`,
  userUpdated: 'User updated successfully',
} as const;

/** Field messages of the create-team-member form (spec 1 §5). */
export const TEAM_FIELD_MESSAGES = {
  firstName: 'First name required',
  lastName: 'Last name required',
  jobTitle: 'Job title required',
  otherJobTitle: 'Job title is required',
  email: 'Email required',
  password: 'Password required',
  role: 'Role required',
  selfDeactivate: 'You cannot deactivate yourself',
  selfDemote: 'You cannot remove your own admin role',
} as const;

/** GET/POST paging of the team: page from 0, 20 rows by default. */
export const teamPageQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(200).default(LIMITS.teamPageSize),
});
export type TeamPageQuery = z.infer<typeof teamPageQuery>;

/** POST /api/atrium-team/paged body: every part optional; empty lists mean "any". */
export const teamFilterSchema = z.object({
  roles: z.array(z.enum(TEAM_ROLE_FILTERS)).max(TEAM_ROLE_FILTERS.length).default([]),
  jobTitle: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
  status: z.enum(TEAM_STATUSES).nullable().default(null),
  search: z.string().trim().max(200).nullable().default(null),
});
export type TeamFilter = z.infer<typeof teamFilterSchema>;
export type TeamFilterInput = z.input<typeof teamFilterSchema>;

export const teamMemberSchema = z.object({
  externalId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  imageUrl: z.string().nullable(),
  email: z.string(),
  jobTitle: z.string().nullable(),
  /** Role names held in the internal membership (plus the superadmin system role when held). */
  roles: z.array(z.string()),
  status: z.enum(TEAM_STATUSES),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** One associated product of a team member: a customer account (tenant) the member holds a membership in. */
export const associatedProductSchema = z.object({
  tenantExternalId: z.string(),
  name: z.string(),
  accountType: z.enum(['COMPANY', 'INDIVIDUAL']),
  roles: z.array(z.string()),
  since: z.string(),
});
export type AssociatedProduct = z.infer<typeof associatedProductSchema>;

export const associatedProductsQuery = teamPageQuery.extend({ atriumUserExternalId: z.string().uuid() });
export type AssociatedProductsQuery = z.infer<typeof associatedProductsQuery>;

export const ofCompanyQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(200).default(LIMITS.companyTeamPageSize),
});

const required = (message: string) => z.string().trim().min(1, message);
const uuidOrEmpty = z.union([z.string().uuid(), z.literal('')]);

/**
 * POST /api/atrium-user/admin/create-user (spec 1 §3 "Create-user payload"): title is the job title (or the free text
 * typed for 'Other'); roleExternalId a portal role; atriumOneRoleExternalId a company role, empty for no customer-view access.
 */
export const createTeamUserBody = z.object({
  title: required(TEAM_FIELD_MESSAGES.jobTitle).max(100),
  hasAcceptedTerms: z.literal(true),
  email: z.string().trim().min(1, TEAM_FIELD_MESSAGES.email).pipe(emailSchema),
  firstName: required(TEAM_FIELD_MESSAGES.firstName).max(100),
  lastName: required(TEAM_FIELD_MESSAGES.lastName).max(100),
  password: z.string().min(1, TEAM_FIELD_MESSAGES.password).pipe(passwordSchema),
  roleExternalId: z.string().uuid(TEAM_FIELD_MESSAGES.role),
  atriumOneRoleExternalId: uuidOrEmpty.default(''),
});
export type CreateTeamUserBody = z.infer<typeof createTeamUserBody>;
export type CreateTeamUserInput = z.input<typeof createTeamUserBody>;

/** PUT /api/atrium-team/employee/{id}/update: the editable part of a team member. */
export const updateTeamMemberBody = z.object({
  firstName: required(TEAM_FIELD_MESSAGES.firstName).max(100),
  lastName: required(TEAM_FIELD_MESSAGES.lastName).max(100),
  jobTitle: required(TEAM_FIELD_MESSAGES.jobTitle).max(100),
  roleExternalId: z.string().uuid(TEAM_FIELD_MESSAGES.role),
  status: z.enum(TEAM_STATUSES),
});
export type UpdateTeamMemberBody = z.infer<typeof updateTeamMemberBody>;

/** The role a team filter value stands for (spec 1 §6 "Team role filter values"). */
export const TEAM_ROLE_FILTER_ROLES: Record<TeamRoleFilter, string[]> = {
  SUPER_ADMIN: [ROLES.portalAdmin, ROLES.superadmin],
  KAM: [ROLES.portalKam],
  STANDARD: [ROLES.portalStandard],
};

/** GET /api/atrium-team/employee/{id}: a member and whether the caller may edit them. */
export const teamMemberDetailSchema = z.object({ member: teamMemberSchema, canEdit: z.boolean() });
export type TeamMemberDetail = z.infer<typeof teamMemberDetailSchema>;

/**
 * The create-team-member form (spec 1 §5): job title from the list, 'Other' reveals a required free-text title;
 * 'Allow access to Atrium One?' reveals a company role. toCreateTeamUserBody maps it onto the payload.
 */
export const createTeamMemberForm = z
  .object({
    firstName: required(TEAM_FIELD_MESSAGES.firstName).max(100),
    lastName: required(TEAM_FIELD_MESSAGES.lastName).max(100),
    jobTitle: required(TEAM_FIELD_MESSAGES.jobTitle).max(100),
    otherJobTitle: z.string().trim().max(100),
    email: z.string().trim().min(1, TEAM_FIELD_MESSAGES.email).pipe(emailSchema),
    password: z.string().min(1, TEAM_FIELD_MESSAGES.password).pipe(passwordSchema),
    roleExternalId: z.string().min(1, TEAM_FIELD_MESSAGES.role),
    allowOneAccess: z.boolean(),
    oneRoleExternalId: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.jobTitle === 'Other' && !v.otherJobTitle)
      ctx.addIssue({ code: 'custom', path: ['otherJobTitle'], message: TEAM_FIELD_MESSAGES.otherJobTitle });
    if (v.allowOneAccess && !v.oneRoleExternalId)
      ctx.addIssue({ code: 'custom', path: ['oneRoleExternalId'], message: TEAM_FIELD_MESSAGES.role });
  });
export type CreateTeamMemberForm = z.infer<typeof createTeamMemberForm>;

export function toCreateTeamUserBody(f: CreateTeamMemberForm): CreateTeamUserBody {
  return {
    title: f.jobTitle === 'Other' ? f.otherJobTitle : f.jobTitle,
    hasAcceptedTerms: true,
    email: f.email,
    firstName: f.firstName,
    lastName: f.lastName,
    password: f.password,
    roleExternalId: f.roleExternalId,
    atriumOneRoleExternalId: f.allowOneAccess ? f.oneRoleExternalId : '',
  };
}
