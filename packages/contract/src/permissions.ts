import { PRODUCT } from './product.ts';

const p = PRODUCT.slug;

/** The four permissions of spec 1 §6, with stable ids. */
export const PERMISSIONS = {
  portalAccess: { uuid: '8f0c2a36-6a2e-4a8b-9c1e-0a1b2c3d4e01', name: `${p}:Portal:Access` },
  oneAccess: { uuid: '8f0c2a36-6a2e-4a8b-9c1e-0a1b2c3d4e02', name: `${p}:One:Access` },
  companyCreate: { uuid: '8f0c2a36-6a2e-4a8b-9c1e-0a1b2c3d4e03', name: `${p}:One:Company-Create` },
  administration: { uuid: '8f0c2a36-6a2e-4a8b-9c1e-0a1b2c3d4e04', name: 'App:Administration' },
} as const;
export type PermissionKey = keyof typeof PERMISSIONS;

export const ROLE_SCOPES = ['SYSTEM', 'USER', 'COMPANY', 'PORTAL'] as const;
export type RoleScope = (typeof ROLE_SCOPES)[number];

/** Role names. Company and portal roles are held per tenant membership; user and system roles per user. */
export const ROLES = {
  // user-level access roles
  one: `${p}-one`,
  companyCreate: `${p}-company-create`,
  portalEmployee: `${p}-portal-employee`,
  // company (tenant membership) roles
  companyUserAdmin: `${p}-company-user-admin`,
  companyViewer: `${p}-company-viewer`,
  companyStandard: `${p}-company-standard`,
  // portal (internal tenant membership) roles
  portalAdmin: `${p}-portal-admin`,
  portalViewer: `${p}-portal-viewer`,
  portalStandard: `${p}-portal-standard`,
  portalKam: `${p}-portal-kam`,
  // system roles
  admin: 'admin',
  superadmin: 'superadmin',
  projectManager: 'project-manager',
  taskManager: 'task-manager',
} as const;

/** Which permissions each role grants. Roles not listed grant none by themselves. */
export const ROLE_PERMISSIONS: Record<string, PermissionKey[]> = {
  [ROLES.one]: ['oneAccess'],
  [ROLES.companyCreate]: ['companyCreate'],
  [ROLES.portalEmployee]: ['portalAccess'],
  [ROLES.superadmin]: ['administration', 'oneAccess', 'portalAccess'],
  [ROLES.admin]: ['portalAccess'],
};

export const ROLE_DISPLAY_NAMES: Record<string, string> = {
  [ROLES.portalAdmin]: 'Admin',
  [ROLES.portalViewer]: 'Viewer',
  [ROLES.portalStandard]: 'Standard',
  [ROLES.portalKam]: 'KAM',
  [ROLES.companyUserAdmin]: 'Admin',
  [ROLES.companyViewer]: 'Viewer',
  [ROLES.companyStandard]: 'Standard',
};

export const ADMIN_CAPABLE_ROLES = [ROLES.portalAdmin, ROLES.admin, ROLES.superadmin];

/**
 * Label shown for a role: its display name (spec 1 §6: Admin, Viewer, Standard, KAM), else the last dash-separated
 * word, capitalised; acronyms stay upper case ('KAM', not 'Kam').
 */
export function roleLabel(name: string): string {
  if (ROLE_DISPLAY_NAMES[name]) return ROLE_DISPLAY_NAMES[name];
  const last = name.split('-').pop() ?? name;
  if (last.toLowerCase() === 'kam') return 'KAM';
  return last.charAt(0).toUpperCase() + last.slice(1);
}

export interface PermissionHolder {
  permissionUUIDs?: string[] | null;
  userRoles?: { name: string; permissions: { uuid: string }[] }[];
}

/** Effective permissions: permissionUUIDs when present, else the union of the roles' permissions. */
export function effectivePermissions(user: PermissionHolder): Set<string> {
  if (user.permissionUUIDs && user.permissionUUIDs.length > 0) return new Set(user.permissionUUIDs);
  return new Set((user.userRoles ?? []).flatMap((r) => r.permissions.map((x) => x.uuid)));
}

export function hasPermission(user: PermissionHolder, key: PermissionKey): boolean {
  return effectivePermissions(user).has(PERMISSIONS[key].uuid);
}

export function hasAnyPermission(user: PermissionHolder, keys: PermissionKey[]): boolean {
  const set = effectivePermissions(user);
  return keys.some((k) => set.has(PERMISSIONS[k].uuid));
}
