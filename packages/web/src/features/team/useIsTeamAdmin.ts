import { ROLES } from '@atrium/contract';
import { useWorkspace } from '../../workspace/workspace';

/** Create User and editing: the portal-admin role in the internal membership only (spec 1 §2.7, §6). */
export function useIsTeamAdmin(): boolean {
  const { atriumMembership } = useWorkspace();
  return !!atriumMembership?.roles.some((r) => r.name === ROLES.portalAdmin);
}
