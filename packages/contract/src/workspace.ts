import { z } from 'zod';
import { ACCOUNT_TYPES } from './enums.js';
import { LIMITS } from './constants.js';

export const WORKSPACE_SLUG_PATTERN = /^[a-z0-9]+$/;
export const workspaceSlugSchema = z
  .string()
  .min(LIMITS.workspaceSlugMinLength, `At least ${LIMITS.workspaceSlugMinLength} characters`)
  .max(LIMITS.workspaceSlugMaxLength)
  .regex(WORKSPACE_SLUG_PATTERN, 'Only lowercase letters and digits');

export const tenantShape = z.object({ name: z.string(), externalId: z.string(), accountType: z.enum(ACCOUNT_TYPES), isInternal: z.boolean() });
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
export const byTenantQuery = z.object({ tenantExternalId: z.string().uuid() });
