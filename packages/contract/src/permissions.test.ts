import { describe, expect, it } from 'vitest';
import { PERMISSIONS, effectivePermissions, hasAnyPermission, hasPermission, roleLabel } from './permissions.ts';

const role = (name: string, ...uuids: string[]) => ({ name, permissions: uuids.map((uuid) => ({ uuid })) });

describe('effective permissions (spec 1 §6)', () => {
  it('is the union of the roles’ permissions when permissionUUIDs is empty', () => {
    const user = {
      permissionUUIDs: [],
      userRoles: [role('a', PERMISSIONS.oneAccess.uuid), role('b', PERMISSIONS.portalAccess.uuid)],
    };
    expect([...effectivePermissions(user)].sort()).toEqual(
      [PERMISSIONS.oneAccess.uuid, PERMISSIONS.portalAccess.uuid].sort(),
    );
  });

  it('uses permissionUUIDs instead of the roles when present', () => {
    const user = {
      permissionUUIDs: [PERMISSIONS.administration.uuid],
      userRoles: [role('a', PERMISSIONS.oneAccess.uuid)],
    };
    expect(hasPermission(user, 'administration')).toBe(true);
    expect(hasPermission(user, 'oneAccess')).toBe(false);
  });

  it('checks any of several permissions', () => {
    const user = { userRoles: [role('a', PERMISSIONS.companyCreate.uuid)] };
    expect(hasAnyPermission(user, ['portalAccess', 'companyCreate'])).toBe(true);
    expect(hasAnyPermission(user, ['portalAccess', 'oneAccess'])).toBe(false);
  });
});

describe('role labels', () => {
  it('shows the last dash-separated word, capitalised', () => {
    expect(roleLabel('atrium-company-user-admin')).toBe('Admin');
    expect(roleLabel('atrium-portal-kam')).toBe('KAM');
    expect(roleLabel('kam')).toBe('KAM');
    expect(roleLabel('viewer')).toBe('Viewer');
  });
});
