import { z } from 'zod';
import { ACCOUNT_TYPES } from './enums.ts';
import { LIMITS } from './constants.ts';
import { PRODUCT } from './product.ts';

export const WORKSPACE_SLUG_PATTERN = /^[a-z0-9]+$/;
/**
 * Slugs that would clash with the product's own host names once a workspace becomes `<slug><suffix>`.
 * They are answered as taken (is-taken true, create 409 SLUG_TAKEN).
 */
export const RESERVED_WORKSPACE_SLUGS: readonly string[] = [
  'www',
  'api',
  'app',
  'admin',
  'mail',
  'static',
  'assets',
  'cdn',
  'portal',
  'one',
  'help',
  'support',
  'status',
  'docs',
  'dev',
  'qa',
  'prod',
  PRODUCT.slug,
];
export const WORKSPACE_SLUG_TAKEN_MESSAGE = 'This Workspace name is already in use';
/** Message of a successful POST /api/workspace/change (spec 1 §8). */
export const WORKSPACE_CHANGED_MESSAGE = 'workspace changed';

export const workspaceSlugSchema = z
  .string()
  .min(LIMITS.workspaceSlugMinLength, `At least ${LIMITS.workspaceSlugMinLength} characters`)
  .max(LIMITS.workspaceSlugMaxLength, `At most ${LIMITS.workspaceSlugMaxLength} characters`)
  .regex(WORKSPACE_SLUG_PATTERN, 'Only lowercase letters and digits');

/** `<slug><suffix>`, the host a workspace is reached at. */
export const workspaceDomain = (slug: string) => `${slug}${PRODUCT.workspaceDomainSuffix}`;

export const tenantShape = z.object({
  name: z.string(),
  externalId: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  isInternal: z.boolean(),
});
export const tenantMembershipShape = z.object({
  externalId: z.string(),
  tenant: tenantShape,
  roles: z.array(z.object({ name: z.string() })),
  workspaceExternalId: z.string(),
});
export type TenantMembership = z.infer<typeof tenantMembershipShape>;

export const workspaceShape = z.object({
  externalId: z.string(),
  slug: z.string(),
  /** slug plus the fixed product domain suffix */
  domain: z.string(),
  /** Whether the user the list was made for owns the workspace. */
  isOwner: z.boolean(),
  tenantMemberships: z.array(tenantMembershipShape),
});
export type Workspace = z.infer<typeof workspaceShape>;

export const isTakenQuery = z.object({ slug: z.string().max(100) });
export const changeWorkspaceBody = z.object({
  /** The tenant (company or individual account) whose membership moves. */
  atriumCompanyExternalId: z.string().uuid(),
  /** The target workspace's externalId. */
  selectedWorkspace: z.string().uuid(),
});
export const createWorkspaceForCompanyBody = z.object({
  slug: workspaceSlugSchema,
  /** Optional: move this tenant's membership into the new workspace. */
  atriumCompanyExternalId: z.string().uuid().optional(),
});
/** POST /api/workspace/create-profile: a new company or individual account (tenant) inside a workspace. */
export const createProfileBody = z.object({
  workspaceExternalId: z.string().uuid(),
  name: z.string().trim().min(1, 'Name is required').max(200),
  accountType: z.enum(ACCOUNT_TYPES),
});
export const byTenantQuery = z.object({ tenantExternalId: z.string().uuid() });
/** GET /api/workspace/by-user: portal staff may name another user; others get their own. */
export const byUserQuery = z.object({ userExternalId: z.string().uuid().optional() });
