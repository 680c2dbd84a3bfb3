import { ROLES } from '@atrium/contract';
import { useSession } from '../../../session/session';
import { useWorkspace } from '../../../workspace/workspace';

/**
 * Whether the signed-in staff member may create tasks and reassign them in bulk: the server's managers (a portal admin
 * or KAM membership, or the admin / superadmin user role). `ready` is false until the workspaces have loaded.
 */
export function useCanCreateTasks(): { ready: boolean; allowed: boolean } {
  const ws = useWorkspace();
  const { user } = useSession();
  const userRoles = user?.roles.map((r) => r.name) ?? [];
  const allowed = userRoles.includes(ROLES.superadmin) || userRoles.includes(ROLES.admin) || ws.isAtriumAdminOrKam;
  return { ready: allowed || ws.status === 'ready' || ws.status === 'error', allowed };
}
