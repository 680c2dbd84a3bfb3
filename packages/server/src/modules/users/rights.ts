import { PERMISSIONS } from '@atrium/contract';
import type { RoleRow, UserRow } from './store.ts';

const NAME_BY_UUID = new Map<string, string>(Object.values(PERMISSIONS).map((p) => [p.uuid, p.name]));

/** The userRoles shape of the current user: each role with its permissions. */
export function userRolesShape(roleRows: Pick<RoleRow, 'name' | 'permissionUuids'>[]) {
  return roleRows.map((r) => ({
    name: r.name,
    permissions: r.permissionUuids.map((uuid) => ({ uuid, name: NAME_BY_UUID.get(uuid) ?? uuid })),
  }));
}

/** permissionUUIDs when set on the user, else the union of the roles' permissions (spec 1 §6). */
export function effectivePermissionUuids(user: Pick<UserRow, 'permissionUuids'>, roleRows: RoleRow[]): Set<string> {
  if (user.permissionUuids && user.permissionUuids.length > 0) return new Set(user.permissionUuids);
  return new Set(roleRows.flatMap((r) => r.permissionUuids));
}

export function isInternalEmail(email: string, internalDomain: string): boolean {
  return email.toLowerCase().endsWith(`@${internalDomain.toLowerCase()}`);
}
