import { useWorkspace } from '../../workspace/workspace';

/** The selected tenant's external id; every shared-spaces query key carries it. */
export const useSharedTenant = () => useWorkspace().selectedTenantMembership?.tenant.externalId ?? '';
