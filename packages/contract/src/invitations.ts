import { z } from 'zod';
import { emailSchema, externalIdSchema } from './common.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { PRODUCT } from './product.ts';
import { passwordSchema } from './auth.ts';

/** Paths of /api/invitations (spec 1 §7.5), shared by server and web. */
export const INVITATION_PATHS = {
  inviteUser: '/api/invitations/company/invite-user',
  resend: '/api/invitations/company/resend',
  registerUser: '/api/invitations/register-user',
  used: '/api/invitations/used/:id',
  /** The spec's own paths (spec 1 §7.5 lists 'used' and 'blocked-status' without an id): the id in the query. */
  usedByQuery: '/api/invitations/used',
  blockedStatusByQuery: '/api/invitations/blocked-status',
  checkUserToCompany: '/api/invitations/check/user-to-company',
  blockedStatus: '/api/invitations/blocked-status/:id',
  userAccept: '/api/invitations/user-accept',
  userReject: '/api/invitations/user-reject',
  list: '/api/invitations',
  signUpWithTenant: '/auth/sign-up-with-tenant',
} as const;

/** Web routes the invitation e-mail links to (spec 1 §2.1). */
export const invitationLinks = {
  existingUser: (email: string, id: string) => `/invitation/company/${encodeURIComponent(email)}/${id}`,
  newUser: (email: string, id: string) => `/company/invitation/register-user/${encodeURIComponent(email)}/${id}`,
};

export const INVITATION_TYPES = ['USER_TO_COMPANY'] as const;
export type InvitationType = (typeof INVITATION_TYPES)[number];
export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED', 'EXPIRED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** How long an invitation link works; a resend starts the period again (decision, docs/decisions.md). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The spec's messages (spec 1 §8) and the server's own for the cases it leaves open. */
export const INVITATION_MESSAGES = {
  sent: 'invitationSent',
  alreadySent: 'invitationAlreadySent',
  alreadyMember: 'userAlreadyMember',
  notPending: 'invitationNotPending',
  expired: 'invitationExpired',
  wrongUser: 'invitationForAnotherUser',
  accepted: 'invitationAccepted',
  rejected: 'invitationRejected',
  resent: 'invitationResent',
  atriumOneRolesError: `${PRODUCT.slug}OneRolesError`,
} as const;

const atriumOneRoleKey = `${PRODUCT.slug}OneRoleExternalId` as const;

/** Invitation of spec 1 §3: {content, type, email, initiatorEmail}. */
export const inviteUserBody = z.object({
  content: z.object({
    tenantExternalId: externalIdSchema,
    roleExternalId: externalIdSchema,
    /** Internal tenant only: access to the customer view with this company role. */
    [atriumOneRoleKey]: externalIdSchema.optional(),
  }),
  type: z.enum(INVITATION_TYPES),
  email: emailSchema,
  initiatorEmail: emailSchema,
});
export type InviteUserBody = z.infer<typeof inviteUserBody>;

export const invitationIdBody = z.object({ invitationExternalId: externalIdSchema });

/** user-accept and user-reject: {userExternalId, tenantExternalId}; the link's invitation id may be sent too. */
export const invitationAnswerBody = z.object({
  userExternalId: externalIdSchema,
  tenantExternalId: externalIdSchema,
  invitationExternalId: externalIdSchema.optional(),
});

const namesSchema = {
  firstName: z.string().trim().min(1, 'First name required').max(100),
  lastName: z.string().trim().min(1, 'Last name required').max(100),
};
/** Public register-user: the new user's account, bound to the invitation of the link. */
export const registerUserBody = z
  .object({
    invitationExternalId: externalIdSchema,
    email: emailSchema,
    ...namesSchema,
    password: passwordSchema,
    passwordConfirmation: z.string(),
    phone: z.string().trim().max(40).optional(),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    message: 'Passwords do not match',
    path: ['passwordConfirmation'],
  });
export type RegisterUserBody = z.infer<typeof registerUserBody>;

export const invitationListQuery = pageQuerySchema.extend({
  tenantExternalId: externalIdSchema,
  status: z.enum(INVITATION_STATUSES).optional(),
});
export const checkUserToCompanyQuery = z.object({ email: emailSchema, tenantExternalId: externalIdSchema });
export const checkUserToCompanyReply = z.object({
  isMember: z.boolean(),
  hasPendingInvitation: z.boolean(),
  userExists: z.boolean(),
});
export const blockedStatusQuery = z.object({ email: emailSchema });
export const usedQuery = z.object({ invitationExternalId: z.string().uuid() });
export const blockedStatusByQuery = blockedStatusQuery.extend({ invitationExternalId: z.string().uuid() });

const roleRef = z.object({ externalId: z.string(), name: z.string() });
export const invitationShape = z.object({
  externalId: z.string(),
  type: z.enum(INVITATION_TYPES),
  email: z.string(),
  initiatorEmail: z.string(),
  status: z.enum(INVITATION_STATUSES),
  tenant: z.object({ externalId: z.string(), name: z.string() }),
  role: roleRef,
  atriumOneRole: roleRef.nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationShape>;
export const invitationPage = pageSchema(invitationShape);

/** What an invitation page needs before the user acts: whether the link still works and for whom. */
export const blockedStatusReply = z.object({
  externalId: z.string(),
  email: z.string(),
  status: z.enum(INVITATION_STATUSES),
  /** true when the link can no longer be used (accepted, rejected or expired). */
  blocked: z.boolean(),
  userExists: z.boolean(),
  tenant: z.object({ externalId: z.string(), name: z.string() }),
  initiatorName: z.string(),
  roleName: z.string(),
});
export type BlockedStatus = z.infer<typeof blockedStatusReply>;
export const usedReply = z.object({ used: z.boolean() });

/** Reply of user-accept: the membership joined, so the web app can select it. */
export const invitationAcceptReply = z.object({ tenantExternalId: z.string(), tenantName: z.string() });
