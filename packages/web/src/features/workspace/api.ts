import { TIMEOUTS, type AccountType, type TenantMembership, type Workspace, API } from '@atrium/contract';
import { http } from '../../lib/http';

export interface CreateProfileInput {
  workspaceExternalId: string;
  name: string;
  accountType: AccountType;
}

/** The /api/workspace calls of spec 1 §7.5 that the selector and the manage dialog make. */
export const workspaceApi = {
  all: () => http.get<Workspace[]>(API.workspace.all, { noTenant: true }),
  isTaken: (slug: string, signal?: AbortSignal) =>
    http.get<boolean>(API.workspace.isTaken, { noTenant: true, query: { slug }, signal }),
  /** Moves a tenant membership (profile) into another workspace; answers 'workspace changed'. */
  change: (tenantExternalId: string, workspaceExternalId: string) =>
    http.post<TenantMembership>(
      API.workspace.change,
      { atriumCompanyExternalId: tenantExternalId, selectedWorkspace: workspaceExternalId },
      { noTenant: true, timeoutMs: TIMEOUTS.workspaceChange },
    ),
  createForCompany: (slug: string, tenantExternalId?: string) =>
    http.post<Workspace>(
      API.workspace.createForCompany,
      { slug, ...(tenantExternalId ? { atriumCompanyExternalId: tenantExternalId } : {}) },
      { noTenant: true },
    ),
  createProfile: (input: CreateProfileInput) =>
    http.post<TenantMembership>(API.workspace.createProfile, input, { noTenant: true }),
};
