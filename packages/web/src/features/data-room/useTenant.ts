import { useWorkspace } from '../../workspace/workspace';

/** The selected tenant's external id ('' before one is chosen); every data-room query key carries it. */
export const useDataRoomTenant = () => useWorkspace().selectedTenantMembership?.tenant.externalId ?? '';
