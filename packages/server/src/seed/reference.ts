import { PERMISSIONS, ROLE_PERMISSIONS, ROLES, type RoleScope } from '@atrium/contract';
import type { Db } from '../platform/db.ts';
import { createUserStore } from '../modules/users/store.ts';
import { seedSubscriptionCatalogue } from '../modules/subscriptions/catalogue-seed.ts';

const SCOPE: Record<string, RoleScope> = {
  [ROLES.one]: 'USER',
  [ROLES.companyCreate]: 'USER',
  [ROLES.portalEmployee]: 'USER',
  [ROLES.companyUserAdmin]: 'COMPANY',
  [ROLES.companyViewer]: 'COMPANY',
  [ROLES.companyStandard]: 'COMPANY',
  [ROLES.portalAdmin]: 'PORTAL',
  [ROLES.portalViewer]: 'PORTAL',
  [ROLES.portalStandard]: 'PORTAL',
  [ROLES.portalKam]: 'PORTAL',
  [ROLES.admin]: 'SYSTEM',
  [ROLES.superadmin]: 'SYSTEM',
  [ROLES.projectManager]: 'SYSTEM',
  [ROLES.taskManager]: 'SYSTEM',
};

/** Roles and their permissions: reference data, brought up to date on every start. */
export async function seedReferenceData(db: Db) {
  const store = createUserStore(db);
  for (const name of Object.values(ROLES)) {
    const uuids = (ROLE_PERMISSIONS[name] ?? []).map((k) => PERMISSIONS[k].uuid);
    await store.upsertRole(name, SCOPE[name], uuids);
  }
  await seedSubscriptionCatalogue(db);
}
