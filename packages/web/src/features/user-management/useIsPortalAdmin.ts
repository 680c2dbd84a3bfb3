import { ROLES } from '@atrium/contract';
import { useSession } from '../../session/session';
import { useWorkspace } from '../../workspace/workspace';

/** Portal user management: the portal-admin role in the internal membership (spec 1 §6), or a superadmin. */
export function useIsPortalAdmin(): boolean {
  const { atriumMembership } = useWorkspace();
  const { user } = useSession();
  if (user?.roles.some((r) => r.name === ROLES.superadmin)) return true;
  return !!atriumMembership?.roles.some((r) => r.name === ROLES.portalAdmin);
}
