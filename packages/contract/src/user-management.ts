import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { ACCOUNT_TYPES } from './enums.ts';
import { invitationShape } from './invitations.ts';
import { TEAM_STATUSES } from './team.ts';

/**
 * Portal user management (spec 1 §2.1 /portal/admin/user-management; issue 19 item 3): portal admins look over every
 * user of every customer, open one, deactivate or reactivate them and resend their verification or invitation.
 */

/** Who the list shows: customers' users, the provider's staff, or both. */
export const MANAGED_USER_KINDS = ['CUSTOMER', 'STAFF'] as const;
export type ManagedUserKind = (typeof MANAGED_USER_KINDS)[number];

export const USER_MANAGEMENT_MESSAGES = {
  deactivated: 'User deactivated',
  reactivated: 'User reactivated',
  verificationSent: 'Verification e-mail sent',
  invitationSent: 'Invitation sent again',
  selfDeactivate: 'You cannot deactivate yourself',
  superadmin: 'Only a superadmin can change the status of a superadmin',
  alreadyVerified: 'This e-mail address is already verified',
  inactive: 'This user is inactive',
} as const;

export const userManagementPageQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(200).default(LIMITS.teamPageSize),
});

/** POST …/admin/users/paged body: every part optional. */
export const userManagementFilterSchema = z.object({
  search: z.string().trim().max(200).nullable().default(null),
  status: z.enum(TEAM_STATUSES).nullable().default(null),
  kind: z.enum(MANAGED_USER_KINDS).nullable().default(null),
  /** Only users holding a membership in this company (tenant externalId). */
  tenantExternalId: z.string().uuid().nullable().default(null),
});
export type UserManagementFilter = z.infer<typeof userManagementFilterSchema>;
export type UserManagementFilterInput = z.input<typeof userManagementFilterSchema>;

export const managedUserCompanySchema = z.object({
  tenantExternalId: z.string(),
  name: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  isInternal: z.boolean(),
  /** Membership role names held in that company. */
  roles: z.array(z.string()),
});
export type ManagedUserCompany = z.infer<typeof managedUserCompanySchema>;

export const managedUserSchema = z.object({
  externalId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: z.enum(TEAM_STATUSES),
  emailVerified: z.boolean(),
  /** User-level and system role names (superadmin, atrium-one…). */
  userRoles: z.array(z.string()),
  companies: z.array(managedUserCompanySchema),
  /** The last sign-in of the user themself (a login-as session does not count), ISO; null when never. */
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

export const managedUserDetailSchema = managedUserSchema.extend({
  phone: z.string().nullable(),
  jobTitle: z.string().nullable(),
  language: z.string(),
  /** Invitations addressed to the user's e-mail that are still open (pending or expired): they can be resent. */
  openInvitations: z.array(invitationShape),
  /** Whether the caller may sign in as this user (POST /auth/login-as/{email}: a superadmin, an active non-superadmin target). */
  canLoginAs: z.boolean(),
});
export type ManagedUserDetail = z.infer<typeof managedUserDetailSchema>;

export const managedUserStatusBody = z.object({ status: z.enum(TEAM_STATUSES) });
export const managedUserInvitationParams = z.object({ id: z.string().uuid(), invitationId: z.string().uuid() });
