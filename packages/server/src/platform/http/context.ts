import type { AccountType } from '@atrium/contract';

export interface ContextUser {
  id: number;
  externalId: string;
  email: string;
  firstName: string;
  lastName: string;
  language: string;
  isInternal: boolean;
}

export interface ContextTenant {
  id: number;
  externalId: string;
  name: string;
  accountType: AccountType;
  isInternal: boolean;
}

/** Who is calling, on behalf of which tenant, with which rights. Every service receives it first. */
export interface RequestContext {
  user: ContextUser;
  /** Role names held by the user (user-level and system roles). */
  userRoleNames: string[];
  /** Effective permission uuids (spec 1 §6). */
  permissions: Set<string>;
  token: { id: number; expiresAt: Date };
  /** Selected tenant from the X-Tenant-Id header, checked against the user's memberships. */
  tenant: ContextTenant | null;
  membership: { id: number; externalId: string; roleNames: string[] } | null;
  ip: string;
  /** What the token resolved to beyond the user, so current-user needs no further query. */
  snapshot?: { options: Record<string, unknown>; roles: { name: string; permissionUuids: string[] }[] };
}

/** Context of a route that needs a selected tenant. */
export type TenantContext = RequestContext & {
  tenant: ContextTenant;
  membership: NonNullable<RequestContext['membership']>;
};
